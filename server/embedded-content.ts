import type { MediaSpec } from '@dkg/demo-content';
import type { MediaDrawer } from '@dkg/demo-media';
import type { Logger } from './logger';

export interface EmbeddedContent {
  url: string;
  /**
   * Resolves when the demo picture of that file name is on disk (drawn first when it was missing);
   * undefined when the picture generator is not installed (the production image: its pictures are
   * drawn into the image).
   */
  drawPicture?: (fileName: string) => Promise<void>;
  close(): Promise<void>;
}

/**
 * The demo CMS of `npm start` and `npm run content`: the Strapi emulator with the demo content, both
 * loaded from their own packages only when they are needed (CONTENT_API_URL unset), so the site's
 * bundle holds neither. The pictures that are not drawn yet are drawn in the background.
 */
export async function startEmbeddedContent(options: {
  port?: number;
  host?: string;
  uploadsDir: string;
  apiToken?: string;
  logger: Logger;
}): Promise<EmbeddedContent> {
  const [{ startContentService }, { createDemoDataset, mediaManifest }] = await Promise.all([
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
  const drawer = await startPictureDrawer(mediaManifest, options.uploadsDir, options.logger);
  return {
    url: service.url,
    drawPicture: drawer?.draw,
    close: async () => {
      await drawer?.close();
      await service.close();
    },
  };
}

/** The picture generator drawing what is missing, when it is installed (a development dependency). */
async function startPictureDrawer(
  manifest: MediaSpec[],
  uploadsDir: string,
  logger: Logger,
): Promise<MediaDrawer | undefined> {
  const media = await import('@dkg/demo-media').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'MODULE_NOT_FOUND') throw error;
    logger.debug({ err: error }, 'the picture generator is not installed: no demo picture is drawn here');
    return undefined;
  });
  return media?.startMediaDrawer({
    manifest,
    outDir: uploadsDir,
    cacheDir: media.defaultCacheDir(),
    onProgress: (line) => logger.info(line),
    onDrawn: (spec, ms) => logger.debug({ key: spec.key, ms }, 'demo picture drawn'),
    onError: (error) => logger.error({ err: error }, 'a demo picture could not be drawn'),
  });
}
