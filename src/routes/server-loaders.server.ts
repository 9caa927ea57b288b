import type { LoaderFunctionArgs } from 'react-router';
import { chromeLoader } from '../chrome/chrome-loader.server';
import type { Locale } from '../i18n/locales';
import { loaderContext } from '../loaders/loader-context';
import type { PageLoader } from '../loaders/page-data';
import {
  answerMovedAddress,
  answerWhilePreparing,
  badAddress,
  hasFirstContent,
  notFound,
  toRouteError,
} from '../loaders/route-errors';
import { pageAddress } from '../navigation/page-address';
import { localizePath } from '../navigation/paths';
import { routeHandle, type RouteLoaders } from './build-routes';
import {
  routeMiddleware as defaultMiddleware,
  runRouteMiddleware,
  type RouteMiddleware,
} from './route-middleware';
import type { PageRoute } from './route-table';

/**
 * The loaders the server runs for each route: route validation (a failure is a 404), the
 * route's named middleware, then the route's loader with the page's normalized query; content
 * failures become route errors.
 */
export function createServerLoaders(
  options: {
    /** Loaders that replace a route's own, by route name (tests). */
    pageLoaders?: Record<string, PageLoader>;
    middleware?: Record<string, RouteMiddleware>;
  } = {},
): RouteLoaders {
  const middleware = options.middleware ?? defaultMiddleware;
  return {
    chrome: (locale) => chromeLoader(locale),
    notFound:
      () =>
      async ({ context, request }: LoaderFunctionArgs) => {
        const loaded = loaderContext(context);
        if (loaded.unreadableAddress) badAddress();
        answerMovedAddress(loaded, new URL(request.url));
        await answerWhilePreparing(hasFirstContent(loaded));
        notFound();
      },
    page: (route: PageRoute, locale: Locale) => {
      const handle = routeHandle(route, locale);
      const loader = options.pageLoaders?.[route.name] ?? route.loader;
      return async ({ params, request, context }: LoaderFunctionArgs) => {
        if (loaderContext(context).unreadableAddress) badAddress();
        answerMovedAddress(loaderContext(context), new URL(request.url));
        // Asked beside the page's own content (both are usually in the cache).
        const firstContent = hasFirstContent(loaderContext(context));
        const allParams = { ...params, ...route.fixedParams };
        if (route.validate && !route.validate(allParams)) {
          await answerWhilePreparing(firstContent);
          notFound();
        }
        const search = new URL(request.url).searchParams;
        const address = localizePath(pageAddress(handle, params, search) ?? '/', locale);
        runRouteMiddleware(route.middleware ?? [], { search, address }, middleware);
        try {
          const data = await loader({
            params: allParams,
            query: route.query?.(search) ?? new URLSearchParams(),
            routeName: route.name,
            request,
            context: loaderContext(context),
            locale,
          });
          await answerWhilePreparing(firstContent);
          return data;
        } catch (error) {
          await answerWhilePreparing(firstContent);
          throw toRouteError(error);
        }
      };
    },
  };
}
