import fs from 'node:fs';
import path from 'node:path';
import { repositoryFiles, root } from './repository-files';

/**
 * The tests wait for a condition in one way: `waitFor` of tests/support/wait-for.ts (a deadline, a
 * message naming what was awaited). A second polling helper, or a loop sleeping until something holds,
 * makes this test fail.
 */
const HELPER = 'tests/support/wait-for.ts';

const testFiles = repositoryFiles().filter(
  (file) =>
    file !== HELPER && /\.(ts|tsx)$/.test(file) && (file.startsWith('tests/') || /\.test\.tsx?$/.test(file)),
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
