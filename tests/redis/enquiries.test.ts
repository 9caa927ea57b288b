import { fleetForTests } from './support/replicas';
import { waitFor } from '../support/wait-for';

const CONTACT = 'api::contact-request.contact-request';

function enquiry(message: string) {
  return {
    name: 'Μαρία Οικονόμου',
    email: 'maria@example.gr',
    phone: '+30 210 721 4500',
    message,
    locale: 'el',
    page: '/contacts',
  };
}

async function post(url: string, body: object, client: string) {
  const response = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
  return response.status;
}

describe('replicas sharing Redis: enquiries', () => {
  const fixture = fleetForTests(3, { TRUST_PROXY: 'true' });
  const arrived = (message: string) =>
    fixture.fleet.content.store.list(CONTACT).filter((entry) => entry.message === message).length;

  it('when one address sends enquiries to several replicas, then the limit counts them together', async () => {
    const [a, b, c] = fixture.fleet.replicas;
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const replica = fixture.fleet.replicas[index % 3];
      statuses.push(
        await post(replica.url, enquiry(`Limit ${index} — ενδιαφέρομαι για βίλα`), '203.0.113.7'),
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    expect(await post(c.url, enquiry('Limit 5 — ενδιαφέρομαι για βίλα'), '203.0.113.7')).toBe(429);
    expect(await post(a.url, enquiry('Limit 6 — ενδιαφέρομαι για βίλα'), '203.0.113.7')).toBe(429);
    // Another address is not held back.
    expect(await post(b.url, enquiry('Another address — ενδιαφέρομαι'), '203.0.113.8')).toBe(202);
  });

  it('when the replica that accepted an enquiry dies before sending it, then another sends it, once', async () => {
    const [a] = fixture.fleet.replicas;
    const message = 'Sent once although its replica died — ενδιαφέρομαι για διαμέρισμα';
    fixture.fleet.content.faults.mode = 'error';
    const faultedBefore = fixture.fleet.content.faults.faulted;
    try {
      expect(await post(a.url, enquiry(message), '198.51.100.1')).toBe(202);
      // A tried and failed (the content service refuses everything).
      await waitFor('a failed delivery', async () => fixture.fleet.content.faults.faulted > faultedBefore);
      a.process.kill('SIGKILL');
      await new Promise((resolve) => a.process.once('exit', resolve));
    } finally {
      fixture.fleet.content.faults.mode = 'none';
    }
    await waitFor('the enquiry delivered by another replica', async () => arrived(message) > 0, {
      timeoutMs: 30_000,
    });
    await waitFor(
      'the outbox empty',
      async () => (await fixture.redis.client().hlen('dkg:outbox:pending')) === 0,
    );
    expect(arrived(message)).toBe(1);
  });

  it('when Redis is away as an enquiry arrives, then it is accepted and delivered from the replica', async () => {
    const b = fixture.fleet.replicas[1];
    const message = 'Accepted while Redis was away — ενδιαφέρομαι για γραφείο';
    await fixture.redis.kill();
    try {
      await waitFor('B degraded', async () => {
        const ready = (await (await fetch(`${b.url}/readyz`)).json()) as { redis: { state: string } };
        return ready.redis.state === 'degraded';
      });
      expect(await post(b.url, enquiry(message), '198.51.100.2')).toBe(202);
      await waitFor('the enquiry delivered from B', async () => arrived(message) > 0, { timeoutMs: 30_000 });
      expect(arrived(message)).toBe(1);
    } finally {
      await fixture.redis.restart();
    }
  });
});
