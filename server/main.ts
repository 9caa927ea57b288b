import fs from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { readConfigOrExit } from './config';
import { createLogger } from './logger';
import type { RenderAssets } from './render/page-renderer';
import { createSite } from './site';

/** The built server lives in dist/server; the client build beside it in dist/public. */
const distDir = path.resolve(__dirname, '..');

function readAssets(): RenderAssets {
  const statsFile = path.join(distDir, 'loadable-stats.json');
  if (!fs.existsSync(statsFile)) {
    throw new Error(`The client build is missing (${statsFile}); run "npm run build" first.`);
  }
  return { stats: JSON.parse(fs.readFileSync(statsFile, 'utf8')) };
}

async function main() {
  const config = readConfigOrExit();
  const logger = createLogger(config.logLevel);
  const site = await createSite({
    config: { ...config, uploadsDir: path.resolve(config.uploadsDir) },
    logger,
    assets: readAssets(),
    publicDir: path.join(distDir, 'public'),
  });

  let stopping = false;
  const server = createServer((req, res) => {
    // Once stopping, every answer closes its connection: a proxy that keeps connections alive under
    // load would otherwise never leave one idle, and the server would never finish closing.
    if (stopping) res.shouldKeepAlive = false;
    return site.handler(req, res);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, host: config.host, publicUrl: config.publicUrl }, 'listening');
    if (config.prerender) void site.prerender();
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Stop accepting, let the requests under way finish, then stop the rest.
    server.close(async () => {
      await site.close();
      logger.info('stopped');
      logger.flush(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
