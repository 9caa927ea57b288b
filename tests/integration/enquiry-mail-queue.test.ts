import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MailConfig } from '../../server/config';
import type { StoredEnquiry } from '../../server/contact/enquiry-outbox';
import { createDiskQueue } from '../../server/background/disk-queue';
import type { QueueStore } from '../../server/background/durable-queue';
import { silentLogger } from '../../server/logger';
import {
  createEnquiryMail,
  MAIL_QUEUE,
  type EnquiryMail,
  type MailJob,
} from '../../server/mail/enquiry-mail';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { waitFor } from '../support/wait-for';

const FAST_RETRY = { initialMs: 20, maxMs: 100 };
jest.setTimeout(30_000);

let dir: string;
let smtp: SmtpSink;
const running: EnquiryMail[] = [];

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dkg-mail-'));
  smtp = await startSmtpSink();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((mail) => mail.close()));
  await smtp.close();
  await fs.rm(dir, { recursive: true, force: true });
});

function mailConfig(): MailConfig {
  return { smtpUrl: smtp.url, from: 'website@dkg.test', to: ['sales@dkg.test'], routes: [] };
}

/** `sweepMs`: how often it looks for messages nobody sends (the site's 5 s unless given). */
function startMail(store: QueueStore<MailJob>, { sweepMs }: { sweepMs?: number } = {}): EnquiryMail {
  const mail = createEnquiryMail({
    mail: mailConfig(),
    publicUrl: 'http://site.test',
    store,
    logger: silentLogger,
    retry: FAST_RETRY,
    sweepMs,
  });
  running.push(mail);
  return mail;
}

function enquiry(requestId: string): StoredEnquiry {
  return {
    requestId,
    receivedAt: new Date().toISOString(),
    name: 'Maria Oikonomou',
    email: 'maria@example.gr',
    phone: '',
    message: `Enquiry ${requestId}`,
    locale: 'en',
    page: '/contacts',
    subject: null,
  };
}

const sentMarker = (key: string) => path.join(dir, 'sent', key);
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

describe('the enquiry mail queue', () => {
  it('when marking a sent message fails, then the sender marks it again later and never sends it twice', async () => {
    // The claim lapses while marking fails (each round waits at least 20 ms): the message is back
    // in the queue, sent already.
    const disk = createDiskQueue(dir, MAIL_QUEUE, { leaseMs: 200 });
    let markFailures = 30;
    const store: QueueStore<MailJob> = {
      ...disk,
      async done(key) {
        if (markFailures > 0) {
          markFailures -= 1;
          throw new Error('disk full');
        }
        await disk.done(key);
      },
    };
    const mail = startMail(store);
    await mail.enqueue(enquiry('11111111-1111-4111-8111-111111111111'));
    const key = '11111111-1111-4111-8111-111111111111.notice';
    await waitFor('both keys marked sent', async () => markFailures === 0 && (await exists(sentMarker(key))));
    await waitFor('the queue empty', async () => (await disk.pending()).length === 0);
    // More rounds (a wake, the retries) send nothing again.
    mail.wake();
    await mail.idle();
    expect(smtp.received).toHaveLength(2);
    expect(smtp.withId(`<${key}@dkg.test>`)).toHaveLength(1);
  });

  it('when the same enquiry is queued twice, or again after it was sent, then each message goes once', async () => {
    const mail = startMail(createDiskQueue(dir, MAIL_QUEUE, { leaseMs: 60_000 }));
    const twice = enquiry('22222222-2222-4222-8222-222222222222');
    await mail.enqueue(twice);
    await mail.enqueue(twice);
    await waitFor('two messages', () => smtp.received.length >= 2);
    await waitFor('both marked sent', () => exists(sentMarker(`${twice.requestId}.acknowledgement`)));
    await mail.enqueue(twice);
    await mail.enqueue(enquiry('33333333-3333-4333-8333-333333333333'));
    await waitFor('the next enquiry’s two messages', () => smtp.received.length >= 4);
    await mail.idle();
    expect(smtp.received.map((message) => message.parsed.messageId).sort()).toEqual([
      '<22222222-2222-4222-8222-222222222222.acknowledgement@dkg.test>',
      '<22222222-2222-4222-8222-222222222222.notice@dkg.test>',
      '<33333333-3333-4333-8333-333333333333.acknowledgement@dkg.test>',
      '<33333333-3333-4333-8333-333333333333.notice@dkg.test>',
    ]);
  });

  it('when two processes share the queue folder, then each message is sent by one of them, once', async () => {
    smtp.delayMs = 50;
    const first = startMail(createDiskQueue(dir, MAIL_QUEUE, { leaseMs: 60_000 }));
    const second = startMail(createDiskQueue(dir, MAIL_QUEUE, { leaseMs: 60_000 }));
    const ids = Array.from({ length: 6 }, (_, index) => `44444444-4444-4444-8444-44444444444${index}`);
    for (const id of ids) await first.enqueue(enquiry(id));
    // Both senders go through the same queue at the same time.
    second.wake();
    await waitFor('every message', () => smtp.received.length >= ids.length * 2);
    await Promise.all([first.idle(), second.idle()]);
    const received = smtp.received.map((message) => message.parsed.messageId);
    expect(received).toHaveLength(ids.length * 2);
    expect(new Set(received).size).toBe(ids.length * 2);
  });

  it('when a sender dies holding a message, then another sends it once the lease has ended', async () => {
    const leaseMs = 300;
    const store = createDiskQueue(dir, MAIL_QUEUE, { leaseMs });
    await store.prepare();
    const job = enquiry('55555555-5555-4555-8555-555555555555');
    await store.add({
      key: `${job.requestId}.notice`,
      kind: 'notice',
      enquiry: job,
      queuedAt: '',
      attempts: 0,
    });
    // The sender that claimed it stops there (its process died).
    expect(await store.claim(`${job.requestId}.notice`)).not.toBeNull();
    // It finds the message on a sweep after the lease has ended: sweeps every 50 ms, not the site's
    // 5 s, so that the test does not wait for one.
    startMail(createDiskQueue(dir, MAIL_QUEUE, { leaseMs }), { sweepMs: 50 });
    await waitFor('the message sent by the other sender', () => smtp.received.length >= 1);
    expect(smtp.withId(`<${job.requestId}.notice@dkg.test>`)).toHaveLength(1);
  });
});
