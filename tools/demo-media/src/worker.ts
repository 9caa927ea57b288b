/** A generator worker process: receives specs over IPC, writes their files, answers with the count. */
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { planMedia, type MediaSpec } from '@dkg/demo-content';
import { isComplete, keepInCache, restoreFromCache, temporaryName } from './cache';
import { renderSpec, shareRendition, type OutputFile } from './render';

export interface WorkerJob {
  spec: MediaSpec;
  outDir: string;
  /** Where drawn files are kept for the next clone or run (none: not kept). */
  cacheDir?: string;
}

export interface WorkerReply {
  key: string;
  files?: number;
  ms?: number;
  error?: string;
}

/**
 * Renders one spec and writes its files, each under a temporary name then renamed (no truncated file
 * under a final name), and keeps them in the cache. The writing is synchronous: a stop signal is
 * handled between two pictures, never in the middle of one.
 */
export async function writeSpec(spec: MediaSpec, outDir: string, cacheDir?: string): Promise<number> {
  const outputs = (await cutShareCrops(spec, outDir, cacheDir)) ?? (await renderSpec(spec));
  for (const out of outputs) {
    const target = join(outDir, out.fileName);
    const temp = temporaryName(outDir, out.fileName);
    writeFileSync(temp, out.data);
    renameSync(temp, target);
    if (cacheDir) keepInCache(cacheDir, target, out.fileName);
  }
  return outputs.length;
}

/**
 * The share crops of a picture drawn before they existed, cut from its original (in the folder or the
 * cache) instead of drawing it all again; undefined when anything else of the spec is missing.
 */
async function cutShareCrops(
  spec: MediaSpec,
  outDir: string,
  cacheDir?: string,
): Promise<OutputFile[] | undefined> {
  const plan = planMedia(spec);
  const crops = plan.formats.filter((format) => format.format === 'share');
  const drawn = [
    plan.fileName,
    ...plan.formats.filter((format) => format.format !== 'share').map((f) => f.fileName),
  ];
  const here = (name: string) => isComplete(join(outDir, name));
  if (crops.length === 0 || crops.every((crop) => here(crop.fileName))) return undefined;
  for (const name of drawn) {
    if (!here(name) && !(cacheDir && restoreFromCache(cacheDir, outDir, name))) return undefined;
  }
  const original = join(outDir, plan.fileName);
  if (!existsSync(original)) return undefined;
  return Promise.all(
    crops.map(async (crop) => ({ fileName: crop.fileName, data: await shareRendition(original) })),
  );
}

if (require.main === module && process.send) {
  const exit = () => process.exit(0);
  process.on('SIGTERM', exit);
  process.on('SIGINT', exit);
  process.on('disconnect', exit);
  process.on('message', (job: WorkerJob) => {
    const t = Date.now();
    writeSpec(job.spec, job.outDir, job.cacheDir).then(
      (files) => process.send!({ key: job.spec.key, files, ms: Date.now() - t } satisfies WorkerReply),
      (error: unknown) =>
        process.send!({
          key: job.spec.key,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies WorkerReply),
    );
  });
  process.send({ key: '' } satisfies WorkerReply);
}
