/**
 * Loads the demo content into the CMS of the container stack, and only into an empty one: it signs in
 * as the administrator from .env (CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD), refuses when any content
 * entry exists (an editor's content is never written over), makes a full-access API token for the
 * run, seeds (cms/scripts/seed.ts) and deletes the token again.
 *
 *   docker compose run --rm seed      (docker-compose --profile seed run --rm seed with Compose 1.29)
 */
import { contentTypes } from '@dkg/content-model';
import { createDemoDataset } from '@dkg/demo-content';
import path from 'node:path';
import { seedCms } from './seed';

const log = (line: string) => process.stdout.write(`seed: ${line}\n`);

async function call<T>(base: string, method: string, url: string, auth: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(auth ? { Authorization: `Bearer ${auth}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok && response.status !== 404) {
    throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
  }
  return (text ? { status: response.status, ...JSON.parse(text) } : { status: response.status }) as T;
}

/** The content types holding entries, as `api/…` paths (enquiries are not content). */
function contentPaths(): string[] {
  return Object.values(contentTypes)
    .filter((type) => type.singularName !== 'contact-request')
    .map((type) =>
      type.kind === 'singleType'
        ? `/api/${type.singularName}?status=draft`
        : `/api/${type.pluralName}?status=draft&pagination[pageSize]=1`,
    );
}

async function main() {
  const base = (process.env.CMS_URL ?? 'http://cms:1337').replace(/\/+$/, '');
  const email = process.env.CMS_ADMIN_EMAIL ?? '';
  const password = process.env.CMS_ADMIN_PASSWORD ?? '';
  if (!email || !password)
    throw new Error('CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD must name the administrator');
  const login = await call<{ data?: { token: string } }>(base, 'POST', '/admin/login', '', {
    email,
    password,
  });
  if (!login.data?.token) throw new Error(`the administrator ${email} cannot sign in`);
  const jwt = login.data.token;
  const created = await call<{ data: { id: number; accessKey: string } }>(
    base,
    'POST',
    '/admin/api-tokens',
    jwt,
    {
      name: `Demo content ${new Date().toISOString()}`,
      description: 'Made by the seed service for one run and deleted after it.',
      type: 'full-access',
      lifespan: null,
    },
  );
  const { id, accessKey } = created.data;
  try {
    for (const url of contentPaths()) {
      const answer = await call<{
        status: number;
        data?: unknown;
        meta?: { pagination?: { total: number } };
      }>(base, 'GET', url, accessKey);
      const found = Array.isArray(answer.data)
        ? (answer.meta?.pagination?.total ?? answer.data.length)
        : answer.data
          ? 1
          : 0;
      if (found > 0) {
        log(`the CMS holds content already (${url.split('?')[0]}): nothing loaded`);
        process.exitCode = 3;
        return;
      }
    }
    const started = Date.now();
    const counts = await seedCms(createDemoDataset(), {
      cmsUrl: base,
      token: accessKey,
      uploadsDir: path.resolve(process.env.UPLOADS_DIR ?? path.join(__dirname, '../../dist/uploads')),
      log,
    });
    log(
      `${counts.mediaCreated} media and ${counts.entriesCreated} entry locales loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await call(base, 'DELETE', `/admin/api-tokens/${id}`, jwt);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`seed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
