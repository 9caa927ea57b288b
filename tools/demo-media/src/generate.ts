/**
 * The generator: for each spec, draw its files unless they already exist under the same hash. Work is
 * spread over `processes` child processes (the painters are JavaScript-heavy, one core each) or, with
 * one process, done in this one. Nothing else in the folder is touched.
 */
import { fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaSpec } from '@dkg/demo-content';
import { plannedFileNames } from '@dkg/demo-content';
import { type WorkerJob, type WorkerReply, writeSpec } from './worker';

export interface GenerateOptions {
  manifest: MediaSpec[];
  outDir: string;
  /** Only these keys. */
  only?: string[];
  /** Worker processes (default 1: in this process). */
  processes?: number;
  /** Called after each spec with a short progress line. */
  onProgress?: (line: string) => void;
}

export interface GenerateResult {
  generated: number;
  skipped: number;
  files: number;
  ms: number;
}

export async function generateMedia(options: GenerateOptions): Promise<GenerateResult> {
  const started = Date.now();
  const only = options.only?.length ? new Set(options.only) : null;
  if (only) {
    const unknown = [...only].filter((k) => !options.manifest.some((s) => s.key === k));
    if (unknown.length > 0) throw new Error(`Unknown media keys: ${unknown.join(', ')}`);
  }
  const specs = only ? options.manifest.filter((s) => only.has(s.key)) : options.manifest;
  mkdirSync(options.outDir, { recursive: true });
  const todo = specs.filter(
    (spec) => !plannedFileNames(spec).every((name) => existsSync(join(options.outDir, name))),
  );
  const skipped = specs.length - todo.length;
  // Heaviest first keeps both workers busy to the end.
  const queue = todo.slice().sort((a, b) => weight(b) - weight(a));
  const processes = Math.max(1, Math.min(options.processes ?? 1, queue.length));
  let files = 0;
  if (processes === 1) {
    for (const spec of queue) {
      const t = Date.now();
      files += await writeSpec(spec, options.outDir);
      options.onProgress?.(`${spec.key} (${spec.scene}) ${Date.now() - t} ms`);
    }
  } else {
    files = await runWorkers(queue, options.outDir, processes, options.onProgress);
  }
  return { generated: todo.length, skipped, files, ms: Date.now() - started };
}

function weight(spec: MediaSpec): number {
  return spec.scene === 'hero' || spec.scene === 'city'
    ? 3
    : spec.scene === 'logo' ||
        spec.scene === 'social-icon' ||
        spec.scene === 'partner-logo' ||
        spec.scene === 'certificate-pdf'
      ? 0
      : 1;
}

function runWorkers(
  queue: MediaSpec[],
  outDir: string,
  count: number,
  onProgress?: (line: string) => void,
): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    let next = 0;
    let files = 0;
    let running = count;
    let failed = false;
    const script = require.resolve('./worker');
    const ts = script.endsWith('.ts');
    for (let i = 0; i < count; i++) {
      const child = fork(script, [], {
        execArgv: ts ? ['-r', 'ts-node/register/transpile-only'] : [],
        env: { ...process.env, TS_NODE_PROJECT: process.env.TS_NODE_PROJECT ?? 'tsconfig.node.json' },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const feed = () => {
        if (failed || next >= queue.length) {
          child.disconnect();
          return;
        }
        const job: WorkerJob = { spec: queue[next++], outDir };
        child.send(job);
      };
      child.on('message', (reply: WorkerReply) => {
        if (reply.error) {
          failed = true;
          reject(new Error(`${reply.key}: ${reply.error}`));
        } else if (reply.key) {
          files += reply.files ?? 0;
          onProgress?.(`${reply.key} ${reply.ms} ms`);
        }
        feed();
      });
      child.on('exit', (code) => {
        running--;
        if (code !== 0 && !failed) {
          failed = true;
          reject(new Error(`media worker exited with code ${code}`));
        }
        if (running === 0 && !failed) resolvePromise(files);
      });
    }
  });
}
