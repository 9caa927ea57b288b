import { fleetForTests, get, metric } from './support/replicas';
import { waitFor } from '../support/wait-for';

const PAGES = ['/', '/about', '/ru/services', '/el/events', '/properties', '/ru/contacts', '/el/partners'];

interface Readiness {
  status: string;
  redis: { state: string; error?: string };
}

const readiness = async (url: string) => (await (await fetch(`${url}/readyz`)).json()) as Readiness;

describe('replicas sharing Redis: when Redis fails', () => {
  const fixture = fleetForTests(2);

  it('when Redis dies under load, then no request fails, the replicas say they are degraded, and they recover by themselves', async () => {
    const failures: string[] = [];
    let answered = 0;
    let loading = true;
    const load = async (worker: number) => {
      for (let index = worker; loading; index += 1) {
        const replica = fixture.fleet.replicas[index % fixture.fleet.replicas.length];
        const path = PAGES[index % PAGES.length];
        try {
          const answer = await get(`${replica.url}${path}`);
          if (answer.status !== 200) failures.push(`${replica.name} ${path}: ${answer.status}`);
          answered += 1;
        } catch (error) {
          failures.push(`${replica.name} ${path}: ${(error as Error).message}`);
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, worker) => load(worker));
    try {
      await waitFor('some answers', async () => answered > 20);
      await fixture.redis.kill();
      const killedAt = answered;
      for (const replica of fixture.fleet.replicas) {
        await waitFor(`${replica.name} degraded`, async () => {
          const ready = await readiness(replica.url);
          return ready.status === 'ready' && ready.redis.state === 'degraded';
        });
        expect(await metric(replica.url, 'shared_layer_degraded')).toBe(1);
        expect(await metric(replica.url, 'shared_layer_connected')).toBe(0);
      }
      // Pages never seen are rendered on their own while Redis is away.
      const unseen = await get(`${fixture.fleet.replicas[1].url}/el/properties?sort=price`);
      expect(unseen.status).toBe(200);
      await waitFor('answers while Redis is away', async () => answered > killedAt + 40);
      await fixture.redis.restart();
      for (const replica of fixture.fleet.replicas) {
        await waitFor(
          `${replica.name} connected again`,
          async () => (await readiness(replica.url)).redis.state === 'connected',
        );
        expect(await metric(replica.url, 'shared_layer_connected')).toBe(1);
      }
    } finally {
      loading = false;
      await Promise.all(workers);
    }
    expect(failures).toEqual([]);
    // The shared layer is used again: a page rendered by A is a hit on B.
    const [a, b] = fixture.fleet.replicas;
    expect((await get(`${a.url}/ru/partners`)).cache).toBe('MISS');
    await waitFor(
      'the page on B from the shared layer',
      async () => (await get(`${b.url}/ru/partners`)).cache === 'HIT',
    );
  });
});
