/**
 * Writes src/navigation/route-links.ts, the names, paths and link queries of the route table that
 * `href` (src/navigation/href.ts) builds links from: the browser's modules and the loaders link to
 * pages without importing the table, which imports them. `npm run routes` writes it after a route is
 * added or changed; src/navigation/href.test.ts checks that what is committed is what the table gives.
 *
 *   ts-node -P tsconfig.node.json scripts/generate-route-links.ts [--check]
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RouteLink } from '../src/navigation/href';
import { pageRoutes } from '../src/routes/route-table';

export const ROUTE_LINKS_FILE = path.join(__dirname, '../src/navigation/route-links.ts');

/** What a link needs of each route, in the table's order. */
export function routeLinksOf(routes: readonly RouteLink[]): RouteLink[] {
  return routes.map(({ name, path, linkQuery }) => ({ name, path, ...(linkQuery ? { linkQuery } : {}) }));
}

/** The module's text for a route table, as prettier prints it. */
export function renderRouteLinks(routes: readonly RouteLink[] = pageRoutes): string {
  const quoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const entries = routeLinksOf(routes).map(({ name, path, linkQuery }) => {
    const query = linkQuery ? `, linkQuery: [${linkQuery.map(quoted).join(', ')}]` : '';
    return `  { name: ${quoted(name)}, path: ${quoted(path)}${query} },\n`;
  });
  return (
    '/**\n' +
    ' * The names, paths and link queries of the route table (src/routes/route-table.ts), which `href`\n' +
    ' * builds links from. Written by `npm run routes` (scripts/generate-route-links.ts): not edited by hand.\n' +
    ' */\n' +
    `export const routeLinks = [\n${entries.join('')}] as const;\n`
  );
}

function main() {
  const relative = path.relative(path.join(__dirname, '..'), ROUTE_LINKS_FILE);
  const expected = renderRouteLinks();
  const upToDate = fs.existsSync(ROUTE_LINKS_FILE) && fs.readFileSync(ROUTE_LINKS_FILE, 'utf8') === expected;
  if (process.argv.includes('--check')) {
    process[upToDate ? 'stdout' : 'stderr'].write(
      `routes: ${relative} ${upToDate ? 'up to date' : 'is out of date (run npm run routes)'}\n`,
    );
    if (!upToDate) process.exitCode = 1;
    return;
  }
  if (!upToDate) fs.writeFileSync(ROUTE_LINKS_FILE, expected);
  process.stdout.write(`routes: ${relative} ${upToDate ? 'up to date' : 'updated'}\n`);
}

if (require.main === module) main();
