import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port';
import { startTestSite, type TestSite } from '../support/site';
import { waitFor } from '../support/wait-for';

/**
 * deploy/prometheus as Prometheus reads it: the configuration and the rules pass `promtool check`,
 * the alerts pass their unit tests (alerts.test.yml: each fires on what it watches going wrong, none
 * on healthy series), and Prometheus itself, run with this configuration in front of a test site,
 * scrapes it and loads every rule. Prometheus comes from Debian (apt-get install prometheus; .ci/run
 * installs it).
 */

// Prometheus starts and scrapes for real, on a machine shared with other work.
jest.setTimeout(60_000);

const dir = path.resolve(__dirname, '../../deploy/prometheus');
const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';
const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';

function installed(binary: string): string {
  if (!fs.existsSync(binary)) {
    throw new Error(
      `${binary} is missing: install Prometheus with "apt-get install -y prometheus" (.ci/run does).`,
    );
  }
  return binary;
}

/** Runs promtool without blocking: the site answers Prometheus's scrapes meanwhile. */
function promtool(...args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(installed(PROMTOOL), args, { cwd: dir });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

const alertsText = fs.readFileSync(path.join(dir, 'alerts.yml'), 'utf8');
const alertNames = [...alertsText.matchAll(/^\s*- alert: (\w+)$/gm)].map((match) => match[1]);

// Prometheus in front of a site, started before everything else: it discovers its targets only
// seconds after it starts, and scrapes them while promtool checks the files.
let site: TestSite;
let server: http.Server;
let prometheus: ChildProcess;
let workDir: string;
let api: string;
let log = '';

async function get<T>(pathname: string): Promise<T> {
  const answer = await fetch(`${api}${pathname}`);
  if (!answer.ok) throw new Error(`${pathname}: ${answer.status}`);
  return ((await answer.json()) as { data: T }).data;
}

beforeAll(async () => {
  installed(PROMETHEUS);
  site = await startTestSite();
  server = http.createServer(site.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const sitePort = (server.address() as AddressInfo).port;
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkg-prometheus-'));
  const port = await freePort();
  api = `http://127.0.0.1:${port}`;
  // The stack's configuration with the replicas found at this site's address instead of through
  // Docker's DNS, Prometheus on a free port, scraped and evaluated every second.
  const config = fs
    .readFileSync(path.join(dir, 'prometheus.yml'), 'utf8')
    .replace(/scrape_interval: 15s/, 'scrape_interval: 1s')
    .replace(/scrape_timeout: 10s/, 'scrape_timeout: 1s')
    .replace(/evaluation_interval: 15s/, 'evaluation_interval: 1s')
    .replace(
      /dns_sd_configs:\n\s+- names: \['site'\][^\n]*\n(?:\s+(?:type|port|refresh_interval):[^\n]*\n)+/,
      `static_configs:\n      - targets: ['127.0.0.1:${sitePort}']\n`,
    )
    .replace(/targets: \['localhost:9090'\]/, `targets: ['127.0.0.1:${port}']`);
  expect(config).toContain(`127.0.0.1:${sitePort}`);
  fs.writeFileSync(path.join(workDir, 'prometheus.yml'), config);
  fs.copyFileSync(path.join(dir, 'alerts.yml'), path.join(workDir, 'alerts.yml'));
  prometheus = spawn(
    PROMETHEUS,
    [
      `--config.file=${path.join(workDir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(workDir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prometheus.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  prometheus.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitFor(
    'Prometheus ready',
    async () => {
      if (prometheus.exitCode !== null) throw new Error(`Prometheus exited: ${log.slice(-2000)}`);
      return (await fetch(`${api}/-/ready`)).ok;
    },
    { timeoutMs: 30_000, intervalMs: 200 },
  );
});

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    await new Promise((resolve) => {
      prometheus.once('exit', resolve);
      prometheus.kill('SIGTERM');
    });
  }
  await new Promise((resolve) => server?.close(resolve));
  await site?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('the configuration and the rules of deploy/prometheus', () => {
  it('when promtool checks the configuration, then it is valid and finds the rules', async () => {
    const { status, output } = await promtool('check', 'config', 'prometheus.yml');
    expect(output).toContain('SUCCESS: prometheus.yml is valid prometheus config file syntax');
    expect(status).toBe(0);
  });

  it('when promtool checks the rules, then every alert is valid', async () => {
    const { status, output } = await promtool('check', 'rules', 'alerts.yml');
    expect(output).toContain(`SUCCESS: ${alertNames.length} rules found`);
    expect(status).toBe(0);
  });

  it('when promtool runs the alerts’ unit tests, then each fires on its synthetic failure and none on healthy series', async () => {
    const { status, output } = await promtool('test', 'rules', 'alerts.test.yml');
    expect(output).toContain('SUCCESS');
    expect(status).toBe(0);
  });

  it('when the unit tests are read, then every alert is expected both to fire and to stay quiet', () => {
    const tests = fs.readFileSync(path.join(dir, 'alerts.test.yml'), 'utf8');
    const checks = tests.split(/^\s*- eval_time:/m).slice(1);
    const expected = (alert: string, firing: boolean) =>
      checks.some(
        (check) =>
          new RegExp(`^\\s*alertname: ${alert}$`, 'm').test(check) &&
          /exp_alerts: \[\]/.test(check) !== firing,
      );
    expect(alertNames.filter((alert) => !expected(alert, true))).toEqual([]);
    expect(alertNames.filter((alert) => !expected(alert, false))).toEqual([]);
  });
});

interface RuleState {
  name: string;
  type: string;
  health: string;
  lastError?: string;
  duration: number;
  labels: Record<string, string>;
  annotations: Record<string, string>;
}

describe('Prometheus with deploy/prometheus/prometheus.yml in front of a site', () => {
  it('when it has scraped, then the site’s target and its own are up and the edge, without a Varnish service, has none', async () => {
    type Target = { labels: { job: string }; health: string; lastError: string };
    const targets = await waitFor(
      'the site scraped',
      async () => {
        const { activeTargets } = await get<{ activeTargets: Target[] }>('/api/v1/targets?state=active');
        const up = (job: string) => activeTargets.some((t) => t.labels.job === job && t.health === 'up');
        return up('site') && up('prometheus') ? activeTargets : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    expect(targets.filter((target) => target.labels.job === 'edge')).toEqual([]);
    const lag = await get<{ result: unknown[] }>(
      `/api/v1/query?query=${encodeURIComponent('publish_live_lag_seconds_count{job="site"}')}`,
    );
    expect(lag.result).toHaveLength(1);
  });

  it('when it has evaluated the rules, then every alert of alerts.yml is loaded, healthy, held for a while, with a severity and what to do', async () => {
    const rules = await waitFor(
      'every rule evaluated',
      async () => {
        const { groups } = await get<{
          groups: Array<{ rules: Array<RuleState & { lastEvaluation: string }> }>;
        }>('/api/v1/rules');
        const all = groups.flatMap((group) => group.rules);
        return all.length > 0 && all.every((rule) => !rule.lastEvaluation.startsWith('0001'))
          ? all
          : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    expect(rules.map((rule) => rule.name)).toEqual(alertNames);
    for (const rule of rules) {
      expect([rule.name, rule.type, rule.health, rule.lastError ?? '']).toEqual([
        rule.name,
        'alerting',
        'ok',
        '',
      ]);
      expect([rule.name, rule.duration > 0]).toEqual([rule.name, true]);
      expect([rule.name, ['page', 'ticket'].includes(rule.labels.severity)]).toEqual([rule.name, true]);
      expect([rule.name, Boolean(rule.annotations.summary), Boolean(rule.annotations.action)]).toEqual([
        rule.name,
        true,
        true,
      ]);
    }
  });
});
