import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  cmsDir,
  cmsRequest,
  createAdminAndTokens,
  startCms,
  throwAwaySecrets,
  type CmsAccess,
  type RunningCms,
} from './support/cms';

/**
 * A CMS seeded before the names Strapi 5 and React keep were given up (`ref`, `status`, a contact
 * request's `locale`) keeps its values: cms/database/migrations moves them to `reference`,
 * `availability`, `stage` and `language` before Strapi brings the tables in line with the types.
 */

type Values = Record<string, unknown>;
interface Statement {
  run(...values: unknown[]): unknown;
  all(...values: unknown[]): Values[];
}
interface SqliteDatabase {
  exec(sql: string): void;
  prepare(sql: string): Statement;
  close(): void;
}
const requireFromCms = createRequire(path.join(cmsDir, 'package.json'));
const Sqlite = requireFromCms('better-sqlite3') as new (file: string) => SqliteDatabase;

const MIGRATION = '2026.11.26T00.00.00.names-strapi-keeps.js';

/** Turns the tables back into what the CMS had before the rename, values kept in the old columns. */
function writeOldColumns(file: string) {
  const db = new Sqlite(file);
  try {
    const columns = (table: string) =>
      db
        .prepare(`PRAGMA table_info(${table})`)
        .all()
        .map((column) => String(column.name));
    db.exec('ALTER TABLE properties RENAME COLUMN reference TO ref');
    db.exec('ALTER TABLE properties RENAME COLUMN availability TO status');
    db.exec('ALTER TABLE projects RENAME COLUMN reference TO ref');
    db.exec('ALTER TABLE projects RENAME COLUMN stage TO status');
    if (!columns('contact_requests').includes('locale')) {
      db.exec('ALTER TABLE contact_requests ADD COLUMN locale varchar(255)');
    }
    db.exec('UPDATE contact_requests SET locale = language');
    db.exec('ALTER TABLE contact_requests DROP COLUMN language');
    db.prepare('DELETE FROM strapi_migrations WHERE name = ?').run(MIGRATION);
    expect(columns('properties')).toEqual(expect.arrayContaining(['ref', 'status']));
    expect(columns('properties')).not.toContain('reference');
  } finally {
    db.close();
  }
}

describe('the rename of the names Strapi keeps', () => {
  let dir: string;
  let cms: RunningCms | undefined;
  let access: CmsAccess;
  const secrets = throwAwaySecrets();

  const start = async () => {
    cms = await startCms({
      ...secrets,
      CMS_PUBLIC_DIR: path.join(dir, 'public'),
      DATABASE_FILENAME: path.join(dir, 'cms.db'),
    });
    return cms.url;
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkg-cms-migration-'));
    fs.mkdirSync(path.join(dir, 'public/uploads'), { recursive: true });
    const url = await start();
    access = await createAdminAndTokens(url);
    const create = (plural: string, data: Values) =>
      cmsRequest(url, access.fullToken, 'POST', `/api/${plural}`, { data });
    await create('properties', {
      reference: 7001,
      title: 'Stone house',
      type: 'house',
      availability: 'reserved',
      region: 'crete',
      price: 450000,
      area: 140,
    });
    await create('projects', { reference: 7002, title: 'Harbour offices', year: 2027, stage: 'in-progress' });
    await create('contact-requests', {
      name: 'Anna',
      email: 'anna@example.test',
      message: 'Здравствуйте',
      language: 'ru',
    });
    await cms?.stop();
    cms = undefined;
    writeOldColumns(path.join(dir, 'cms.db'));
  });

  afterAll(async () => {
    await cms?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when the CMS starts on a database of the old names, then every value is there under its new name', async () => {
    const url = await start();
    const read = async (pathAndQuery: string) =>
      (await cmsRequest<{ data: Values[] }>(url, access.fullToken, 'GET', pathAndQuery)).data;
    expect(await read('/api/properties?fields[0]=reference&fields[1]=availability&fields[2]=title')).toEqual([
      expect.objectContaining({ reference: 7001, availability: 'reserved', title: 'Stone house' }),
    ]);
    expect(await read('/api/projects?fields[0]=reference&fields[1]=stage')).toEqual([
      expect.objectContaining({ reference: 7002, stage: 'in-progress' }),
    ]);
    expect(await read('/api/contact-requests?fields[0]=name&fields[1]=language')).toEqual([
      expect.objectContaining({ name: 'Anna', language: 'ru' }),
    ]);
    // Filters work on the new columns, as the site asks.
    expect(
      await read('/api/properties?filters[reference][$eq]=7001&filters[availability][$eq]=reserved'),
    ).toHaveLength(1);
  });
});
