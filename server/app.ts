import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { i18n as I18n } from 'i18next';
import { handle as i18nextHandle } from 'i18next-http-middleware';
import { pinoHttp } from 'pino-http';
import { createStaticHandler } from 'react-router';
import { createContentApi } from '../src/content/content-api';
import type { ContentFetch } from '../src/content/http';
import { DEFAULT_LOCALE, isLocale, resolveLocale } from '../src/i18n/locales';
import { createServerLoaders } from '../src/loaders/server-loaders';
import { buildRoutes, type RouteLoaders } from '../src/routes/build-routes';
import { serializeRouteErrors } from '../src/routes/hydration';
import type { LoaderContext, SiteSearch } from '../src/routes/loader-context';
import { splitLocale } from '../src/routes/paths';
import { PageCache } from './cache/page-cache';
import type { Config } from './config';
import { createContactRouter, type ContactDependencies } from './contact/contact-router';
import { createContentBreaker, type ContentBreaker } from './content/circuit-breaker';
import type { ContentCache } from './content/content-cache';
import { createRequestContent } from './content/content-source';
import { createRequestHandler } from './http-handler';
import { createServerI18n } from './i18n';
import type { Logger } from './logger';
import { createMetrics, type Metrics } from './observability/metrics';
import { requestIdOf } from './observability/request-id';
import { createPageService } from './pages/page-service';
import { prerenderPages } from './pages/prerender';
import { listSiteDocuments, localizedPaths } from './pages/site-documents';
import { createSitemap } from './pages/sitemap';
import { renderFallbackPage } from './render/fallback-page';
import { createPageRenderer, type RenderAssets } from './render/page-renderer';
import { createRevalidateRouter, createRevalidator } from './revalidation';
import { computeSecurityHeaders, securityHeaders } from './security-headers';

export interface AppDependencies {
  config: Config;
  logger: Logger;
  contentFetch: ContentFetch;
  contentCache: ContentCache;
  /** The client build (null in tests that run without one). */
  assets: RenderAssets | null;
  /** Where the client build's files are (dist/public). */
  publicDir: string | null;
  /** Loaders of the routes; tests swap them. */
  routeLoaders?: RouteLoaders;
  /** The site search of /search-result (server/search). */
  search?: SiteSearch & { invalidate?: () => void };
  /** The contact form's enquiries (`POST /api/contact`); without it that route is not served. */
  contact?: ContactDependencies;
  metrics?: Metrics;
  breaker?: ContentBreaker;
}

declare module 'express-serve-static-core' {
  interface Request {
    i18n?: I18n;
  }
}

export interface Site {
  /** The server's request handler: cached pages first, then the Express application. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  express: Express;
  pageCache: PageCache;
  metrics: Metrics;
  /** Renders every known page into the page cache (at start and on demand). */
  prerender(): Promise<void>;
  /** True once pre-rendering is done (when enabled) and the content service answered. */
  isReady(): boolean;
  close(): void;
}

/** The site: the Express application behind a page-cache fast path. `server/index.ts` listens. */
export function createApp(deps: AppDependencies): Site {
  const { config, logger } = deps;
  const metrics = deps.metrics ?? createMetrics({ defaultMetrics: config.env === 'production' });
  const breaker = deps.breaker ?? createContentBreaker();
  breaker.onStateChange((state) => {
    metrics.setBreakerState(state);
    logger.warn({ state }, 'content service circuit changed');
  });
  let contentReached = false;
  let prerendered = !config.prerender;
  const closing = new AbortController();

  const routes = buildRoutes(deps.routeLoaders ?? createServerLoaders());
  const handler = createStaticHandler(routes);
  const renderPage = createPageRenderer({
    handler,
    assets: deps.assets,
    publicUrl: config.publicUrl,
    exposeErrors: config.env !== 'production',
  });
  const serverI18n = createServerI18n();
  const pageCache = new PageCache({
    maxBytes: config.pageCacheMaxBytes,
    ttlSeconds: config.pageCacheTtlS,
    baseHeaders: computeSecurityHeaders({ mediaUrl: config.mediaUrl, publicUrl: config.publicUrl }),
  });

  function newRequestContent(url: string) {
    const content = createRequestContent({
      fetch: deps.contentFetch,
      cache: deps.contentCache,
      mediaUrl: config.mediaUrl,
      call: breaker.call,
      onCall: (outcome) => {
        if (outcome.ok) contentReached = true;
        metrics.observeContentCall(outcome);
      },
    });
    const context: LoaderContext = {
      content: createContentApi(content.load),
      search: deps.search,
      reportError: (error, what) => logger.warn({ err: error, what, url }, `content left out: ${what}`),
    };
    return { context, content };
  }

  const pageService = createPageService({
    routes,
    renderPage,
    newRequestContent,
    i18nFor: (locale) => serverI18n.cloneInstance({ lng: locale, initAsync: false }),
    pageCache,
    publicUrl: config.publicUrl,
    logger,
    metrics,
  });
  const sitemap = createSitemap({
    publicUrl: config.publicUrl,
    listDocuments: () => listSiteDocuments(newRequestContent('/sitemap.xml').context.content),
  });
  const revalidator = createRevalidator({
    contentCache: deps.contentCache,
    pageCache,
    pageService,
    dependents: [sitemap.invalidate, () => deps.search?.invalidate?.()],
    logger,
  });

  async function prerender(): Promise<void> {
    try {
      const documents = await listSiteDocuments(newRequestContent('prerender').context.content);
      const urls = localizedPaths(documents);
      metrics.setPrerender(urls.length, 0);
      await prerenderPages({
        urls,
        render: pageService.renderIntoCache,
        logger,
        onProgress: (done, total) => metrics.setPrerender(total, done),
        signal: closing.signal,
      });
      prerendered = true;
    } catch (error) {
      logger.error({ err: error }, 'pre-rendering failed; pages render on demand');
      prerendered = true;
    }
  }

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);
  app.set('query parser', 'simple');

  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => (req as IncomingMessage & { id?: string }).id ?? requestIdOf(req),
      customProps: (_req, res) => ({ cache: res.getHeader('x-cache') ?? undefined }),
      customSuccessMessage: () => 'request',
      customErrorMessage: () => 'request failed',
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use((req, res, next) => {
    res.setHeader('X-Request-Id', String(req.id));
    const started = performance.now();
    res.on('finish', () => {
      const kind = req.path.startsWith('/_data')
        ? 'data'
        : req.path.startsWith('/api/')
          ? 'api'
          : req.path.startsWith('/assets/') || req.path.startsWith('/uploads/')
            ? 'asset'
            : 'page';
      metrics.observeRequest(
        kind,
        res.statusCode,
        String(res.getHeader('x-cache') ?? 'none'),
        (performance.now() - started) / 1000,
      );
    });
    next();
  });
  app.use(securityHeaders({ mediaUrl: config.mediaUrl, publicUrl: config.publicUrl }));
  app.use(compression());

  if (deps.publicDir) {
    app.use(
      '/assets',
      express.static(path.join(deps.publicDir, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        fallthrough: false,
      }),
    );
    app.use(express.static(deps.publicDir, { index: false, maxAge: '1h' }));
  }
  if (!config.contentApiUrl) {
    // The embedded content service's media are served by the site itself (MEDIA_URL is empty).
    app.use(
      '/uploads',
      express.static(config.uploadsDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
    );
  }

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    const ready = prerendered && contentReached;
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'starting', prerendered, contentReached, pages: pageCache.size });
  });
  app.get('/metrics', async (_req, res, next) => {
    try {
      metrics.setPageCacheSize(pageCache.size, pageCache.bytes);
      metrics.setBreakerState(breaker.state());
      res.set('Content-Type', metrics.registry.contentType).set('Cache-Control', 'no-store');
      res.send(await metrics.registry.metrics());
    } catch (error) {
      next(error);
    }
  });
  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(sitemap.robots());
  });
  app.get('/sitemap.xml', async (_req, res, next) => {
    try {
      res
        .type('application/xml')
        .set('Cache-Control', 'public, max-age=300')
        .send(await sitemap.xml());
    } catch (error) {
      next(error);
    }
  });

  if (deps.contact) app.use('/api/contact', createContactRouter({ ...deps.contact, logger }));
  if (config.revalidateSecret) {
    app.use('/api/revalidate', createRevalidateRouter({ secret: config.revalidateSecret, revalidator }));
  }

  app.use(
    i18nextHandle(serverI18n, {
      ignoreRoutes: ['/assets/', '/uploads/', '/_data', '/api/', '/healthz', '/readyz', '/metrics'],
    }),
  );

  // The browser's loaders: the data of the routes a client navigation needs, as JSON.
  app.get('/_data', async (req, res, next) => {
    try {
      const target = typeof req.query.path === 'string' ? req.query.path : '';
      const wanted = new Set(typeof req.query.routes === 'string' ? req.query.routes.split(',') : []);
      if (!target.startsWith('/') || target.startsWith('//') || wanted.size === 0 || !isDecodable(target)) {
        res.status(400).json({ error: 'path and routes are required' });
        return;
      }
      const { context } = newRequestContent(target);
      const result = await handler.query(new Request(`${config.publicUrl}${target}`), {
        requestContext: context,
        filterMatchesToLoad: (match) => wanted.has(match.route.id),
        skipLoaderErrorBubbling: true,
      });
      res.set('Cache-Control', 'no-store');
      if (result instanceof Response) {
        res.json({ redirect: result.headers.get('Location'), status: result.status });
        return;
      }
      const loaderData = Object.fromEntries(
        Object.entries(result.loaderData).filter(([id]) => wanted.has(id)),
      );
      res.status(result.statusCode).json({
        loaderData,
        errors: serializeRouteErrors(result.errors, { exposeMessages: config.env !== 'production' }),
      });
    } catch (error) {
      next(error);
    }
  });

  app.get('/{*path}', (req, res, next) => {
    if (!isDecodable(req.path)) {
      res
        .status(400)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(renderFallbackPage({ status: 400, message: 'Malformed address', locale: DEFAULT_LOCALE }));
      return;
    }
    // A two-letter prefix that is not one of ours is an unknown locale (spec §8): logged, then a 404.
    const prefix = /^\/([a-z]{2})(?:\/|$)/.exec(req.path)?.[1];
    if (prefix) resolveLocale(prefix, (message) => logger.warn({ url: req.originalUrl }, message));
    void pageService.handle(req, res, next);
  });

  app.use((req, res) => {
    res.status(req.method === 'GET' || req.method === 'HEAD' ? 404 : 405).json({ error: 'Not found' });
  });

  const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
    const status =
      typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    const locale = splitLocale(req.path).locale;
    res
      .status(status)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        renderFallbackPage({
          status,
          message: config.env === 'production' ? '' : String(error?.message ?? ''),
          locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
        }),
      );
  };
  app.use(errorHandler);

  const requestHandler = createRequestHandler({
    app: app as unknown as (req: IncomingMessage, res: ServerResponse) => void,
    pageService,
    logger,
    metrics,
    trustProxy: config.trustProxy,
  });

  return {
    handler: requestHandler,
    express: app,
    pageCache,
    metrics,
    prerender,
    isReady: () => prerendered && contentReached,
    close: () => {
      closing.abort();
      breaker.shutdown();
    },
  };
}

function isDecodable(value: string): boolean {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}
