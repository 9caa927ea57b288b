import fs from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createContentHttp } from '../src/content/http';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createForwarder } from './contact/forwarder';
import { createOutbox } from './contact/outbox';
import { createContactRequestPost } from './contact/post-contact-request';
import { createContentCache } from './content/content-cache';
import { createDemoDataset } from './content-service/seed';
import { startContentService, type ContentServiceHandle } from './content-service/start';
import { createLogger } from './logger';
import type { RenderAssets } from './render/page-renderer';
import { createSiteSearch } from './search/site-search';

/** The built server lives in dist/server; the client build beside it in dist/public. */
const distDir = path.resolve(__dirname, '..');

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function readAssets(): RenderAssets {
  const statsFile = path.join(distDir, 'loadable-stats.json');
  if (!fs.existsSync(statsFile)) {
    throw new Error(`The client build is missing (${statsFile}); run "npm run build" first.`);
  }
  return { stats: JSON.parse(fs.readFileSync(statsFile, 'utf8')) };
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const uploadsDir = path.resolve(config.uploadsDir);

  let embedded: ContentServiceHandle | undefined;
  let contentUrl = config.contentApiUrl;
  if (!contentUrl) {
    embedded = await startContentService({
      dataset: createDemoDataset(),
      uploadsDir,
      apiToken: config.contentApiToken,
      onError: (error) => logger.error({ err: error }, 'embedded content service failed'),
    });
    contentUrl = embedded.url;
    logger.info({ url: contentUrl }, 'embedded content service started');
  }

  const contentFetch = createContentHttp({
    baseUrl: contentUrl,
    token: config.contentApiToken,
    timeoutMs: config.contentTimeoutMs,
  });
  const contentCache = createContentCache({
    ttlSeconds: config.contentCacheTtlS,
    minDelayMs: config.contentMinDelayMs,
  });
  const search = createSiteSearch({
    fetch: contentFetch,
    cache: contentCache,
    mediaUrl: config.mediaUrl,
    ttlSeconds: config.contentCacheTtlS,
    onError: (error) =>
      logger.warn({ err: error }, 'search index rebuild failed; the previous index answers'),
  });
  // Enquiries wait on disk until the content service has them; what a previous run left is sent now.
  const outbox = createOutbox(path.resolve(config.dataDir, 'outbox'));
  await outbox.prepare();
  const forwarder = createForwarder({
    outbox,
    deliver: createContactRequestPost({
      baseUrl: contentUrl,
      token: config.contentApiToken,
      timeoutMs: config.contentTimeoutMs,
    }),
    logger,
  });
  forwarder.start();

  const site = createApp({
    config: { ...config, uploadsDir },
    logger,
    contentFetch,
    contentCache,
    assets: readAssets(),
    publicDir: path.join(distDir, 'public'),
    search,
    contact: { outbox, onStored: forwarder.wake },
  });

  const server = createServer(site.handler);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ port, host: config.host, publicUrl: config.publicUrl }, 'listening');
    if (config.prerender) void site.prerender();
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Stop accepting, let the requests under way finish, then stop the rest.
    server.close(async () => {
      site.close();
      await forwarder.stop();
      await embedded?.close();
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
