/** A generator worker process: receives specs over IPC, writes their files, answers with the count. */
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaSpec } from '@dkg/demo-content';
import { renderSpec } from './render';

export interface WorkerJob {
  spec: MediaSpec;
  outDir: string;
}

export interface WorkerReply {
  key: string;
  files?: number;
  ms?: number;
  error?: string;
}

/** Renders one spec and writes its files (write then rename: no truncated file under a final name). */
export async function writeSpec(spec: MediaSpec, outDir: string): Promise<number> {
  const outputs = await renderSpec(spec);
  for (const out of outputs) {
    const target = join(outDir, out.fileName);
    const temp = `${target}.tmp`;
    writeFileSync(temp, out.data);
    renameSync(temp, target);
  }
  return outputs.length;
}

if (require.main === module && process.send) {
  process.on('message', (job: WorkerJob) => {
    const t = Date.now();
    writeSpec(job.spec, job.outDir).then(
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
