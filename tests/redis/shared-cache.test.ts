import { fleetForTests, get, metric, renders } from './support/replicas';
import { waitFor } from '../support/wait-for';

describe('replicas sharing Redis: the page cache', () => {
  const fixture = fleetForTests(3);

  it('when one replica renders a page, then the others answer it from the shared layer without rendering', async () => {
    const [a, b, c] = fixture.fleet.replicas;
    const before = await renders(fixture.fleet);
    const first = await get(`${a.url}/about`);
    expect(first).toMatchObject({ status: 200, cache: 'MISS' });
    // A shares the page once it is stored (just after its answer ends).
    const onB = await waitFor('the page on B from the shared layer', async () => {
      const answer = await get(`${b.url}/about`);
      return answer.cache === 'HIT' && answer;
    });
    const onC = await get(`${c.url}/about`);
    expect(onB.body).toBe(first.body);
    expect(onC).toMatchObject({ status: 200, cache: 'HIT', etag: onB.etag });
    const after = await renders(fixture.fleet);
    expect(after.map((count, index) => count - before[index])).toEqual([1, 0, 0]);
    expect(await metric(b.url, 'shared_page_lookups_total', { result: 'hit' })).toBeGreaterThan(0);
  });

  it('when every replica misses the same page at once, then the fleet renders it once', async () => {
    const before = await renders(fixture.fleet);
    const answers = await Promise.all(
      fixture.fleet.replicas.flatMap((replica) => [1, 2].map(() => get(`${replica.url}/ru/services`))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const after = await renders(fixture.fleet);
    const rendered = after.reduce((sum, count, index) => sum + count - before[index], 0);
    expect(rendered).toBe(1);
  });

  it('when a replica renders a page whose content another replica fetched, then the content comes from Redis', async () => {
    const [a, b] = fixture.fleet.replicas;
    expect((await get(`${a.url}/el/events`)).status).toBe(200);
    // The page itself leaves the shared layer; its content answers stay there.
    const keys = await fixture.redis.client().keys('dkg:page:*');
    if (keys.length > 0) await fixture.redis.client().del(...keys);
    fixture.fleet.content.faults.mode = 'error';
    try {
      const onB = await get(`${b.url}/el/events`);
      expect(onB).toMatchObject({ status: 200, cache: 'MISS' });
      expect(onB.body).toContain('<h1');
      expect(fixture.fleet.content.faults.faulted).toBe(0);
    } finally {
      fixture.fleet.content.faults.mode = 'none';
    }
  });
});
