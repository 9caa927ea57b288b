import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

/**
 * The client build (fingerprinted assets kept a year, the rest an hour) and, with the embedded content
 * service, its media (the site is then their origin: MEDIA_URL is empty). A demo picture that is not
 * drawn yet is drawn first when `drawPicture` is given; any other missing file is a 404.
 */
export function staticFiles(options: {
  publicDir: string | null;
  uploadsDir: string | null;
  drawPicture?: (fileName: string) => Promise<void>;
}): Router {
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
    const uploads = { immutable: true, maxAge: '1y', index: false } as const;
    const serve = express.static(options.uploadsDir, { ...uploads, fallthrough: false });
    const { drawPicture } = options;
    if (drawPicture) {
      const drawThenServe: RequestHandler = (req, res, next) => {
        drawPicture(req.path.slice(1)).then(() => serve(req, res, next), next);
      };
      router.use(
        '/uploads',
        express.static(options.uploadsDir, { ...uploads, fallthrough: true }),
        drawThenServe,
      );
    } else {
      router.use('/uploads', serve);
    }
  }
  return router;
}
