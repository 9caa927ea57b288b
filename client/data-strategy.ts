import {
  data,
  isRouteErrorResponse,
  redirect,
  type DataStrategyFunction,
  type DataStrategyResult,
} from 'react-router';
import { NEW_VERSION_ERROR, OFFLINE_ERROR } from '../src/components/error-page/route-error';
import { progress } from '../src/components/loading-bar/progress';
import { leave, transitionFor } from '../src/components/route-transition/route-transition';
import { loadLocaleResources } from '../src/i18n/load-locale';
import { isLocale } from '../src/i18n/locales';
import type { FetcherFailure } from '../src/loaders/fetcher-failure';
import { deserializeRouteErrors, type SerializedRouteError } from '../src/routes/hydration';
import type { RouteHandle } from '../src/navigation/use-current-route';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { loadPageCode, OfflineError } from './page-code';

interface DataAnswer {
  loaderData?: Record<string, unknown>;
  errors?: Record<string, SerializedRouteError> | null;
  redirect?: string;
  status?: number;
}

/**
 * The browser's loaders: one request to the server's /_data for every route a navigation needs
 * (content stays on the server, behind its cache), while the pages' chunks load alongside.
 */
export const dataStrategy: DataStrategyFunction = async ({ request, matches, fetcherKey }) => {
  const locale = [...matches]
    .reverse()
    .map((match) => (match.route.handle as RouteHandle | undefined)?.locale)
    .find(isLocale);
  const chunks = Promise.all([
    ...matches.map((match) => {
      const page = (match.route.handle as RouteHandle | undefined)?.page;
      return page ? loadPageCode(page) : null;
    }),
    // A page in another language needs that language's strings first.
    locale ? loadLocaleResources(locale) : null,
  ]).catch((error: unknown) => {
    if (!isChunkLoadError(error) && !(error instanceof OfflineError)) throw error;
    // Offline, a reload would only show the browser's own error page: the visitor is told, in the
    // site's layout (its offline notice stays), and tries again from there.
    if (error instanceof OfflineError || !navigator.onLine)
      throw data(OFFLINE_ERROR, { status: 503, statusText: 'Service Unavailable' });
    // The page asked for loads afresh; a second failure within the guard shows the error page, in
    // the visitor's language, rather than webpack's message.
    if (reloadForChunkError(request.url)) return new Promise<never>(() => undefined);
    throw data(NEW_VERSION_ERROR, { status: 503, statusText: 'Service Unavailable' });
  });

  // A navigation to another page waits for the old one to leave (out-in) while its data loads.
  const transition =
    fetcherKey === null
      ? transitionFor(
          new URL(request.url),
          matches.find((match) => match.route.id.startsWith('layout-'))?.route.id,
          matches
            .map((match) => (match.route.handle as RouteHandle | undefined)?.name)
            .filter(Boolean)
            .at(-1),
        )
      : null;
  const leaving = transition ? leave(transition) : null;

  const needed = matches.filter((match) => match.shouldCallHandler());
  let answer: Promise<DataAnswer> | null = null;
  if (needed.length > 0) {
    const url = new URL(request.url);
    const query = new URLSearchParams({
      path: `${url.pathname}${url.search}`,
      routes: needed.map((match) => match.route.id).join(','),
    });
    answer = fetch(`/_data?${query.toString()}`, {
      signal: request.signal,
      headers: { Accept: 'application/json' },
    })
      .then(async (response) => {
        if (response.status >= 500) progress.fail();
        // Not the site's own answer (a proxy's page, say): its status is the page's error, told in
        // the visitor's language by the error page.
        if (response.status >= 400 && !response.headers.get('content-type')?.includes('json')) {
          throw data({ message: '' }, { status: response.status, statusText: response.statusText });
        }
        return (await response.json()) as DataAnswer;
      })
      .catch((error: unknown) => {
        if (!request.signal.aborted) progress.fail();
        if (!navigator.onLine) throw data(OFFLINE_ERROR, { status: 503, statusText: 'Service Unavailable' });
        throw error;
      });
  }

  const results = await Promise.all(
    needed.map((match) =>
      match.resolve(async () => {
        try {
          const [body] = await Promise.all([answer as Promise<DataAnswer>, chunks, leaving]);
          if (body.redirect) return redirect(body.redirect, body.status ?? 302);
          const error = deserializeRouteErrors(body.errors)?.[match.route.id];
          if (error) throw error;
          return body.loaderData?.[match.route.id] ?? null;
        } catch (error) {
          if (fetcherKey === null) throw error;
          const failure: FetcherFailure = {
            fetchFailed: true,
            status: isRouteErrorResponse(error) ? error.status : 0,
          };
          return failure;
        }
      }),
    ),
  );
  if (needed.length === 0) await Promise.all([chunks, leaving]);
  return Object.fromEntries(
    needed.map((match, index): [string, DataStrategyResult] => [match.route.id, results[index]]),
  );
};
