import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoaderFunction } from 'react-router';
import { createOutbox } from '../../server/contact/enquiry-outbox';
import { createServerLoaders } from '../../src/routes/server-loaders.server';
import { resolveUrl, urlsInAnswer, type FoundUrl } from '../support/answer-urls';
import { listen, rawRequest, type RawAnswer } from '../support/raw-http';
import { startTestSite, type TestSite } from '../support/site';

/**
 * No link the site builds from a request leaves its origin: every URL in every answer (headers, HTML
 * attributes, JSON) to requests that try to smuggle another host into a path, a query or a form —
 * raw, percent-encoded, double-encoded, with dots, backslashes, tabs and newlines — under every locale
 * prefix and an unknown one, on not-found pages, redirects, error pages, the fallback page, /_data and
 * the contact form's redirect. Only the site's own origin, the media origin and the external links the
 * content itself holds (socials, partners) may appear.
 */

const ORIGIN = 'https://www.example.test';
const MEDIA_ORIGIN = 'http://media.test';
const PREFIXES = ['', '/ru', '/el', '/xx'];
const PAYLOADS = [
  '//evil.example',
  '/\\evil.example',
  '/\\\\evil.example',
  '/\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%2F%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%255Cevil.example',
  '/..%2F..%2F%2F%2Fevil.example',
  '/%2E%2E/%2E%2E//evil.example',
  '/%09/evil.example',
  '/%0A//evil.example',
  '/%0D%0A%2F%2Fevil.example',
  '/https:%2F%2Fevil.example',
  '/%20//evil.example',
];

/** The external links the content holds (socials, partners, footer), read from ordinary pages. */
async function contentLinks(port: number): Promise<Set<string>> {
  const pages = ['/', '/ru', '/el', '/partners', '/ru/partners', '/el/partners', '/no-such-page'];
  const found = new Set<string>();
  for (const page of pages) {
    for (const url of urlsInAnswer(await rawRequest(port, page))) {
      const resolved = resolveUrl(url.value, `${ORIGIN}${page}`);
      if (resolved && resolved.origin !== ORIGIN) found.add(resolved.href);
    }
  }
  return found;
}

function offSite(answer: RawAnswer, target: string, allowed: Set<string>): Array<FoundUrl & { to: string }> {
  const base = `${ORIGIN}${target.startsWith('/') ? target : '/'}`;
  return urlsInAnswer(answer)
    .map((url) => ({ ...url, resolved: resolveUrl(url.value, base) }))
    .filter(({ resolved }) => {
      if (!resolved) return true;
      if (resolved.origin === ORIGIN || resolved.origin === MEDIA_ORIGIN) return false;
      if (['mailto:', 'tel:'].includes(resolved.protocol)) return false;
      return !allowed.has(resolved.href);
    })
    .map(({ resolved, ...url }) => ({ ...url, to: resolved?.href ?? `unparseable: ${url.value}` }));
}

interface Probe {
  label: string;
  target: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

function probesFor(prefix: string, payload: string): Probe[] {
  const encoded = encodeURIComponent(payload);
  const path = `${prefix}${payload}`;
  return [
    { label: 'not found', target: path },
    { label: 'not found, trailing slash', target: `${path}/` },
    { label: 'not found, HEAD', target: path, method: 'HEAD' },
    { label: 'a page below it', target: `${path}/properties?page=1&type=` },
    { label: 'listing canonicalisation', target: `${prefix}/properties/?page=1&type=&sort=${encoded}` },
    { label: 'listing parameters', target: `${prefix}/properties?type=${encoded}&page=${encoded}` },
    { label: 'search canonicalisation', target: `${prefix}/search-result?q=%20${encoded}%20` },
    { label: 'search term', target: `${prefix}/search-result?q=${encoded}` },
    { label: 'project without category', target: `${prefix}/dkg-projects/${encoded}` },
    { label: 'method not allowed', target: path, method: 'POST' },
    { label: 'malformed address', target: `${path}/%E0%A4%A` },
    // The same address under every prefix: asked once.
    ...(prefix === '' ? [{ label: 'static files', target: `/assets/..%2F${encoded}` }] : []),
    { label: '/_data of the path', target: `/_data?path=${encodeURIComponent(path)}&routes=locale___en` },
    {
      label: '/_data redirect',
      target: `/_data?path=${encodeURIComponent(`${prefix}/properties?page=1&type=&x=${payload}`)}&routes=properties___en,properties___ru,properties___el`,
    },
    {
      label: 'contact form from that page',
      target: '/api/contact',
      ...form({ locale: 'en', page: path, name: 'Ann', email: 'ann@example.test', message: 'Hi' }),
    },
    {
      label: 'contact form, rejected, from that page',
      target: '/api/contact',
      ...form({ locale: prefix.slice(1) || 'en', page: path, name: '', email: 'x', message: '' }),
    },
    {
      label: 'contact form sent',
      target: '/api/contact',
      ...form({
        locale: prefix.slice(1) || 'en',
        page: `${prefix}/contacts`,
        name: 'Ann Smith',
        email: 'ann@example.test',
        message: payload,
        website: '',
      }),
    },
  ];
}

async function expectNoneOffSite(
  site: { port: number },
  probes: Probe[],
  allowed: Set<string>,
  expectedStatus?: number,
) {
  const failures: string[] = [];
  for (const probe of probes) {
    const answer = await rawRequest(site.port, probe.target, probe);
    if (expectedStatus ? answer.status !== expectedStatus : answer.status >= 500 && answer.status !== 503) {
      failures.push(`${probe.label} ${probe.method ?? 'GET'} ${probe.target}: status ${answer.status}`);
    }
    for (const url of offSite(answer, probe.target, allowed)) {
      failures.push(
        `${probe.label} ${probe.method ?? 'GET'} ${probe.target} (${answer.status}): ${url.where} ${JSON.stringify(url.value)} → ${url.to}`,
      );
    }
  }
  expect(failures).toEqual([]);
}

jest.setTimeout(120_000);

describe('no link leaves the site', () => {
  let site: TestSite;
  let server: Awaited<ReturnType<typeof listen>>;
  let allowed: Set<string>;

  beforeAll(async () => {
    const failing: LoaderFunction = () => {
      throw new Error('A bug in a page');
    };
    const loaders = createServerLoaders();
    site = await startTestSite({
      env: { PUBLIC_URL: ORIGIN, NODE_ENV: 'production' },
      overrides: {
        routeLoaders: {
          ...loaders,
          page: (route, locale) => (route.name === 'terms-of-use' ? failing : loaders.page(route, locale)),
        },
        contact: {
          outbox: createOutbox(mkdtempSync(path.join(tmpdir(), 'dkg-probes-'))),
          onStored: () => undefined,
          rateLimit: { limit: 10_000, windowMs: 60_000 },
        },
      },
    });
    server = await listen(site.app);
    allowed = await contentLinks(server.port);
    // The content's own external links exist, and none of them is the probes' host.
    expect(allowed.size).toBeGreaterThan(0);
    expect([...allowed].some((url) => url.includes('evil'))).toBe(false);
  });

  afterAll(async () => {
    await server.close();
    await site.close();
  });

  it.each(PREFIXES.map((prefix) => [prefix || '(no prefix)', prefix]))(
    'when requests under %s carry another host in every encoding, then no URL in any answer leaves the origin',
    async (_label, prefix) => {
      await expectNoneOffSite(
        server,
        PAYLOADS.flatMap((payload) => probesFor(prefix, payload)),
        allowed,
      );
    },
  );

  it('when a page fails with a bug (500), then its error page keeps every link on the origin', async () => {
    const probes = ['', '/ru', '/el'].flatMap((prefix) =>
      PAYLOADS.map((payload) => ({ label: '500', target: `${prefix}/terms-of-use?next=${payload}` })),
    );
    const answer = await rawRequest(server.port, '/ru/terms-of-use');
    expect(answer.status).toBe(500);
    await expectNoneOffSite(server, probes, allowed, 500);
  });

  it('when the content service is down (503), then the error page keeps every link on the origin', async () => {
    site.content.faults.mode = 'down';
    try {
      const probes = PREFIXES.flatMap((prefix) =>
        PAYLOADS.flatMap((payload) => [
          { label: '503', target: `${prefix}/certificates?x=${payload}` },
          { label: '503 listing', target: `${prefix}/properties?sort=${encodeURIComponent(payload)}` },
          { label: '404 without content', target: `${prefix}${payload}` },
        ]),
      );
      const answer = await rawRequest(server.port, '/el/certificates');
      expect(answer.status).toBe(503);
      await expectNoneOffSite(server, probes, allowed);
    } finally {
      site.content.faults.mode = 'none';
    }
  });
});
