import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './wait-for';

const VARNISHD = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';
const vcl = path.resolve(__dirname, '../../deploy/varnish/default.vcl');

/**
 * The repository's edge configuration, made runnable here: only the site's address (a docker service
 * name in the file) changes; every other line stays as written. varnishd runs in the foreground in
 * a folder of its own, listening on loopback.
 */
export function prepareVarnish(options: { sitePort: number; listenPort: number }) {
  if (!fs.existsSync(VARNISHD)) {
    throw new Error(
      `varnishd is missing at ${VARNISHD}: install it with "apt-get install -y varnish varnish-modules" (.ci/run does).`,
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'varnish-'));
  // varnishd's compiler runs as an unprivileged user of its own when started as root.
  fs.chmodSync(dir, 0o755);
  const configured = fs
    .readFileSync(vcl, 'utf8')
    .replace(/\.host = "origin";/, '.host = "127.0.0.1";')
    .replace(/\.port = "8080";/, `.port = "${options.sitePort}";`);
  const file = path.join(dir, 'default.vcl');
  fs.writeFileSync(file, configured, { mode: 0o644 });
  const workDir = path.join(dir, 'work');
  return {
    dir,
    /** Compiles the VCL as varnishd loads it (`-C`): the status and what the compiler said. */
    check() {
      return spawnSync(VARNISHD, ['-C', '-n', workDir, '-f', file], { encoding: 'utf8' });
    },
    async start(): Promise<{ process: ChildProcess; logs: string[]; stop: () => Promise<void> }> {
      const logs: string[] = [];
      const child = spawn(
        VARNISHD,
        [
          '-F',
          '-n',
          workDir,
          '-a',
          `127.0.0.1:${options.listenPort}`,
          '-f',
          file,
          '-s',
          'malloc,64m',
          '-j',
          'none',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child.stdout!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
      await waitFor(
        `varnishd on port ${options.listenPort}`,
        () => {
          if (child.exitCode !== null)
            throw new Error(`varnishd exited with ${child.exitCode}: ${logs.join('')}`);
          return fetch(`http://127.0.0.1:${options.listenPort}/healthz`).then(() => true);
        },
        { timeoutMs: 20_000, intervalMs: 100 },
      );
      return {
        process: child,
        logs,
        stop: () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    },
    cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
