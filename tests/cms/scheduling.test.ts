import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { waitFor } from '../support/wait-for';
import { adminNotice, editorsShot, logIn } from './support/admin-panel';
import { cmsRequest, httpFetch } from './support/cms';
import { fetchPage } from './support/page-text';
import { adminPanelBuilt, restartCms, stack } from './support/stack';

/**
 * Publishing on a schedule, as an editor sets it from an entry's edit view: a Russian title saved as
 * a draft goes live at its time in Russian only; a schedule survives a restart of the CMS (an overdue
 * one runs as the CMS starts, a later one at its time); an unpublish in Greek takes only the Greek
 * page off the site; a time in the past is refused. Screenshots for docs/editors.md.
 */

type Values = Record<string, unknown>;

/** The editors' time zone in the browser: the company works in Greece. */
const TIME_ZONE = 'Europe/Athens';
/** The bar is 2 s from the scheduled time (reported below); the wait is generous for a loaded machine. */
const LIVE_WITHIN_MS = 20_000;
const SCHEDULES = '/api/scheduled-publications';

let browser: Browser;
let page: Page;
const latencies: Record<string, number> = {};

const shot = (name: string) => editorsShot(page, name);

const confirmation = (text: RegExp) => adminNotice(page, text);

function sitePath(locale: string, rest: string): string {
  return `${locale === 'en' ? '' : `/${locale}`}${rest}`;
}

async function pageOf(pagePath: string): Promise<{ status: number; text: string }> {
  const fetched = await fetchPage(`${stack().siteUrl}${pagePath}`);
  return { status: fetched.status, text: fetched.text };
}

/** Waits until the site's page passes `check`; the time from `since` is reported. */
async function untilShown(
  what: string,
  pagePath: string,
  check: (shown: { status: number; text: string }) => boolean,
  since: number,
) {
  await waitFor(what, async () => check(await pageOf(pagePath)), {
    timeoutMs: LIVE_WITHIN_MS + Math.max(0, since - Date.now()),
    intervalMs: 50,
  });
  latencies[what] = Date.now() - since;
}

async function rest<T = { data: Values }>(method: string, pathAndQuery: string, body?: unknown): Promise<T> {
  const { cmsUrl, access } = stack();
  return cmsRequest<T>(cmsUrl, access.fullToken, method, pathAndQuery, body);
}

async function firstOf(plural: string, locale: string, sort: string): Promise<Values> {
  const answer = await rest<{ data: Values[] }>(
    'GET',
    `/api/${plural}?locale=${locale}&sort=${sort}&pagination[pageSize]=1`,
  );
  return answer.data[0];
}

/** The schedules of an entry, as the CMS keeps them. */
async function schedulesOf(entryDocumentId: string): Promise<Values[]> {
  const answer = await rest<{ data: Values[] }>(
    'GET',
    `${SCHEDULES}?filters[entryDocumentId][$eq]=${entryDocumentId}&sort=scheduledAt:asc&pagination[pageSize]=100`,
  );
  return answer.data;
}

/**
 * A time as the panel's date and time boxes take it, in the editors' time zone: 2026-12-04 and
 * 18:00:08 (the boxes show minutes; they keep the seconds typed, which the tests need).
 */
function localInput(time: number): { day: string; time: string } {
  const [day, clock] = new Intl.DateTimeFormat('sv-SE', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(time))
    .split(' ');
  return { day, time: clock };
}

/** A time a few seconds ahead, whole seconds: what the panel can be given. */
function secondsAhead(seconds: number): number {
  return Math.ceil(Date.now() / 1000) * 1000 + seconds * 1000;
}

/** Opens an entry's edit view in a language, at its panel. */
async function openEntry(type: string, documentId: string, locale: string) {
  const { cmsUrl } = stack();
  await page.goto(
    `${cmsUrl}/admin/content-manager/collection-types/api::${type}.${type}/${documentId}?plugins[i18n][locale]=${locale}`,
  );
  await page.getByText('Publish on a schedule').waitFor();
  await page.getByLabel('Scheduled time').waitFor();
}

/** Fills the panel and schedules; the time is the instant, typed in the editors' time zone. */
async function scheduleInPanel(time: number, language: RegExp, action: 'Publish' | 'Unpublish') {
  const typed = localInput(time);
  await page.getByLabel('Scheduled date').fill(typed.day);
  await page.getByLabel('Scheduled time').fill(typed.time);
  await page.getByRole('radio', { name: language }).click();
  await page.getByRole('radio', { name: action, exact: true }).click();
}

beforeAll(async () => {
  if (!adminPanelBuilt())
    throw new Error('The admin panel is not built: npm run cms:build (npm run test:cms does)');
  browser = await launchBrowser();
  page = await browser.newPage({
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    timezoneId: TIME_ZONE,
  });
  page.setDefaultTimeout(60_000);
  await logIn(page, stack().cmsUrl);
});

afterAll(async () => {
  await browser?.close();
  process.stdout.write(
    `[cms suite] scheduling, scheduled time to the page showing it (ms): ${JSON.stringify(latencies)}\n`,
  );
});

describe('publishing on a schedule', () => {
  it('when an editor saves a Russian title as a draft and schedules its publication in Russian, then the Russian page shows it at that time and the English and Greek pages do not change', async () => {
    const event = await firstOf('events', 'ru', 'date:desc');
    const documentId = String(event.documentId);
    const eventPath = (locale: string) => sitePath(locale, `/events/${String(event.alias)}`);
    const before: Record<string, string> = {};
    for (const locale of ['en', 'ru', 'el']) {
      const shown = await pageOf(eventPath(locale));
      expect([locale, shown.status]).toEqual([locale, 200]);
      before[locale] = shown.text;
    }
    const newTitle = `${String(event.title)} — перенесено на весну`;

    await openEntry('event', documentId, 'ru');
    await page.getByLabel('Title', { exact: true }).fill(newTitle);
    await page.getByRole('button', { name: 'Save' }).click();
    await confirmation(/Saved document|Saved/);
    const scheduledAt = secondsAhead(8);
    await scheduleInPanel(scheduledAt, /This language \(Russian\)/, 'Publish');
    await shot('21-schedule-panel');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const waiting = page.getByRole('list', { name: 'Waiting schedules' }).getByText('Publish in Russian');
    await waiting.waitFor();
    // A draft until its time.
    expect((await pageOf(eventPath('ru'))).text).not.toContain(newTitle);

    await untilShown(
      'a Russian title published on schedule',
      eventPath('ru'),
      (shown) => shown.status === 200 && shown.text.includes(newTitle),
      scheduledAt,
    );
    expect(Date.now()).toBeGreaterThanOrEqual(scheduledAt);
    for (const locale of ['en', 'el']) {
      expect([locale, await pageOf(eventPath(locale))]).toEqual([
        locale,
        { status: 200, text: before[locale] },
      ]);
    }
    expect(await schedulesOf(documentId)).toEqual([
      expect.objectContaining({
        entryType: 'event',
        language: 'ru',
        action: 'publish',
        state: 'done',
        note: expect.stringMatching(/^Published in Russian at /),
      }),
    ]);
    await page.reload();
    await page.getByText('Nothing scheduled').waitFor();
  });

  it('when the CMS restarts between the setting and the time, then an overdue schedule runs as it starts and a later one at its time', async () => {
    const property = await firstOf('properties', 'el', 'reference:desc');
    const documentId = String(property.documentId);
    const reference = String(property.reference);
    const propertyPath = (locale: string) => sitePath(locale, `/properties/${reference}`);
    const titles = { el: `${String(property.title)} (νέα τιμή)`, ru: '' };
    const russian = await firstOf('properties', 'ru', 'reference:desc');
    titles.ru = `${String(russian.title)} (новая цена)`;
    const original = { el: String(property.title), ru: String(russian.title) };
    for (const locale of ['el', 'ru'] as const) {
      await rest('PUT', `/api/properties/${documentId}?locale=${locale}&status=draft`, {
        data: { title: titles[locale] },
      });
    }
    const overdueAt = Date.now() + 4_000;
    // Due after the CMS is back, unless its start takes longer (on a loaded machine): then it runs as
    // the CMS starts, like the overdue one.
    const laterAt = overdueAt + 60_000;
    for (const [language, scheduledAt] of [
      ['el', overdueAt],
      ['ru', laterAt],
    ] as const) {
      await rest('POST', SCHEDULES, {
        data: {
          entryType: 'property',
          entryDocumentId: documentId,
          language,
          action: 'publish',
          scheduledAt: new Date(scheduledAt).toISOString(),
        },
      });
    }

    const restart = await restartCms(() =>
      waitFor('the Greek schedule’s time passed while the CMS is down', () => Date.now() > overdueAt, {
        timeoutMs: 30_000,
        intervalMs: 100,
      }),
    );
    expect(restart.stoppedAt).toBeLessThan(overdueAt);
    process.stdout.write(
      `[cms suite] scheduling: CMS down ${restart.upAt - restart.stoppedAt} ms; the later schedule is due ${laterAt - restart.upAt} ms after it is back\n`,
    );
    await untilShown(
      'an overdue Greek schedule, from the CMS back',
      propertyPath('el'),
      (shown) => shown.status === 200 && shown.text.includes(titles.el),
      restart.upAt,
    );
    const russianBefore = (await pageOf(propertyPath('ru'))).text;
    if (Date.now() < laterAt) expect(russianBefore).not.toContain(titles.ru);
    await untilShown(
      'a Russian schedule set before the restart',
      propertyPath('ru'),
      (shown) => shown.status === 200 && shown.text.includes(titles.ru),
      Math.max(laterAt, restart.upAt),
    );
    expect(Date.now()).toBeGreaterThanOrEqual(laterAt);
    const schedules = await schedulesOf(documentId);
    // The CMS's own account of each run (how late it ran), beside the time to the page above.
    const runs = restart.logs.join('').match(/\[schedule\][^\n]*/g) ?? [];
    process.stdout.write(`[cms suite] scheduling, the restarted CMS: ${runs.join('; ')}\n`);
    expect(schedules.map((schedule) => [schedule.language, schedule.state])).toEqual([
      ['el', 'done'],
      ['ru', 'done'],
    ]);

    // As seeded, for the files after this one.
    for (const locale of ['el', 'ru'] as const) {
      await rest('PUT', `/api/properties/${documentId}?locale=${locale}`, {
        data: { title: original[locale] },
      });
    }
  }, 600_000);

  it('when an unpublish is scheduled in Greek, then only the Greek page goes off the site (410) at its time; a schedule cancelled in the panel never runs', async () => {
    const event = await firstOf('events', 'el', 'date:desc');
    const documentId = String(event.documentId);
    const eventPath = (locale: string) => sitePath(locale, `/events/${String(event.alias)}`);
    for (const locale of ['en', 'ru', 'el'])
      expect([locale, (await pageOf(eventPath(locale))).status]).toEqual([locale, 200]);

    await openEntry('event', documentId, 'el');
    const inAnHour = Date.now() + 3_600_000;
    await scheduleInPanel(inAnHour, /All languages/, 'Unpublish');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    const list = page.getByRole('list', { name: 'Waiting schedules' });
    await list.getByText('Unpublish in all languages').waitFor();
    const scheduledAt = secondsAhead(8);
    await scheduleInPanel(scheduledAt, /This language \(Greek\)/, 'Unpublish');
    await page.getByRole('button', { name: 'Schedule', exact: true }).click();
    await list.getByText('Unpublish in Greek').waitFor();
    await shot('22-schedule-two-waiting');
    await page.getByRole('button', { name: /^Cancel: Unpublish in all languages/ }).click();
    await list.getByText('Unpublish in all languages').waitFor({ state: 'detached' });

    await untilShown(
      'a Greek page taken off the site on schedule',
      eventPath('el'),
      (shown) => shown.status === 410,
      scheduledAt,
    );
    for (const locale of ['en', 'ru'])
      expect([locale, (await pageOf(eventPath(locale))).status]).toEqual([locale, 200]);
    expect(
      (await schedulesOf(documentId))
        .filter((schedule) => schedule.action === 'unpublish')
        .map((schedule) => [schedule.language, schedule.state]),
    ).toEqual([['el', 'done']]);

    // Back on the site, for the files after this one.
    await rest('PUT', `/api/events/${documentId}?locale=el`, { data: {} });
    await waitFor('the Greek page back', async () => (await pageOf(eventPath('el'))).status === 200, {
      timeoutMs: LIVE_WITHIN_MS,
    });
  });

  it('when a time in the past is sent, then the CMS refuses it with a message that says so, and the public reads no schedule', async () => {
    const event = await firstOf('events', 'en', 'date:desc');
    const { cmsUrl } = stack();
    const response = await httpFetch(`${cmsUrl}${SCHEDULES}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack().access.fullToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: {
          entryType: 'event',
          entryDocumentId: event.documentId,
          language: 'en',
          action: 'publish',
          scheduledAt: new Date(Date.now() - 60_000).toISOString(),
        },
      }),
    });
    const body = (await response.json()) as { error: { name: string; message: string } };
    expect(response.status).toBe(400);
    expect(body.error.name).toBe('ValidationError');
    expect(body.error.message).toMatch(
      /^The time \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC is in the past .*choose a time in the future\.$/,
    );
    expect((await httpFetch(`${cmsUrl}${SCHEDULES}`)).status).toBe(403);
  });
});
