import request from 'supertest';
import { startTestSite, type TestSite } from '../support/site';
import { waitFor } from '../support/wait-for';

const SECRET = 'a-long-revalidation-secret-for-tests';
const EVENT = 'api::event.event';
const REDIRECT = 'api::redirect.redirect';

// Pages render for real, in the background, on a machine shared with other work.
jest.setTimeout(30_000);

describe('old addresses through the page cache', () => {
  let site: TestSite;

  beforeAll(async () => {
    site = await startTestSite({ env: { REVALIDATE_SECRET: SECRET } });
  });
  afterAll(() => site.close());

  const get = (path: string) => request(site.app).get(path).redirects(0);
  const webhook = (body: object) =>
    request(site.app).post('/api/revalidate').set('X-Revalidate-Secret', SECRET).send(body);

  /** A redirect saved as the CMS saves one (live on save), then its webhook. */
  async function saveRedirect(from: string, to: string, kind: 'permanent' | 'temporary' | 'gone') {
    const row = site.content.store.create(REDIRECT, { from, to, kind });
    const answer = await webhook({
      event: 'entry.create',
      uid: REDIRECT,
      entry: { id: row.id, from, to, kind },
    });
    expect(answer.status).toBe(202);
    return row;
  }

  function russianEvent() {
    const row = site.content.store
      .list(EVENT)
      .find((candidate) => candidate.locale === 'ru' && candidate.alias);
    if (!row) throw new Error('the demo content has no Russian event');
    return row;
  }

  it('when an event is renamed and its redirect recorded, then its old address answers 301 in that language, through the page cache', async () => {
    const event = russianEvent();
    const oldAlias = String(event.alias);
    const newAlias = `${oldAlias}-renamed`;
    const before = await get(`/ru/events/${oldAlias}`);
    expect(before.status).toBe(200);
    expect((await get(`/ru/events/${oldAlias}`)).headers['x-cache']).toBe('HIT');

    // Strapi copies the shared alias to the other locales' drafts; only Russian is published here.
    site.content.store.update(EVENT, event.id, { alias: newAlias });
    await webhook({
      event: 'entry.publish',
      uid: EVENT,
      entry: { id: event.id, alias: newAlias, locale: 'ru' },
    });
    await saveRedirect(`/ru/events/${oldAlias}`, `/ru/events/${newAlias}`, 'permanent');
    await site.site.background.idle();

    const moved = await waitFor('the old address redirected', async () => {
      const answer = await get(`/ru/events/${oldAlias}?utm_source=mail`);
      return answer.status === 301 && answer;
    });
    expect(moved.headers.location).toBe(`/ru/events/${newAlias}?utm_source=mail`);
    expect(moved.headers['cache-control']).toBe('public, max-age=3600');
    expect((await get(`/ru/events/${newAlias}`)).status).toBe(200);

    // A client navigation asks for the old address's data: it is told where to go.
    const data = await get(
      `/_data?path=${encodeURIComponent(`/ru/events/${oldAlias}`)}&routes=events-alias___ru`,
    );
    expect(data.body).toEqual({ redirect: `/ru/events/${newAlias}`, status: 301 });
  });

  it('when an address is gone, then it answers 410 with the error page in its language, never its old copy', async () => {
    const alias = 'an-event-taken-off';
    const row = site.content.store.create(EVENT, {
      alias,
      title: 'Снятое событие',
      locale: 'ru',
      date: '2031-05-01T10:00:00.000Z',
    });
    expect((await get(`/ru/events/${alias}`)).status).toBe(200);
    expect((await get(`/ru/events/${alias}`)).headers['x-cache']).toBe('HIT');

    site.content.store.remove(EVENT, row.id);
    await webhook({ event: 'entry.unpublish', uid: EVENT, entry: { id: row.id, alias, locale: 'ru' } });
    await saveRedirect(`/ru/events/${alias}`, '', 'gone');
    const gone = await waitFor('the address gone', async () => {
      const answer = await get(`/ru/events/${alias}`);
      return answer.status !== 200 && answer;
    });
    expect(gone.status).toBe(410);
    expect(gone.headers['x-cache']).toBe('BYPASS');
    expect(gone.text).toContain('lang="ru"');
    expect(gone.text).toContain('Эта страница удалена');
    expect(gone.text).not.toContain('Снятое событие');
  });

  it('when an entry is removed with no redirect recorded, then its cached page goes once its render says so', async () => {
    const alias = 'an-event-deleted';
    const row = site.content.store.create(EVENT, {
      alias,
      title: 'Deleted event',
      locale: 'en',
      date: '2031-05-02T10:00:00.000Z',
    });
    expect((await get(`/events/${alias}`)).status).toBe(200);
    site.content.store.remove(EVENT, row.id);
    await webhook({ event: 'entry.delete', uid: EVENT, entry: { id: row.id, alias, locale: 'en' } });
    await site.site.background.idle();
    const after = await get(`/events/${alias}`);
    expect(after.status).toBe(404);
    expect(after.text).not.toContain('Deleted event');
  });

  it('when an editor points an existing page elsewhere for a while, then it answers 302 and stops when the redirect is removed', async () => {
    expect((await get('/el/about')).status).toBe(200);
    const row = await saveRedirect('/el/about/', '/el/contacts', 'temporary');
    const moved = await waitFor('the page redirected', async () => {
      const answer = await get('/el/about');
      return answer.status !== 200 && answer;
    });
    expect([moved.status, moved.headers.location, moved.headers['cache-control']]).toEqual([
      302,
      '/el/contacts',
      'no-cache',
    ]);
    site.content.store.remove(REDIRECT, row.id);
    await webhook({ event: 'entry.delete', uid: REDIRECT, entry: { id: row.id } });
    await waitFor('the redirect gone', async () => (await get('/el/about')).status === 200);
  });

  it('when the sitemap is read, then it lists current addresses only', async () => {
    const sitemap = (await get('/sitemap.xml')).text;
    expect(sitemap).not.toContain('an-event-taken-off');
    expect(sitemap).not.toContain('an-event-deleted');
  });
});
