import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDemoDataset } from '@dkg/demo-content';
import { seedCms } from '../../cms/scripts/seed';
import {
  cmsRequest,
  createAdminAndTokens,
  httpFetch,
  startCms,
  throwAwaySecrets,
  type RunningCms,
} from './support/cms';
import { startThrowAwayPostgres, type ThrowAwayPostgres } from './support/postgres';
import { uploadsDir } from './support/stack';

/** The CMS on PostgreSQL (DATABASE_CLIENT=postgres), as in the container stack: it starts, takes the seed and serves it. */

type Values = Record<string, unknown>;

describe('the CMS on PostgreSQL', () => {
  let postgres: ThrowAwayPostgres | undefined;
  let cms: RunningCms | undefined;
  let publicDir: string;

  beforeAll(async () => {
    postgres = await startThrowAwayPostgres();
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkg-cms-postgres-public-'));
    fs.mkdirSync(path.join(publicDir, 'uploads'));
    cms = await startCms({
      ...throwAwaySecrets(),
      CMS_PUBLIC_DIR: publicDir,
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: postgres.host,
      DATABASE_PORT: String(postgres.port),
      DATABASE_NAME: postgres.database,
      DATABASE_USERNAME: postgres.user,
      DATABASE_PASSWORD: '',
    });
    process.stdout.write(`[cms suite] CMS on PostgreSQL up in ${cms.bootMs} ms\n`);
  });

  afterAll(async () => {
    await cms?.stop();
    postgres?.stop();
    if (publicDir) fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it('when it is seeded, then a page of content is served in the v4 format in every locale', async () => {
    const { url } = cms!;
    const access = await createAdminAndTokens(url);
    // The database is what is proved here; resizing pictures (seconds each) is proved on SQLite.
    await cmsRequest(url, access.adminJwt, 'PUT', '/upload/settings', {
      sizeOptimization: false,
      responsiveDimensions: false,
      autoOrientation: false,
    });
    const started = Date.now();
    const counts = await seedCms(createDemoDataset(), {
      cmsUrl: url,
      token: access.fullToken,
      uploadsDir: uploadsDir(),
    });
    process.stdout.write(
      `[cms suite] seeded PostgreSQL in ${Date.now() - started} ms: ${JSON.stringify(counts)}\n`,
    );
    expect(counts.entriesCreated).toBeGreaterThan(300);

    const again = await seedCms(createDemoDataset(), {
      cmsUrl: url,
      token: access.fullToken,
      uploadsDir: uploadsDir(),
    });
    expect(again).toEqual({ mediaCreated: 0, mediaUpdated: 0, entriesCreated: 0, entriesUpdated: 0 });

    for (const locale of ['en', 'ru', 'el']) {
      const response = await httpFetch(
        `${url}/api/properties?locale=${locale}&sort[0]=reference:asc&pagination[pageSize]=10&populate[cover][fields][0]=url`,
        { headers: { Authorization: `Bearer ${access.readToken}`, 'Strapi-Response-Format': 'v4' } },
      );
      expect(response.status).toBe(200);
      const page = (await response.json()) as {
        data: Array<{ id: number; attributes: Values }>;
        meta: Values;
      };
      expect(page.data).toHaveLength(10);
      expect(page.meta).toMatchObject({ pagination: { page: 1, pageSize: 10, total: 24 } });
      expect(page.data[0].attributes).toMatchObject({
        locale,
        reference: expect.any(Number),
        title: expect.any(String),
      });
      expect((page.data[0].attributes.cover as { data: { attributes: Values } }).data.attributes.url).toMatch(
        /^\/uploads\//,
      );
    }
    const categories = await cmsRequest<{ data: Values[] }>(
      url,
      access.readToken,
      'GET',
      '/api/project-categories?locale=el&populate[projects][fields][0]=reference',
    );
    expect(
      categories.data.map((category) => (category.projects as Values[]).length).reduce((a, b) => a + b),
    ).toBe(16);
  });
});
