import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { waitFor } from '../support/wait-for';
import { fleetForTests, metric } from './support/replicas';

const env: Record<string, string> = {
  TRUST_PROXY: 'true',
  MAIL_FROM: 'website@dkg-development.test',
  ENQUIRY_MAIL_TO: 'sales@dkg-development.test',
};
let smtp: SmtpSink;

// The mail server first: the replicas are started with its address.
beforeAll(async () => {
  smtp = await startSmtpSink();
  env.SMTP_URL = smtp.url;
});
afterAll(async () => {
  await smtp?.close();
});

async function post(url: string, message: string, client: string) {
  const response = await fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({
      name: 'Μαρία Οικονόμου',
      email: 'maria@example.gr',
      message,
      locale: 'el',
      page: '/contacts',
    }),
  });
  return response.status;
}

describe('replicas sharing Redis: enquiry mail', () => {
  const fixture = fleetForTests(2, env);

  it('when enquiries reach two replicas at once, then each message is sent by one of them, once', async () => {
    const [a, b] = fixture.fleet.replicas;
    // A slow mail server: both replicas go through the shared queue at the same time.
    smtp.delayMs = 300;
    const enquiries = 4;
    for (let index = 0; index < enquiries; index += 1) {
      const replica = index % 2 === 0 ? a : b;
      expect(
        await post(replica.url, `Mail ${index} — ενδιαφέρομαι για βίλα`, `198.51.100.${10 + index}`),
      ).toBe(202);
    }
    await waitFor('every message', async () => smtp.received.length >= enquiries * 2, { timeoutMs: 60_000 });
    await waitFor(
      'the shared queue empty',
      async () => (await fixture.redis.client().hlen('dkg:mail:pending')) === 0,
    );
    const ids = smtp.received.map((mail) => mail.parsed.messageId);
    expect(ids).toHaveLength(enquiries * 2);
    expect(new Set(ids).size).toBe(enquiries * 2);
    const sent = await Promise.all(
      [a, b].map((replica) => metric(replica.url, 'enquiry_mail_total', { outcome: 'sent' })),
    );
    expect(sent[0] + sent[1]).toBe(enquiries * 2);
    const keys = await fixture.redis.client().keys('dkg:mail:sent:*');
    expect(keys).toHaveLength(enquiries * 2);
  });

  it('when Redis is away as an enquiry arrives, then its mail is queued on the replica and sent from there', async () => {
    const b = fixture.fleet.replicas[1];
    smtp.delayMs = 0;
    const before = smtp.received.length;
    await fixture.redis.kill();
    try {
      await waitFor('B degraded', async () => {
        const ready = (await (await fetch(`${b.url}/readyz`)).json()) as { redis: { state: string } };
        return ready.redis.state === 'degraded';
      });
      expect(await post(b.url, 'Mail while Redis was away — ενδιαφέρομαι για γραφείο', '198.51.100.30')).toBe(
        202,
      );
      await waitFor('both messages', async () => smtp.received.length >= before + 2, { timeoutMs: 30_000 });
      const ids = smtp.received.slice(before).map((mail) => mail.parsed.messageId);
      expect(new Set(ids).size).toBe(2);
    } finally {
      await fixture.redis.restart();
    }
  });
});
