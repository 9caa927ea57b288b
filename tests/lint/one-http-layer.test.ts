import fs from 'node:fs';
import path from 'node:path';
import { repositoryFiles, root } from './repository-files';

/**
 * The page service (server/pages/) says what a page is — a status, the headers to set, a body that
 * streams — and never touches a response: rendered pages are written by server/http/page-answer.ts,
 * cached ones by server/http/cached-answer.ts with headers made once per page. A write to a response
 * in server/pages/ makes this test fail; an import of Express or node:http there is refused by lint
 * (import-zones.test.ts).
 */

const pageSources = repositoryFiles().filter(
  (file) => file.startsWith('server/pages/') && file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

const RESPONSE_WRITE =
  /\bres\.(status|set|setHeader|removeHeader|header|append|type|write|writeHead|end|redirect|send|sendStatus|json|cookie)\(/;

describe('HTTP in one layer', () => {
  it('when the page service is read, then it writes no response itself', () => {
    expect(pageSources.length).toBeGreaterThan(0);
    const writes = pageSources.flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          RESPONSE_WRITE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(writes).toEqual([]);
  });

  it('when a page service wrote a header, then the check would see it', () => {
    expect(RESPONSE_WRITE.test("    res.set('Cache-Control', 'no-store');")).toBe(true);
    expect(RESPONSE_WRITE.test('    res.status(outcome.status);')).toBe(true);
    expect(RESPONSE_WRITE.test("    res.on('close', () => controller.abort());")).toBe(false);
  });
});
