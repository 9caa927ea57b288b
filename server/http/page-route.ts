import type { RequestHandler } from 'express';
import { resolveLocale } from '../../src/i18n/locales';
import { pathPrefix } from '../../src/navigation/paths';
import type { Logger } from '../logger';
import type { PageService } from '../pages/page-service';
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
    // An address that cannot be read is rendered too: its routes' loaders answer it with the site's
    // error page (400) in the language of its prefix (plain letters, readable where the rest is not).
    const { pathname } = requestContext(req);
    // A two-letter prefix that is not one of ours is an unknown locale: logged, then a 404.
    const prefix = pathPrefix(pathname);
    if (prefix) resolveLocale(prefix, (message) => logger.warn({ url: req.url }, message));
    void pageService.handle(req, res, next);
  };
}
