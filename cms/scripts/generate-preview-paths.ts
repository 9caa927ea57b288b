/**
 * Writes cms/config/preview-paths.json, the map of the CMS's preview handler (cms/config/admin.js), from
 * the `preview` of each entry of the route table, so that a route's preview is declared once, with
 * the route. `npm run cms:schema` writes it after the schemas; tests/cms-schema checks that what is
 * committed is what the route table gives.
 *
 *   ts-node -P tsconfig.node.json cms/scripts/generate-preview-paths.ts [--check]
 */
import fs from 'node:fs';
import path from 'node:path';
import { previewPaths } from '../../src/routes/preview-paths';
import { pageRoutes, type PageRoute } from '../../src/routes/route-table';
import { cmsDir, formatJson, runSchemaStep } from './generate-schema';

export const PREVIEW_PATHS_FILE = path.join(cmsDir, 'config/preview-paths.json');

/** The file's content for a route table, as prettier prints it. */
export function renderPreviewPaths(routes: readonly PageRoute[] = pageRoutes): string {
  return `${formatJson(previewPaths(routes))}\n`;
}

/** Whether the committed file is the content given (by default, what the route table gives). */
export function previewPathsUpToDate(expected = renderPreviewPaths()): boolean {
  return fs.existsSync(PREVIEW_PATHS_FILE) && fs.readFileSync(PREVIEW_PATHS_FILE, 'utf8') === expected;
}

function main() {
  const relative = path.relative(path.dirname(cmsDir), PREVIEW_PATHS_FILE);
  const expected = renderPreviewPaths();
  const upToDate = previewPathsUpToDate(expected);
  if (process.argv.includes('--check')) {
    if (upToDate) {
      process.stdout.write(`cms:schema: ${relative} up to date\n`);
      return;
    }
    process.stderr.write(`cms:schema: ${relative} is out of date (run npm run cms:schema)\n`);
    process.exitCode = 1;
    return;
  }
  if (!upToDate) fs.writeFileSync(PREVIEW_PATHS_FILE, expected);
  process.stdout.write(`cms:schema: ${relative} ${upToDate ? 'up to date' : 'updated'}\n`);
}

if (require.main === module) runSchemaStep(main);
