import express, { type Router } from 'express';
import type { Sitemap } from '../pages/sitemap';

/** robots.txt and the sitemap of every page in the three locales. */
export function seoFiles(sitemap: Sitemap): Router {
  const router = express.Router();
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(sitemap.robots());
  });
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      res
        .type('application/xml')
        .set('Cache-Control', 'public, max-age=300')
        .send(await sitemap.xml());
    } catch (error) {
      next(error);
    }
  });
  return router;
}
