import { startEdgeRecorder, type EdgeRecorder } from '../../tests/support/edge-recorder';
import { freePort } from '../../tests/support/free-port';
import { waitFor } from '../../tests/support/wait-for';
import type { EdgeConfig } from '../config';
import { silentLogger } from '../logger';
import { createMetrics, type Metrics } from '../observability/metrics';
import { createEdgePurger, edgeTargets } from './edge-purge';
import { createEdgeTags, SITE_TAG } from './edge-tags';
import { PurgeFailure, type PurgeTarget } from './purge-target';

const tags = createEdgeTags('https://www.example.test');
const FAST_RETRY = { initialMs: 5, maxMs: 20 };

/** The purge counters, by outcome: requests and tags. */
async function purges(metrics: Metrics) {
  const counted: Record<string, number> = {};
  for (const name of ['edge_purge_requests_total', 'edge_purge_tags_total']) {
    const metric = await metrics.registry.getSingleMetric(name)!.get();
    for (const value of metric.values)
      counted[`${name.split('_')[2]} ${String(value.labels.outcome)}`] = value.value;
  }
  return counted;
}

function purgerFor(targets: PurgeTarget[], options: { attempts?: number } = {}) {
  const metrics = createMetrics({ defaultMetrics: false });
  const purger = createEdgePurger({
    targets,
    platform: 'test',
    tags,
    logger: silentLogger,
    metrics,
    retry: FAST_RETRY,
    ...options,
  });
  return { purger, metrics };
}

describe('purging the edge', () => {
  let recorder: EdgeRecorder;
  beforeEach(async () => {
    recorder = await startEdgeRecorder();
  });
  afterEach(() => recorder.close());

  it('when content tags are purged on Varnish, then every instance gets their tokens; without tags, the site’s token alone', async () => {
    const { purger } = purgerFor(
      edgeTargets({ platform: 'varnish', urls: [`${recorder.url}/one`, `${recorder.url}/two`] }),
    );
    purger.purge(['api::header.header@ru', 'api::header.header']);
    await purger.idle();
    purger.purge(undefined);
    await purger.idle();
    const sent = recorder.requests.map((request) => [request.path, request.headers['xkey-softpurge']]);
    const header = tags.tokens(['api::header.header@ru', 'api::header.header']).join(' ');
    expect(sent).toEqual(
      expect.arrayContaining([
        ['/one', header],
        ['/two', header],
        ['/one', tags.token(SITE_TAG)],
        ['/two', tags.token(SITE_TAG)],
      ]),
    );
    expect(sent).toHaveLength(4);
  });

  it('when more tags are purged than a request takes, then they go in batches of the platform’s size: 30 for Cloudflare, 256 for Fastly', async () => {
    const many = Array.from({ length: 300 }, (_, index) => `api::property.property#${index}`);
    const cloudflare = purgerFor(
      edgeTargets({
        platform: 'cloudflare',
        apiUrl: recorder.url,
        zoneId: '023e105f4ecef8ad9ca31a8372d0c353',
        apiToken: 't',
      }),
    );
    cloudflare.purger.purge(many.slice(0, 70));
    await cloudflare.purger.idle();
    expect(
      recorder.requests.map((request) => (JSON.parse(request.body) as { tags: string[] }).tags.length),
    ).toEqual([30, 30, 10]);

    recorder.requests.length = 0;
    const fastly = purgerFor(
      edgeTargets({ platform: 'fastly', apiUrl: recorder.url, serviceId: 'S', apiToken: 't' }),
    );
    fastly.purger.purge(many);
    await fastly.purger.idle();
    expect(recorder.requests.map((request) => request.headers['surrogate-key'].split(' ').length)).toEqual([
      256, 44,
    ]);
    expect(await purges(fastly.metrics)).toMatchObject({ 'requests sent': 2, 'tags sent': 300 });
  });

  it('when tags are purged while a request is under way, then they go together in the next one', async () => {
    const { purger } = purgerFor(edgeTargets({ platform: 'varnish', urls: [recorder.url] }));
    let release!: () => void;
    recorder.state.before = () => new Promise((resolve) => (release = resolve));
    purger.purge(['a']);
    await waitFor('the first purge under way', () => recorder.requests.length === 1);
    purger.purge(['b']);
    purger.purge(['c']);
    recorder.state.before = undefined;
    release();
    await purger.idle();
    expect(recorder.requests.map((request) => request.headers['xkey-softpurge'])).toEqual([
      tags.token('a'),
      `${tags.token('b')} ${tags.token('c')}`,
    ]);
  });

  it('when the edge fails twice and then answers, then the purge is tried again with back-off, and the retries are counted', async () => {
    let calls = 0;
    recorder.state.answer = () => ({ status: (calls += 1) <= 2 ? 503 : 200 });
    const { purger, metrics } = purgerFor(edgeTargets({ platform: 'varnish', urls: [recorder.url] }));
    purger.purge(['a', 'b']);
    await purger.idle();
    expect(recorder.requests).toHaveLength(3);
    expect(await purges(metrics)).toMatchObject({ 'requests retry': 2, 'requests sent': 1, 'tags sent': 2 });
  });

  it('when the edge keeps failing, then the purge is given up after its attempts and counted as failed; when it refuses (401), at once', async () => {
    recorder.state.answer = () => ({ status: 502 });
    const down = purgerFor(edgeTargets({ platform: 'varnish', urls: [recorder.url] }), { attempts: 3 });
    down.purger.purge(['a']);
    await down.purger.idle();
    expect(recorder.requests).toHaveLength(3);
    expect(await purges(down.metrics)).toMatchObject({ 'requests retry': 2, 'requests failed': 1 });

    recorder.requests.length = 0;
    recorder.state.answer = () => ({ status: 401 });
    const refused = purgerFor(edgeTargets({ platform: 'varnish', urls: [recorder.url] }), { attempts: 3 });
    refused.purger.purge(['a']);
    await refused.purger.idle();
    expect(recorder.requests).toHaveLength(1);
    expect(await purges(refused.metrics)).toMatchObject({ 'requests failed': 1 });
  });

  it('when one Varnish instance is down, then the others are purged at once and the one down is tried again', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    const { purger, metrics } = purgerFor(edgeTargets({ platform: 'varnish', urls: [down, recorder.url] }), {
      attempts: 2,
    });
    purger.purge(['a']);
    await waitFor('the instance that is up purged', () => recorder.requests.length === 1);
    await purger.idle();
    expect(await purges(metrics)).toMatchObject({
      'requests sent': 1,
      'requests retry': 1,
      'requests failed': 1,
    });
  });
});

describe('waiting as a platform asks', () => {
  it('when a platform answers 429 with Retry-After, then the next try waits that long, not the shorter back-off', async () => {
    const tries: number[] = [];
    const target: PurgeTarget = {
      name: 'test',
      batchSize: 10,
      async send() {
        tries.push(Date.now());
        if (tries.length === 1) throw new PurgeFailure('429', true, 200);
      },
    };
    const { purger } = purgerFor([target]);
    purger.purge(['a']);
    await purger.idle();
    expect(tries).toHaveLength(2);
    expect(tries[1] - tries[0]).toBeGreaterThanOrEqual(190);
  });

  it('when a platform counts purge requests against a rate limit, then its purges go once per change; Varnish and Fastly take them page by page', () => {
    const byPlatform = Object.fromEntries(
      (
        [
          { platform: 'varnish', urls: ['http://varnish-1/', 'http://varnish-2/'] },
          { platform: 'fastly', serviceId: 'service', apiToken: 'token', apiUrl: 'https://api.fastly.com' },
          { platform: 'cloudflare', zoneId: 'zone', apiToken: 'token', apiUrl: 'https://api.cloudflare.com' },
        ] satisfies EdgeConfig[]
      ).map((config) => [config.platform, purgerFor(edgeTargets(config)).purger.pageByPage]),
    );
    expect(byPlatform).toEqual({ varnish: true, fastly: true, cloudflare: false });
  });
});
