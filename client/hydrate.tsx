import { loadableReady } from '@loadable/component';
import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { LoaderFunction } from 'react-router';
import { createBrowserRouter, RouterProvider } from './router';
import { App } from '../src/app';
import { readableTarget } from '../src/loaders/route-errors';
import {
  hydrateDeferredParts,
  markFirstHydrationDone,
  onPartChunkFailure,
} from '../src/components/deferred/deferred-hydration';
import { keepLocaleResources, loadedLocaleResources } from '../src/i18n/load-locale';
import { resolveLocale, type Locale } from '../src/i18n/locales';
import { stringTable } from '../src/i18n/string-table';
import type { Translator } from '../src/i18n/translation';
import { buildRoutes } from '../src/routes/build-routes';
import { pageRoutes } from '../src/routes/route-table';
import { deserializeRouteErrors, PAGE_STATE_ID, type PageState } from '../src/routes/hydration';
import { initialStateFromLoaderData } from '../src/state/initial-state';
import { enter } from '../src/components/route-transition/route-transition';
import { recordTyping } from '../src/components/start-from-page';
import { createAppStore } from '../src/state/store';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload';
import { dataStrategy } from './data-strategy';
import { nextTask } from './next-task';
import { prefetchOnIntent } from './prefetch';

/** Marks around the first hydration (the browser tests measure the long tasks between them). */
const HYDRATION_START = 'hydration-start';
const HYDRATION_END = 'hydration-end';

/** Renders nothing; its effect runs once the first hydration has committed. */
function HydrationDone({ then }: { then: () => void }) {
  useEffect(() => {
    performance.mark(HYDRATION_END);
    markFirstHydrationDone();
    then();
  }, [then]);
  return null;
}

/** Never called: the data strategy fetches every route's data from the server. */
const serverData: LoaderFunction = () => {
  throw new Error('Route data comes from the server through the data strategy');
};

function readPageState(): PageState {
  const island = document.getElementById(PAGE_STATE_ID);
  return JSON.parse(island?.textContent ?? '{}') as PageState;
}

/** One translator per language, made from its strings once they are there (see the data strategy). */
function translatorRegistry() {
  const translators = new Map<Locale, Translator>();
  return (locale: Locale) => {
    let translator = translators.get(locale);
    if (!translator) {
      const strings = loadedLocaleResources(locale);
      if (!strings) throw new Error(`The strings of ${locale} are not loaded`);
      translator = stringTable(locale, strings);
      translators.set(locale, translator);
    }
    return translator;
  };
}

/** Hydrates the page the server rendered (see client/index.tsx for how this module is reached). */
export async function start() {
  // What the visitor typed before hydration is kept (see start-from-page.ts).
  recordTyping();
  onPartChunkFailure(() => reloadForChunkError(window.location.href));
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadForChunkError(window.location.href);
  });

  const state = readPageState();
  const locale = resolveLocale(state.locale);
  keepLocaleResources(locale, state.strings);
  await new Promise<void>((resolve) => loadableReady(resolve));
  // The scripts' evaluation, the routes, the router and the language's translator each end their
  // task: the work before hydration is split where it can be, and hydration starts in a task of its own.
  await nextTask();
  const routes = buildRoutes(pageRoutes, {
    chrome: () => serverData,
    page: () => serverData,
    notFound: () => serverData,
  });
  await nextTask();
  // An address that cannot be read (the server answered its error page): the router reads it as the
  // server did, escaped, rather than warning that it cannot decode it.
  const target = `${location.pathname}${location.search}${location.hash}`;
  if (readableTarget(target) !== target) history.replaceState(history.state, '', readableTarget(target));
  const router = createBrowserRouter(routes, {
    hydrationData: {
      loaderData: state.router.loaderData,
      actionData: state.router.actionData,
      errors: deserializeRouteErrors(state.router.errors),
    },
    dataStrategy,
  });
  const store = createAppStore(initialStateFromLoaderData(state.router.loaderData));
  await nextTask();
  const translators = translatorRegistry();
  translators(locale);
  await nextTask();
  const prefetcher = prefetchOnIntent(routes);
  performance.mark(HYDRATION_START);
  // As a transition, hydration yields to the browser between pieces of work instead of one long task.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <App store={store} translators={translators}>
        <RouterProvider router={router} />
        <HydrationDone then={prefetcher.watchLinksInView} />
      </App>,
    );
  });
  // After each navigation (not after fetcher loads), state seeded by the new route data applies.
  let lastLocation = router.state.location;
  // Any change of the router's state (a navigation, a fetcher) updates the tree around the parts
  // still waiting to hydrate: they hydrate first.
  router.subscribe(hydrateDeferredParts);
  router.subscribe((routerState) => {
    if (routerState.navigation.state !== 'idle') return;
    // A navigation that ended without a new page (stopped, or to the same place) brings the page
    // back; a new page comes in from its layout, once rendered.
    if (routerState.location === lastLocation) {
      enter();
      return;
    }
    lastLocation = routerState.location;
    store.setState(initialStateFromLoaderData(routerState.loaderData));
    prefetcher.watchLinksInView();
  });
}
