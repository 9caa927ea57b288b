import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type Express } from 'express';
import { createStaticHandler, type StaticHandler } from 'react-router';
import { createContentApi } from '../src/content/content-api.server';
import { propertyRequest } from '../src/content/requests/property.server';
import { projectRequest } from '../src/content/requests/projects.server';
import { href } from '../src/navigation/href';
import { localizePath } from '../src/navigation/paths';
import type { ContentFetch } from '../src/content/http.server';
import type { LoaderContext } from '../src/loaders/loader-context';
import { hasFirstContent, readableTarget } from '../src/loaders/route-errors';
import { buildRoutes, type RouteLoaders } from '../src/routes/build-routes';
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales';
import { pageRoutes, type PageRoute } from '../src/routes/route-table';
import { createServerLoaders } from '../src/routes/server-loaders.server';
import { createPageKeyer, type PageIdentity } from './cache/page-key';
import { PageCache } from './cache/page-cache';
import type { Config } from './config';
import { returnedDraftRoute } from './contact/returned-draft';
import { createContactRouter, type ContactDependencies } from './contact/contact-router';
import type { CatalogueLookups } from './contact/enquiry-property';
import { createContentBreaker, type ContentBreaker } from './content/circuit-breaker';
import type { ContentCache } from './content/content-cache';
import { createContentPipeline, type ContentPipeline } from './content/content-pipeline';
import { withinDeadline } from './content/deadline';
import { createEdgeHeaders, type EdgeHeaders } from './edge/edge-headers';
import { createEdgePurger, edgeTargets, type EdgePurger } from './edge/edge-purge';
import { createEdgeTags } from './edge/edge-tags';
import { dataRoute } from './http/data-route';
import { errorHandler, noResource, notFound } from './http/errors';
import { healthRoutes } from './http/health';
import { requestLogging, requestMetrics } from './http/observability';
import { createCachedPageWriter, type CachedPageWriter } from './http/cached-answer';
import { formPageAnswer, pageRoute } from './http/page-route';
import { createRequestContextReader, requestContext } from './http/request-context';
import { createRequestHandler } from './http/request-handler';
import { seoFiles } from './http/seo-files';
import { staticFiles } from './http/static-files';
import { createServerI18n } from './i18n';
import type { Logger } from './logger';
import type { Metrics } from './observability/metrics';
import { createPageService, type PageService } from './pages/page-service';
import { createPrerenderer, type Prerenderer } from './pages/prerender';
import type { RenderQueue } from './pages/render-queue';
import { siteDocuments } from './pages/site-documents';
import { createSitemap, type Sitemap } from './pages/sitemap';
import { createMovedAddresses, type MovedAddresses } from './redirects/moved-addresses';
import { createSiteSearch, type SiteSearchIndex } from './search/site-search';
import { createPageRenderer, type RenderAssets } from './render/page-renderer';
import { createRevalidateRouter, createRevalidator, type Revalidator } from './revalidation';
import { createPreview, type Preview } from './preview';
import { createMapRouter } from './map/map-markers';
import {
  computeSecurityHeaders,
  HSTS,
  pageFramers,
  previewSecurityHeaders,
  securityHeaders,
} from './http/security-headers';
import type { SharedLayer } from './shared/shared-layer';

export interface AppDependencies {
  config: Config;
  logger: Logger;
  contentFetch: ContentFetch;
  contentCache: ContentCache;
  /** The client build (null in tests that run without one). */
  assets: RenderAssets | null;
  /** Where the client build's files are (dist/public). */
  publicDir: string | null;
  /** The route table (`pageRoutes`); a test may add routes. */
  routes?: readonly PageRoute[];
  /** Loaders of the routes; tests swap them. */
  routeLoaders?: RouteLoaders;
  /** The site search of /search-result (server/search); built on the content pipeline unless given. */
  search?: SiteSearchIndex;
  /** Draws a demo picture not drawn yet (the embedded content service, with the generator installed). */
  drawPicture?: (fileName: string) => Promise<void>;
  /** The contact form's enquiries (`POST /api/contact`); without it that route is not served. */
  contact?: ContactDependencies;
  /** The process's one metrics registry. */
  metrics: Metrics;
  breaker?: ContentBreaker;
  /** What the replicas share (Redis with REDIS_URL, this process's own without it). */
  shared: SharedLayer;
}

export interface Site {
  /** The server's request handler: cached pages first, then the Express application. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  express: Express;
  pageCache: PageCache;
  metrics: Metrics;
  /** Pages rendering in the background (after webhooks, or served stale). */
  background: RenderQueue;
  /** The site search (its index is built through the same content pipeline as pages). */
  search: SiteSearchIndex;
  /** What purges the edge in front of the site (EDGE_PURGE set). */
  edge?: EdgePurger;
  /** Renders every known page into the page cache (at start and on demand). */
  prerender(): Promise<void>;
  /** True once pre-rendering is done (when enabled) and the content service answered. */
  isReady(): boolean;
  close(): void;
}

/** The site: the Express application behind a page-cache fast path. `server/site.ts` wires it. */
export function createApp(deps: AppDependencies): Site {
  const { config, logger, metrics, shared } = deps;
  const routeTable = deps.routes ?? pageRoutes;
  const loaders = deps.routeLoaders ?? createServerLoaders();
  const routes = buildRoutes(routeTable, loaders);
  const handler = createStaticHandler(routes);
  const identify = createPageKeyer(routes);
  const content = siteContent(deps);
  const edge = siteEdge(config, logger, metrics);

  const { pageCache, pageService } = sitePages(deps, { handler, routeTable, identify, content, edge });
  const listDocuments = () =>
    siteDocuments(routeTable, content.newRequestContent('site documents').context.content);
  const sitemap = createSitemap({ publicUrl: config.publicUrl, listDocuments, noindex: config.noindex });
  // A change, from a webhook here or told by another replica, reaches every cache built from content:
  // the content answers (through the shared layer's cache), the pages, the sitemap and the search.
  const revalidator = createRevalidator({
    contentCache: content.cache,
    pageCache,
    pageService,
    dependents: [sitemap.invalidate, () => content.search.invalidate(), () => void content.moved.reload()],
    tellFleet: shared.publish,
    lateAfterMs: edge.lateAfterMs,
    logger,
  });
  const stopFollowing = shared.follow(revalidator.apply);
  content.cache.onUntoldChange(revalidator.untold);
  const prerenderer = createPrerenderer({
    enabled: config.prerender,
    listDocuments,
    render: pageService.renderIntoCache,
    logger,
    metrics,
  });
  const preview = config.previewSecret
    ? createPreview({ secret: config.previewSecret, publicUrl: config.publicUrl, identify })
    : null;

  const sendCachedPage = cachedPageWriter(config, edge.headers);
  const parts = { handler, content, pageCache, pageService, sendCachedPage, sitemap, revalidator };
  const app = expressApp(deps, { ...parts, prerenderer, preview });
  const readContext = createRequestContextReader({
    trustProxy: config.trustProxy,
    identify,
    isPreview: preview?.isPreview,
    moved: content.moved.find,
  });
  const express = app as unknown as (req: IncomingMessage, res: ServerResponse) => void;
  return {
    handler: createRequestHandler({
      app: express,
      readContext,
      pageCache,
      pageService,
      sendCachedPage,
      logger,
      metrics,
    }),
    express: app,
    pageCache,
    metrics,
    background: pageService.background,
    search: content.search,
    edge: edge.purger,
    prerender: async () => {
      await content.moved.reload();
      await loadLayouts(loaders, content).catch((error: unknown) =>
        logger.warn({ err: error }, 'the layouts were not read at start: pages read them as they render'),
      );
      await prerenderer.run();
    },
    isReady: () => prerenderer.done() && content.pipeline.reached(),
    close: () => {
      prerenderer.stop();
      content.moved.stop();
      edge.purger?.close();
      content.breaker.shutdown();
      void stopFollowing();
    },
  };
}

/**
 * The site's content: one pipeline (the content client, its cache through the shared layer, the
 * circuit breaker) that pages, their data, the search's index and the sitemap all read through.
 */
function siteContent(deps: AppDependencies) {
  const { config, logger, metrics } = deps;
  const breaker = deps.breaker ?? createContentBreaker();
  breaker.onStateChange((state) => {
    metrics.setBreakerState(state);
    logger.warn({ state }, 'content service circuit changed');
  });
  const cache = deps.shared.contentCache(deps.contentCache);
  const pipeline = createContentPipeline({
    fetch: deps.contentFetch,
    cache,
    mediaUrl: config.mediaUrl,
    timeoutMs: config.contentTimeoutMs,
    breaker,
    metrics,
  });
  const search =
    deps.search ??
    createSiteSearch({
      content: pipeline,
      ttlSeconds: config.contentCacheTtlS,
      onError: (error) =>
        logger.warn({ err: error }, 'search index rebuild failed; the previous index answers'),
    });
  const moved = createMovedAddresses({
    content: pipeline,
    refreshMs: config.contentCacheTtlS * 1000,
    onError: (error) =>
      logger.warn({ err: error }, 'reading the redirects failed; the last ones read answer'),
  });
  return {
    breaker,
    cache,
    pipeline,
    search,
    moved,
    newRequestContent: requestContents(pipeline, { search, moved }, config, logger),
  };
}

type SiteContent = ReturnType<typeof siteContent>;

/**
 * What every page reads beside its own content, read into this replica's content cache at start: each
 * locale's layout (header, footer, menus, offices) and whether the site has its first content. A
 * replica that took the fleet's pages renders none at start; without this, the first page it renders
 * in a locale (after a publication, often) would wait for a dozen content calls.
 */
async function loadLayouts(loaders: RouteLoaders, content: SiteContent): Promise<void> {
  await Promise.all(
    LOCALES.map(async (locale) => {
      const home = localizePath('/', locale);
      const { context } = content.newRequestContent(home, { background: true });
      const url = new URL(home, 'http://layout.invalid');
      await loaders.chrome(locale)({ request: new Request(url), url, pattern: '/', params: {}, context });
      if (locale === DEFAULT_LOCALE) await hasFirstContent(context);
    }),
  );
}

/**
 * The edge in front of the site: the headers that give it each page's tags (always `xkey`, and with
 * EDGE_PURGE the platform's header and how long to keep the page), and the purger of EDGE_PURGE.
 */
function siteEdge(config: Config, logger: Logger, metrics: Metrics) {
  const tags = createEdgeTags(config.publicUrl);
  const headers = createEdgeHeaders(tags, config.edge?.platform);
  if (!config.edge) return { headers, purger: undefined, lateAfterMs: undefined };
  const purger = createEdgePurger({
    targets: edgeTargets(config.edge),
    platform: config.edge.platform,
    tags,
    logger,
    metrics,
  });
  // The tag that purges every page, for an operator's purge by hand (docs/edge.md).
  logger.info({ edge: config.edge.platform, siteTag: tags.siteToken }, 'the edge is purged by tag');
  // A change another replica told is purged here too when it arrives later than half the quiet window
  // the purge of the replica that received the webhook waits at least (50 ms at the least: Redis's
  // clock and this replica's differ by a few ms).
  return { headers, purger, lateAfterMs: Math.max(50, config.revalidateQuietMs / 2) };
}

type SiteEdge = ReturnType<typeof siteEdge>;

/**
 * The pages: the page cache and the page service, which renders through the route table with the
 * site's content and keeps what it may in the cache (shared with the replicas through the shared layer).
 */
function sitePages(
  deps: AppDependencies,
  {
    handler,
    routeTable,
    identify,
    content,
    edge,
  }: {
    handler: StaticHandler;
    routeTable: readonly PageRoute[];
    identify: (url: string) => PageIdentity | null;
    content: SiteContent;
    edge: SiteEdge;
  },
) {
  const { config, logger, metrics, shared } = deps;
  const pageCache = new PageCache({ maxBytes: config.pageCacheMaxBytes, ttlSeconds: config.pageCacheTtlS });
  const renderPage = createPageRenderer({
    handler,
    routes: routeTable,
    assets: deps.assets,
    publicUrl: config.publicUrl,
    exposeErrors: config.env !== 'production',
    noindex: config.noindex,
  });
  const pageService = createPageService({
    identify,
    previewHeaders: previewSecurityHeaders(securityOptions(config)),
    renderPage,
    newRequestContent: content.newRequestContent,
    i18nFor: createServerI18n(),
    pageCache,
    publicUrl: config.publicUrl,
    logger,
    metrics,
    fleet: shared.pages,
    burst: { quietMs: config.revalidateQuietMs, maxWaitMs: config.revalidateHoldMs },
    edge: { headers: edge.headers, purger: edge.purger },
  });
  return { pageCache, pageService };
}

/** The parts of the site the Express application routes to, made by `createApp`. */
interface ExpressParts {
  handler: StaticHandler;
  content: SiteContent;
  pageCache: PageCache;
  pageService: PageService;
  sendCachedPage: CachedPageWriter;
  sitemap: Sitemap;
  revalidator: Revalidator;
  prerenderer: Prerenderer;
  preview: Preview | null;
}

/** The Express application: everything the page cache does not answer, in the order it is tried. */
function expressApp(deps: AppDependencies, parts: ExpressParts): Express {
  const { config, logger, metrics, shared } = deps;
  const { content, pageCache, pageService, sendCachedPage, prerenderer } = parts;
  const exposeErrors = config.env !== 'production';
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);
  app.set('query parser', 'simple');

  app.use(requestLogging(logger));
  app.use(requestMetrics(metrics));
  app.use(noResource);
  app.use(securityHeaders(securityOptions(config)));
  // Pages that miss the cache are compressed as they stream; a small brotli window bounds what each
  // answer under way holds in memory (a page is well under 256 KB, so nothing is lost).
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }));
  // With the embedded content service the site serves its media (MEDIA_URL is then empty).
  app.use(
    staticFiles({
      publicDir: deps.publicDir,
      uploadsDir: config.contentApiUrl ? null : config.uploadsDir,
      drawPicture: deps.drawPicture,
    }),
  );
  app.use(
    healthRoutes({
      readiness: () => ({
        ready: prerenderer.done() && content.pipeline.reached(),
        prerendered: prerenderer.done(),
        contentReached: content.pipeline.reached(),
        pages: pageCache.size,
        // A replica without Redis still serves (from its own caches): degraded, not unready.
        redis: sharedState(shared),
      }),
      metrics,
      beforeMetrics: () => {
        metrics.setPageCacheSize(pageCache.size, pageCache.bytes);
        metrics.setBreakerState(content.breaker.state());
        metrics.setSharedLayer(shared.state(), shared.lagSeconds());
      },
    }),
  );
  app.use(seoFiles(parts.sitemap));
  if (deps.contact) {
    const lookups = catalogueLookups(content.pipeline);
    app.use('/api/contact', createContactRouter({ lookups, ...deps.contact, logger }));
    app.use(returnedDraftRoute(formPageAnswer({ pageService, sendCachedPage })));
  }
  if (parts.preview) app.use('/api/preview', parts.preview.router);
  app.use(
    '/api/map',
    createMapRouter({
      content: (url) => content.newRequestContent(url).context.content,
      logger,
      rateLimitStore: shared.rateLimitStore('map'),
    }),
  );
  if (config.revalidateSecret) {
    app.use(
      '/api/revalidate',
      createRevalidateRouter({ secret: config.revalidateSecret, revalidator: parts.revalidator }),
    );
  }
  app.get(
    '/_data',
    dataRoute({
      handler: parts.handler,
      publicUrl: config.publicUrl,
      loaderContext: (target, req) =>
        content.newRequestContent(target, { draft: requestContext(req).preview }).context,
      exposeErrors,
    }),
  );
  // Every read of a page, without a path parameter Express would decode: an address that cannot be
  // decoded is the page's to answer (the site's error page), not a failure of the router.
  const pages = pageRoute({ pageService, sendCachedPage, logger });
  app.use((req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? pages(req, res, next) : next(),
  );
  app.use(notFound);
  app.use(errorHandler({ logger, exposeErrors }));
  return app;
}

/**
 * How cached pages are written: with the security headers, made once, HSTS over https, and what
 * tells an edge in front the page's tags.
 */
function cachedPageWriter(config: Config, edge: EdgeHeaders): CachedPageWriter {
  return createCachedPageWriter({
    baseHeaders: computeSecurityHeaders(
      securityOptions(config),
      pageFramers({ cmsUrl: config.cmsPublicUrl }),
    ),
    hsts: HSTS,
    edge,
  });
}

/** What the security headers are made from. */
function securityOptions(config: Config) {
  return {
    mediaUrl: config.mediaUrl,
    publicUrl: config.publicUrl,
    cmsUrl: config.cmsPublicUrl,
    noindex: config.noindex,
    tileOrigins: config.mapTiles.origins,
  };
}

/** The shared layer as /readyz shows it. */
function sharedState(shared: SharedLayer) {
  const state = shared.state();
  return state === 'disabled' ? { state } : { state, error: shared.lastError() };
}

/**
 * The content a request's loaders read, through the content pipeline, within one deadline
 * (CONTENT_TIMEOUT_MS from now) that all its calls and its search share.
 */
function requestContents(
  contentPipeline: ContentPipeline,
  { search, moved }: { search: SiteSearchIndex; moved: MovedAddresses },
  config: Config,
  logger: Logger,
) {
  // What the browser is told of the tile source (the origins are the CSP's business).
  const { url, subdomains, attribution, attributionUrl } = config.mapTiles;
  const publicMapTiles = { url, subdomains, attribution, attributionUrl };
  return (
    target: string,
    { draft = false, background = false }: { draft?: boolean; background?: boolean } = {},
  ) => {
    const content = contentPipeline.open({ draft, background });
    const context: LoaderContext = {
      content: createContentApi(content.load),
      search: withinDeadline(search, content.deadline),
      preview: draft,
      moved: draft ? undefined : moved.find,
      mapTiles: publicMapTiles,
      unreadableAddress: readableTarget(target) !== target,
      reportError: (error, what) =>
        logger.warn({ err: error, what, url: target }, `content left out: ${what}`),
    };
    return { context, content };
  };
}

/** What an enquiry is about, looked up the way its page loads it (the same cached request). */
function catalogueLookups(contentPipeline: ContentPipeline): CatalogueLookups {
  return {
    property: async (locale, reference) => {
      const property = await contentPipeline
        .open({ background: true })
        .load(propertyRequest(locale, reference));
      return property && { title: property.title, address: property.address };
    },
    project: async (locale, reference) => {
      const project = await contentPipeline
        .open({ background: true })
        .load(projectRequest(locale, reference));
      return (
        project && {
          title: project.title,
          address: project.location,
          // Without a category the enquiry links to the projects' page (enquiry-property.ts pageOf).
          page: project.category
            ? href('dkg-projects-category-id', { category: project.category.slugId, id: reference })
            : undefined,
        }
      );
    },
  };
}
