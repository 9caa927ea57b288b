import path from 'node:path';
import { readConfigOrExit } from './config';
import { startEmbeddedContent } from './embedded-content';
import { createLogger } from './logger';

/** `npm run content`: the embedded content service on its own, on CONTENT_PORT. */
async function main() {
  // This process is the demo content service: it needs no CONTENT_API_URL to read.
  const config = readConfigOrExit({ ...process.env, CONTENT_DEMO: 'true' });
  const logger = createLogger(config.logLevel);
  const content = await startEmbeddedContent({
    port: config.contentPort,
    host: config.host,
    uploadsDir: path.resolve(config.uploadsDir),
    apiToken: config.contentApiToken,
    logger,
  });
  logger.info({ url: content.url }, 'content service listening');
  const stop = () => void content.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
