import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { LAST_BACKUP_FILE } from '../../server/observability/metrics';
import { sampleValue } from '../support/exposition';
import { freePort } from '../support/free-port';
import { startTestSite, type TestSite } from '../support/site';
import { waitFor } from '../support/wait-for';
import { ABOUT, aboutPublished, REVALIDATE_SECRET } from '../support/webhook';

/**
 * What the alerts of deploy/prometheus/alerts.yml read from each replica's /metrics besides the
 * requests: the enquiries waiting, the lag from a publication to live pages, DATA_DIR's free space and
 * the last backup's time.
 */

// Pages render for real, in the background, on a machine shared with other work.
jest.setTimeout(30_000);

const ENQUIRY = {
  name: 'Maria Oikonomou',
  email: 'maria@example.gr',
  phone: '+30 210 721 4500',
  message: 'Good evening, I am interested in a villa in Crete.',
  locale: 'en',
  page: '/contacts',
};

async function metrics(site: TestSite): Promise<string> {
  const answer = await request(site.app).get('/metrics');
  expect(answer.status).toBe(200);
  return answer.text;
}

const started: TestSite[] = [];
async function start(options: Parameters<typeof startTestSite>[0] = {}): Promise<TestSite> {
  const site = await startTestSite(options);
  started.push(site);
  return site;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((site) => site.close()));
});

describe('the enquiries waiting', () => {
  it('when the content service cannot be reached, then an accepted enquiry counts in enquiry_outbox_pending while it waits', async () => {
    const site = await start({ env: { CONTENT_API_URL: `http://127.0.0.1:${await freePort()}` } });
    expect((await request(site.app).post('/api/contact').send(ENQUIRY)).status).toBe(202);
    await waitFor('the enquiry counted as waiting', async () => {
      return sampleValue(await metrics(site), 'enquiry_outbox_pending') === 1;
    });
  });

  it('when the content service takes the enquiry, then none is waiting', async () => {
    const site = await start();
    expect((await request(site.app).post('/api/contact').send(ENQUIRY)).status).toBe(202);
    await waitFor(
      'the enquiry delivered',
      () => site.content.store.list('api::contact-request.contact-request').length === 1,
    );
    await waitFor('nothing counted as waiting', async () => {
      return sampleValue(await metrics(site), 'enquiry_outbox_pending') === 0;
    });
  });
});

describe('the lag from a publication to live pages', () => {
  it('when a webhook outdates a cached page, then the time until it is fresh again is observed once, and a webhook that outdates no page is not', async () => {
    const site = await start({ env: { REVALIDATE_SECRET } });
    expect((await request(site.app).get('/about')).status).toBe(200);
    expect(sampleValue(await metrics(site), 'publish_live_lag_seconds_count')).toBe(0);
    site.content.store.update(ABOUT, 'en', { title: 'Published just now' });

    const english = await request(site.app)
      .post('/api/revalidate')
      .set('X-Revalidate-Secret', REVALIDATE_SECRET)
      .send(aboutPublished('en', 'Published just now'));
    expect(english.body.pages).toEqual(['/about']);
    await waitFor('the lag observed', async () => {
      return sampleValue(await metrics(site), 'publish_live_lag_seconds_count') === 1;
    });
    expect((await request(site.app).get('/about')).text).toContain('Published just now');
    const text = await metrics(site);
    expect(sampleValue(text, 'publish_live_lag_seconds_bucket', { le: '10' })).toBe(1);
    expect(sampleValue(text, 'publish_live_lag_seconds_sum')).toBeGreaterThan(0);

    // The page is not cached in Greek: a Greek publication outdates nothing here.
    const greek = await request(site.app)
      .post('/api/revalidate')
      .set('X-Revalidate-Secret', REVALIDATE_SECRET)
      .send(aboutPublished('el', 'Δημοσιεύτηκε'));
    expect(greek.body.pages).toEqual([]);
    await site.site.background.idle();
    expect(sampleValue(await metrics(site), 'publish_live_lag_seconds_count')).toBe(1);
  });
});

describe('the disk and the backups', () => {
  it('when /metrics is read, then it has the size and the free bytes of the file system of DATA_DIR', async () => {
    const site = await start();
    const text = await metrics(site);
    const disk = fs.statfsSync(site.config.dataDir);
    expect(sampleValue(text, 'data_dir_size_bytes')).toBe(disk.blocks * disk.bsize);
    const available = sampleValue(text, 'data_dir_available_bytes') ?? 0;
    // Other work writes to the same disk meanwhile.
    expect(Math.abs(available - disk.bavail * disk.bsize)).toBeLessThan(0.01 * disk.blocks * disk.bsize);
    expect(available).toBeGreaterThan(0);
  });

  it('when backup.sh has left its time in DATA_DIR, then /metrics says it; before any backup, 0', async () => {
    const site = await start();
    expect(sampleValue(await metrics(site), 'backup_last_success_timestamp_seconds')).toBe(0);
    fs.writeFileSync(path.join(site.config.dataDir, LAST_BACKUP_FILE), '1795852800\n');
    expect(sampleValue(await metrics(site), 'backup_last_success_timestamp_seconds')).toBe(1795852800);
    fs.writeFileSync(path.join(site.config.dataDir, LAST_BACKUP_FILE), 'not a time\n');
    expect(sampleValue(await metrics(site), 'backup_last_success_timestamp_seconds')).toBe(0);
  });
});
