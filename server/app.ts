import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type Express } from 'express';
import { createStaticHandler } from 'react-router';
import { createContentApi } from '../src/content/content-api.server';
import { propertyRequest } from '../src/content/requests/property.server';
import { projectRequest } from '../src/content/requests/projects.server';
import { href } from '../src/navigation/href';
import type { ContentFetch } from '../src/content/http.server';
import type { LoaderContext } from '../src/loaders/loader-context';
import { readableTarget } from '../src/loaders/route-errors';
import { buildRoutes, type RouteLoaders } from '../src/routes/build-routes';
import { pageRoutes, type PageRoute } from '../src/routes/route-table';
import { createServerLoaders } from '../src/routes/server-loaders.server';
import { createPageKeyer } from './cache/page-key';
import { PageCache } from './cache/page-cache';
import type { Config } from './config';
import { returnedDraftRoute } from './contact/returned-draft';
import { createContactRouter, type ContactDependencies } from './contact/contact-router';
import type { CatalogueLookups } from './contact/enquiry-property';
import { createContentBreaker, type ContentBreaker } from './content/circuit-breaker';
import type { ContentCache } from './content/content-cache';
import { createContentPipeline } from './content/content-pipeline';
import { withinDeadline } from './content/deadline';
import { dataRoute } from './http/data-route';
import { errorHandler, noResource, notFound } from './http/errors';
import { healthRoutes } from './http/health';
import { requestLogging, requestMetrics } from './http/observability';
import { pageRoute } from './http/page-route';
import { createRequestContextReader, requestContext } from './http/request-context';
import { createRequestHandler } from './http/request-handler';
import { seoFiles } from './http/seo-files';
import { staticFiles } from './http/static-files';
import { createServerI18n } from './i18n';
import type { Logger } from './logger';
import { createMetrics, type Metrics } from './observability/metrics';
import { createPageService } from './pages/page-service';
import { createPrerenderer } from './pages/prerender';
import type { RenderQueue } from './pages/render-queue';
import { siteDocuments } from './pages/site-documents';
import { createSitemap } from './pages/sitemap';
import { createSiteSearch, type SiteSearchIndex } from './search/site-search';
import { createPageRenderer, type RenderAssets } from './render/page-renderer';
import { createRevalidateRouter, createRevalidator } from './revalidation';
import { createPreview } from './preview';
import { createMapRouter } from './map/map-markers';
import { FleetRateLimitStore } from './shared/shared-rate-limit';
import {
  computeSecurityHeaders,
  HSTS,
  pageFramers,
  previewSecurityHeaders,
  securityHeaders,
} from './security-headers';
import type { SharedRedis } from './shared/redis';
import { createSharedChanges } from './shared/shared-changes';
import { withSharedContent } from './shared/shared-content';
import { createSharedPages } from './shared/shared-pages';

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
  metrics?: Metrics;
  breaker?: ContentBreaker;
  /** The replicas' shared layer (REDIS_URL); without it everything lives in this process. */
  shared?: SharedRedis;
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
  /** Renders every known page into the page cache (at start and on demand). */
  prerender(): Promise<void>;
  /** True once pre-rendering is done (when enabled) and the content service answered. */
  isReady(): boolean;
  close(): void;
}

/** The site: the Express application behind a page-cache fast path. `server/site.ts` wires it. */
export function createApp(deps: AppDependencies): Site {
  const { config, logger } = deps;
  const exposeErrors = config.env !== 'production';
  const metrics = deps.metrics ?? createMetrics({ defaultMetrics: config.env === 'production' });
  const breaker = deps.breaker ?? createContentBreaker();
  breaker.onStateChange((state) => {
    metrics.setBreakerState(state);
    logger.warn({ state }, 'content service circuit changed');
  });

  const routeTable = deps.routes ?? pageRoutes;
  const routes = buildRoutes(routeTable, deps.routeLoaders ?? createServerLoaders());
  const handler = createStaticHandler(routes);
  const renderPage = createPageRenderer({
    handler,
    routes: routeTable,
    assets: deps.assets,
    publicUrl: config.publicUrl,
    exposeErrors,
    noindex: config.noindex,
  });
  const i18nFor = createServerI18n();
  const pageCache = new PageCache({
    maxBytes: config.pageCacheMaxBytes,
    ttlSeconds: config.pageCacheTtlS,
    baseHeaders: computeSecurityHeaders(
      {
        mediaUrl: config.mediaUrl,
        publicUrl: config.publicUrl,
        noindex: config.noindex,
        tileOrigins: config.mapTiles.origins,
      },
      pageFramers({ cmsUrl: config.cmsPublicUrl }),
    ),
    hsts: HSTS,
  });

  // With REDIS_URL, the replicas share rendered pages and content answers, and tell each other of
  // changes; every use falls back to this process when Redis is away.
  const fleet = deps.shared && {
    redis: deps.shared,
    pages: createSharedPages({ redis: deps.shared, ttlMs: Math.max(1000, config.pageCacheTtlS * 1000 * 2) }),
    changes: createSharedChanges({
      redis: deps.shared,
      replicaId: `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`,
      apply: (tags) => revalidator.apply(tags),
      logger,
    }),
  };
  const contentCache = fleet
    ? withSharedContent(deps.contentCache, {
        redis: fleet.redis,
        changes: fleet.changes,
        ttlSeconds: config.contentCacheTtlS,
      })
    : deps.contentCache;

  // Every content call — pages, their data, the search's index, the sitemap — goes this one way.
  const contentPipeline = createContentPipeline({
    fetch: deps.contentFetch,
    cache: contentCache,
    mediaUrl: config.mediaUrl,
    timeoutMs: config.contentTimeoutMs,
    breaker,
    metrics,
  });
  const search =
    deps.search ??
    createSiteSearch({
      content: contentPipeline,
      ttlSeconds: config.contentCacheTtlS,
      onError: (error) =>
        logger.warn({ err: error }, 'search index rebuild failed; the previous index answers'),
    });

  // What the browser is told of the tile source (the origins are the CSP's business).
  const { url, subdomains, attribution, attributionUrl } = config.mapTiles;
  const publicMapTiles = { url, subdomains, attribution, attributionUrl };

  /**
   * The content a request's loaders read, through the content pipeline, within one deadline
   * (CONTENT_TIMEOUT_MS from now) that all its calls and its search share.
   */
  function newRequestContent(
    url: string,
    { draft = false, background = false }: { draft?: boolean; background?: boolean } = {},
  ) {
    const content = contentPipeline.open({ draft, background });
    const context: LoaderContext = {
      content: createContentApi(content.load),
      search: withinDeadline(search, content.deadline),
      preview: draft,
      mapTiles: publicMapTiles,
      unreadableAddress: readableTarget(url) !== url,
      reportError: (error, what) => logger.warn({ err: error, what, url }, `content left out: ${what}`),
    };
    return { context, content };
  }

  const identify = createPageKeyer(routes);
  const preview = config.previewSecret
    ? createPreview({ secret: config.previewSecret, publicUrl: config.publicUrl, identify })
    : null;
  const securityOptions = {
    mediaUrl: config.mediaUrl,
    publicUrl: config.publicUrl,
    cmsUrl: config.cmsPublicUrl,
    noindex: config.noindex,
    tileOrigins: config.mapTiles.origins,
  };
  const pageService = createPageService({
    identify,
    previewHeaders: previewSecurityHeaders(securityOptions),
    renderPage,
    newRequestContent,
    i18nFor,
    pageCache,
    publicUrl: config.publicUrl,
    logger,
    metrics,
    fleet: fleet && { pages: fleet.pages, changes: fleet.changes, ttlMs: config.pageCacheTtlS * 1000 },
    burst: { quietMs: config.revalidateQuietMs, maxWaitMs: config.revalidateHoldMs },
  });
  const listDocuments = () => siteDocuments(routeTable, newRequestContent('site documents').context.content);
  const sitemap = createSitemap({ publicUrl: config.publicUrl, listDocuments, noindex: config.noindex });
  const revalidator = createRevalidator({
    contentCache: deps.contentCache,
    pageCache,
    pageService,
    dependents: [sitemap.invalidate, () => search.invalidate()],
    tellFleet: fleet?.changes.publish,
    logger,
  });
  const prerenderer = createPrerenderer({
    enabled: config.prerender,
    listDocuments,
    render: pageService.renderIntoCache,
    logger,
    metrics,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);
  app.set('query parser', 'simple');

  app.use(requestLogging(logger));
  app.use(requestMetrics(metrics));
  app.use(noResource);
  app.use(securityHeaders(securityOptions));
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
        ready: prerenderer.done() && contentPipeline.reached(),
        prerendered: prerenderer.done(),
        contentReached: contentPipeline.reached(),
        pages: pageCache.size,
        // A replica without Redis still serves (from its own caches): degraded, not unready.
        redis: fleet
          ? { state: fleet.redis.state(), error: fleet.redis.lastError() }
          : { state: 'disabled' as const },
      }),
      metrics,
      beforeMetrics: () => {
        metrics.setPageCacheSize(pageCache.size, pageCache.bytes);
        metrics.setBreakerState(breaker.state());
        metrics.setSharedLayer(fleet ? fleet.redis.state() : 'disabled', fleet?.changes.lagSeconds() ?? 0);
      },
    }),
  );
  app.use(seoFiles(sitemap));
  if (deps.contact) {
    // What an enquiry is about is looked up the way its page loads it (the same cached request).
    const lookups: CatalogueLookups = {
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
    app.use('/api/contact', createContactRouter({ lookups, ...deps.contact, logger }));
    app.use(returnedDraftRoute(pageService.renderFormAnswer));
  }
  if (preview) app.use('/api/preview', preview.router);
  app.use(
    '/api/map',
    createMapRouter({
      content: (url) => newRequestContent(url).context.content,
      logger,
      rateLimitStore: deps.shared && new FleetRateLimitStore(deps.shared, logger, 'dkg:rate:map:'),
    }),
  );
  if (config.revalidateSecret) {
    app.use('/api/revalidate', createRevalidateRouter({ secret: config.revalidateSecret, revalidator }));
  }
  app.get(
    '/_data',
    dataRoute({
      handler,
      publicUrl: config.publicUrl,
      loaderContext: (target, req) =>
        newRequestContent(target, { draft: requestContext(req).preview }).context,
      exposeErrors,
    }),
  );
  // Every read of a page, without a path parameter Express would decode: an address that cannot be
  // decoded is the page's to answer (the site's error page), not a failure of the router.
  const pages = pageRoute({ pageService, logger });
  app.use((req, res, next) =>
    req.method === 'GET' || req.method === 'HEAD' ? pages(req, res, next) : next(),
  );
  app.use(notFound);
  app.use(errorHandler({ logger, exposeErrors }));

  const readContext = createRequestContextReader({
    trustProxy: config.trustProxy,
    identify,
    isPreview: preview?.isPreview,
  });

  return {
    handler: createRequestHandler({
      app: app as unknown as (req: IncomingMessage, res: ServerResponse) => void,
      readContext,
      pageService,
      logger,
      metrics,
    }),
    express: app,
    pageCache,
    metrics,
    background: pageService.background,
    search,
    prerender: prerenderer.run,
    isReady: () => prerenderer.done() && contentPipeline.reached(),
    close: () => {
      prerenderer.stop();
      breaker.shutdown();
      void fleet?.changes.close();
    },
  };
}
