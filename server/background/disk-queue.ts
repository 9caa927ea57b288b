import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { QueueKind, QueueStore } from './durable-queue';

/**
 * A queue on disk, one JSON file per item: `pending/` waiting, `failed/` set aside, `tmp/` being
 * written. A file appears in `pending/` only once it is complete and flushed to the disk, so an item
 * that was acknowledged survives a crash or a power cut.
 *
 * With `leaseMs`, several processes may share the folder (replicas on one volume): an item is claimed
 * by renaming it into `claimed/`, which only one process can do, and a claim older than the lease
 * goes back to `pending/`. Without it, an item is read where it waits (two processes may both handle
 * it), and a start clears what an interrupted write left in `tmp/`. A kind that keeps its done keys
 * marks each with an empty file in `sent/`.
 */
export function createDiskQueue<T>(
  dir: string,
  kind: QueueKind<T>,
  { leaseMs }: { leaseMs?: number } = {},
): QueueStore<T> {
  const fileName = kind.fileName ?? ((key: string) => key);
  const folder = (name: string) => path.join(dir, name);
  const file = (name: string, item: string) => path.join(dir, name, `${item}.json`);
  const doneMarker = (item: string) => path.join(dir, 'sent', item);
  /** Where an item is while this process holds it. */
  const held = leaseMs === undefined ? 'pending' : 'claimed';
  const folders = [
    'pending',
    ...(leaseMs === undefined ? [] : ['claimed']),
    ...(kind.keepDoneMs ? ['sent'] : []),
    'failed',
    'tmp',
  ];
  let ready: Promise<void> | undefined;

  const prepare = () => {
    ready ??= (async () => {
      for (const name of folders) await fs.mkdir(folder(name), { recursive: true });
      await syncDirectory(dir);
      if (kind.keepDoneMs) await forgetDoneKeys(kind.keepDoneMs);
      // A temporary file is an item that was never acknowledged (the visitor saw an error); with
      // processes sharing the folder, it may be another's write under way.
      if (leaseMs === undefined) {
        const temps = await fs.readdir(folder('tmp'));
        await Promise.all(temps.map((name) => fs.rm(path.join(folder('tmp'), name), { force: true })));
      }
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  async function forgetDoneKeys(keptMs: number) {
    const before = Date.now() - keptMs;
    for (const name of await fs.readdir(folder('sent'))) {
      const stat = await fs.stat(doneMarker(name)).catch(() => null);
      if (stat && stat.mtimeMs < before) await fs.rm(doneMarker(name), { force: true });
    }
  }

  /** Claims whose holder stopped before the lease ended go back to the queue. */
  async function recoverExpiredClaims(leaseMs: number) {
    const expired = Date.now() - leaseMs;
    for (const name of await fs.readdir(folder('claimed'))) {
      const claimed = path.join(folder('claimed'), name);
      const stat = await fs.stat(claimed).catch(() => null);
      if (stat && stat.mtimeMs < expired) {
        await fs.rename(claimed, path.join(folder('pending'), name)).catch(ignoreMissing);
      }
    }
  }

  const write = (target: string, name: string, item: T) =>
    writeDurably(
      path.join(folder('tmp'), `${name}.${process.pid}.${Date.now()}.tmp`),
      target,
      `${JSON.stringify(item)}\n`,
    );

  const isDone = (name: string) => (kind.keepDoneMs ? exists(doneMarker(name)) : Promise.resolve(false));

  return {
    where: dir,
    prepare,
    async add(item) {
      await prepare();
      const name = fileName(kind.keyOf(item));
      const known = await Promise.all([
        isDone(name),
        exists(file('pending', name)),
        exists(file(held, name)),
      ]);
      if (known.some(Boolean)) return;
      await write(file('pending', name), name, item);
    },
    async pending() {
      await prepare();
      if (leaseMs !== undefined) await recoverExpiredClaims(leaseMs);
      const names = await fs.readdir(folder('pending'));
      return names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .sort();
    },
    async claim(name) {
      if (leaseMs !== undefined) {
        // The lease starts now: dated before the rename, so no one takes it for an expired claim.
        const now = new Date();
        try {
          await fs.utimes(file('pending', name), now, now);
          await fs.rename(file('pending', name), file('claimed', name));
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      }
      if (await isDone(name)) {
        await fs.rm(file(held, name), { force: true });
        return null;
      }
      try {
        return JSON.parse(await fs.readFile(file(held, name), 'utf8')) as T;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async done(name) {
      if (kind.keepDoneMs) {
        const marker = await fs.open(doneMarker(name), 'w', 0o600);
        try {
          await marker.sync();
        } finally {
          await marker.close();
        }
        await syncDirectory(folder('sent'));
      }
      await fs.rm(file(held, name), { force: true });
    },
    async release(name, item) {
      if (item !== undefined) await write(file('pending', name), name, item);
      if (leaseMs === undefined) return;
      if (item !== undefined) await fs.rm(file('claimed', name), { force: true });
      else await fs.rename(file('claimed', name), file('pending', name)).catch(ignoreMissing);
    },
    async fail(name, item) {
      if (item !== undefined) {
        await write(file('failed', name), name, item);
        await fs.rm(file(held, name), { force: true });
        return;
      }
      await fs.rename(file(held, name), file('failed', name));
      await syncDirectory(folder('failed'));
    },
  };
}

/** Write to a temporary file, flush it, rename it into place, flush the directory. */
async function writeDurably(tempFile: string, target: string, content: string) {
  const handle = await fs.open(tempFile, 'wx', 0o600);
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await fs.rm(tempFile, { force: true });
    throw error;
  }
  await handle.close();
  await fs.rename(tempFile, target);
  await syncDirectory(path.dirname(target));
}

async function syncDirectory(dir: string) {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } catch (error) {
    // Some platforms (Windows) cannot flush a directory; a rename there is as durable as it gets.
    if (!['EISDIR', 'EPERM', 'EINVAL', 'EBADF'].includes((error as NodeJS.ErrnoException).code ?? ''))
      throw error;
  } finally {
    await handle.close();
  }
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
