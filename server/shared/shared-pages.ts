import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { StoredPage } from '../cache/page-cache';
import type { SharedRedis } from './redis';

const PAGE = 'dkg:page:';
const LOCK = 'dkg:page-lock:';
const FENCE = 'dkg:page-fence';

/** How long a replica may hold a page's render for the fleet before another may take it over. */
export const RENDER_LOCK_MS = 10_000;

/**
 * Writes a page unless the entry there comes from a render that started later (a higher fence):
 * a slow render never replaces a newer copy.
 */
const PUT_PAGE = `
local current = redis.call('HGET', KEYS[1], 'fence')
if current and tonumber(current) > tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'fence', ARGV[1], 'meta', ARGV[2], 'br', ARGV[3], 'gzip', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

/** Frees a lock only for the replica that holds it. */
const UNLOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

type Meta = Omit<StoredPage, 'bodies'>;

/** Encodes a page for the shared layer: its bodies as they are, the rest as JSON. */
export function encodePage(page: StoredPage): { meta: string; bodies: StoredPage['bodies'] } {
  const meta: Meta = {
    key: page.key,
    url: page.url,
    etag: page.etag,
    renderedAt: page.renderedAt,
    degraded: page.degraded,
    deps: page.deps,
    length: page.length,
    styleHashes: page.styleHashes,
  };
  return { meta: JSON.stringify(meta), bodies: page.bodies };
}

/** The page of a hash read from the shared layer, or null when it is not a whole page. */
export function decodePage(fields: Record<string, Buffer>): StoredPage | null {
  const { meta, br, gzip } = fields;
  if (!meta || !br || !gzip) return null;
  try {
    const parsed = JSON.parse(meta.toString('utf8')) as Meta;
    if (
      typeof parsed.key !== 'string' ||
      typeof parsed.etag !== 'string' ||
      typeof parsed.length !== 'number'
    ) {
      return null;
    }
    return { ...parsed, bodies: { br, gzip } };
  } catch {
    return null;
  }
}

export interface SharedPages {
  /** The fleet's copy of a page; null when there is none or Redis does not answer in time. */
  get(key: string): Promise<StoredPage | null>;
  /** When the fleet's copy of a page was rendered, without its bodies; null as `get`. */
  renderedAt(key: string): Promise<number | null>;
  /** Shares a rendered page; `fence` comes from `fence()` taken when its render started. */
  put(page: StoredPage, fence: number): Promise<void>;
  /** A number that grows with every render start of the fleet; null while Redis is away. */
  fence(): Promise<number | null>;
  /**
   * Takes the fleet's render of a page: 'taken' (render it, then `release`), 'held' (another replica
   * renders it), or 'unavailable' (Redis is away: render it here).
   */
  lock(
    key: string,
  ): Promise<{ state: 'taken'; release: () => Promise<void> } | { state: 'held' | 'unavailable' }>;
}

export function createSharedPages({
  redis,
  ttlMs,
}: {
  redis: SharedRedis;
  /** How long the shared copy lives (a stale copy is still worth serving while it renders again). */
  ttlMs: number;
}): SharedPages {
  const client = redis.client as Redis & {
    putPage(...args: Array<string | number | Buffer>): Promise<number>;
    unlockPage(key: string, token: string): Promise<number>;
  };
  client.defineCommand('putPage', { numberOfKeys: 1, lua: PUT_PAGE });
  client.defineCommand('unlockPage', { numberOfKeys: 1, lua: UNLOCK });
  const up = () => redis.state() === 'connected';

  return {
    async get(key) {
      if (!up()) return null;
      try {
        return decodePage(await client.hgetallBuffer(PAGE + key));
      } catch {
        return null;
      }
    },
    async renderedAt(key) {
      if (!up()) return null;
      try {
        const meta = await client.hget(PAGE + key, 'meta');
        const renderedAt = meta === null ? undefined : (JSON.parse(meta) as Partial<Meta>).renderedAt;
        return typeof renderedAt === 'number' ? renderedAt : null;
      } catch {
        return null;
      }
    },
    async put(page, fence) {
      if (!up()) return;
      const { meta, bodies } = encodePage(page);
      try {
        await client.putPage(PAGE + page.key, fence, meta, bodies.br, bodies.gzip, ttlMs);
      } catch {
        // The page stays in this replica's cache; the others render it if they need it.
      }
    },
    async fence() {
      if (!up()) return null;
      try {
        return await client.incr(FENCE);
      } catch {
        return null;
      }
    },
    async lock(key) {
      if (!up()) return { state: 'unavailable' };
      const token = randomUUID();
      try {
        const taken = await client.set(LOCK + key, token, 'PX', RENDER_LOCK_MS, 'NX');
        if (taken !== 'OK') return { state: 'held' };
      } catch {
        return { state: 'unavailable' };
      }
      return {
        state: 'taken',
        release: async () => {
          await client.unlockPage(LOCK + key, token).catch(() => undefined);
        },
      };
    },
  };
}
