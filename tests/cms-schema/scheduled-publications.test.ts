import { SCHEDULABLE_TYPES, contentTypes } from '@dkg/content-model';

// The CMS's scheduler, in the CMS's own module (CommonJS, as Strapi loads it).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const scheduling = require('../../cms/src/lib/scheduled-publications.js') as {
  MAX_TIMER_MS: number;
  STALE_RUN_MS: number;
  uidOfEntryType(entryType: string): string;
  nextDelay(times: Array<string | number | Date>, now: number, maxMs?: number): number | null;
  dueSchedules<T extends Schedule>(schedules: T[], now: number): T[];
  claimQuery(schedule: Schedule, now: number): Query;
  staleRunsQuery(now: number): Query;
  outcome(schedule: Schedule, count: number, now: number): { state: string; note: string };
};

interface Schedule {
  id: number;
  state: string;
  scheduledAt: string;
  action?: string;
  language?: string;
  note?: string;
  updatedAt?: Date;
}

interface Query {
  where: Record<string, unknown>;
  data: Record<string, unknown>;
}

const NOW = Date.parse('2026-12-04T16:00:00.000Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

/**
 * A table that applies an update's `where` and `data` in one step, as one SQL UPDATE does: two
 * processes claiming at once see each other's change.
 */
function table(rows: Schedule[]) {
  const matches = (row: Schedule, where: Record<string, unknown>) =>
    Object.entries(where).every(([key, wanted]) => {
      const value = row[key as keyof Schedule];
      if (wanted && typeof wanted === 'object' && '$lt' in wanted)
        return value instanceof Date && value < (wanted as { $lt: Date }).$lt;
      return value === wanted;
    });
  return {
    rows,
    async updateMany({ where, data }: Query) {
      await Promise.resolve();
      const hit = rows.filter((row) => matches(row, where));
      for (const row of hit) Object.assign(row, data);
      return { count: hit.length };
    },
  };
}

describe('the scheduled publications’ timer', () => {
  it('when schedules wait, then the timer is armed for the earliest of them', () => {
    expect(scheduling.nextDelay([at(90_000), at(8_000), at(3_600_000)], NOW)).toBe(8_000);
  });

  it('when a schedule is overdue (the CMS was down at its time), then it runs at once', () => {
    expect(scheduling.nextDelay([at(-120_000), at(5_000)], NOW)).toBe(0);
  });

  it('when nothing waits, then there is no timer to arm', () => {
    expect(scheduling.nextDelay([], NOW)).toBeNull();
    expect(scheduling.nextDelay(['not a date'], NOW)).toBeNull();
  });

  it('when the next time is beyond setTimeout’s 24.8 days, then the timer waits the longest it can and looks again', () => {
    expect(scheduling.MAX_TIMER_MS).toBe(2_147_483_647);
    expect(scheduling.nextDelay([at(40 * 86_400_000)], NOW)).toBe(scheduling.MAX_TIMER_MS);
    expect(scheduling.nextDelay([at(40 * 86_400_000)], NOW, 60_000)).toBe(60_000);
    expect(scheduling.nextDelay([at(10_000)], NOW, 60_000)).toBe(10_000);
  });

  it('when the timer fires, then the waiting schedules whose time has come run, earliest first', () => {
    const schedules = [
      { id: 1, state: 'waiting', scheduledAt: at(1_000) },
      { id: 2, state: 'waiting', scheduledAt: at(0) },
      { id: 3, state: 'done', scheduledAt: at(-5_000) },
      { id: 4, state: 'waiting', scheduledAt: at(-60_000) },
    ];
    expect(scheduling.dueSchedules(schedules, NOW).map((schedule) => schedule.id)).toEqual([4, 2]);
  });

  it('when an entry type is named, then it is the type the CMS publishes', () => {
    for (const entryType of SCHEDULABLE_TYPES) {
      expect(contentTypes[scheduling.uidOfEntryType(entryType)]?.singularName).toBe(entryType);
    }
    expect(SCHEDULABLE_TYPES).toEqual(
      expect.arrayContaining(['event', 'property', 'page-about', 'home-page']),
    );
    expect(SCHEDULABLE_TYPES).not.toEqual(
      expect.arrayContaining(['contact-request', 'redirect', 'scheduled-publication']),
    );
  });
});

describe('claiming a schedule', () => {
  it('when two CMS processes claim the same schedule at once, then exactly one gets it', async () => {
    const rows = table([{ id: 7, state: 'waiting', scheduledAt: at(0) }]);
    const claims = await Promise.all([
      rows.updateMany(scheduling.claimQuery(rows.rows[0], NOW)),
      rows.updateMany(scheduling.claimQuery({ ...rows.rows[0] }, NOW)),
    ]);
    expect(claims.map((claim) => claim.count).sort()).toEqual([0, 1]);
    expect(rows.rows[0].state).toBe('running');
  });

  it('when a schedule was cancelled or already ran, then claiming it changes nothing', async () => {
    const rows = table([{ id: 8, state: 'done', scheduledAt: at(0) }]);
    expect(await rows.updateMany(scheduling.claimQuery(rows.rows[0], NOW))).toEqual({ count: 0 });
    expect(scheduling.claimQuery(rows.rows[0], NOW).where).toEqual({ id: 8, state: 'waiting' });
  });

  it('when a process stopped while a schedule ran, then the run is marked failed after a while, not run twice', async () => {
    const rows = table([
      { id: 1, state: 'running', scheduledAt: at(0), updatedAt: new Date(NOW - scheduling.STALE_RUN_MS - 1) },
      { id: 2, state: 'running', scheduledAt: at(0), updatedAt: new Date(NOW - 1_000) },
    ]);
    expect(await rows.updateMany(scheduling.staleRunsQuery(NOW))).toEqual({ count: 1 });
    expect(rows.rows.map((row) => row.state)).toEqual(['failed', 'running']);
    expect(rows.rows[0].note).toMatch(/stopped while this ran/);
  });

  it('when a run ends, then its note says what was done, in which language, in UTC', () => {
    const schedule = { id: 1, state: 'running', scheduledAt: at(0) };
    expect(scheduling.outcome({ ...schedule, action: 'publish', language: 'ru' }, 1, NOW)).toEqual({
      state: 'done',
      note: 'Published in Russian at 2026-12-04 16:00:00 UTC.',
    });
    expect(scheduling.outcome({ ...schedule, action: 'publish', language: 'all' }, 0, NOW).state).toBe(
      'failed',
    );
    expect(scheduling.outcome({ ...schedule, action: 'unpublish', language: 'el' }, 0, NOW)).toEqual({
      state: 'done',
      note: 'It was not on the site in Greek: nothing to unpublish (2026-12-04 16:00:00 UTC).',
    });
  });
});
