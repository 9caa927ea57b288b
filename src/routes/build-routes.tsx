import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { ErrorFallback, PageErrorBoundary } from '../components/error-page/error-boundaries';
import { LOCALES, type Locale } from '../i18n/locales';
import { DefaultLayout, SlidesLayout } from '../layouts/page-layout';
import { LocaleRoute } from '../layouts/locale-route';
import { RootRoute } from '../layouts/root-route';
import { homePath } from '../navigation/paths';
import { NOT_FOUND_ROUTE, routeId } from '../navigation/route-id';
import type { RouteHandle } from '../navigation/use-current-route';
import type { PageRoute } from './route-table';

/** Where each route's data comes from: the routes' loaders on the server, the data strategy in the browser. */
export interface RouteLoaders {
  chrome: (locale: Locale) => LoaderFunction;
  page: (route: PageRoute, locale: Locale) => LoaderFunction;
  notFound: (locale: Locale) => LoaderFunction;
}

/** Chrome content changes only with the locale, and a locale has its own routes. */
const keepChrome: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
  formMethod,
}) =>
  formMethod
    ? defaultShouldRevalidate
    : currentUrl.pathname === nextUrl.pathname &&
      currentUrl.search === nextUrl.search &&
      defaultShouldRevalidate;

function NotFoundRoute() {
  return null;
}

/** What a page route tells the chrome and the server about itself (its `handle`). */
export function routeHandle(route: PageRoute, locale: Locale): RouteHandle {
  return {
    name: route.name,
    locale,
    layout: route.layout,
    pattern: route.path,
    query: route.query,
    uncached: route.uncached,
    translatedParam: route.translatedParam,
    page: route.Component,
  };
}

function pageRoute(route: PageRoute, locale: Locale, loaders: RouteLoaders): RouteObject {
  const base = {
    id: routeId(route.name, locale),
    loader: loaders.page(route, locale),
    Component: route.Component,
    ErrorBoundary: PageErrorBoundary,
    handle: routeHandle(route, locale),
  };
  return route.path === '' ? { ...base, index: true } : { ...base, path: route.path };
}

function localeRoutes(table: readonly PageRoute[], locale: Locale, loaders: RouteLoaders): RouteObject {
  const routes = table.map((route) => pageRoute(route, locale, loaders));
  const slides = routes.filter((_route, index) => table[index].layout === 'slides');
  const pages = routes.filter((_route, index) => table[index].layout === 'default');
  const notFound: RouteObject = {
    id: routeId(NOT_FOUND_ROUTE, locale),
    path: '*',
    loader: loaders.notFound(locale),
    // Never rendered: its loader always throws the 404 its error boundary shows.
    Component: NotFoundRoute,
    ErrorBoundary: PageErrorBoundary,
    handle: { name: NOT_FOUND_ROUTE, locale, pattern: '*' } satisfies RouteHandle,
  };
  return {
    id: routeId('locale', locale),
    path: homePath(locale),
    loader: loaders.chrome(locale),
    shouldRevalidate: keepChrome,
    element: <LocaleRoute locale={locale} />,
    handle: { name: 'locale', locale } satisfies RouteHandle,
    children: [
      { id: routeId('layout-slides', locale), Component: SlidesLayout, children: slides },
      { id: routeId('layout-default', locale), Component: DefaultLayout, children: [...pages, notFound] },
    ],
  };
}

/**
 * The route tree of a route table (the site's is `pageRoutes`): one subtree per locale under a root
 * whose boundary is the last resort.
 */
export function buildRoutes(table: readonly PageRoute[], loaders: RouteLoaders): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootRoute,
      ErrorBoundary: ErrorFallback,
      children: LOCALES.map((locale) => localeRoutes(table, locale, loaders)),
    },
  ];
}
