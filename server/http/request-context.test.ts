import type { IncomingMessage } from 'node:http';
import {
  createRequestContextReader,
  originForm,
  requestContext,
  requestKind,
  type TrustProxy,
} from './request-context';

function fakeRequest(url: string, headers: Record<string, string> = {}, remoteAddress = '10.0.0.2') {
  return { url, headers, socket: { remoteAddress } } as unknown as IncomingMessage;
}

function read(
  url: string,
  options: { headers?: Record<string, string>; trustProxy?: TrustProxy; remote?: string } = {},
) {
  let identified = 0;
  const reader = createRequestContextReader({
    trustProxy: options.trustProxy ?? false,
    identify: () => {
      identified += 1;
      return null;
    },
  });
  const req = fakeRequest(url, options.headers, options.remote);
  const context = reader(req);
  return { req, context, identified: () => identified };
}

describe('the request target', () => {
  it.each([
    ['/ru/about?x=1', '/ru/about?x=1'],
    ['http://host.example/el/partners?utm=1', '/el/partners?utm=1'],
    ['https://host.example', '/'],
    ['HTTPS://host.example:8443/ru?x', '/ru?x'],
    ['*', '*'],
    ['', '/'],
    ['http://[bad', '*'],
    ['mailto:a@b.example', '*'],
    ['about', '*'],
  ])('when the target is %j, then its origin form is %j', (target, expected) => {
    expect(originForm(target)).toBe(expected);
  });

  it('when a request is read, then its URL becomes the origin form and the context is attached', () => {
    const { req, context } = read('http://host.example/ru/about?x=1');
    expect(req.url).toBe('/ru/about?x=1');
    expect(context).toMatchObject({
      target: '/ru/about?x=1',
      pathname: '/ru/about',
      locale: 'ru',
      kind: 'page',
    });
    expect(requestContext(req)).toBe(context);
  });

  it.each([
    ['/_data?path=/about', 'data'],
    ['/api/contact', 'api'],
    ['/assets/main.js', 'asset'],
    ['/uploads/villa.webp', 'asset'],
    ['/favicon.svg', 'asset'],
    ['/share.jpg', 'asset'],
    ['/healthz', 'system'],
    ['/sitemap.xml', 'system'],
    ['/apiary', 'page'],
    ['/el/properties', 'page'],
  ])('when the path is %s, then the request is a %s request', (path, kind) => {
    expect(requestKind(path)).toBe(kind);
  });

  it('when the page is asked for twice, then the route table is matched once; never for other kinds', () => {
    const page = read('/about');
    void page.context.page;
    void page.context.page;
    expect(page.identified()).toBe(1);
    const asset = read('/assets/main.js');
    expect(asset.context.page).toBeNull();
    expect(asset.identified()).toBe(0);
  });
});

describe('what a request leaves behind', () => {
  it('when two requests are read, then their contexts share one shape: no function is made per request', () => {
    // Functions made per request (getters in an object literal) give each context a hidden class of its
    // own, which keeps the request alive until a full collection: a cache hit would then cost the old
    // generation about 1.5 KB instead of nothing (measured with --trace-gc-nvp under wrk).
    const reader = createRequestContextReader({ trustProxy: false, identify: () => null });
    const first = reader(fakeRequest('/about'));
    const second = reader(fakeRequest('/ru/about'));
    const ownFunctions = (context: object) =>
      Object.values(Object.getOwnPropertyDescriptors(context)).filter(
        (descriptor) =>
          typeof descriptor.get === 'function' ||
          typeof descriptor.set === 'function' ||
          typeof descriptor.value === 'function',
      );
    expect(ownFunctions(first)).toEqual([]);
    expect(ownFunctions(second)).toEqual([]);
    expect(Object.getPrototypeOf(first)).toBe(Object.getPrototypeOf(second));
    expect(Object.keys(first)).toEqual(Object.keys(second));
  });
});

describe('request ids', () => {
  it('when the proxy sends a well-formed id, then it is kept; otherwise a new one is made', () => {
    expect(read('/', { headers: { 'x-request-id': 'abc-123-def' } }).context.id).toBe('abc-123-def');
    const made = read('/', { headers: { 'x-request-id': 'bad id<script>' } }).context.id;
    expect(made).toMatch(/^[A-Za-z0-9_-]+-[0-9a-z]+$/);
    expect(read('/').context.id).not.toBe(read('/').context.id);
  });
});

describe('https', () => {
  const https = { 'x-forwarded-proto': 'https' };

  it('when no proxy is trusted, then X-Forwarded-Proto is ignored', () => {
    expect(read('/', { headers: https }).context.https).toBe(false);
  });

  it.each<[TrustProxy, string, boolean]>([
    [true, '10.0.0.2', true],
    [1, '10.0.0.2', true],
    ['10.0.0.0/8', '10.0.0.2', true],
    ['loopback', '10.0.0.2', false],
    ['127.0.0.1, 10.0.0.2', '10.0.0.2', true],
  ])('when TRUST_PROXY is %j and the peer is %s, then https is %s', (trustProxy, remote, expected) => {
    expect(read('/', { headers: https, trustProxy, remote }).context.https).toBe(expected);
  });

  it('when a trusted proxy says http first, then the request is not https', () => {
    const headers = { 'x-forwarded-proto': 'http, https' };
    expect(read('/', { headers, trustProxy: true }).context.https).toBe(false);
  });
});
