/**
 * Scores response headers the way Mozilla's HTTP Observatory does (MDN "Tests & Scoring"): a base
 * of 100, penalties first, then bonuses when the score is 90 or more; 100+ is an A+.
 * Redirection is the reverse proxy's job (http→https) and is not scored here.
 */

export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: Record<string, { result: string; modifier: number }>;
}

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function csp(headers: Headers): [string, number] {
  const value = header(headers, 'content-security-policy');
  if (!value) return ['csp-not-implemented', -25];
  const directives = parseCsp(value);
  const sourcesOf = (name: string) => directives.get(name) ?? directives.get('default-src');
  const script = sourcesOf('script-src');
  const object = sourcesOf('object-src');
  const style = sourcesOf('style-src') ?? [];
  const broad = (sources: string[] | undefined) =>
    !sources ||
    sources.some((source) => ["'unsafe-inline'", 'data:', 'https:', 'http:', '*'].includes(source));
  if (broad(script) || broad(object)) return ['csp-implemented-with-unsafe-inline', -20];
  if ([...directives.values()].some((sources) => sources.includes("'unsafe-eval'"))) {
    return ['csp-implemented-with-unsafe-eval', -10];
  }
  if (style.some((source) => ["'unsafe-inline'", 'data:', 'https:', '*'].includes(source))) {
    return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  }
  if (directives.get('default-src')?.join(' ') === "'none'")
    return ['csp-implemented-with-no-unsafe-default-src-none', 10];
  return ['csp-implemented-with-no-unsafe', 5];
}

function hsts(headers: Headers, https: boolean): [string, number] {
  const value = header(headers, 'strict-transport-security');
  if (!https) return ['hsts-not-implemented-no-https', -20];
  if (!value) return ['hsts-not-implemented', -20];
  const maxAge = /max-age=(\d+)/i.exec(value);
  if (!maxAge) return ['hsts-header-invalid', -20];
  return Number(maxAge[1]) >= 15768000
    ? ['hsts-implemented-max-age-at-least-six-months', 0]
    : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function cookies(headers: Headers): [string, number] {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  if (list.length === 0) return ['cookies-not-found', 0];
  const secure = list.every((cookie) => /;\s*secure/i.test(cookie));
  const httpOnly = list.every((cookie) => /;\s*httponly/i.test(cookie));
  const sameSite = list.every((cookie) => /;\s*samesite=(strict|lax)/i.test(cookie));
  if (!secure) return ['cookies-without-secure-flag', -20];
  if (!httpOnly) return ['cookies-session-without-httponly-flag', -30];
  return sameSite
    ? ['cookies-secure-with-httponly-sessions-and-samesite', 5]
    : ['cookies-secure-with-httponly-sessions', 0];
}

function cors(headers: Headers): [string, number] {
  const origin = header(headers, 'access-control-allow-origin');
  if (!origin) return ['cross-origin-resource-sharing-not-implemented', 0];
  return origin === '*'
    ? ['cross-origin-resource-sharing-implemented-with-public-access', 0]
    : ['cross-origin-resource-sharing-implemented-with-restricted-access', 0];
}

function referrer(headers: Headers): [string, number] {
  const value = header(headers, 'referrer-policy');
  if (!value) return ['referrer-policy-not-implemented', 0];
  const last =
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .pop() ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) {
    return ['referrer-policy-private', 5];
  }
  if (['origin', 'origin-when-cross-origin', 'unsafe-url'].includes(last))
    return ['referrer-policy-unsafe', -5];
  return ['referrer-policy-header-invalid', -5];
}

function sri(html: string | undefined, origin: string): [string, number] {
  if (html === undefined) return ['sri-not-implemented-response-not-html', 0];
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  if (sources.length === 0) return ['sri-not-implemented-but-no-scripts-loaded', 0];
  const external = sources.filter((source) => /^(https?:)?\/\//.test(source) && !source.startsWith(origin));
  if (external.length === 0) return ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0];
  return ['sri-not-implemented-but-external-scripts-loaded-securely', -5];
}

function noSniff(headers: Headers): [string, number] {
  const value = header(headers, 'x-content-type-options');
  if (!value) return ['x-content-type-options-not-implemented', -5];
  return value.trim().toLowerCase() === 'nosniff'
    ? ['x-content-type-options-nosniff', 0]
    : ['x-content-type-options-header-invalid', -5];
}

function framing(headers: Headers): [string, number] {
  const policy = header(headers, 'content-security-policy');
  const ancestors = policy ? parseCsp(policy).get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*')) return ['x-frame-options-implemented-via-csp', 5];
  const value = header(headers, 'x-frame-options')?.trim().toUpperCase();
  if (!value) return ['x-frame-options-not-implemented', -20];
  if (value === 'DENY' || value === 'SAMEORIGIN') return ['x-frame-options-sameorigin-or-deny', 0];
  return ['x-frame-options-header-invalid', -20];
}

function corp(headers: Headers): [string, number] {
  const value = header(headers, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (!value) return ['corp-not-implemented', 5];
  if (value === 'same-origin') return ['corp-implemented-with-same-origin', 0];
  if (value === 'same-site') return ['corp-implemented-with-same-site', 0];
  if (value === 'cross-origin') return ['corp-implemented-with-cross-origin', -20];
  return ['corp-header-invalid', -20];
}

const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function scoreHeaders(
  headers: Headers,
  options: { https: boolean; html?: string; origin: string },
): ObservatoryResult {
  const results: Record<string, [string, number]> = {
    'content-security-policy': csp(headers),
    cookies: cookies(headers),
    'cross-origin-resource-sharing': cors(headers),
    'strict-transport-security': hsts(headers, options.https),
    'referrer-policy': referrer(headers),
    'subresource-integrity': sri(options.html, options.origin),
    'x-content-type-options': noSniff(headers),
    'x-frame-options': framing(headers),
    'cross-origin-resource-policy': corp(headers),
  };
  const modifiers = Object.values(results).map(([, modifier]) => modifier);
  let score = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
  if (score >= 90)
    score += modifiers.filter((modifier) => modifier > 0).reduce((sum, modifier) => sum + modifier, 0);
  score = Math.max(score, 0);
  return {
    score,
    grade: GRADES.find(([minimum]) => score >= minimum)?.[1] ?? 'F',
    tests: Object.fromEntries(
      Object.entries(results).map(([name, [result, modifier]]) => [name, { result, modifier }]),
    ),
  };
}
