import { startEdgeRecorder, type EdgeRecorder } from '../../tests/support/edge-recorder';
import { cloudflareTarget } from './cloudflare-purge';
import { fastlyTarget } from './fastly-purge';
import { createTokenBucket, PurgeFailure, retryAfterMs } from './purge-target';
import { varnishTargets } from './varnish-purge';

const ZONE = '023e105f4ecef8ad9ca31a8372d0c353';
const signal = () => AbortSignal.timeout(5000);

/**
 * Each adapter against a local server standing in for the platform: the request each sends is the
 * shape its platform documents (varnish-modules' vmod_xkey, Cloudflare's purge_cache, Fastly's batch
 * purge).
 */
describe('the purge requests each platform documents', () => {
  let recorder: EdgeRecorder;
  beforeEach(async () => {
    recorder = await startEdgeRecorder();
  });
  afterEach(() => recorder.close());

  it('when Varnish instances are purged, then each gets PURGE with the tokens in xkey-softpurge, space-separated (vmod_xkey)', async () => {
    const targets = varnishTargets([`${recorder.url}/a`, `${recorder.url}/b`]);
    for (const target of targets) await target.send(['aaaa', 'bbbb'], signal());
    expect(
      recorder.requests.map(({ method, path, headers }) => [method, path, headers['xkey-softpurge']]),
    ).toEqual([
      ['PURGE', '/a', 'aaaa bbbb'],
      ['PURGE', '/b', 'aaaa bbbb'],
    ]);
  });

  it('when a Varnish URL names a scaled service, then every address its name stands for is purged, and a failure at one is retried for the batch', async () => {
    const sent: string[] = [];
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      sent.push(`${init?.method} ${url} ${new Headers(init?.headers).get('xkey-softpurge')}`);
      return new Response(null, { status: url.includes('10.0.0.3') ? 503 : 200 });
    }) as typeof fetch;
    const resolved: string[] = [];
    const resolve = async (hostname: string) => {
      resolved.push(hostname);
      return ['10.0.0.3', '10.0.0.2', 'fd00::5'];
    };
    const [target] = varnishTargets(['http://varnish:6081/'], fetchImpl, resolve);
    const failure = await target.send(['aaaa', 'bbbb'], signal()).catch((error: unknown) => error);
    expect(resolved).toEqual(['varnish']);
    expect(sent.sort()).toEqual([
      'PURGE http://10.0.0.2:6081/ aaaa bbbb',
      'PURGE http://10.0.0.3:6081/ aaaa bbbb',
      'PURGE http://[fd00::5]:6081/ aaaa bbbb',
    ]);
    expect(failure).toBeInstanceOf(PurgeFailure);
    expect(failure).toMatchObject({ retry: true, message: expect.stringContaining('10.0.0.3:6081') });
  });

  it('when a Varnish URL names an address, or its name does not resolve, then the address is purged as given, and an unknown name is a failure tried again', async () => {
    const sent: string[] = [];
    const fetchImpl = (async (input: string | URL | Request) => {
      sent.push(String(input));
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const resolve = async (hostname: string): Promise<string[]> => {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    };
    const [byAddress, byName] = varnishTargets(
      ['http://127.0.0.1:6081/', 'http://gone:6081/'],
      fetchImpl,
      resolve,
    );
    await byAddress.send(['aaaa'], signal());
    expect(sent).toEqual(['http://127.0.0.1:6081/']);
    const failure = await byName.send(['aaaa'], signal()).catch((error: unknown) => error);
    expect(failure).toMatchObject({ retry: true, message: expect.stringContaining('gone did not resolve') });
    expect(sent).toHaveLength(1);
  });

  it('when Cloudflare is purged, then it is a POST to /client/v4/zones/{zone}/purge_cache with {"tags": [...]} and the token as a bearer token (Cloudflare API, "Purge Cached Content")', async () => {
    const target = cloudflareTarget({ apiUrl: recorder.url, zoneId: ZONE, apiToken: 'cf-token' });
    await target.send(['aaaa', 'bbbb'], signal());
    const [request] = recorder.requests;
    expect(request).toMatchObject({ method: 'POST', path: `/client/v4/zones/${ZONE}/purge_cache` });
    expect(request.headers.authorization).toBe('Bearer cf-token');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ tags: ['aaaa', 'bbbb'] });
    expect(target.batchSize).toBe(30);
  });

  it('when Cloudflare answers 200 with success false, then the purge failed for good and says why', async () => {
    recorder.state.answer = () => ({
      status: 200,
      body: JSON.stringify({ success: false, errors: [{ code: 1134, message: 'Invalid tag' }] }),
    });
    const target = cloudflareTarget({ apiUrl: recorder.url, zoneId: ZONE, apiToken: 't' });
    const failure = await target.send(['aaaa'], signal()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PurgeFailure);
    expect(failure).toMatchObject({ retry: false, message: expect.stringContaining('1134: Invalid tag') });
  });

  it('when Fastly is purged, then it is a POST to /service/{id}/purge with the keys in Surrogate-Key, the token in Fastly-Key and Fastly-Soft-Purge: 1 (Fastly API, "Purge multiple surrogate key tags")', async () => {
    const target = fastlyTarget({
      apiUrl: recorder.url,
      serviceId: 'SU1Z0isxPaozGVKXdv0eY',
      apiToken: 'f-token',
    });
    await target.send(['aaaa', 'bbbb'], signal());
    const [request] = recorder.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/service/SU1Z0isxPaozGVKXdv0eY/purge', body: '' });
    expect(request.headers).toMatchObject({
      'fastly-key': 'f-token',
      'surrogate-key': 'aaaa bbbb',
      'fastly-soft-purge': '1',
    });
    expect(target.batchSize).toBe(256);
  });

  it('when a platform answers 429 with Retry-After, 5xx or a refusal, then only the first two are tried again, the first after the wait it asked for', async () => {
    const target = fastlyTarget({ apiUrl: recorder.url, serviceId: 'S', apiToken: 't' });
    const failureOn = async (answer: { status: number; headers?: Record<string, string> }) => {
      recorder.state.answer = () => answer;
      return target.send(['aaaa'], signal()).catch((error: unknown) => error as PurgeFailure);
    };
    expect(await failureOn({ status: 429, headers: { 'retry-after': '7' } })).toMatchObject({
      retry: true,
      retryAfterMs: 7000,
    });
    expect(await failureOn({ status: 503 })).toMatchObject({ retry: true });
    expect(await failureOn({ status: 401 })).toMatchObject({ retry: false });
  });
});

describe('retry-after and rate limits', () => {
  it('when Retry-After is a date, then the wait runs until it', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(retryAfterMs('Tue, 01 Jan 2030 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it('when more requests go than a bucket holds, then the next waits until a token has refilled', async () => {
    let now = 0;
    const waits: number[] = [];
    const bucket = createTokenBucket({
      capacity: 2,
      refillMs: 12_000,
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
        now += ms;
      },
    });
    await bucket.turn();
    await bucket.turn();
    expect(waits).toEqual([]);
    await bucket.turn();
    expect(waits).toEqual([12_000]);
    now += 6_000;
    await bucket.turn();
    expect(waits).toEqual([12_000, 6_000]);
  });
});
