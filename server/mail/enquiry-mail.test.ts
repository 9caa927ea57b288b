import type { QueueStore } from '../background/durable-queue';
import { silentLogger } from '../logger';
import { createEnquiryMail, type MailJob } from './enquiry-mail';

/** A queue that never holds anything, and counts how often the sender looks into it. */
function emptyStore(looked: number[]): QueueStore<MailJob> {
  return {
    where: 'memory',
    prepare: async () => undefined,
    add: async () => undefined,
    pending: async () => {
      looked.push(Date.now());
      return [];
    },
    claim: async () => null,
    done: async () => undefined,
    release: async () => undefined,
    fail: async () => undefined,
  };
}

describe('the enquiry mail sender', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when nothing wakes it, then it looks for messages nobody sends every 5 s', async () => {
    const looked: number[] = [];
    const mail = createEnquiryMail({
      mail: {
        smtpUrl: 'smtp://127.0.0.1:2525',
        from: 'website@dkg.test',
        to: ['sales@dkg.test'],
        routes: [],
      },
      publicUrl: 'http://site.test',
      store: emptyStore(looked),
      logger: silentLogger,
      send: async () => undefined,
    });
    const started = Date.now();
    await jest.advanceTimersByTimeAsync(4_999);
    // The round at start, and none since.
    expect(looked).toEqual([started]);
    await jest.advanceTimersByTimeAsync(1);
    expect(looked).toEqual([started, started + 5_000]);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(looked).toEqual([started, started + 5_000, started + 10_000]);
    await mail.close();
  });
});
