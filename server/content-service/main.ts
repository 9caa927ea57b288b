import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { createDemoDataset } from './seed';
import { startContentService } from './start';

/** `npm run content`: the embedded content service on its own, on CONTENT_PORT. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const service = await startContentService({
    port: config.contentPort,
    host: config.host,
    dataset: createDemoDataset(),
    uploadsDir: path.resolve(config.uploadsDir),
    apiToken: config.contentApiToken,
  });
  process.stdout.write(`Content service listening on ${service.url} (port ${service.port})\n`);
  const stop = () => void service.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
