import type { RedirectKind } from '@dkg/content-model';
import type { RedirectRow } from '../../src/content/requests/redirects.server';
import type { MovedAddress } from '../../src/loaders/loader-context';

/** More hops than this is a loop the CMS let through (an older version, a database edit): ignored. */
const MAX_HOPS = 10;

const ABSOLUTE = /^https?:\/\//i;

/**
 * An address as the table compares it: its path only, decoded, without a trailing slash, so that
 * `/ru/events/old/`, `/ru/events/old?x=1` and `https://site/ru/events/old` are one address. The CMS
 * normalizes what editors type by the same rules (cms/src/lib/redirect-rules.js; a test holds the two to
 * the same cases). Null when it names no path.
 */
export function normalizeAddress(value: string): string | null {
  let path = value.trim();
  if (ABSOLUTE.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  path = path.replace(/[?#].*$/s, '');
  if (path === '') return null;
  if (!path.startsWith('/')) path = `/${path}`;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Written with a stray percent sign: compared as written.
  }
  path = path.replace(/\/{2,}/g, '/');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** A target as a Location header carries it: ASCII, the path percent-encoded once. */
function locationOf(target: string): string {
  if (ABSOLUTE.test(target)) return new URL(target).href;
  return encodeURI(target);
}

interface Entry {
  kind: RedirectKind;
  /** The target as the editor wrote it (a path of the site, maybe with a query, or an https:// URL). */
  to: string;
}

/** A target with what was below the matched address appended to its path (before its query). */
function withRest(to: string, rest: string): string {
  if (!rest) return to;
  const at = to.search(/[?#]/);
  const [path, tail] = at === -1 ? [to, ''] : [to.slice(0, at), to.slice(at)];
  return `${path.replace(/\/+$/, '')}${rest}${tail}`;
}

/**
 * The redirects as one lookup: an address matches its own entry, or the nearest entry above it (a
 * renamed category takes its projects' addresses with it: `/ru/dkg-projects/old/201` follows
 * `/ru/dkg-projects/old`); the site's root matches only itself. A chain of redirects answers one hop,
 * to its end; a temporary step makes the whole answer temporary; a chain that ends at a gone address
 * is gone. The visitor's query goes along unless the target has one of its own.
 */
export function createAddressTable(rows: readonly RedirectRow[]) {
  const entries = new Map<string, Entry>();
  for (const row of rows) {
    const from = normalizeAddress(row.from);
    const to = row.to.trim();
    if (!from || (row.kind !== 'gone' && !to)) continue;
    // A path of the site, or a full http(s) address; never `//host` (another site, written as a path).
    if (to && !ABSOLUTE.test(to) && !/^\/(?![/\\])/.test(to)) continue;
    entries.set(from, { kind: row.kind, to });
  }

  function match(path: string): { entry: Entry; rest: string } | null {
    let prefix = path;
    let rest = '';
    for (;;) {
      const entry = entries.get(prefix);
      if (entry) return { entry, rest };
      const cut = prefix.lastIndexOf('/');
      if (cut <= 0) return null;
      rest = `${prefix.slice(cut)}${rest}`;
      prefix = prefix.slice(0, cut);
    }
  }

  function find(pathname: string, search = ''): MovedAddress | null {
    if (entries.size === 0) return null;
    const start = normalizeAddress(pathname);
    if (!start) return null;
    let found = match(start);
    if (!found) return null;
    const seen = new Set([start]);
    let status: 301 | 302 = 301;
    for (let hop = 0; hop < MAX_HOPS; hop += 1) {
      const { entry, rest } = found;
      if (entry.kind === 'gone') return { status: 410, location: null };
      if (entry.kind === 'temporary') status = 302;
      const target = withRest(entry.to, rest);
      const next = ABSOLUTE.test(target) ? null : normalizeAddress(target);
      const further = next ? match(next) : null;
      if (!next || !further) {
        const query = search && !/[?]/.test(target) ? search : '';
        return { status, location: `${locationOf(target)}${query}` };
      }
      if (seen.has(next)) return null;
      seen.add(next);
      found = further;
    }
    return null;
  }

  return { size: entries.size, find };
}

export type AddressTable = ReturnType<typeof createAddressTable>;
