// The rules of the site's redirects, as pure functions: how an address is written, where a redirect
// leads after the others, and what makes a loop. The site reads the table by the same rules
// (server/redirects/address-table.ts); tests/cms-schema/redirect-rules.test.ts holds both to the same cases.

/** More hops than this is a loop. */
const MAX_HOPS = 10;
const ABSOLUTE = /^https?:\/\//i;

/** An address as redirects compare it: its path only, decoded, without a trailing slash. Null: none. */
function normalizeAddress(value) {
  let path = String(value ?? '').trim();
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

/**
 * A target as it is kept: a full http(s) address as written, or an address of the site written like
 * a `from` (its query kept). Null when it is neither.
 */
function normalizeTarget(value) {
  const target = String(value ?? '').trim();
  if (target === '') return null;
  if (ABSOLUTE.test(target)) {
    try {
      return new URL(target).href;
    } catch {
      return null;
    }
  }
  // Another scheme (mailto:, javascript:…) is no address to send a visitor to.
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  const at = target.search(/[?#]/);
  const path = normalizeAddress(at === -1 ? target : target.slice(0, at));
  return path && `${path}${at === -1 ? '' : target.slice(at)}`;
}

function withRest(to, rest) {
  if (!rest) return to;
  const at = to.search(/[?#]/);
  const [path, tail] = at === -1 ? [to, ''] : [to.slice(0, at), to.slice(at)];
  return `${path.replace(/\/+$/, '')}${rest}${tail}`;
}

/** The table's entries by their `from`: the nearest entry at or above an address. */
function createMatcher(redirects) {
  const entries = new Map();
  for (const redirect of redirects) {
    const from = normalizeAddress(redirect.from);
    if (from) entries.set(from, redirect);
  }
  return function match(path) {
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
  };
}

/**
 * Where a target leads through the other redirects: `{ to }` at the end of the chain (itself when no
 * redirect takes it further), `{ gone: true }` when the chain ends at a gone address, `{ loop: [...] }`
 * (the addresses passed) when it comes back to `from` or goes round.
 */
function follow(from, to, redirects) {
  const match = createMatcher(redirects);
  const path = [from];
  let target = to;
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    if (ABSOLUTE.test(target)) return { to: target };
    const address = normalizeAddress(target);
    if (address === from || path.includes(address)) return { loop: [...path, address] };
    path.push(address);
    const found = match(address);
    if (!found) return { to: target };
    if (found.entry.kind === 'gone') return { gone: true };
    target = withRest(found.entry.to, found.rest);
  }
  return { loop: path };
}

module.exports = { MAX_HOPS, normalizeAddress, normalizeTarget, follow, withRest };
