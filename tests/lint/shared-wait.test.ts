import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The tests wait for a condition in one way: `waitFor` of tests/support/wait-for.ts (a deadline, a
 * message naming what was awaited). A second polling helper, or a loop sleeping until something holds,
 * makes this test fail.
 */
const root = path.resolve(__dirname, '../..');
const HELPER = 'tests/support/wait-for.ts';

const testFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter(
    (file) =>
      file !== HELPER &&
      fs.existsSync(path.join(root, file)) &&
      /\.(ts|tsx)$/.test(file) &&
      (file.startsWith('tests/') || /\.test\.tsx?$/.test(file)),
  );

const POLLING = [
  /\b(?:async\s+)?function\s+(?:waitFor|waitUntil|until|eventually|poll)\s*[<(]/,
  /\bconst\s+(?:waitFor|waitUntil|until|eventually|poll)\s*=\s*(?:async\s*)?\(/,
  /setTimeout\(\s*resolve\b/,
];

describe('waiting in the tests', () => {
  it('when a test waits for a condition, then it uses the one waitFor helper', () => {
    const offenders = testFiles.flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          POLLING.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
