import { Router, type RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { propertyMarkersRequest, type PropertyMarker } from '../../src/content/requests/properties.server';
import type { ContentApi } from '../../src/content/content-api.server';
import { isLocale, type Locale } from '../../src/i18n/locales';
import { cardPicture, type MapPoint } from '../../src/loaders/map-data';
import { href } from '../../src/navigation/href';
import { parseListingQuery } from '../../src/pages/properties/listing-query';
import type { Logger } from '../logger';

/** A map shows at most this many pages of a hundred properties (far more than the catalogue holds). */
const MAX_MARKER_PAGES = 20;

/** A visitor moving a map asks once per opening; this bounds a client that asks in a loop. */
const DEFAULT_LIMIT = { limit: 120, windowMs: 60_000 };

/** How long a browser or a proxy may keep an answer (the content cache keeps it as long). */
const MAX_AGE_S = 60;

export interface MapMarkersOptions {
  /** The content a request reads (through the content pipeline, within the request's deadline). */
  content: (url: string) => ContentApi;
  logger: Logger;
  rateLimit?: { limit: number; windowMs: number };
  rateLimitStore?: Store;
}

function toPoint(marker: PropertyMarker, locale: Locale): MapPoint {
  return {
    id: `property-${marker.reference}`,
    lat: marker.lat,
    lng: marker.lng,
    title: marker.title,
    detail: marker.priceText,
    href: href('properties-id', { id: marker.reference }, locale),
    picture: cardPicture(marker.cover),
  };
}

/**
 * GET /api/map/properties?locale=…&type=…: the properties the listing's filters select (the listing's
 * own query string, read as the listing reads it), each as the point its map shows. Every page of
 * results, not only the one the list shows.
 */
export function createMapRouter(options: MapMarkersOptions): Router {
  const { logger } = options;
  const limits = options.rateLimit ?? DEFAULT_LIMIT;
  const router = Router();
  const limiter = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
    handler: (_req, res) => {
      res.status(429).json({ error: 'too many requests' });
    },
  });

  const properties: RequestHandler = async (req, res) => {
    const search = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    const locale = search.get('locale');
    if (!isLocale(locale)) {
      res.status(400).json({ error: 'locale must be one of the site’s languages' });
      return;
    }
    const query = parseListingQuery(search);
    const content = options.content(req.originalUrl);
    try {
      const points: MapPoint[] = [];
      for (let page = 1; page <= MAX_MARKER_PAGES; page += 1) {
        const answer = await content.load(propertyMarkersRequest(locale, query, page));
        points.push(...answer.markers.map((marker) => toPoint(marker, locale)));
        if (page >= answer.pageCount) break;
      }
      res.set('Cache-Control', `public, max-age=${MAX_AGE_S}`);
      res.json({ points });
    } catch (error) {
      logger.warn({ err: error, url: req.originalUrl }, 'the map’s properties could not be read');
      res.set('Cache-Control', 'no-store');
      res.status(503).json({ error: 'the properties cannot be read just now' });
    }
  };

  router.get('/properties', limiter, properties);
  return router;
}
