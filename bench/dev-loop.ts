/**
 * `npm run bench:dev`: how long the development loop takes, from saving a file to the new page in the
 * browser. It starts `npm run dev` on a free port, opens a page in Chromium, then, round after round,
 * changes a component (the footer) and a loader (the editorial pages'), each time waiting until the
 * open page shows the change, and puts the file back (also measured). Results: bench/dev-loop.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Page } from 'playwright-core';
import { format } from 'prettier';
import { launchBrowser } from '../tests/support/browser';
import { freePort } from '../tests/support/free-port';
import { waitFor } from '../tests/support/wait-for';

const root = path.resolve(__dirname, '..');
const ROUNDS = Number(process.env.DEV_LOOP_ROUNDS ?? 5);
const LIMIT_MS = 60_000;

interface Edit {
  name: string;
  file: string;
  /** The file's text showing `marker` on the page. */
  change(text: string, marker: string): string;
  /** Whether the page shows `marker` (run in the page). */
  shows: (marker: string) => boolean;
}

const EDITS: Edit[] = [
  {
    name: 'a component (src/components/footer/footer.tsx)',
    file: 'src/components/footer/footer.tsx',
    change: (text, marker) =>
      replaceOnce(
        text,
        '<footer className="site-footer"',
        `<footer className="site-footer" data-dev-loop="${marker}"`,
      ),
    shows: (marker) => document.querySelector(`footer[data-dev-loop="${marker}"]`) !== null,
  },
  {
    name: 'a loader (src/pages/editorial/editorial-loader.server.ts)',
    file: 'src/pages/editorial/editorial-loader.server.ts',
    change: (text, marker) =>
      replaceOnce(
        text,
        'bodyHtml: renderMarkdown(body, locale)',
        `bodyHtml: renderMarkdown(body, locale) + '<p data-dev-loop="${marker}"></p>'`,
      ),
    shows: (marker) => document.querySelector(`[data-dev-loop="${marker}"]`) !== null,
  },
];

function replaceOnce(text: string, search: string, replacement: string): string {
  if (!text.includes(search))
    throw new Error(`"${search}" is no longer in the file: update bench/dev-loop.ts`);
  return text.replace(search, replacement);
}

/** Saves the file and measures until the page shows (or no longer shows) the marker. */
async function measure(page: Page, file: string, text: string, marker: string, shown: boolean, edit: Edit) {
  const started = performance.now();
  fs.writeFileSync(file, text);
  await waitFor(
    `${edit.name} ${shown ? 'on' : 'off'} the page`,
    async () => (await page.evaluate(edit.shows, marker)) === shown,
    { timeoutMs: LIMIT_MS, intervalMs: 10 },
  );
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const port = await freePort();
  const dev = spawn(
    process.execPath,
    [require.resolve('ts-node/dist/bin.js'), '-P', 'tsconfig.node.json', 'scripts/dev.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines: string[] = [];
  readline.createInterface({ input: dev.stdout! }).on('line', (line) => lines.push(line));
  const originals = new Map(
    EDITS.map((edit) => [edit.file, fs.readFileSync(path.join(root, edit.file), 'utf8')]),
  );
  const browser = await launchBrowser();
  const samples = new Map<string, number[]>(EDITS.map((edit) => [edit.name, []]));
  const phases = new Map<string, Array<{ build: number; start: number }>>(
    EDITS.map((edit) => [edit.name, []]),
  );
  /** The rebuild's and the restart's durations, as npm run dev tells them after a save. */
  const phaseAfter = async (from: number) => {
    const [, build, start] = await waitFor(
      'the rebuild reported',
      () =>
        lines
          .slice(from)
          .map((line) => /^\[dev\] built in (\d+) ms, server ready in (\d+) ms/.exec(line))
          .find(Boolean),
      { timeoutMs: LIMIT_MS, intervalMs: 10 },
    );
    return { build: Number(build), start: Number(start) };
  };
  try {
    await waitFor('the first build', () => lines.some((line) => line.startsWith('[dev] built')), {
      timeoutMs: 10 * LIMIT_MS,
      intervalMs: 10,
    });
    const page = await browser.newPage();
    const base = `http://127.0.0.1:${port}`;
    await page.goto(`${base}/about`);
    await waitFor(
      'the page listening for reloads',
      async () => ((await (await fetch(`${base}/__dev/listeners`)).json()) as { count: number }).count > 0,
      { timeoutMs: LIMIT_MS, intervalMs: 10 },
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const edit of EDITS) {
        const file = path.join(root, edit.file);
        const original = originals.get(edit.file)!;
        const marker = `round-${round}`;
        let from = lines.length;
        const on = await measure(page, file, edit.change(original, marker), marker, true, edit);
        phases.get(edit.name)!.push(await phaseAfter(from));
        from = lines.length;
        const off = await measure(page, file, original, marker, false, edit);
        phases.get(edit.name)!.push(await phaseAfter(from));
        samples.get(edit.name)!.push(on, off);
        process.stdout.write(`${edit.name}: ${Math.round(on)} ms, back ${Math.round(off)} ms\n`);
      }
    }
  } finally {
    for (const [file, text] of originals) fs.writeFileSync(path.join(root, file), text);
    await browser.close();
    dev.kill('SIGTERM');
  }

  const rows = [...samples].map(([name, values]) => {
    const parts = phases.get(name)!;
    return `| ${name} | ${values.length} | ${Math.round(median(values))} | ${Math.round(Math.max(...values))} | ${median(parts.map((part) => part.build))} | ${median(parts.map((part) => part.start))} |`;
  });
  const report = `# The development loop (npm run bench:dev)

From saving a file to the open page in Chromium showing the change: webpack's rebuild of both
bundles, the server's restart, the page's reload and its render. ${os.cpus().length} cores, load
average ${os.loadavg()[0].toFixed(1)} at the end of the run, ${new Date().toISOString().slice(0, 10)}.

| change | saves | median (ms) | slowest (ms) | of which: rebuild, median (ms) | server restart, median (ms) |
| ------ | ----: | ----------: | -----------: | -----------------------------: | --------------------------: |
${rows.join('\n')}
`;
  const formatted = await format(report, { parser: 'markdown', proseWrap: 'preserve' });
  fs.writeFileSync(path.join(__dirname, 'dev-loop.md'), formatted);
  process.stdout.write(formatted);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
