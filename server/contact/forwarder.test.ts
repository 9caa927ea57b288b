import { retryDelay } from '../background/retrying-rounds';
import { silentLogger } from '../logger';
import { createForwarder, type Outbox, type StoredEnquiry } from './enquiry-outbox';
import type { DeliveryOutcome } from './post-contact-request';

function enquiry(requestId: string): StoredEnquiry {
  return {
    name: 'Ann Smith',
    email: 'ann@example.test',
    phone: '',
    message: 'Hello',
    locale: 'en',
    page: '/contacts',
    subject: null,
    requestId,
    receivedAt: '2030-01-01T00:00:00.000Z',
  };
}

/** An outbox in memory: the forwarder's logic without the disk. */
function memoryOutbox(requestIds: string[]) {
  const files = new Map(requestIds.map((id) => [`${id}.json`, enquiry(id)]));
  const failed: string[] = [];
  const outbox: Outbox = {
    where: 'memory',
    prepare: async () => undefined,
    add: async (added) => {
      files.set(`${added.requestId}.json`, added);
    },
    pending: async () => [...files.keys()].sort(),
    claim: async (name) => files.get(name) ?? null,
    done: async (name) => {
      files.delete(name);
    },
    release: async () => undefined,
    fail: async (name) => {
      files.delete(name);
      failed.push(name);
    },
  };
  return { outbox, files, failed };
}

function scripted(outcomes: DeliveryOutcome[]) {
  const calls: Array<{ requestId: string; at: number }> = [];
  const deliver = jest.fn(async (sent: StoredEnquiry) => {
    calls.push({ requestId: sent.requestId, at: Date.now() });
    return outcomes.shift() ?? { kind: 'delivered' as const };
  });
  return { deliver, calls };
}

const retry = { kind: 'retry', reason: 'ECONNREFUSED' } as const;

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the forwarder', () => {
  it('when delivery keeps failing, then it retries with doubling delays up to the cap, and stops when delivered', async () => {
    const { outbox, files } = memoryOutbox(['a']);
    const { deliver, calls } = scripted([retry, retry, retry, retry]);
    const forwarder = createForwarder({
      outbox,
      deliver,
      logger: silentLogger,
      retry: { initialMs: 100, maxMs: 400 },
    });
    forwarder.start();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(calls.map((call) => call.at)).toEqual([0, 100, 300, 700, 1100]);
    expect(files.size).toBe(0);
    await forwarder.stop();
  });

  it('when an enquiry is a duplicate or refused, then it leaves pending (refused ones to failed) and the next is sent', async () => {
    const { outbox, files, failed } = memoryOutbox(['a', 'b', 'c']);
    const { deliver, calls } = scripted([
      { kind: 'duplicate' },
      { kind: 'rejected', status: 400, message: 'email must be a valid email' },
      { kind: 'delivered' },
    ]);
    const forwarder = createForwarder({ outbox, deliver, logger: silentLogger });
    forwarder.start();
    await forwarder.idle();
    expect(calls.map((call) => call.requestId)).toEqual(['a', 'b', 'c']);
    expect(files.size).toBe(0);
    expect(failed).toEqual(['b.json']);
    await forwarder.stop();
  });

  it('when a round fails, then the rest waits for the retry instead of being tried against a dead service', async () => {
    const { outbox, files } = memoryOutbox(['a', 'b']);
    const { deliver, calls } = scripted([retry]);
    const forwarder = createForwarder({
      outbox,
      deliver,
      logger: silentLogger,
      retry: { initialMs: 1_000, maxMs: 1_000 },
    });
    forwarder.start();
    await forwarder.idle();
    expect(calls.map((call) => call.requestId)).toEqual(['a']);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls.map((call) => call.requestId)).toEqual(['a', 'a', 'b']);
    expect(files.size).toBe(0);
    await forwarder.stop();
  });

  it('when woken during a round, then it runs once more for what arrived meanwhile', async () => {
    const { outbox, files } = memoryOutbox(['a']);
    let release: () => void = () => undefined;
    const deliver = jest.fn(async (sent: StoredEnquiry): Promise<DeliveryOutcome> => {
      if (sent.requestId === 'a') await new Promise<void>((resolve) => (release = resolve));
      return { kind: 'delivered' };
    });
    const forwarder = createForwarder({ outbox, deliver, logger: silentLogger });
    forwarder.start();
    await jest.advanceTimersByTimeAsync(0);
    await outbox.add(enquiry('b'));
    forwarder.wake();
    release();
    await forwarder.idle();
    expect(deliver.mock.calls.map(([sent]) => sent.requestId)).toEqual(['a', 'b']);
    expect(files.size).toBe(0);
    await forwarder.stop();
  });

  it('when it is stopped, then no retry runs any more', async () => {
    const { outbox } = memoryOutbox(['a']);
    const { deliver, calls } = scripted([retry]);
    const forwarder = createForwarder({
      outbox,
      deliver,
      logger: silentLogger,
      retry: { initialMs: 100, maxMs: 100 },
    });
    forwarder.start();
    await forwarder.idle();
    await forwarder.stop();
    await jest.advanceTimersByTimeAsync(1_000);
    forwarder.wake();
    expect(calls).toHaveLength(1);
  });

  it('when a pending file is unreadable, then it is set aside in failed and the others are sent', async () => {
    const { outbox, failed } = memoryOutbox(['a', 'b']);
    outbox.claim = async (name) => {
      if (name === 'a.json') throw new SyntaxError('Unexpected end of JSON input');
      return enquiry('b');
    };
    const { deliver, calls } = scripted([]);
    const forwarder = createForwarder({ outbox, deliver, logger: silentLogger });
    forwarder.start();
    await forwarder.idle();
    expect(failed).toEqual(['a.json']);
    expect(calls.map((call) => call.requestId)).toEqual(['b']);
    await forwarder.stop();
  });
});

describe('retryDelay', () => {
  it('when rounds keep failing, then the wait goes 1 s, 2 s, 4 s … and stays at 5 min', () => {
    const delays = { initialMs: 1_000, maxMs: 300_000 };
    expect([1, 2, 3, 4, 9, 10, 50].map((failures) => retryDelay(delays, failures))).toEqual([
      1_000, 2_000, 4_000, 8_000, 256_000, 300_000, 300_000,
    ]);
  });
});
