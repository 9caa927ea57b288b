import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent } from 'undici';
import { waitFor } from '../../support/wait-for';

export const root = path.resolve(__dirname, '../../..');
const scripts = path.join(root, 'scripts/docker');
/**
 * The project the suite's stack runs under: its containers and volumes are its own. `npm run
 * bench:edge` names the operator's stack instead (STACK_PROJECT, STACK_ENV_FILE).
 */
export const project = process.env.STACK_PROJECT || 'dkgcomposetest';
/** The site and the admin over HTTPS, and the proxy's plain HTTP (a redirect to the site). */
export const siteUrl = 'https://127.0.0.1:8443';
export const cmsUrl = 'https://127.0.0.1:8081';
export const plainHttpUrl = 'http://127.0.0.1:8080';

const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `/usr/sbin:/usr/bin:/sbin:/bin:${process.env.PATH ?? ''}`,
  COMPOSE_PROJECT_NAME: project,
  COMPOSE_ENV_FILE: envFile(),
  ...extra,
});

let envPath: string | undefined;
/** The suite's .env: made once by scripts/docker/make-env.sh, as an operator makes theirs. */
export function envFile(): string {
  if (!envPath && process.env.STACK_ENV_FILE) envPath = path.resolve(process.env.STACK_ENV_FILE);
  if (!envPath) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkg-compose-'));
    envPath = path.join(dir, '.env');
    execFileSync(path.join(scripts, 'make-env.sh'), [envPath], { cwd: root, stdio: 'pipe' });
  }
  return envPath;
}

let trusting: Agent | undefined;
/**
 * fetch, trusting the local authority of the stack's certificate (scripts/docker/make-env.sh) as a
 * browser told to would: every request of the suite to the stack goes through it.
 */
export function stackFetch(url: string, init: RequestInit = {}): Promise<Response> {
  trusting ??= new Agent({ connect: { ca: fs.readFileSync(localAuthority()) } });
  return fetch(url, { ...init, dispatcher: trusting } as RequestInit);
}

/** The certificate authority of the stack's certificate (scripts/docker/make-env.sh). */
export function localAuthority(): string {
  return path.join(envValues().TLS_DIR, 'local-ca.pem');
}

export function envValues(): Record<string, string> {
  return Object.fromEntries(
    fs
      .readFileSync(envFile(), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** docker-compose (1.29, --compatibility for deploy.replicas) with the suite's project and .env. */
export function compose(args: string[], options: { input?: string | Buffer; allowFailure?: boolean } = {}) {
  const result = spawnSync(
    'docker-compose',
    ['--compatibility', '--env-file', envFile(), '-p', project, ...args],
    { cwd: root, env: env(), input: options.input, maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.status !== 0 && !options.allowFailure) {
    throw new Error(
      `docker-compose ${args.join(' ')} exited ${result.status}:\n${String(result.stderr).slice(-4000)}`,
    );
  }
  return { status: result.status, stdout: String(result.stdout), stderr: String(result.stderr) };
}

/** A command that does not hold up the event loop (the load keeps going while it runs). */
function run(command: string, args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** docker-compose as compose(), while the event loop goes on. */
export async function composeAsync(args: string[]): Promise<string> {
  const { status, output } = await run('docker-compose', [
    '--compatibility',
    '--env-file',
    envFile(),
    '-p',
    project,
    ...args,
  ]);
  if (status !== 0)
    throw new Error(`docker-compose ${args.join(' ')} exited ${status}:\n${output.slice(-4000)}`);
  return output;
}

/** One of the operators' scripts, while the event loop goes on. */
export async function scriptAsync(name: string, args: string[] = []): Promise<string> {
  const { status, output } = await run(path.join(scripts, name), args);
  if (status !== 0) throw new Error(`${name} ${args.join(' ')} exited ${status}:\n${output.slice(-4000)}`);
  return output;
}

/** One of the operators' scripts in scripts/docker, on the suite's stack. */
export function script(name: string, args: string[] = []): string {
  const result = spawnSync(path.join(scripts, name), args, {
    cwd: root,
    env: env(),
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${String(result.stdout)}${String(result.stderr)}`;
  if (result.status !== 0)
    throw new Error(`${name} ${args.join(' ')} exited ${result.status}:\n${output.slice(-4000)}`);
  return output;
}

export function docker(args: string[]): string {
  return execFileSync('/usr/bin/docker', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();
}

export function containers(service: string): string[] {
  return compose(['ps', '-q', service])
    .stdout.split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A container's address on the stack's network (reachable from the host on Linux). */
export function address(id: string): string {
  return docker(['inspect', '-f', '{{range .NetworkSettings.Networks}}{{.IPAddress}} {{end}}', id]).split(
    ' ',
  )[0];
}

export interface ContainerState {
  id: string;
  status: string;
  health: string;
  restarts: number;
  pid: number;
}

export function state(id: string): ContainerState {
  const [status, health, restarts, pid] = docker([
    'inspect',
    '-f',
    '{{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}} {{.RestartCount}} {{.State.Pid}}',
    id,
  ]).split(' ');
  return { id, status, health, restarts: Number(restarts), pid: Number(pid) };
}

/** The tests' one waitFor, with a container's patience: two minutes, a look every quarter of a second. */
export function waitForStack<T>(
  what: string,
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  return waitFor(what, check, { timeoutMs: 120_000, intervalMs: 250, ...options });
}

/** Every container of the project running, and healthy where it has a health check. */
export function allHealthy(): boolean {
  const ids = compose(['ps', '-q']).stdout.split('\n').filter(Boolean);
  return (
    ids.length > 0 &&
    ids.map(state).every((s) => s.status === 'running' && ['healthy', 'none'].includes(s.health))
  );
}

export async function waitHealthy(timeoutMs = 300_000): Promise<void> {
  await waitForStack('every service healthy', () => allHealthy(), { timeoutMs, intervalMs: 1000 });
}

type Values = Record<string, unknown>;

/** A call of the CMS's REST API through the editors' entrance (nginx at :8081). */
export async function cms<T = Values>(
  method: string,
  url: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await stackFetch(`${cmsUrl}${url}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A full-access API token for the suite's edits, made by the administrator from .env. */
export async function fullAccessToken(): Promise<string> {
  return (await temporaryFullAccessToken('compose suite')).token;
}

/**
 * A full-access API token made by the administrator from .env, and how to revoke it: for a run
 * against an operator's stack (npm run bench:edge), which leaves no token behind.
 */
export async function temporaryFullAccessToken(
  purpose: string,
): Promise<{ token: string; revoke: () => Promise<void> }> {
  const { CMS_ADMIN_EMAIL: email, CMS_ADMIN_PASSWORD: password } = envValues();
  const login = await cms<{ data: { token: string } }>('POST', '/admin/login', '', { email, password });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  const session = login.body.data.token;
  const created = await cms<{ data: { id: number; accessKey: string } }>(
    'POST',
    '/admin/api-tokens',
    session,
    {
      name: `${purpose} ${Date.now()}`,
      type: 'full-access',
      lifespan: null,
    },
  );
  if (created.status !== 201 && created.status !== 200) throw new Error(`api token: ${created.status}`);
  const { id, accessKey } = created.body.data;
  return {
    token: accessKey,
    revoke: async () => {
      const answer = await cms('DELETE', `/admin/api-tokens/${id}`, session);
      if (answer.status !== 200) throw new Error(`revoking the api token: ${answer.status}`);
    },
  };
}

/** Page requests that reached a replica so far, summed over the replicas (page_cache_requests_total). */
export async function replicaPageRequests(): Promise<number> {
  const counts = await Promise.all(
    containers('site').map(async (id) => {
      const text = await (await stackFetch(`http://${address(id)}:3000/metrics`)).text();
      return text
        .split('\n')
        .filter((line) => line.startsWith('page_cache_requests_total{'))
        .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** Every page the sitemap lists, as paths. */
export async function sitemapPaths(): Promise<string[]> {
  const xml = await (await stackFetch(`${siteUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/**
 * A light, bounded load through nginx: `concurrency` loops fetching the given paths in turn until
 * stopped (or `maxRequests` in all); each answer other than 200 (or a failed connection) counts.
 */
export function load(paths: string[], { concurrency = 2, maxRequests = 20_000 } = {}) {
  let stopped = false;
  let sent = 0;
  const failures: string[] = [];
  const loops = Array.from({ length: concurrency }, async (_unused, worker) => {
    let index = worker;
    while (!stopped && sent < maxRequests) {
      sent += 1;
      const target = paths[index % paths.length];
      index += concurrency;
      try {
        const response = await stackFetch(`${siteUrl}${target}`, { signal: AbortSignal.timeout(15_000) });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${target}: ${response.status}`);
      } catch (error) {
        failures.push(`${target}: ${(error as Error).message}`);
      }
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return { sent, failures };
    },
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function report(line: string): void {
  process.stdout.write(`[compose suite] ${line}\n`);
}
