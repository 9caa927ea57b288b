/**
 * Draws the demo media library into Strapi's upload folder:
 *   ts-node -P tsconfig.node.json scripts/generate-media.ts [--out dist/uploads] [--only key1,key2] [--preview] [--sample] [--verbose]
 * Files already there under the same hash are kept, so a second run takes seconds. --preview writes
 * contact sheets to .cache/media-preview; --sample uses a small built-in manifest instead of the seed's.
 */
import { resolve } from 'node:path';
import { mediaManifest, type MediaSpec } from '@dkg/demo-content';
import { generateMedia } from './generate';
import { writePreviewSheets } from './preview-sheets';
import { sampleManifest } from './sample-manifest';

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
  const result = await generateMedia({
    manifest,
    outDir,
    only: args.only,
    processes: 2,
    onProgress: args.verbose ? (line) => process.stdout.write(`  ${line}\n`) : undefined,
  });
  console.log(
    `media: ${result.generated} generated (${result.files} files), ${result.skipped} up to date, ${(result.ms / 1000).toFixed(1)} s → ${args.out}`,
  );
  if (args.preview) {
    const sheets = await writePreviewSheets(manifest, outDir, resolve('.cache/media-preview'));
    console.log(`previews: ${sheets.length} contact sheets in .cache/media-preview`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
