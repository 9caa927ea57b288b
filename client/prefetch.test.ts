import type { LoaderFunction } from 'react-router';
import { buildRoutes } from '../src/routes/build-routes';
import { pageRoutes } from '../src/routes/route-table';
import { linkedPages, prefetchAllowed, prefetchLinkedPages } from './prefetch';

const stub: LoaderFunction = () => null;
const routes = buildRoutes(pageRoutes, { chrome: () => stub, page: () => stub, notFound: () => stub });
const componentOf = (name: string) => pageRoutes.find((route) => route.name === name)!.Component;

function anchors(hrefs: string[]) {
  return hrefs.map((href) => ({ href: new URL(href, 'http://localhost').href }) as HTMLAnchorElement);
}

describe('linkedPages', () => {
  it('when links lead to pages in any locale, then each page is named once', () => {
    const pages = linkedPages(
      routes,
      anchors([
        '/about',
        '/ru/about',
        '/properties/1001',
        '/el/properties',
        '/services/golden-visa',
        '/about',
      ]),
    );
    expect([...pages]).toEqual(
      ['about', 'properties-id', 'properties', 'services-golden-visa'].map(componentOf),
    );
  });

  it('when a link leads nowhere known, then it names no page', () => {
    expect([...linkedPages(routes, anchors(['/de/about', '/uploads/logo.svg']))]).toEqual([]);
  });
});

describe('prefetchAllowed', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('when the connection is %j, then prefetching is %s', (connection, allowed) => {
    expect(prefetchAllowed(connection)).toBe(allowed);
  });
});

describe('prefetchLinkedPages', () => {
  const idleCallbacks: Array<() => void> = [];
  const globals = globalThis as unknown as Record<string, unknown>;

  beforeEach(() => {
    idleCallbacks.length = 0;
    globals.window = { requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback) };
    globals.navigator = {};
    globals.document = {
      querySelectorAll: () =>
        anchors(['/about', '/construction', '/privacy-policy', '/properties', '/events']),
    };
  });

  afterEach(() => {
    delete globals.window;
    delete globals.document;
    delete globals.navigator;
    jest.restoreAllMocks();
  });

  it('when the browser is idle, then one link is matched per idle moment and each component loads once', () => {
    const preloads = ['about', 'properties', 'events'].map((name) =>
      jest.spyOn(componentOf(name), 'preload').mockImplementation(() => undefined),
    );
    prefetchLinkedPages(routes);
    expect(preloads.every((preload) => preload.mock.calls.length === 0)).toBe(true);
    const afterEachIdleMoment: number[][] = [];
    for (let moment = 0; moment < 10 && idleCallbacks.length > 0; moment += 1) {
      idleCallbacks.shift()?.();
      afterEachIdleMoment.push(preloads.map((preload) => preload.mock.calls.length));
    }
    // The links: /about, /construction and /privacy-policy (one component), /properties, /events;
    // the first idle moment reads them, and the last finds none left.
    expect(afterEachIdleMoment).toEqual([
      [1, 0, 0],
      [1, 0, 0],
      [1, 0, 0],
      [1, 1, 0],
      [1, 1, 1],
      [1, 1, 1],
    ]);
    expect(idleCallbacks).toHaveLength(0);
  });

  it('when the visitor saves data, then nothing is prefetched', () => {
    globals.navigator = { connection: { saveData: true } };
    prefetchLinkedPages(routes);
    expect(idleCallbacks).toHaveLength(0);
  });
});
