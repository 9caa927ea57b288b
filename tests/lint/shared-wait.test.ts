import fs from 'node:fs';
import path from 'node:path';
import { repositoryFiles, root } from './repository-files';

/**
 * The tests, the benchmarks and the scripts wait for a condition in one way, `waitFor` of
 * tests/support/wait-for.ts (a deadline, a message naming what was awaited), and find a free port in
 * one way, `freePort` of tests/support/free-port.ts. A second polling helper, a loop sleeping until
 * something holds, or another probe server opened only to learn a port makes this test fail.
 */
const WAIT_HELPER = 'tests/support/wait-for.ts';
const PORT_HELPER = 'tests/support/free-port.ts';

const files = repositoryFiles().filter(
  (file) =>
    file !== WAIT_HELPER &&
    file !== PORT_HELPER &&
    /\.(ts|tsx|js|mjs)$/.test(file) &&
    (/^(tests|scripts|bench|cms\/scripts)\//.test(file) || /\.test\.tsx?$/.test(file)),
);

const POLLING = [
  /\b(?:async\s+)?function\s+(?:waitFor|waitUntil|until|eventually|poll)\s*[<(]/,
  /\bconst\s+(?:waitFor|waitUntil|until|eventually|poll)\s*=\s*(?:async\s*)?\(/,
  /setTimeout\(\s*resolve\b/,
];

/** A server opened on port 0 and closed once its port is known: what `freePort` does. */
const PORT_PROBE =
  /listen\(0,[^()]*\(\)\s*=>\s*\{[\s\S]{0,200}?address\(\)[\s\S]{0,120}?\.close\(\s*\(\)\s*=>\s*resolve\(/;

function read(file: string): string {
  return fs.readFileSync(path.join(root, file), 'utf8');
}

describe('waiting and ports in the tests, benchmarks and scripts', () => {
  it('when something waits for a condition, then it uses the one waitFor helper', () => {
    const offenders = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          POLLING.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });

  it('when something needs a free port, then it asks the one freePort helper', () => {
    expect(files.filter((file) => PORT_PROBE.test(read(file)))).toEqual([]);
  });

  it('when the rules are given a copy of either helper, then they find it', () => {
    const copy = `${read(WAIT_HELPER)}\n${read(PORT_HELPER)}`;
    expect(POLLING.some((pattern) => copy.split('\n').some((line) => pattern.test(line)))).toBe(true);
    expect(PORT_PROBE.test(copy)).toBe(true);
  });
});
