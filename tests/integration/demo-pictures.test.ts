/**
 * The embedded demo of `npm start` through the site: the pictures not drawn yet are drawn in the
 * background by the generator's worker process (which loads `@dkg/demo-content` from its build:
 * `npm run build:packages` first, as `npm test` does), and a request for one waits for it. Every other
 * picture is a stand-in already on disk, so that only three are drawn.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { mediaManifest, plannedFileNames } from '@dkg/demo-content';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { createSite, type RunningSite } from '../../server/site';
import { waitFor } from '../support/wait-for';

jest.setTimeout(300_000);

const MISSING = ['logo', 'social-facebook', 'page-privacy-policy'];
const filesOf = (key: string) => plannedFileNames(mediaManifest.find((spec) => spec.key === key)!);
const total = mediaManifest.flatMap((spec) => plannedFileNames(spec)).length.toLocaleString('en-US');

describe('demo pictures drawn on demand', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dkg-pictures-'));
  const uploadsDir = path.join(root, 'uploads');
  const cacheHome = process.env.XDG_CACHE_HOME;
  const lines: Array<{ msg: string; key?: string }> = [];
  let site: RunningSite;

  beforeAll(async () => {
    mkdirSync(uploadsDir);
    for (const spec of mediaManifest) {
      if (MISSING.includes(spec.key)) continue;
      for (const name of plannedFileNames(spec)) writeFileSync(path.join(uploadsDir, name), 'stand-in');
    }
    process.env.XDG_CACHE_HOME = path.join(root, 'cache');
    const logger = createLogger(
      'debug',
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
          done();
        },
      }),
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      CONTENT_MIN_DELAY_MS: '0',
      PRERENDER: 'false',
      PUBLIC_URL: 'http://site.test',
      LOG_LEVEL: 'debug',
      DATA_DIR: path.join(root, 'data'),
      UPLOADS_DIR: uploadsDir,
    });
    site = await createSite({ config, logger });
  });

  afterAll(async () => {
    await site?.close();
    if (cacheHome === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = cacheHome;
    rmSync(root, { recursive: true, force: true });
  });

  const drawnTimes = (key: string) =>
    lines.filter((line) => line.msg === 'demo picture drawn' && line.key === key).length;

  it('when one picture is asked for twice at once, then both requests get it and it is drawn once', async () => {
    const [name] = filesOf('social-facebook');
    const answers = await Promise.all([1, 2].map(() => request(site.handler).get(`/uploads/${name}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => String(answer.body));
    expect(first).toContain('</svg>');
    expect(second).toBe(first);
    expect(drawnTimes('social-facebook')).toBe(1);
  });

  it('when a picture not drawn yet is asked for, then it is drawn and served with its type', async () => {
    const [original, large] = filesOf('page-privacy-policy');
    const picture = await request(site.handler).get(`/uploads/${large}`);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect((picture.body as Buffer).subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await request(site.handler).head(`/uploads/${original}`)).status).toBe(200);

    const logo = await request(site.handler).get(`/uploads/${filesOf('logo')[0]}`);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('when a name is no demo picture, then it is a 404 and nothing is drawn', async () => {
    expect((await request(site.handler).get('/uploads/villa_0123456789.webp')).status).toBe(404);
    expect((await request(site.handler).get('/uploads/.logo.webp.1.tmp')).status).toBe(404);
  });

  it('when everything is drawn, then the background drawer says so, each picture drawn once', async () => {
    const said = (pattern: RegExp) => lines.some((line) => pattern.test(line.msg));
    expect(
      said(new RegExp(`^demo pictures: \\d+ of ${total} files to draw in the background, 0 copied`)),
    ).toBe(true);
    await waitFor('every picture drawn', () => said(new RegExp(`^demo pictures: all ${total} files ready`)), {
      timeoutMs: 10 * 60_000,
    });
    expect(MISSING.map(drawnTimes)).toEqual([1, 1, 1]);
  });
});
