/**
 * Draws the demo media library into Strapi's upload folder:
 *   node tools/demo-media/dist/cli.js [--out dist/uploads] [--only key1,key2] [--preview] [--sample] [--verbose]
 * Files already there under the same hash are kept, and files drawn before on this machine are copied
 * from the cache outside the clone (`${XDG_CACHE_HOME:-~/.cache}/dkg-website/demo-media`), so a second
 * run takes seconds. --preview writes contact sheets to .cache/media-preview; --sample uses a small
 * built-in manifest instead of the seed's; --verbose names every picture drawn.
 */
import { resolve } from 'node:path';
import { mediaManifest, type MediaSpec } from '@dkg/demo-content';
import { defaultCacheDir } from './cache';
import { generateMedia } from './generate';
import { writePreviewSheets } from './preview-sheets';
import { createProgress, formatCount, formatDuration, type Progress } from './progress';
import { sampleManifest } from './sample-manifest';

/** The shortest time between two progress lines. */
const PROGRESS_INTERVAL_MS = 5_000;

interface Args {
  out: string;
  only?: string[];
  preview: boolean;
  sample: boolean;
  verbose: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { out: 'dist/uploads', preview: false, sample: false, verbose: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (!v) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a.startsWith('--out')) args.out = value();
    else if (a.startsWith('--only'))
      args.only = value()
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
    else if (a === '--preview') args.preview = true;
    else if (a === '--sample') args.sample = true;
    else if (a === '--verbose') args.verbose = true;
    else if (a === '--quiet') args.verbose = false;
    else throw new Error(`Unknown argument ${a}`);
  }
  return args;
}

function loadManifest(sample: boolean): MediaSpec[] {
  return sample ? sampleManifest() : mediaManifest;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const manifest = loadManifest(args.sample);
  const outDir = resolve(args.out);
  const cacheDir = defaultCacheDir();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  let progress: Progress | undefined;
  const result = await generateMedia({
    manifest,
    outDir,
    only: args.only,
    processes: 2,
    cacheDir,
    onStart: (stock) => {
      say(
        `demo pictures: ${formatCount(stock.todoFiles)} of ${formatCount(stock.total)} files to draw, ` +
          `${formatCount(stock.restored)} copied from the cache (${cacheDir}), ` +
          `${formatCount(stock.present)} already in ${args.out}`,
      );
      progress = createProgress({
        total: stock.total,
        present: stock.total - stock.todoFiles,
        intervalMs: PROGRESS_INTERVAL_MS,
        report: say,
      });
    },
    onDrawn: (spec, files, ms) => {
      if (args.verbose) say(`  ${spec.key} (${spec.scene}) ${ms} ms`);
      progress?.add(files);
    },
  });
  say(
    `demo pictures: ${formatCount(result.files)} files drawn, ${formatCount(result.restored)} from the cache, ` +
      `${formatCount(result.present)} already there, in ${formatDuration(result.ms)} → ${args.out}`,
  );
  if (args.preview) {
    const sheets = await writePreviewSheets(manifest, outDir, resolve('.cache/media-preview'));
    say(`previews: ${sheets.length} contact sheets in .cache/media-preview`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
