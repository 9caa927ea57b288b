import { fleetForTests, get, renders, webhook } from './support/replicas';
import { waitFor } from '../support/wait-for';
import { ABOUT, aboutPublished, heading } from '../support/webhook';

describe('replicas sharing Redis: revalidation', () => {
  const fixture = fleetForTests(3);

  /** Every replica holds the page (A renders it, the others take it from the shared layer). */
  async function everyReplicaHolds(path: string) {
    const [a, ...others] = fixture.fleet.replicas;
    await get(`${a.url}${path}`);
    for (const replica of others) {
      await waitFor(
        `${path} cached on ${replica.name}`,
        async () => (await get(`${replica.url}${path}`)).cache === 'HIT',
      );
    }
  }

  it('when a webhook reaches one replica, then every replica shows the change within 500 ms, rendered once for the fleet', async () => {
    await everyReplicaHolds('/ru/about');
    const before = await renders(fixture.fleet);
    fixture.fleet.content.store.update(ABOUT, 'ru', { title: 'Обновлено для всех' });
    const sent = Date.now();
    expect(await webhook(fixture.fleet.replicas[0].url, aboutPublished('ru', 'Обновлено для всех'))).toBe(
      202,
    );
    // Marked outdated everywhere: a stale copy or already the fresh one, never a plain old hit.
    const marked = await Promise.all(
      fixture.fleet.replicas.slice(1).map((replica) =>
        waitFor(`${replica.name} told of the change`, async () => {
          const answer = await get(`${replica.url}/ru/about`);
          return (
            (answer.cache === 'STALE' || heading(answer.body) === 'Обновлено для всех') && Date.now() - sent
          );
        }),
      ),
    );
    process.stdout.write(`[redis suite] webhook on A → marked on B and C after ${marked.join(' and ')} ms\n`);
    for (const ms of marked) expect(ms).toBeLessThan(500);
    for (const replica of fixture.fleet.replicas) {
      await waitFor(`${replica.name} showing the new title`, async () => {
        const answer = await get(`${replica.url}/ru/about`);
        return answer.cache === 'HIT' && heading(answer.body) === 'Обновлено для всех';
      });
    }
    const after = await renders(fixture.fleet);
    expect(after.reduce((sum, count, index) => sum + count - before[index], 0)).toBe(1);
  });

  it('when a replica was paused during a change, then it catches up from the stream when it resumes', async () => {
    await everyReplicaHolds('/el/about');
    const away = fixture.fleet.replicas[2];
    away.process.kill('SIGSTOP');
    try {
      fixture.fleet.content.store.update(ABOUT, 'el', { title: 'Ενημερώθηκε' });
      expect(await webhook(fixture.fleet.replicas[0].url, aboutPublished('el', 'Ενημερώθηκε'))).toBe(202);
    } finally {
      away.process.kill('SIGCONT');
    }
    await waitFor('the replica that was away showing the change', async () => {
      const answer = await get(`${away.url}/el/about`);
      return heading(answer.body) === 'Ενημερώθηκε';
    });
  });
});
