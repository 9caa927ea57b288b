import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createDemoDataset } from '@dkg/demo-content';
import { startContentService, type ContentServiceHandle } from '@dkg/strapi-emulator';

/**
 * Every request the site made to a real Strapi 5 (cms/, seeded with the demo content), recorded with
 * its answer in the v4 format (tests/fixtures/strapi5, see its README), replayed against the emulator
 * seeded with the same demo content. What one seeding decides is compared by shape: numeric ids, the
 * documentIds, timestamps, the hash Strapi adds to an upload's name, and file sizes.
 */
const fixturesDir = path.resolve(__dirname, '../fixtures/strapi5');

interface Recording {
  request: { method: string; url: string };
  status: number;
  body: unknown;
}

const recordings = readdirSync(fixturesDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({
    name,
    ...(JSON.parse(readFileSync(path.join(fixturesDir, name), 'utf8')) as Recording),
  }));

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const DOCUMENT_ID = /^[a-z0-9]{24}$/;
/** Strapi appends its own `_0123456789` hash to a file name; the emulator's names have one of ours. */
const UPLOAD_HASHES = /(?:_[0-9a-f]{10})+(\.\w+)?$/;

function normalize(value: unknown, key?: string): unknown {
  if (key === 'id' && typeof value === 'number') return '<id>';
  if (key === 'documentId' && typeof value === 'string')
    return DOCUMENT_ID.test(value) ? '<documentId>' : value;
  if (key?.endsWith('At') && typeof value === 'string' && TIMESTAMP.test(value)) return '<timestamp>';
  if ((key === 'url' || key === 'name' || key === 'hash') && typeof value === 'string') {
    return value.replace(UPLOAD_HASHES, '$1').replace(/-/g, '_');
  }
  if ((key === 'size' || key === 'sizeInBytes') && typeof value === 'number') return '<size>';
  if (Array.isArray(value)) return value.map((item) => normalize(item));
  if (typeof value !== 'object' || value === null) return value;
  const normalized = Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, normalize(item, name)]),
  );
  // Strapi does not keep the order of an entry's localizations stable.
  if (key === 'localizations' && Array.isArray(normalized.data)) {
    normalized.data = [...normalized.data].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return normalized;
}

let service: ContentServiceHandle;

beforeAll(async () => {
  service = await startContentService({ dataset: createDemoDataset() });
});

afterAll(() => service.close());

describe('the emulator answers like Strapi 5 (v4 format) to every request the site makes', () => {
  it('when the recordings are read, then there are some for every kind of page content', () => {
    const paths = new Set(
      recordings.map((recording) => recording.request.url.split('?')[0].replace(/\/$/, '')),
    );
    expect(recordings.length).toBeGreaterThan(300);
    for (const expected of [
      '/api/header',
      '/api/footer',
      '/api/properties',
      '/api/projects',
      '/api/events',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it.each(recordings.map((recording) => [recording.request.url, recording] as const))(
    'when GET %s, then the answer matches',
    async (_url, recording) => {
      const response = await fetch(`${service.url}${recording.request.url}`, {
        headers: { Accept: 'application/json', 'Strapi-Response-Format': 'v4' },
      });
      expect(response.status).toBe(recording.status);
      expect(normalize(await response.json())).toEqual(normalize(recording.body));
    },
  );
});
