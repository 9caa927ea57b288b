import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createOutbox, type StoredEnquiry } from './enquiry-outbox';

let dir: string;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dkg-outbox-'));
});

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

function enquiry(requestId: string, receivedAt: string): StoredEnquiry {
  return {
    name: 'Иван Петров',
    email: 'ivan@example.test',
    phone: '+7 495 123 45 67',
    message: 'Здравствуйте',
    locale: 'ru',
    page: '/contacts',
    subject: null,
    requestId,
    receivedAt,
  };
}

describe('the outbox', () => {
  it('when an enquiry is added, then it is a complete private file in pending/ and no temporary file is left', async () => {
    const outbox = createOutbox(dir);
    const added = enquiry('r-1', '2030-01-01T10:00:00.000Z');
    await outbox.add(added);
    const [name] = await outbox.pending();
    expect(name).toBe('2030-01-01T10-00-00-000Z_r-1');
    expect(await fs.readdir(path.join(dir, 'pending'))).toEqual(['2030-01-01T10-00-00-000Z_r-1.json']);
    expect(await outbox.claim(name)).toEqual(added);
    expect(await fs.readdir(path.join(dir, 'tmp'))).toEqual([]);
    const { mode } = await fs.stat(path.join(dir, 'pending', `${name}.json`));
    expect(mode & 0o777).toBe(0o600);
  });

  it('when several enquiries wait, then pending lists them oldest first', async () => {
    const outbox = createOutbox(dir);
    await outbox.add(enquiry('late', '2030-01-02T00:00:00.000Z'));
    await outbox.add(enquiry('early', '2030-01-01T00:00:00.000Z'));
    expect(await outbox.pending()).toEqual([
      '2030-01-01T00-00-00-000Z_early',
      '2030-01-02T00-00-00-000Z_late',
    ]);
  });

  it('when an enquiry is removed or moved to failed, then pending no longer lists it', async () => {
    const outbox = createOutbox(dir);
    await outbox.add(enquiry('a', '2030-01-01T00:00:00.000Z'));
    await outbox.add(enquiry('b', '2030-01-01T00:00:01.000Z'));
    const [first, second] = await outbox.pending();
    await outbox.done(first);
    await outbox.fail(second);
    expect(await outbox.pending()).toEqual([]);
    expect(await fs.readdir(path.join(dir, 'failed'))).toEqual([`${second}.json`]);
    expect(await outbox.claim(first)).toBeNull();
    await expect(outbox.done(first)).resolves.toBeUndefined();
  });

  it('when a write was interrupted before, then the next start clears its temporary file and keeps pending ones', async () => {
    await createOutbox(dir).add(enquiry('kept', '2030-01-01T00:00:00.000Z'));
    await fs.writeFile(path.join(dir, 'tmp', 'half-written.json.tmp'), '{"name": "An');
    const restarted = createOutbox(dir);
    await restarted.prepare();
    expect(await fs.readdir(path.join(dir, 'tmp'))).toEqual([]);
    expect(await restarted.pending()).toEqual(['2030-01-01T00-00-00-000Z_kept']);
  });

  it('when the folder cannot be created, then adding fails instead of pretending', async () => {
    const blocker = path.join(dir, 'a-file');
    await fs.writeFile(blocker, '');
    const outbox = createOutbox(path.join(blocker, 'outbox'));
    await expect(outbox.add(enquiry('x', '2030-01-01T00:00:00.000Z'))).rejects.toThrow();
  });
});
