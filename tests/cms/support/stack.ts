import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDemoDataset } from '@dkg/demo-content';
import { seedCms, type SeedCounts } from '../../../cms/scripts/seed';
import { startContractProxy, type ContractProxy } from '../../../cms/scripts/contract-proxy';
import { startProductionServer, type RunningServer } from '../../support/production-server';
import { waitFor } from '../../support/wait-for';
import {
  createAdminAndTokens,
  freePort,
  installCms,
  readJson,
  root,
  startCms,
  throwAwaySecrets,
  type CmsAccess,
  type RunningCms,
} from './cms';

/**
 * The stack the cms suite runs against, started once by the global setup: the CMS on a fresh SQLite
 * file, seeded, with its admin and tokens; the site (production build) against it; and the site on
 * the embedded emulator, the reference for what every page must show.
 */
export interface StackInfo {
  cmsUrl: string;
  siteUrl: string;
  emulatorSiteUrl: string;
  access: CmsAccess;
  previewSecret: string;
  revalidateSecret: string;
  /** The site's DATA_DIR (its enquiry outbox). */
  siteDataDir: string;
  /** The CMS's process (changed by `restartCms`) and the environment it was started with. */
  cmsPid: number;
  cmsEnvFile: string;
  timings: { installMs: number; cmsBootMs: number; seedMs: number };
  seedCounts: SeedCounts;
}

interface StackProcesses {
  dir: string;
  cms: RunningCms;
  site: RunningServer;
  emulatorSite: RunningServer;
  proxy?: ContractProxy;
}

const STATE_ENV = 'CMS_TEST_STACK';
/** Both sites build the same absolute links, so that their sitemaps and pages compare as they are. */
export const PUBLIC_URL = 'https://www.dkg-development.test';

/** Whether cms/build holds the admin panel (`npm run cms:build`). */
export function adminPanelBuilt(): boolean {
  return fs.existsSync(path.join(root, 'cms/build/index.html'));
}

export function uploadsDir(): string {
  return path.resolve(root, process.env.UPLOADS_DIR ?? 'dist/uploads');
}

export function stack(): StackInfo {
  const file = process.env[STATE_ENV];
  if (!file || !fs.existsSync(file))
    throw new Error('The cms stack is not running (tests/cms/global-setup.ts)');
  return readJson<StackInfo>(file);
}

const log = (line: string) => process.stdout.write(`[cms suite] ${line}\n`);

export async function startStack(): Promise<StackProcesses> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkg-cms-suite-'));
  let started = Date.now();
  installCms();
  const installMs = Date.now() - started;

  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const previewSecret = `preview-${Math.random().toString(36).slice(2)}`;
  const revalidateSecret = `revalidate-${Math.random().toString(36).slice(2)}`;
  fs.mkdirSync(path.join(dir, 'public/uploads'), { recursive: true });
  const cmsEnv: Record<string, string> = {
    ...throwAwaySecrets(),
    CMS_PUBLIC_DIR: path.join(dir, 'public'),
    DATABASE_FILENAME: path.join(dir, 'cms.db'),
    SITE_URL: siteUrl,
    REVALIDATE_SECRET: revalidateSecret,
    PREVIEW_SECRET: previewSecret,
    // The editors' journey goes through the built admin panel (npm run cms:build).
    SERVE_ADMIN_PANEL: String(adminPanelBuilt()),
  };
  const cms = await startCms(cmsEnv);
  const cmsEnvFile = path.join(dir, 'cms-env.json');
  fs.writeFileSync(cmsEnvFile, JSON.stringify({ ...cmsEnv, CMS_PORT: String(cms.port) }), { mode: 0o600 });
  log(`CMS up at ${cms.url} in ${cms.bootMs} ms (admin panel ${adminPanelBuilt() ? 'served' : 'not built'})`);

  const processes: Partial<StackProcesses> = { dir, cms };
  try {
    const access = await createAdminAndTokens(cms.url);
    started = Date.now();
    const seedCounts = await seedCms(createDemoDataset(), {
      cmsUrl: cms.url,
      token: access.fullToken,
      uploadsDir: uploadsDir(),
    });
    const seedMs = Date.now() - started;
    log(`seeded in ${seedMs} ms: ${JSON.stringify(seedCounts)}`);

    // Diagnostics only: CMS_TEST_V4_PROXY=1 puts a proxy that adds `Strapi-Response-Format: v4` between
    // the site and the CMS, to tell the CMS's part from the site's while the site does not send it.
    const proxy =
      process.env.CMS_TEST_V4_PROXY === '1' ? await startContractProxy({ target: cms.url }) : undefined;
    processes.proxy = proxy;
    const siteDataDir = path.join(dir, 'site-data');
    const common = { PUBLIC_URL, CONTENT_MIN_DELAY_MS: '0', PRERENDER: 'false' };
    processes.site = await startProductionServer({
      ...common,
      PORT: String(sitePort),
      CONTENT_API_URL: proxy?.url ?? cms.url,
      CONTENT_API_TOKEN: access.readToken,
      CONTACT_API_TOKEN: access.contactToken,
      MEDIA_URL: cms.url,
      REVALIDATE_SECRET: revalidateSecret,
      PREVIEW_SECRET: previewSecret,
      // The CMS's preview frames the site's pages.
      CMS_PUBLIC_URL: cms.url,
      DATA_DIR: siteDataDir,
    });
    processes.emulatorSite = await startProductionServer({
      ...common,
      DATA_DIR: path.join(dir, 'emulator-data'),
    });
    const info: StackInfo = {
      cmsUrl: cms.url,
      siteUrl,
      emulatorSiteUrl: processes.emulatorSite.url,
      access,
      previewSecret,
      revalidateSecret,
      siteDataDir,
      cmsPid: cms.process.pid!,
      cmsEnvFile,
      timings: { installMs, cmsBootMs: cms.bootMs, seedMs },
      seedCounts,
    };
    const stateFile = path.join(dir, 'stack.json');
    fs.writeFileSync(stateFile, JSON.stringify(info, null, 2));
    process.env[STATE_ENV] = stateFile;
    return processes as StackProcesses;
  } catch (error) {
    await stopStack(processes);
    throw error;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a CMS process by its id, as an operator's stop does (SIGTERM: Strapi shuts down cleanly). */
async function stopProcess(pid: number): Promise<void> {
  if (!isRunning(pid)) return;
  process.kill(pid, 'SIGTERM');
  await waitFor(`the CMS (process ${pid}) stopped`, () => !isRunning(pid), {
    timeoutMs: 60_000,
    intervalMs: 50,
  });
}

/**
 * Stops the suite's CMS and starts it again on the same port and database, as a restart of the
 * service does; `meanwhile` runs while it is down. The new process is the one the teardown stops.
 */
export async function restartCms(
  meanwhile?: () => Promise<unknown>,
): Promise<{ stoppedAt: number; upAt: number; logs: string[] }> {
  const file = process.env[STATE_ENV]!;
  const info = stack();
  await stopProcess(info.cmsPid);
  const stoppedAt = Date.now();
  await meanwhile?.();
  const cms = await startCms(readJson<Record<string, string>>(info.cmsEnvFile));
  fs.writeFileSync(file, JSON.stringify({ ...info, cmsPid: cms.process.pid }, null, 2));
  return { stoppedAt, upAt: Date.now(), logs: cms.logs };
}

export async function stopStack(processes: Partial<StackProcesses>): Promise<void> {
  await processes.site?.stop();
  await processes.emulatorSite?.stop();
  await processes.proxy?.close();
  // A CMS started again by a test (restartCms) is stopped by its process id.
  const file = process.env[STATE_ENV];
  const restarted = file && fs.existsSync(file) ? readJson<StackInfo>(file).cmsPid : undefined;
  if (restarted && restarted !== processes.cms?.process.pid) await stopProcess(restarted);
  await processes.cms?.stop();
  if (processes.dir && process.env.CMS_TEST_KEEP !== '1')
    fs.rmSync(processes.dir, { recursive: true, force: true });
}
