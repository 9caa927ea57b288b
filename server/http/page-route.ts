import type { RequestHandler } from 'express';
import { resolveLocale } from '../../src/i18n/locales';
import { pathPrefix } from '../../src/navigation/paths';
import type { Logger } from '../logger';
import type { PageService } from '../pages/page-service';
import { renderBadAddressPage } from '../render/fallback-page';
import { isDecodable } from './data-route';
import { requestContext } from './request-context';

/** Every page the page cache did not answer: rendered (and kept when it may be). */
export function pageRoute({
  pageService,
  logger,
}: {
  pageService: PageService;
  logger: Logger;
}): RequestHandler {
  return (req, res, next) => {
    const { pathname, locale } = requestContext(req);
    if (!isDecodable(pathname)) {
      res
        .status(400)
        .set('Cache-Control', 'no-store')
        .type('html')
        // The locale prefix is plain letters: it reads even where the rest of the address does not.
        .send(renderBadAddressPage(locale));
      return;
    }
    // A two-letter prefix that is not one of ours is an unknown locale: logged, then a 404.
    const prefix = pathPrefix(pathname);
    if (prefix) resolveLocale(prefix, (message) => logger.warn({ url: req.url }, message));
    void pageService.handle(req, res, next);
  };
}
