/**
 * Draws the missing demo pictures beside a running site: in the background, in one worker process at
 * the lowest OS priority, with the pictures someone asks for first. The worker exits when everything
 * is drawn; a picture asked for later (its files deleted meanwhile) starts one again.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaSpec } from '@dkg/demo-content';
import { plannedFileNames } from '@dkg/demo-content';
import { startWorkers, takeStock, type Workers } from './generate';
import { createProgress, formatCount, formatDuration } from './progress';

export interface DrawerOptions {
  manifest: MediaSpec[];
  outDir: string;
  /** Where drawn files are kept and looked for first (`defaultCacheDir()`); none: no cache. */
  cacheDir?: string;
  /** Lines for people: what is to draw, how far it is (at most every `progressIntervalMs`), done. */
  onProgress?: (line: string) => void;
  progressIntervalMs?: number;
  /** Each picture drawn. */
  onDrawn?: (spec: MediaSpec, ms: number) => void;
  onError?: (error: Error) => void;
}

export interface MediaDrawer {
  /**
   * Resolves when the file is on disk: at once when it is there, after its picture is drawn (before
   * the others) when it is missing. Also resolves, without the file, for a name that is no demo
   * picture, a picture that could not be drawn and a drawer being closed; it never rejects.
   */
  draw(fileName: string): Promise<void>;
  /** Resolves when nothing is left to draw and the worker has exited. */
  idle(): Promise<void>;
  /** The worker's process id while one runs. */
  workerPid(): number | undefined;
  /** Stops the worker (the picture being drawn is dropped) and answers every waiting `draw`. */
  close(): Promise<void>;
}

interface Waiting {
  promise: Promise<void>;
  resolve: () => void;
}

export function startMediaDrawer(options: DrawerOptions): MediaDrawer {
  const { outDir, cacheDir } = options;
  const report = options.onProgress ?? (() => {});
  const specOfFile = new Map<string, MediaSpec>();
  for (const spec of options.manifest) for (const name of plannedFileNames(spec)) specOfFile.set(name, spec);

  const stock = takeStock(options.manifest, outDir, cacheDir);
  const progress = createProgress({
    total: stock.total,
    present: stock.total - stock.todoFiles,
    intervalMs: options.progressIntervalMs ?? 10_000,
    report,
  });
  /** Specs to draw by key, with their waiters; a spec leaves it once drawn (or failed). */
  const waiting = new Map<string, Waiting>();
  /** Asked for by a request: drawn before the background queue, in the order asked. */
  const asked: MediaSpec[] = [];
  const background: MediaSpec[] = [];
  let workers: Workers | undefined;
  let idle = Promise.resolve();
  let closed = false;

  const settle = (spec: MediaSpec) => {
    waiting.get(spec.key)?.resolve();
    waiting.delete(spec.key);
  };
  const enqueue = (spec: MediaSpec, queue: MediaSpec[]) => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    waiting.set(spec.key, { promise, resolve });
    queue.push(spec);
  };

  function startWorker() {
    if (workers || closed || waiting.size === 0) return;
    workers = startWorkers({
      next: () => asked.shift() ?? background.shift(),
      outDir,
      cacheDir,
      processes: 1,
      lowPriority: true,
      onDrawn: (spec, files, ms) => {
        settle(spec);
        options.onDrawn?.(spec, ms);
        progress.add(files);
      },
      onFailed: (spec, error) => {
        options.onError?.(error);
        if (spec) settle(spec);
      },
    });
    idle = workers.exited.then((clean) => {
      workers = undefined;
      if (clean && !closed && asked.length + background.length > 0) {
        // asked for while the worker was leaving
        startWorker();
        return idle;
      }
      // Closed, or the worker died (it is not started again but for a picture asked for).
      asked.length = 0;
      background.length = 0;
      for (const { resolve } of waiting.values()) resolve();
      waiting.clear();
      if (clean && !closed && progress.drawn() > 0) {
        report(
          `demo pictures: all ${formatCount(stock.total)} files ready (${formatCount(progress.drawn())} drawn in ${formatDuration(progress.elapsedMs())})`,
        );
      }
    });
  }

  for (const spec of stock.todo) enqueue(spec, background);
  report(
    stock.todo.length === 0
      ? `demo pictures: all ${formatCount(stock.total)} files ready${stock.restored ? ` (${formatCount(stock.restored)} from the cache)` : ''}`
      : `demo pictures: ${formatCount(stock.todoFiles)} of ${formatCount(stock.total)} files to draw in the background, ${formatCount(stock.restored)} copied from the cache`,
  );
  startWorker();

  return {
    draw(fileName) {
      const spec = specOfFile.get(fileName);
      if (!spec || closed || existsSync(join(outDir, fileName))) return Promise.resolve();
      const queued = background.indexOf(spec);
      if (queued >= 0) asked.push(...background.splice(queued, 1));
      else if (!waiting.has(spec.key)) enqueue(spec, asked);
      startWorker();
      return waiting.get(spec.key)?.promise ?? Promise.resolve();
    },
    idle: () => idle,
    workerPid: () => workers?.pids[0],
    async close() {
      closed = true;
      asked.length = 0;
      background.length = 0;
      await workers?.stop();
      await idle;
    },
  };
}
