import { readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { startContentService, type ContentServiceHandle } from '@dkg/strapi-emulator';
import { goldenDir } from '../support/golden';
import { createPeerDataset } from './peer-dataset';

/**
 * Replays every request recorded from a real Strapi 4.26 (tests/fixtures/strapi4, listed in its README)
 * against the emulator, seeded with the same test data, and compares status and body.
 */
/** `media.json` (a binary upload) is not in the folder. */
const NOT_RECORDED = new Set(['media.json']);
const TIMESTAMP_KEYS = new Set(['createdAt', 'updatedAt', 'publishedAt']);
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

interface GoldenCase {
  file: string;
  status: number;
  method: string;
  path: string;
}

/** The README's table: `| file | status | \`METHOD /path\` |`. */
function readGoldenCases(readme: string): GoldenCase[] {
  const rows = readme.split('\n').filter((line) => /^\|\s*[\w.-]+\.json\s*\|/.test(line));
  return rows.map((line) => {
    const [file, status, requestLine] = line
      .split('|')
      .slice(1, 4)
      .map((cell) => cell.trim());
    const [method, requestPath] = requestLine.replace(/`/g, '').split(' ');
    return { file, status: Number(status), method, path: requestPath };
  });
}

/**
 * Timestamps differ between recordings: they compare by shape (an ISO string). The order of
 * `localizations` is not stable in real Strapi (footer.populate-star.json lists el before ru), so both
 * sides are sorted by id.
 */
function normalize(value: unknown, key?: string): unknown {
  if (key && TIMESTAMP_KEYS.has(key) && typeof value === 'string') {
    return ISO_DATETIME.test(value) ? '<ISO timestamp>' : value;
  }
  if (Array.isArray(value)) return value.map((item) => normalize(item));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([name, nested]) => [name, normalize(nested, name)] as const);
  const normalized = Object.fromEntries(entries) as Record<string, unknown>;
  const localizations = normalized.localizations as { data?: Array<{ id: number }> } | undefined;
  if (key === 'attributes' && Array.isArray(localizations?.data)) {
    normalized.localizations = { data: [...localizations.data].sort((a, b) => a.id - b.id) };
  }
  return normalized;
}

/** Sends the request line as written (no URL normalization), like curl did for the recording. */
function send(
  baseUrl: string,
  method: string,
  requestPath: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${requestPath}`, { method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const cases = readGoldenCases(readFileSync(path.join(goldenDir, 'README.md'), 'utf8'));
const replayed = cases.filter((golden) => !NOT_RECORDED.has(golden.file));

describe('Strapi golden answers', () => {
  let service: ContentServiceHandle;

  beforeAll(async () => {
    service = await startContentService({ dataset: createPeerDataset() });
  });

  afterAll(async () => {
    await service.close();
  });

  it('when the README table is read, then it names every golden file and nothing else', () => {
    const files = readdirSync(goldenDir).filter((name) => name.endsWith('.json'));
    expect(replayed.map((golden) => golden.file).sort()).toEqual(files.sort());
    expect(replayed.length).toBeGreaterThan(40);
  });

  it.each(replayed)('when $method $path, then it answers $status like $file', async (golden) => {
    const expected: unknown = JSON.parse(readFileSync(path.join(goldenDir, golden.file), 'utf8'));
    const response = await send(service.url, golden.method, golden.path);
    expect(response.status).toBe(golden.status);
    expect(normalize(JSON.parse(response.body))).toEqual(normalize(expected));
  });
});
