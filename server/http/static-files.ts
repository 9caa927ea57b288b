import path from 'node:path';
import express, { type Router } from 'express';

/**
 * The client build (fingerprinted assets kept a year, the rest an hour) and, with the embedded content
 * service, its media (the site is then their origin: MEDIA_URL is empty).
 */
export function staticFiles(options: { publicDir: string | null; uploadsDir: string | null }): Router {
  const router = express.Router();
  if (options.publicDir) {
    router.use(
      '/assets',
      express.static(path.join(options.publicDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        fallthrough: false,
      }),
    );
    router.use(express.static(options.publicDir, { index: false, maxAge: '1h' }));
  }
  if (options.uploadsDir) {
    router.use(
      '/uploads',
      express.static(options.uploadsDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
    );
  }
  return router;
}
