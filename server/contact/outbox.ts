import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ContactSubmission } from './contact-body';
import type { EnquiryProperty } from './enquiry-property';

/** An enquiry kept on disk until the content service has it. */
export interface StoredEnquiry extends Omit<ContactSubmission, 'about' | 'viewing'> {
  requestId: string;
  receivedAt: string;
  /** The property or project it is about, as the server found it (absent in enquiries kept by an older version). */
  property?: EnquiryProperty | null;
  viewing?: ContactSubmission['viewing'];
}

/**
 * Enquiries on disk, one JSON file each: `pending/` until delivered (then removed), `failed/` when the
 * content service refused one for good. A file appears in `pending/` only once it is complete and
 * flushed to the disk, so an enquiry that was acknowledged survives a crash or a power cut.
 */
export interface Outbox {
  readonly dir: string;
  /** Creates the folders (once) and clears what an interrupted write left; fails when the disk refuses. */
  prepare(): Promise<void>;
  add(enquiry: StoredEnquiry): Promise<void>;
  /** File names in `pending/`, oldest first. */
  pending(): Promise<string[]>;
  /** The enquiry in a pending file; null when it is gone (another forwarder delivered it). */
  read(name: string): Promise<StoredEnquiry | null>;
  remove(name: string): Promise<void>;
  moveToFailed(name: string): Promise<void>;
  /** A pending enquiry read but not delivered yet (it will be tried again, by any forwarder). */
  release?(name: string): Promise<void>;
}

export function createOutbox(dir: string): Outbox {
  const pendingDir = path.join(dir, 'pending');
  const failedDir = path.join(dir, 'failed');
  const tempDir = path.join(dir, 'tmp');
  let ready: Promise<void> | undefined;

  const prepare = () => {
    ready ??= createFolders(dir, [pendingDir, failedDir, tempDir]).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };

  return {
    dir,
    prepare,
    async add(enquiry) {
      await prepare();
      const name = fileName(enquiry);
      await writeDurably(
        path.join(tempDir, `${name}.tmp`),
        path.join(pendingDir, name),
        `${JSON.stringify(enquiry)}\n`,
      );
    },
    async pending() {
      await prepare();
      const names = await fs.readdir(pendingDir);
      return names.filter((name) => name.endsWith('.json')).sort();
    },
    async read(name) {
      try {
        return JSON.parse(await fs.readFile(path.join(pendingDir, name), 'utf8')) as StoredEnquiry;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await fs.rm(path.join(pendingDir, name), { force: true });
    },
    async moveToFailed(name) {
      await fs.rename(path.join(pendingDir, name), path.join(failedDir, name));
      await syncDirectory(failedDir);
    },
  };
}

/** Sorts by arrival: the time first, in a form that is safe in a file name. */
function fileName(enquiry: StoredEnquiry): string {
  return `${enquiry.receivedAt.replace(/[:.]/g, '-')}_${enquiry.requestId}.json`;
}

async function createFolders(dir: string, folders: string[]) {
  for (const folder of folders) await fs.mkdir(folder, { recursive: true });
  await syncDirectory(dir);
  // A temporary file is an enquiry that was never acknowledged: the visitor saw an error.
  const temps = await fs.readdir(path.join(dir, 'tmp'));
  await Promise.all(temps.map((name) => fs.rm(path.join(dir, 'tmp', name), { force: true })));
}

/** Write to a temporary file, flush it, rename it into place, flush the directory. */
export async function writeDurably(tempFile: string, target: string, content: string) {
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

export async function syncDirectory(dir: string) {
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

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}
