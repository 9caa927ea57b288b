import type { Logger } from './logger';

export interface EmbeddedContent {
  url: string;
  close(): Promise<void>;
}

/**
 * The demo CMS of `npm start` and `npm run content`: the Strapi emulator with the demo content, both
 * loaded from their own packages only when they are needed (CONTENT_API_URL unset), so the site's
 * bundle holds neither.
 */
export async function startEmbeddedContent(options: {
  port?: number;
  host?: string;
  uploadsDir: string;
  apiToken?: string;
  logger: Logger;
}): Promise<EmbeddedContent> {
  const [{ startContentService }, { createDemoDataset }] = await Promise.all([
    import('@dkg/strapi-emulator'),
    import('@dkg/demo-content'),
  ]);
  const service = await startContentService({
    port: options.port,
    host: options.host,
    dataset: createDemoDataset(),
    uploadsDir: options.uploadsDir,
    apiToken: options.apiToken,
    onError: (error) => options.logger.error({ err: error }, 'embedded content service failed'),
  });
  return { url: service.url, close: service.close };
}
