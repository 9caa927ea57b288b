import { z } from 'zod';
import { isLocale, LOCALES, type Locale } from '../src/i18n/locales';
import type { MapTiles } from '../src/loaders/map-data';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be 0–65535')
  .max(65535, 'must be 0–65535');

const milliseconds = z.coerce.number({ message: 'must be a number' }).int().min(0, 'must be 0 or more');
const seconds = z.coerce.number({ message: 'must be a number' }).int().min(0, 'must be 0 or more');

const httpUrl = z
  .string()
  .url('must be an absolute URL')
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

/** TRUST_PROXY: false, true, a hop count, or a comma list of addresses/subnets (Express semantics). */
const trustProxy = z.string().transform((value): boolean | number | string => {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
});

const redisUrl = z
  .string()
  .url('must be an absolute URL')
  .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://');

const smtpUrl = z
  .string()
  .url('must be an absolute URL')
  .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://');

/** One address (`sales@example.com` or `Sales <sales@example.com>`). */
const mailbox = z
  .string()
  .trim()
  .refine((value) => MAILBOX.test(value), 'must be an e-mail address, optionally with a name');
const MAILBOX = /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@,;]+@[^\s<>@,;]+\.[^\s<>@,;]+)$/;

/** A comma-separated list of one kind of address, at least one. */
function commaList(item: z.ZodType<string, string>) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, 'must name at least one address'));
}

/** A comma-separated list of addresses. */
const mailboxList = commaList(mailbox);

/**
 * ENQUIRY_MAIL_ROUTES: `key=address[,address]` entries separated by `;`, where a key is a page's
 * locale-neutral path prefix (`/properties`) or a language (`ru`).
 */
const mailRoutes = z.string().transform((value, context): MailRoute[] => {
  const routes: MailRoute[] = [];
  for (const entry of value
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [key = '', addresses = ''] = entry.split(/=(.*)/s).map((part) => part.trim());
    const to = mailboxList.safeParse(addresses);
    const isPage = /^\/[\w\-/]*$/.test(key);
    const isLanguage = isLocale(key);
    if ((!isPage && !isLanguage) || !to.success) {
      context.addIssue({
        code: 'custom',
        message: `"${entry}" must be a page path (/properties) or a language (${LOCALES.join(', ')}), "=", and addresses`,
      });
      return z.NEVER;
    }
    routes.push(
      isPage ? { page: key.replace(/(.)\/+$/, '$1'), to: to.data } : { language: key as Locale, to: to.data },
    );
  }
  return routes;
});

/** A comma-separated list of http(s) addresses. */
const httpUrlList = commaList(httpUrl);

/** A credential sent in a header: one word of visible characters. */
const apiToken = z.string().regex(/^[\x21-\x7e]+$/, 'must be one word of visible ASCII characters');

/** The edges the site can purge (docs/edge.md). */
export const EDGE_PLATFORMS = ['varnish', 'cloudflare', 'fastly'] as const;
export type EdgePlatform = (typeof EDGE_PLATFORMS)[number];

const TILE_SUBDOMAINS = ['a', 'b', 'c'];

/** A tile's address from the template, for the subdomain `{s}` names. */
function tileAddress(template: string, subdomain: string): string {
  return template
    .replaceAll('{s}', subdomain)
    .replaceAll('{r}', '')
    .replace(/\{[xyz]\}/g, '0');
}

/**
 * MAP_TILES_URL: a tile address template with `{z}`, `{x}` and `{y}` (and optionally `{s}`, a
 * subdomain of `a`, `b`, `c`, and `{r}`, `@2x` on dense screens), over http(s).
 */
const tilesTemplate = z
  .string()
  .refine(
    (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
    'must hold {z}, {x} and {y} (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png)',
  )
  .refine((value) => {
    try {
      return TILE_SUBDOMAINS.map((subdomain) => new URL(tileAddress(value, subdomain))).every((url) =>
        /^https?:$/.test(url.protocol),
      );
    } catch {
      return false;
    }
  }, 'must be an absolute http:// or https:// address');

/** Where the maps' tiles come from unless MAP_TILES_URL says otherwise (see the README for its terms). */
export const DEFAULT_MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
};

const environmentSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  CONTENT_API_URL: httpUrl.optional(),
  CONTENT_DEMO: booleanFlag.optional(),
  CONTENT_API_TOKEN: z.string().min(1).optional(),
  CONTACT_API_TOKEN: z.string().min(1).optional(),
  CONTENT_PORT: port.default(1337),
  MEDIA_URL: httpUrl.optional(),
  CONTENT_MIN_DELAY_MS: milliseconds.default(200),
  CONTENT_TIMEOUT_MS: milliseconds.min(1, 'must be 1 or more').default(5000),
  CONTENT_CACHE_TTL_S: seconds.default(60),
  PAGE_CACHE_TTL_S: seconds.default(300),
  PAGE_CACHE_MAX_MB: z.coerce.number({ message: 'must be a number' }).positive().default(24),
  PRERENDER: booleanFlag.default(true),
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  REVALIDATE_QUIET_MS: milliseconds.default(150),
  REVALIDATE_HOLD_MS: milliseconds.default(800),
  NOINDEX: booleanFlag.default(false),
  PREVIEW_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  CMS_PUBLIC_URL: httpUrl.optional(),
  PUBLIC_URL: httpUrl.optional(),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  UPLOADS_DIR: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('data'),
  REDIS_URL: redisUrl.optional(),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailbox.optional(),
  ENQUIRY_MAIL_TO: mailboxList.optional(),
  ENQUIRY_MAIL_ROUTES: mailRoutes.optional(),
  MAP_TILES_URL: tilesTemplate.default(DEFAULT_MAP_TILES.url),
  MAP_TILES_ATTRIBUTION: z.string().trim().min(1).max(300).default(DEFAULT_MAP_TILES.attribution),
  MAP_TILES_ATTRIBUTION_URL: httpUrl.optional(),
  EDGE_PURGE: z.enum(EDGE_PLATFORMS, { message: `must be one of ${EDGE_PLATFORMS.join(', ')}` }).optional(),
  EDGE_PURGE_URLS: httpUrlList.optional(),
  CLOUDFLARE_ZONE_ID: z
    .string()
    .regex(/^[0-9a-f]{32}$/, "must be the zone's id (32 hexadecimal digits, its Overview page)")
    .optional(),
  CLOUDFLARE_API_TOKEN: apiToken.optional(),
  CLOUDFLARE_API_URL: httpUrl.default('https://api.cloudflare.com'),
  FASTLY_SERVICE_ID: z
    .string()
    .regex(/^[A-Za-z0-9]+$/, "must be the service's id (letters and digits)")
    .optional(),
  FASTLY_API_TOKEN: apiToken.optional(),
  FASTLY_API_URL: httpUrl.default('https://api.fastly.com'),
});

/** Enquiries from a page under `page`, or in `language`, go to `to` instead of ENQUIRY_MAIL_TO. */
export type MailRoute = { page: string; to: string[] } | { language: Locale; to: string[] };

/**
 * The edge cache in front of the site that content changes are purged from, by tag (EDGE_PURGE):
 * Varnish instances (each is purged), or a CDN's API. The base URLs of the APIs are the platforms'
 * own unless the tests point them elsewhere.
 */
export type EdgeConfig =
  | { platform: 'varnish'; urls: string[] }
  | { platform: 'cloudflare'; zoneId: string; apiToken: string; apiUrl: string }
  | { platform: 'fastly'; serviceId: string; apiToken: string; apiUrl: string };

export interface MailConfig {
  smtpUrl: string;
  /** The sender of every message; the visitor's replies go to the notice's recipients. */
  from: string;
  /** Where enquiries go unless a route says otherwise. */
  to: string[];
  routes: MailRoute[];
}

/**
 * Without CONTENT_API_URL the site serves the embedded demo content. In production (the image's
 * NODE_ENV) only when asked for by name: an operator who forgot the content service's address gets a
 * refusal, not a site of sample texts. `npm start` asks for it; development and tests imply it.
 */
const environmentSchemaChecked = environmentSchema.superRefine((env, context) => {
  const demoAllowed = env.CONTENT_DEMO ?? env.NODE_ENV !== 'production';
  if (!env.CONTENT_API_URL && !demoAllowed) {
    context.addIssue({
      code: 'custom',
      path: ['CONTENT_API_URL'],
      message:
        env.CONTENT_DEMO === false
          ? 'must be set when CONTENT_DEMO=false (the content service to read)'
          : 'must be set in production (the content service to read); CONTENT_DEMO=true serves the embedded demo content instead',
    });
  }
});

export type Environment = z.infer<typeof environmentSchema>;

/** The maps' tile source: what the browser is told (src/components/results-map) and the CSP allows. */
export interface MapTilesConfig extends MapTiles {
  /** The origins the tiles come from (one per subdomain when the template has `{s}`). */
  origins: string[];
}

export interface Config {
  env: Environment['NODE_ENV'];
  port: number;
  host: string;
  /** Unset: the embedded content service is started in-process (with CONTENT_DEMO in production). */
  contentApiUrl?: string;
  contentApiToken?: string;
  /** Bearer token of the enquiries' delivery (a token that may only create contact-requests). */
  contactApiToken?: string;
  contentPort: number;
  /** Prefix of relative media URLs; empty means the site's own origin (it serves /uploads). */
  mediaUrl: string;
  contentMinDelayMs: number;
  contentTimeoutMs: number;
  contentCacheTtlS: number;
  pageCacheTtlS: number;
  pageCacheMaxBytes: number;
  prerender: boolean;
  revalidateSecret?: string;
  /** A burst of content changes ends after this long without one; its pages render then. */
  revalidateQuietMs: number;
  /** The longest a burst of content changes holds the background renders, from its first change. */
  revalidateHoldMs: number;
  /** Staging: every page noindex and robots.txt disallowing everything. */
  noindex: boolean;
  /** Secret of /api/preview (the CMS's preview handler); unset disables preview. */
  previewSecret?: string;
  /** The CMS's admin origin as editors' browsers see it: the one origin that may frame a preview. */
  cmsPublicUrl?: string;
  publicUrl: string;
  trustProxy: boolean | number | string;
  logLevel: Environment['LOG_LEVEL'];
  uploadsDir: string;
  dataDir: string;
  /** The replicas' shared layer; unset: everything lives in this process. */
  redisUrl?: string;
  /** Enquiries e-mailed to the company and acknowledged to the visitor; unset: no mail. */
  mail?: MailConfig;
  /** The maps' tiles (MAP_TILES_URL, MAP_TILES_ATTRIBUTION, MAP_TILES_ATTRIBUTION_URL). */
  mapTiles: MapTilesConfig;
  /** Where content changes are purged (EDGE_PURGE); unset: no edge keeps pages long. */
  edge?: EdgeConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once, at start. Empty strings count as unset. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchemaChecked.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        // The variable, also for a problem with one item of a list it holds.
        const name = String(issue.path[0] ?? '');
        const value = present[name];
        return value === undefined
          ? `${name} (unset): ${issue.message}`
          : `${name}=${JSON.stringify(value)}: ${issue.message}`;
      }),
    );
  }
  const env = parsed.data;
  if (env.SMTP_URL && (!env.MAIL_FROM || !env.ENQUIRY_MAIL_TO)) {
    throw new ConfigError(
      [!env.MAIL_FROM && 'MAIL_FROM', !env.ENQUIRY_MAIL_TO && 'ENQUIRY_MAIL_TO']
        .filter(Boolean)
        .map((name) => `${name}: must be set when SMTP_URL is`),
    );
  }
  const edge = edgeConfig(env);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    contentApiUrl: env.CONTENT_API_URL,
    contentApiToken: env.CONTENT_API_TOKEN,
    contactApiToken: env.CONTACT_API_TOKEN || env.CONTENT_API_TOKEN,
    contentPort: env.CONTENT_PORT,
    mediaUrl: env.MEDIA_URL ?? env.CONTENT_API_URL ?? '',
    contentMinDelayMs: env.CONTENT_MIN_DELAY_MS,
    contentTimeoutMs: env.CONTENT_TIMEOUT_MS,
    contentCacheTtlS: env.CONTENT_CACHE_TTL_S,
    pageCacheTtlS: env.PAGE_CACHE_TTL_S,
    pageCacheMaxBytes: Math.round(env.PAGE_CACHE_MAX_MB * 1024 * 1024),
    prerender: env.PRERENDER,
    revalidateSecret: env.REVALIDATE_SECRET,
    revalidateQuietMs: env.REVALIDATE_QUIET_MS,
    revalidateHoldMs: env.REVALIDATE_HOLD_MS,
    noindex: env.NOINDEX,
    previewSecret: env.PREVIEW_SECRET,
    cmsPublicUrl: env.CMS_PUBLIC_URL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    uploadsDir: env.UPLOADS_DIR ?? 'dist/uploads',
    dataDir: env.DATA_DIR,
    redisUrl: env.REDIS_URL,
    mail:
      env.SMTP_URL && env.MAIL_FROM && env.ENQUIRY_MAIL_TO
        ? {
            smtpUrl: env.SMTP_URL,
            from: env.MAIL_FROM,
            to: env.ENQUIRY_MAIL_TO,
            routes: env.ENQUIRY_MAIL_ROUTES ?? [],
          }
        : undefined,
    mapTiles: mapTilesConfig(env),
    edge,
  };
}

/** EDGE_PURGE with what its platform needs: every missing variable is named. */
function edgeConfig(env: Environment): EdgeConfig | undefined {
  const needed = (names: Array<keyof Environment>) => {
    const missing = names.filter((name) => env[name] === undefined);
    if (missing.length > 0) {
      throw new ConfigError(missing.map((name) => `${name}: must be set when EDGE_PURGE=${env.EDGE_PURGE}`));
    }
  };
  switch (env.EDGE_PURGE) {
    case undefined:
      return undefined;
    case 'varnish':
      needed(['EDGE_PURGE_URLS']);
      return { platform: 'varnish', urls: env.EDGE_PURGE_URLS! };
    case 'cloudflare':
      needed(['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN']);
      return {
        platform: 'cloudflare',
        zoneId: env.CLOUDFLARE_ZONE_ID!,
        apiToken: env.CLOUDFLARE_API_TOKEN!,
        apiUrl: env.CLOUDFLARE_API_URL,
      };
    case 'fastly':
      needed(['FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN']);
      return {
        platform: 'fastly',
        serviceId: env.FASTLY_SERVICE_ID!,
        apiToken: env.FASTLY_API_TOKEN!,
        apiUrl: env.FASTLY_API_URL,
      };
  }
}

function mapTilesConfig(env: Environment): MapTilesConfig {
  const url = env.MAP_TILES_URL;
  const subdomains = url.includes('{s}') ? TILE_SUBDOMAINS : [];
  const origins = [
    ...new Set((subdomains.length ? subdomains : ['']).map((s) => new URL(tileAddress(url, s)).origin)),
  ];
  const isDefault = url === DEFAULT_MAP_TILES.url;
  return {
    url,
    subdomains,
    attribution: env.MAP_TILES_ATTRIBUTION,
    attributionUrl:
      env.MAP_TILES_ATTRIBUTION_URL ??
      (isDefault || env.MAP_TILES_ATTRIBUTION === DEFAULT_MAP_TILES.attribution
        ? DEFAULT_MAP_TILES.attributionUrl
        : null),
    origins,
  };
}

/** The configuration of this process, or its end with a message naming every bad variable. */
export function readConfigOrExit(source: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
