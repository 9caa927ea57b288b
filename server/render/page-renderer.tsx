import { PassThrough, type Writable } from 'node:stream';
import { SITE_SHARE_IMAGE } from '@dkg/content-model';
import { ChunkExtractor } from '@loadable/server';
import type { i18n as I18n } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { App } from '../../src/app';
import { errorTexts } from '../../src/components/error-page/error-texts';
import { FocalRuleContext } from '../../src/components/media/focal-class';
import { describeRouteError } from '../../src/components/error-page/route-error';
import { translatorOf } from '../../src/i18n/create-i18n';
import { resources } from '../../src/i18n/resources';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../src/i18n/locales';
import type { PageData, PageMeta } from '../../src/loaders/page-data';
import type { StructuredData } from '../../src/loaders/structured-data.server';
import { alternateHref } from '../../src/navigation/alternates';
import { serializeRouteErrors, type PageState } from '../../src/routes/hydration';
import type { PageRoute } from '../../src/routes/route-table';
import type { LoaderContext } from '../../src/loaders/loader-context';
import type { CurrentRoute, RouteHandle } from '../../src/navigation/use-current-route';
import { pageAddress } from '../../src/navigation/page-address';
import { localizePath } from '../../src/navigation/paths';
import { NOT_FOUND_ROUTE, routeId } from '../../src/navigation/route-id';
import type { ChromeData } from '../../src/chrome/chrome-loader.server';
import { initialStateFromLoaderData } from '../../src/state/initial-state';
import { createAppStore } from '../../src/state/store';
import { documentHead, documentTail } from './document';
import { coalescedBody } from './coalesced-body';
import { createFocalStyles, type FocalStyles } from './focal-style';
import { createPageStyles } from './page-styles';
import { pageScriptTags, startScriptUrl } from './page-scripts';

export interface RenderAssets {
  /** The client build's @loadable stats (loadable-stats.json). */
  stats: object;
}

export interface PageRendererOptions {
  handler: StaticHandler;
  /** The route table the handler's routes were built from (each page's JSON-LD builder). */
  routes: readonly PageRoute[];
  /** Null when no client build is there (unit tests): the page renders without scripts. */
  assets: RenderAssets | null;
  publicUrl: string;
  /** Whether unexpected error messages may reach the page (not in production). */
  exposeErrors: boolean;
  /** Staging: every page asks not to be indexed. */
  noindex?: boolean;
}

/**
 * What a form posted to the server left for its page to show (the page rendered as the answer to the
 * post): the page route's action data, and the answer's status.
 */
export interface FormAnswer {
  actionData?: unknown;
  status?: number;
}

export type RenderOutcome =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'document';
      status: number;
      headers: Headers;
      locale: Locale;
      routeName: string;
      /** CSP sources of the page's inline style elements (the page's headers must allow them). */
      styleHashes: string[];
      /**
       * Writes the whole document (head, React's stream, state and scripts), in as few pieces as it
       * comes in (see coalesced-body.ts); resolves when all of it has been written.
       */
      write(destination: Writable): Promise<void>;
    };

function deepestRoute(context: StaticHandlerContext): CurrentRoute | undefined {
  for (let index = context.matches.length - 1; index >= 0; index -= 1) {
    const handle = context.matches[index].route.handle as RouteHandle | undefined;
    if (handle?.name) return { handle, params: context.matches[index].params };
  }
  return undefined;
}

function deepestMeta(context: StaticHandlerContext): PageMeta | null {
  for (let index = context.matches.length - 1; index >= 0; index -= 1) {
    const data = context.loaderData[context.matches[index].route.id] as PageData | undefined;
    if (data?.meta) return data.meta;
  }
  return null;
}

/** Headers a loader asked for (Retry-After of a 503), deepest route first. */
function loaderHeaders(context: StaticHandlerContext): Headers {
  const headers = new Headers();
  for (const match of context.matches) {
    context.loaderHeaders[match.route.id]?.forEach((value, key) => headers.set(key, value));
  }
  return headers;
}

function absolute(publicUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The page's head with its share picture's address absolute, or the site's own picture when it has none. */
function withSharePicture(meta: PageMeta, publicUrl: string): PageMeta {
  const { path, width, height } = SITE_SHARE_IMAGE;
  const image = meta.image ?? { url: path, width, height };
  return { ...meta, image: { ...image, url: absolute(publicUrl, image.url) } };
}

export function createPageRenderer(options: PageRendererOptions) {
  const { handler, assets, publicUrl, exposeErrors } = options;
  const builders = new Map(options.routes.map((route) => [route.name, route.structuredData]));
  const noindexAll = Boolean(options.noindex);
  const pageStyles = createPageStyles();
  const startUrl = assets ? startScriptUrl(assets.stats) : null;

  return async function renderPage(
    request: Request,
    requestContext: LoaderContext,
    i18n: I18n,
    answer: FormAnswer = {},
  ): Promise<RenderOutcome> {
    const queried = await handler.query(request, { requestContext });
    if (queried instanceof Response) {
      if (queried.status >= 300 && queried.status < 400) {
        return { type: 'redirect', status: queried.status, location: queried.headers.get('Location') ?? '/' };
      }
      throw new Error(`A loader answered a raw ${queried.status} response`);
    }
    const context = withFormAnswer(queried, answer);

    const route = deepestRoute(context);
    const locale: Locale = route && isLocale(route.handle.locale) ? route.handle.locale : DEFAULT_LOCALE;
    const routeName = route?.handle.name ?? NOT_FOUND_ROUTE;
    const search = new URL(request.url).searchParams;
    const initialState = initialStateFromLoaderData(context.loaderData);
    const store = createAppStore(initialState);

    // The canonical URL and the alternates come from the matched route and its parameters.
    const address = route && pageAddress(route.handle, route.params, search);
    const alternates = Object.fromEntries(
      LOCALES.map((target) => [
        target,
        `${publicUrl}${alternateHref({
          route,
          search,
          target,
          urlsForProjectPage: initialState.urlsForProjectPage ?? {},
        })}`,
      ]),
    );
    const meta = deepestMeta(context);

    const state: PageState = {
      locale,
      strings: resources[locale],
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeRouteErrors(context.errors, { exposeMessages: exposeErrors }),
      },
    };

    let rendered: StartedRender;
    try {
      rendered = await startRender(handler, context, store, i18n, assets);
    } catch (error) {
      // A page that throws while rendering gets its route's error boundary, like a loader error; if
      // the error page fails too, the caller answers with the plain fallback page.
      if (context.errors) throw error;
      rendered = await startRender(handler, withRenderError(context, error), store, i18n, assets);
      state.router.errors = serializeRouteErrors(rendered.context.errors, { exposeMessages: exposeErrors });
    }
    const status = rendered.context.statusCode;
    const ok = status < 400;
    const styles = rendered.extractor ? pageStyles(rendered.extractor, locale) : { tags: '', hashes: [] };
    const focalStyle = rendered.focal.element();

    return {
      type: 'document',
      status,
      headers: loaderHeaders(rendered.context),
      locale,
      routeName,
      styleHashes: focalStyle ? [...styles.hashes, focalStyle.hash] : styles.hashes,
      write: async (destination) => {
        const { extractor } = rendered;
        // The focal rules come after the page's style sheets, which set no object-position of their own.
        const assetTags = `${extractor ? styles.tags : ''}${focalStyle?.tag ?? ''}`;
        const canonical = ok && address ? `${publicUrl}${localizePath(address, locale)}` : null;
        const { body, finish } = coalescedBody((chunk) => destination.write(chunk));
        body.write(
          documentHead({
            locale,
            meta: errorMeta(rendered.context, locale, i18n) ?? (meta && withSharePicture(meta, publicUrl)),
            canonical,
            alternates,
            assetTags,
            noindex: noindexAll || !ok || Boolean(meta?.noindex) || requestContext.preview,
            structuredData: canonical
              ? pageStructuredData(route, builders, rendered.context, { publicUrl, canonical })
              : [],
          }),
        );
        await rendered.pipe(body);
        body.write(documentTail(state, extractor ? pageScriptTags(extractor, startUrl) : ''));
        await finish();
      },
    };
  };
}

/**
 * The head of an error page: its title names the error in the page's language, as the page does
 * (the 404's from the error page's content). Nothing when the page has no error, or when the error
 * page could not say it (the fallback page then answers).
 */
function errorMeta(context: StaticHandlerContext, locale: Locale, i18n: I18n): PageMeta | null {
  const error = context.errors && Object.values(context.errors)[0];
  if (error === undefined || error === null) return null;
  const chrome = context.loaderData[routeId('locale', locale)] as ChromeData | undefined;
  const contentTitle = chrome?.pageError?.title;
  const { status, message, reason } = describeRouteError(error);
  const { title } = errorTexts(translatorOf(i18n)('common'), {
    status,
    message,
    reason,
    locale,
    notFoundTitle: typeof contentTitle === 'string' ? contentTitle : undefined,
  });
  return { title, description: '', image: null };
}

/** The JSON-LD of the page, from the builder its route's entry names (none for most routes). */
function pageStructuredData(
  route: CurrentRoute | undefined,
  builders: ReadonlyMap<string, PageRoute['structuredData']>,
  context: StaticHandlerContext,
  { publicUrl, canonical }: { publicUrl: string; canonical: string },
): StructuredData[] {
  const build = route && builders.get(route.handle.name);
  if (!route || !build) return [];
  const { name, locale } = route.handle;
  const page = context.loaderData[routeId(name, locale)] as PageData | undefined;
  if (!page) return [];
  const chrome = (context.loaderData[routeId('locale', locale)] as ChromeData | undefined) ?? null;
  return build({ locale, publicUrl, canonical, chrome }, page);
}

const EMPTY_STATS = { publicPath: '/assets/', namedChunkGroups: {}, chunks: [], assetsByChunkName: {} };

interface StartedRender {
  context: StaticHandlerContext;
  extractor: ChunkExtractor | null;
  /** The focal rules of the pictures drawn (whole when the shell is: nothing suspends on data). */
  focal: FocalStyles;
  /** Streams React's output into the destination without ending it. */
  pipe(destination: Writable): Promise<void>;
}

/** Renders until the shell is ready (the whole tree: no Suspense boundary waits for data). */
function startRender(
  handler: StaticHandler,
  context: StaticHandlerContext,
  store: ReturnType<typeof createAppStore>,
  i18n: I18n,
  assets: RenderAssets | null,
): Promise<StartedRender> {
  const router = createStaticRouter(handler.dataRoutes, context);
  // Without a client build (unit tests) an extractor over empty stats still renders pages
  // synchronously; it just has no tags to give.
  const collector = new ChunkExtractor({
    stats: assets?.stats ?? EMPTY_STATS,
    entrypoints: assets ? ['main'] : [],
  });
  const extractor = assets ? collector : null;
  const translator = translatorOf(i18n);
  const focal = createFocalStyles();
  const element = collector.collectChunks(
    <FocalRuleContext.Provider value={focal}>
      <App store={store} translators={() => translator}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </FocalRuleContext.Provider>,
  );
  return new Promise((resolve, reject) => {
    let streamError: unknown;
    const stream = renderToPipeableStream(element, {
      // Every Suspense boundary (the deferred parts) is complete when the shell is: its HTML goes in
      // place, never in a later chunk that an inline script would have to move (the CSP runs none).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        resolve({
          context,
          extractor,
          focal,
          pipe: (destination) =>
            new Promise<void>((done, fail) => {
              const body = new PassThrough();
              body.on('data', (chunk: Buffer) => destination.write(chunk));
              body.on('end', () => (streamError ? fail(streamError) : done()));
              stream.pipe(body);
            }),
        });
      },
      onShellError: reject,
      onError(error) {
        streamError = error;
      },
    });
  });
}

/**
 * The page's context with a posted form's answer on its page route (what `useActionData` reads there)
 * and the answer's status. A page that could not be loaded shows its error instead.
 */
function withFormAnswer(context: StaticHandlerContext, answer: FormAnswer): StaticHandlerContext {
  if (answer.actionData === undefined || context.errors) return context;
  const page = [...context.matches].reverse().find((match) => (match.route.handle as RouteHandle)?.name);
  if (!page) return context;
  return {
    ...context,
    actionData: { [page.route.id]: answer.actionData },
    statusCode: answer.status ?? context.statusCode,
  };
}

/** The handler context with a render error put on the deepest route that has an error boundary. */
function withRenderError(context: StaticHandlerContext, error: unknown): StaticHandlerContext {
  const withBoundary = [...context.matches].reverse().find((match) => match.route.hasErrorBoundary);
  const id = withBoundary?.route.id ?? context.matches[0]?.route.id ?? 'root';
  return { ...context, errors: { [id]: error }, statusCode: 500 };
}
