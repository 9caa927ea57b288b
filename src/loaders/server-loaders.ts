import type { LoaderFunctionArgs } from 'react-router';
import type { Locale } from '../i18n/locales';
import type { RouteLoaders } from '../routes/build-routes';
import { loaderContext } from '../routes/loader-context';
import { notFound, toRouteError } from '../routes/route-errors';
import {
  routeMiddleware as defaultMiddleware,
  runRouteMiddleware,
  type RouteMiddleware,
} from '../routes/route-middleware';
import type { PageRoute } from '../routes/route-table';
import { chromeLoader } from './chrome-loader';
import type { PageLoader } from './page-data';
import { pageLoaders as defaultPageLoaders } from './page-loaders';

/**
 * The loaders the server runs for each route: route validation (spec §5: a failure is a 404), the
 * route's named middleware, then the page loader; content failures become route errors.
 */
export function createServerLoaders(
  options: { pageLoaders?: Record<string, PageLoader>; middleware?: Record<string, RouteMiddleware> } = {},
): RouteLoaders {
  const pageLoaders = options.pageLoaders ?? defaultPageLoaders;
  const middleware = options.middleware ?? defaultMiddleware;
  return {
    chrome: (locale) => chromeLoader(locale),
    notFound: () => () => notFound(),
    page:
      (route: PageRoute, locale: Locale) =>
      async ({ params, request, context }: LoaderFunctionArgs) => {
        const allParams = { ...params, ...route.fixedParams };
        if (route.validate && !route.validate(allParams)) notFound();
        const args = {
          params: allParams,
          request,
          url: new URL(request.url),
          context: loaderContext(context),
          locale,
          route,
        };
        runRouteMiddleware(route.middleware ?? [], args, middleware);
        try {
          return await pageLoaders[route.page](args);
        } catch (error) {
          throw toRouteError(error);
        }
      },
  };
}
