import fs from 'node:fs';
import path from 'node:path';

/**
 * bench/results.md holds the sections of two benchmarks: `npm run bench` writes the file and keeps the
 * Lighthouse section of `npm run bench:web`, which sits between markers and is replaced alone.
 */
export const RESULTS_FILE = path.resolve(__dirname, 'results.md');
const START = '<!-- bench:web -->';
const END = '<!-- /bench:web -->';

function readResults(): string {
  return fs.existsSync(RESULTS_FILE) ? fs.readFileSync(RESULTS_FILE, 'utf8') : '';
}

function webSection(text: string): string {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start >= 0 && end > start ? text.slice(start, end + END.length) : '';
}

/** Writes the server benchmark's results, keeping the Lighthouse section as it was. */
export function writeServerResults(markdown: string): void {
  const kept = webSection(readResults());
  fs.writeFileSync(RESULTS_FILE, kept ? `${markdown.trimEnd()}\n\n${kept}\n` : markdown);
}

/** Writes the Lighthouse section, in place of the previous one or after the server's results. */
export function writeWebResults(markdown: string): void {
  const text = readResults();
  const section = `${START}\n${markdown.trim()}\n${END}`;
  const previous = webSection(text);
  const next = previous
    ? text.replace(previous, section)
    : `${text.trimEnd() || '# Benchmark results'}\n\n${section}\n`;
  fs.writeFileSync(RESULTS_FILE, next);
}
