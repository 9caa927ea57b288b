import { promises as fs } from 'node:fs';
import path from 'node:path';
import { syncDirectory, writeDurably } from '../contact/outbox';
import type { StoredEnquiry } from '../contact/outbox';
import type { MailKind } from './enquiry-messages';

/** One message of one enquiry, waiting to be sent. */
export interface MailJob {
  /** The idempotency key (`requestId.kind`): one message per key, ever. */
  key: string;
  kind: MailKind;
  enquiry: StoredEnquiry;
  queuedAt: string;
  /** Tries that failed so far. */
  attempts: number;
}

/**
 * The durable queue of enquiry mail. A message is claimed by one sender at a time (a lease that ends
 * by itself when its holder dies), sent, and then marked sent under its key; a key marked sent is
 * never queued or sent again.
 */
export interface MailStore {
  prepare(): Promise<void>;
  /** Queues a message unless its key is queued or was sent already. */
  add(job: MailJob): Promise<void>;
  /** Keys of the waiting messages (claimed ones included), in a stable order. */
  pending(): Promise<string[]>;
  /** The message, held by this sender until marked or released; null if another holds it, or it is gone or sent. */
  claim(key: string): Promise<MailJob | null>;
  /** Sent: the key is remembered and the message leaves the queue. */
  markSent(key: string): Promise<void>;
  /** Not sent this time: back in the queue with its attempts counted. */
  release(job: MailJob): Promise<void>;
  /** Refused for good by the mail server: kept aside for a person to look at. */
  moveToFailed(job: MailJob, reason: string): Promise<void>;
}

/** How long a sent key is remembered (a message queued again within this time is not sent again). */
export const SENT_KEYS_KEPT_MS = 30 * 24 * 3600_000;

/**
 * The queue on disk (DATA_DIR/mail), one JSON file per message: `pending/` waiting, `claimed/` held by
 * a sender (claimed by renaming, which only one process can do; a claim older than the lease goes
 * back to `pending/`), `sent/` an empty file per key sent, `failed/` refused for good. Several
 * processes may share the folder (replicas on one volume).
 */
export function createDiskMailStore(dir: string, { leaseMs }: { leaseMs: number }): MailStore {
  const folder = (name: string) => path.join(dir, name);
  const file = (name: string, key: string) => path.join(dir, name, `${key}.json`);
  const sentFile = (key: string) => path.join(dir, 'sent', key);
  let ready: Promise<void> | undefined;

  const prepare = () => {
    ready ??= (async () => {
      for (const name of ['pending', 'claimed', 'sent', 'failed', 'tmp']) {
        await fs.mkdir(folder(name), { recursive: true });
      }
      await syncDirectory(dir);
      await forgetOldSentKeys();
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  async function forgetOldSentKeys() {
    const before = Date.now() - SENT_KEYS_KEPT_MS;
    for (const key of await fs.readdir(folder('sent'))) {
      const stat = await fs.stat(sentFile(key)).catch(() => null);
      if (stat && stat.mtimeMs < before) await fs.rm(sentFile(key), { force: true });
    }
  }

  /** Claims whose holder stopped before the lease ended go back to the queue. */
  async function recoverExpiredClaims() {
    const expired = Date.now() - leaseMs;
    for (const name of await fs.readdir(folder('claimed'))) {
      const claimed = path.join(folder('claimed'), name);
      const stat = await fs.stat(claimed).catch(() => null);
      if (stat && stat.mtimeMs < expired) {
        await fs.rename(claimed, path.join(folder('pending'), name)).catch(ignoreMissing);
      }
    }
  }

  const write = (target: string, job: MailJob) =>
    writeDurably(
      path.join(folder('tmp'), `${job.key}.${process.pid}.${Date.now()}.tmp`),
      target,
      `${JSON.stringify(job)}\n`,
    );

  return {
    prepare,
    async add(job) {
      await prepare();
      const known = await Promise.all(
        [sentFile(job.key), file('pending', job.key), file('claimed', job.key)].map(exists),
      );
      if (known.some(Boolean)) return;
      await write(file('pending', job.key), job);
    },
    async pending() {
      await prepare();
      await recoverExpiredClaims();
      const names = await fs.readdir(folder('pending'));
      return names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .sort();
    },
    async claim(key) {
      const pending = file('pending', key);
      const claimed = file('claimed', key);
      // The lease starts now: dated before the rename, so no one takes it for an expired claim.
      const now = new Date();
      try {
        await fs.utimes(pending, now, now);
        await fs.rename(pending, claimed);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      if (await exists(sentFile(key))) {
        await fs.rm(claimed, { force: true });
        return null;
      }
      try {
        return JSON.parse(await fs.readFile(claimed, 'utf8')) as MailJob;
      } catch (error) {
        if (!(error instanceof SyntaxError)) throw error;
        await fs.rename(claimed, file('failed', key));
        return null;
      }
    },
    async markSent(key) {
      const marker = await fs.open(sentFile(key), 'w', 0o600);
      try {
        await marker.sync();
      } finally {
        await marker.close();
      }
      await syncDirectory(folder('sent'));
      await fs.rm(file('claimed', key), { force: true });
    },
    async release(job) {
      await write(file('pending', job.key), job);
      await fs.rm(file('claimed', job.key), { force: true });
    },
    async moveToFailed(job, reason) {
      await write(file('failed', job.key), { ...job, failure: reason } as MailJob);
      await fs.rm(file('claimed', job.key), { force: true });
    },
  };
}

async function exists(target: string): Promise<boolean> {
  try {
    await fs.access(target);
    return true;
  } catch {
    return false;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}

function ignoreMissing(error: unknown) {
  if (!isMissing(error)) throw error;
}
