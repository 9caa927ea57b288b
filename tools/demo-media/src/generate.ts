/**
 * The generator: for each spec, draw its files unless they already exist under the same hash, or copy
 * them from the cache outside the clone when it has them. Work is spread over `processes` child
 * processes (the painters are JavaScript-heavy, one core each) or, with one process, done in this
 * one. Nothing else in the folder is touched.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { join } from 'node:path';
import type { MediaSpec } from '@dkg/demo-content';
import { plannedFileNames } from '@dkg/demo-content';
import { isComplete, restoreFromCache } from './cache';
import type { WorkerJob, WorkerReply } from './worker';

export interface GenerateOptions {
  manifest: MediaSpec[];
  outDir: string;
  /** Only these keys. */
  only?: string[];
  /** Worker processes (default 1: in this process). */
  processes?: number;
  /** Where drawn files are kept and looked for first (`defaultCacheDir()`); none: no cache. */
  cacheDir?: string;
  /** Told what is already there and what is to draw, before the drawing starts. */
  onStart?: (stock: Stock) => void;
  /** Called after each spec drawn. */
  onDrawn?: (spec: MediaSpec, files: number, ms: number) => void;
}

export interface GenerateResult {
  /** Specs drawn. */
  generated: number;
  /** Specs whose files were there or in the cache. */
  skipped: number;
  /** Files drawn. */
  files: number;
  /** Files copied from the cache. */
  restored: number;
  /** Files already in the folder. */
  present: number;
  ms: number;
}

export interface Stock {
  /** Files of every spec. */
  total: number;
  /** Files of the specs whose files were all in the folder. */
  present: number;
  /** Files copied from the cache (their specs are complete now). */
  restored: number;
  /** Specs to draw, and their files. */
  todo: MediaSpec[];
  todoFiles: number;
}

/** What is already drawn: specs complete in the folder, then those the cache completes; the rest is to draw. */
export function takeStock(specs: MediaSpec[], outDir: string, cacheDir?: string): Stock {
  mkdirSync(outDir, { recursive: true });
  const stock: Stock = { total: 0, present: 0, restored: 0, todo: [], todoFiles: 0 };
  for (const spec of specs) {
    const names = plannedFileNames(spec);
    stock.total += names.length;
    const missing = names.filter((name) => !existsSync(join(outDir, name)));
    if (missing.length === 0) {
      stock.present += names.length;
    } else if (cacheDir && missing.every((name) => isComplete(join(cacheDir, name)))) {
      for (const name of missing) restoreFromCache(cacheDir, outDir, name);
      stock.present += names.length - missing.length;
      stock.restored += missing.length;
    } else {
      stock.todo.push(spec);
      stock.todoFiles += names.length;
    }
  }
  return stock;
}

export async function generateMedia(options: GenerateOptions): Promise<GenerateResult> {
  const started = Date.now();
  const only = options.only?.length ? new Set(options.only) : null;
  if (only) {
    const unknown = [...only].filter((k) => !options.manifest.some((s) => s.key === k));
    if (unknown.length > 0) throw new Error(`Unknown media keys: ${unknown.join(', ')}`);
  }
  const specs = only ? options.manifest.filter((s) => only.has(s.key)) : options.manifest;
  const { outDir, cacheDir } = options;
  const stock = takeStock(specs, outDir, cacheDir);
  options.onStart?.(stock);
  // Heaviest first keeps both workers busy to the end.
  const queue = stock.todo.slice().sort((a, b) => weight(b) - weight(a));
  const processes = Math.max(1, Math.min(options.processes ?? 1, queue.length));
  let files = 0;
  const drawn = (spec: MediaSpec, count: number, ms: number) => {
    files += count;
    options.onDrawn?.(spec, count, ms);
  };
  if (processes === 1) {
    // Loaded here: the painters are not needed by those who only start workers.
    const { writeSpec } = await import('./worker');
    for (const spec of queue) {
      const t = Date.now();
      drawn(spec, await writeSpec(spec, outDir, cacheDir), Date.now() - t);
    }
  } else {
    let failure: Error | undefined;
    const pool = startWorkers({
      next: () => (failure ? undefined : queue.shift()),
      outDir,
      cacheDir,
      processes,
      onDrawn: drawn,
      onFailed: (spec, error) => {
        failure ??= spec ? new Error(`${spec.key}: ${error.message}`) : error;
      },
    });
    await pool.exited;
    if (failure) throw failure;
  }
  return {
    generated: queue.length,
    skipped: specs.length - queue.length,
    files,
    restored: stock.restored,
    present: stock.present,
    ms: Date.now() - started,
  };
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

export interface WorkerOptions {
  /** The next spec to draw; undefined when there is none, and the worker then exits. */
  next: () => MediaSpec | undefined;
  outDir: string;
  cacheDir?: string;
  processes: number;
  /** Runs the workers at the lowest OS priority (drawing beside a server). */
  lowPriority?: boolean;
  onDrawn: (spec: MediaSpec, files: number, ms: number) => void;
  /** A spec that could not be drawn, or a worker that died (spec undefined when it was idle). */
  onFailed: (spec: MediaSpec | undefined, error: Error) => void;
}

export interface Workers {
  /** Resolves when every worker has exited: true when none died. */
  exited: Promise<boolean>;
  pids: number[];
  /** Stops the workers now (a picture being drawn is dropped; no partial file is left). */
  stop(): Promise<void>;
}

/** Worker processes that draw what `next()` hands out, one spec at a time each, until it hands out nothing. */
export function startWorkers(options: WorkerOptions): Workers {
  const script = require.resolve('./worker');
  const ts = script.endsWith('.ts');
  let stopping = false;
  const children: ChildProcess[] = [];
  const exits: Array<Promise<boolean>> = [];
  for (let i = 0; i < options.processes; i++) {
    const child = fork(script, [], {
      execArgv: ts ? ['-r', 'ts-node/register/transpile-only'] : [],
      env: { ...process.env, TS_NODE_PROJECT: process.env.TS_NODE_PROJECT ?? 'tsconfig.node.json' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    // A message that can no longer be sent: the exit that follows reports it.
    child.on('error', () => child.kill());
    if (options.lowPriority && child.pid) {
      try {
        setPriority(child.pid, constants.priority.PRIORITY_LOW);
      } catch {
        // not allowed here: it draws at the normal priority
      }
    }
    let current: MediaSpec | undefined;
    const feed = () => {
      current = stopping ? undefined : options.next();
      if (current)
        child.send({ spec: current, outDir: options.outDir, cacheDir: options.cacheDir } satisfies WorkerJob);
      else if (child.connected) child.disconnect();
    };
    child.on('message', (reply: WorkerReply) => {
      if (reply.error) options.onFailed(current, new Error(reply.error));
      else if (reply.key && current) options.onDrawn(current, reply.files ?? 0, reply.ms ?? 0);
      feed();
    });
    exits.push(
      new Promise((resolve) => {
        child.on('exit', (code, signal) => {
          const died = !stopping && (code !== 0 || current !== undefined);
          if (died)
            options.onFailed(current, new Error(`media worker exited with ${signal ?? `code ${code}`}`));
          resolve(!died);
        });
      }),
    );
  }
  const exited = Promise.all(exits).then((clean) => clean.every(Boolean));
  return {
    exited,
    pids: children.map((child) => child.pid ?? 0),
    stop: () => {
      stopping = true;
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited.then(() => undefined);
    },
  };
}
