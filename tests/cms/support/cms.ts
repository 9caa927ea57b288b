import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '../../support/wait-for';
import { freePort } from '../../support/free-port';

export { freePort };

/** Starting and talking to the real CMS (cms/, Strapi 5) from the tests: plain HTTP, no Strapi import. */

export const root = path.resolve(__dirname, '../../..');
export const cmsDir = path.join(root, 'cms');

/**
 * fetch, and once more for a GET whose kept-alive connection the server closed as the request went out
 * (undici's "other side closed"): a client artefact of idle pools, not an answer of the server.
 */
export async function httpFetch(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    const idempotent = !init.method || init.method === 'GET' || init.method === 'HEAD';
    if (!idempotent || (code !== 'UND_ERR_SOCKET' && code !== 'ECONNRESET')) throw error;
    return fetch(url, init);
  }
}

/** `npm run cms:install`: a no-op when the cache for this lock file is there. */
export function installCms(): void {
  const result = spawnSync(process.execPath, [path.join(cmsDir, 'scripts/install.js')], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) throw new Error(`cms/scripts/install.js failed (${result.status})`);
}

/** Secrets for a throw-away CMS: fresh ones each run. */
export function throwAwaySecrets(): Record<string, string> {
  const random = () => randomBytes(24).toString('base64');
  return {
    APP_KEYS: [random(), random()].join(','),
    API_TOKEN_SALT: random(),
    ADMIN_JWT_SECRET: random(),
    TRANSFER_TOKEN_SALT: random(),
    JWT_SECRET: random(),
    ENCRYPTION_KEY: random(),
  };
}

export interface RunningCms {
  url: string;
  port: number;
  process: ChildProcess;
  logs: string[];
  /** Milliseconds from spawn to the first healthy answer. */
  bootMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the CMS through cms/scripts/start.js (Node 24, loopback) with the admin panel off, so that
 * no `strapi build` is needed; `env` carries the database and the site link.
 */
export async function startCms(
  env: Record<string, string>,
  { timeoutMs = 180_000 } = {},
): Promise<RunningCms> {
  const port = Number(env.CMS_PORT ?? (await freePort()));
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(cmsDir, 'scripts/start.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...(process.env.CMS_NODE ? { CMS_NODE: process.env.CMS_NODE } : {}),
      ...(process.env.XDG_CACHE_HOME ? { XDG_CACHE_HOME: process.env.XDG_CACHE_HOME } : {}),
      // Not a developer's cms/.env: only what the test gives.
      ENV_PATH: '/dev/null',
      SERVE_ADMIN_PANEL: 'false',
      STRAPI_STARTUP_LOG: 'false',
      ...env,
      CMS_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const keep = (chunk: Buffer) => {
    logs.push(chunk.toString());
    if (logs.length > 2000) logs.splice(0, logs.length - 2000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(
      'the CMS answering /_health',
      async () => {
        if (child.exitCode !== null) throw new Error(`the CMS exited with ${child.exitCode}`);
        return (await fetch(`${url}/_health`)).status === 204;
      },
      { timeoutMs, intervalMs: 250 },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${logs.join('').slice(-6000)}`, { cause: error });
  }
  return {
    url,
    port,
    process: child,
    logs,
    bootMs: Date.now() - started,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

export interface CmsAccess {
  adminJwt: string;
  /** Full access: the seed and the tests' edits. */
  fullToken: string;
  /** Read-only: the site's CONTENT_API_TOKEN. */
  readToken: string;
  /** May only create contact-requests: the site's enquiries. */
  contactToken: string;
}

export const TEST_ADMIN = { email: 'editor@dkg-development.test', password: 'Editor-Pass-2026!' };

/** The first admin (Strapi's own register-admin) and the three API tokens (the admin API). */
export async function createAdminAndTokens(cmsUrl: string): Promise<CmsAccess> {
  const registered = await json<{ data: { token: string } }>(
    await fetch(`${cmsUrl}/admin/register-admin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstname: 'Test', lastname: 'Editor', ...TEST_ADMIN }),
    }),
    'POST /admin/register-admin',
  );
  const adminJwt = registered.data.token;
  const token = async (name: string, type: string, permissions?: string[]) => {
    const created = await json<{ data: { accessKey: string } }>(
      await fetch(`${cmsUrl}/admin/api-tokens`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminJwt}` },
        body: JSON.stringify({
          name,
          description: '',
          type,
          lifespan: null,
          ...(permissions ? { permissions } : {}),
        }),
      }),
      `POST /admin/api-tokens (${name})`,
    );
    return created.data.accessKey;
  };
  return {
    adminJwt,
    fullToken: await token('seed', 'full-access'),
    readToken: await token('site', 'read-only'),
    contactToken: await token('site enquiries', 'custom', ['api::contact-request.contact-request.create']),
  };
}

/** A REST call to the CMS with a token; JSON in and out (Strapi 5's own format unless asked otherwise). */
export async function cmsRequest<T = { data: Record<string, unknown> }>(
  cmsUrl: string,
  token: string,
  method: string,
  pathAndQuery: string,
  body?: unknown,
): Promise<T> {
  return json<T>(
    await httpFetch(`${cmsUrl}${pathAndQuery}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    `${method} ${pathAndQuery}`,
  );
}

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}
