import type { Request, RequestHandler, Response } from 'express';
import { resolveLocale } from '../../src/i18n/locales';
import { pathPrefix } from '../../src/navigation/paths';
import type { Logger } from '../logger';
import type { PageService } from '../pages/page-service';
import type { FormAnswer } from '../render/page-renderer';
import type { CachedPageWriter } from './cached-answer';
import { sendPageAnswer } from './page-answer';
import { requestContext } from './request-context';

interface PageRouteOptions {
  pageService: PageService;
  sendCachedPage: CachedPageWriter;
  logger: Logger;
}

/**
 * How long a browser or a proxy may keep a permanent redirect: an hour, since the editors may point
 * it elsewhere (left without it, browsers keep a 301 for good).
 */
const MOVED_CACHE_CONTROL = 'public, max-age=3600';

/** Every page the page cache did not answer: rendered (and kept when it may be), then written. */
export function pageRoute({ pageService, sendCachedPage, logger }: PageRouteOptions): RequestHandler {
  return async (req, res, next) => {
    // An address that cannot be read is rendered too: its routes' loaders answer it with the site's
    // error page (400) in the language of its prefix (plain letters, readable where the rest is not).
    const context = requestContext(req);
    // A two-letter prefix that is not one of ours is an unknown locale: logged, then a 404.
    const prefix = pathPrefix(context.pathname);
    if (prefix) resolveLocale(prefix, (message) => logger.warn({ url: req.url }, message));
    // An address the editors moved answers where it leads now; one they removed renders its 410.
    const { moved } = context;
    if (moved && moved.status !== 410) {
      res.set('Cache-Control', moved.status === 301 ? MOVED_CACHE_CONTROL : 'no-cache');
      res.redirect(moved.status, moved.location);
      return;
    }
    // A render whose visitor left stops reading content it no longer needs.
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    try {
      const answer = await pageService.answer(context, controller.signal);
      if (answer) await sendPageAnswer(req, res, answer, sendCachedPage);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Answers a form with the page it is on, rendered with what the form left for it (the contact
 * form's answers without JavaScript).
 */
export function formPageAnswer({
  pageService,
  sendCachedPage,
}: Omit<PageRouteOptions, 'logger'>): (
  req: Request,
  res: Response,
  url: string,
  answer: FormAnswer,
) => Promise<void> {
  return async (req, res, url, answer) =>
    sendPageAnswer(req, res, await pageService.formPage(url, answer), sendCachedPage);
}
