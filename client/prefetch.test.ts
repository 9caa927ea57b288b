import type { LoaderFunction } from 'react-router';
import { buildRoutes } from '../src/routes/build-routes';
import { pageRoutes } from '../src/routes/route-table';
import { HOVER_INTENT_MS, prefetchOnIntent, prefetchPolicy } from './prefetch';

const stub: LoaderFunction = () => null;
const routes = buildRoutes(pageRoutes, { chrome: () => stub, page: () => stub, notFound: () => stub });
const componentOf = (name: string) => pageRoutes.find((route) => route.name === name)!.Component;

interface FakeAnchor {
  href: string;
  closest(): FakeAnchor;
}

function anchor(href: string): FakeAnchor {
  const link: FakeAnchor = { href: new URL(href, 'http://localhost').href, closest: () => link };
  return link;
}

describe('prefetchPolicy', () => {
  it.each([
    [undefined, { onIntent: true, inView: false }],
    [{ effectiveType: '4g' }, { onIntent: true, inView: true }],
    [{ effectiveType: '3g' }, { onIntent: true, inView: false }],
    [{ effectiveType: 'slow-2g' }, { onIntent: true, inView: false }],
    [
      { effectiveType: '4g', saveData: true },
      { onIntent: false, inView: false },
    ],
  ])('when the connection is %j, then the policy is %j', (connection, policy) => {
    expect(prefetchPolicy(connection)).toEqual(policy);
  });
});

describe('prefetchOnIntent', () => {
  const globals = globalThis as unknown as Record<string, unknown>;
  let listeners: Record<string, (event: object) => void>;
  let idleCallbacks: Array<() => void>;
  let observed: FakeAnchor[];
  let contentLinks: FakeAnchor[];
  let reportInView: (anchors: FakeAnchor[]) => void;
  const preloads = () =>
    Object.fromEntries(
      ['about', 'properties', 'properties-id', 'events'].map((name) => [
        name,
        jest.spyOn(componentOf(name), 'load').mockResolvedValue({} as never),
      ]),
    );
  const calls = (spies: Record<string, jest.SpyInstance>) =>
    Object.fromEntries(Object.entries(spies).map(([name, spy]) => [name, spy.mock.calls.length]));

  beforeEach(() => {
    jest.useFakeTimers();
    listeners = {};
    idleCallbacks = [];
    observed = [];
    contentLinks = [];
    globals.window = {
      location: { href: 'http://localhost/', origin: 'http://localhost' },
      setTimeout,
      clearTimeout,
      requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
    };
    globals.navigator = { onLine: true, connection: { effectiveType: '4g' } };
    globals.document = {
      addEventListener: (type: string, listener: (event: object) => void) => {
        listeners[type] = listener;
      },
      querySelectorAll: () => contentLinks,
    };
    globals.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean; target: FakeAnchor }>) => void) {
        reportInView = (anchors) => callback(anchors.map((target) => ({ isIntersecting: true, target })));
      }
      observe(target: FakeAnchor) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {
        observed = [];
      }
    };
  });

  afterEach(() => {
    jest.useRealTimers();
    for (const name of ['window', 'document', 'navigator', 'IntersectionObserver']) delete globals[name];
    jest.restoreAllMocks();
  });

  const runIdle = () => {
    while (idleCallbacks.length > 0) idleCallbacks.shift()?.();
  };

  it('when the page has loaded and no link shows intent, then no page is fetched', () => {
    const spies = preloads();
    contentLinks = [anchor('/about'), anchor('/properties')];
    prefetchOnIntent(routes).watchLinksInView();
    runIdle();
    jest.runAllTimers();
    expect(calls(spies)).toEqual({ about: 0, properties: 0, 'properties-id': 0, events: 0 });
    expect(observed).toEqual(contentLinks);
  });

  it('when the pointer rests on a link, then its page is fetched once; a pointer passing over one fetches nothing', () => {
    const spies = preloads();
    prefetchOnIntent(routes);
    const properties = anchor('/ru/properties');
    listeners.pointerover({ target: anchor('/events'), pointerType: 'mouse' });
    jest.advanceTimersByTime(HOVER_INTENT_MS - 1);
    listeners.pointerout({ relatedTarget: null });
    listeners.pointerover({ target: properties, pointerType: 'mouse' });
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    listeners.pointerout({ relatedTarget: null });
    listeners.pointerover({ target: properties, pointerType: 'mouse' });
    jest.runAllTimers();
    expect(calls(spies)).toEqual({ about: 0, properties: 1, 'properties-id': 0, events: 0 });
  });

  it('when links are touched or focused, then their pages are fetched at once, each component once', () => {
    const spies = preloads();
    prefetchOnIntent(routes);
    // About, construction and the legal pages share one component.
    for (const href of ['/about', '/el/construction', '/privacy-policy']) {
      listeners.touchstart({ target: anchor(href) });
    }
    listeners.focusin({ target: anchor('/properties/1001') });
    listeners.focusin({ target: anchor('/ru/properties/1002') });
    expect(calls(spies)).toEqual({ about: 1, properties: 0, 'properties-id': 1, events: 0 });
  });

  it('when the browser is offline, then a link showing intent fetches nothing, and once online it does', () => {
    const spies = preloads();
    prefetchOnIntent(routes);
    (globals.navigator as { onLine: boolean }).onLine = false;
    listeners.focusin({ target: anchor('/events') });
    expect(calls(spies)).toEqual({ about: 0, properties: 0, 'properties-id': 0, events: 0 });
    (globals.navigator as { onLine: boolean }).onLine = true;
    listeners.focusin({ target: anchor('/events') });
    expect(calls(spies)).toEqual({ about: 0, properties: 0, 'properties-id': 0, events: 1 });
  });

  it('when a link leads off the site or nowhere known, or the target is no link, then nothing is fetched', () => {
    const spies = preloads();
    prefetchOnIntent(routes);
    listeners.focusin({ target: anchor('https://example.com/about') });
    listeners.focusin({ target: anchor('/de/about') });
    listeners.touchstart({ target: { closest: () => null } });
    listeners.focusin({ target: null });
    expect(calls(spies)).toEqual({ about: 0, properties: 0, 'properties-id': 0, events: 0 });
  });

  it('when links of the content come into view on a fast connection, then their pages are fetched one per idle moment', () => {
    const spies = preloads();
    contentLinks = [anchor('/events'), anchor('/properties'), anchor('/about')];
    prefetchOnIntent(routes).watchLinksInView();
    runIdle();
    reportInView(contentLinks.slice(0, 2));
    const afterEachIdleMoment = [calls(spies)];
    idleCallbacks.shift()?.();
    afterEachIdleMoment.push(calls(spies));
    idleCallbacks.shift()?.();
    afterEachIdleMoment.push(calls(spies));
    expect(afterEachIdleMoment.map(({ events, properties, about }) => [events, properties, about])).toEqual([
      [0, 0, 0],
      [1, 0, 0],
      [1, 1, 0],
    ]);
    expect(idleCallbacks).toHaveLength(0);
  });

  it('when the browser does not tell the connection, then links in view are not watched but intent still fetches', () => {
    globals.navigator = { onLine: true };
    const spies = preloads();
    contentLinks = [anchor('/events')];
    prefetchOnIntent(routes).watchLinksInView();
    runIdle();
    expect(observed).toEqual([]);
    listeners.focusin({ target: anchor('/events') });
    expect(calls(spies).events).toBe(1);
  });

  it('when the visitor saves data, then nothing listens and nothing is fetched ahead', () => {
    globals.navigator = { onLine: true, connection: { effectiveType: '4g', saveData: true } };
    contentLinks = [anchor('/events')];
    prefetchOnIntent(routes).watchLinksInView();
    runIdle();
    expect(Object.keys(listeners)).toEqual([]);
    expect(observed).toEqual([]);
  });
});
