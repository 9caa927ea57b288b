import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The import zones of eslint.config.mjs, checked on probe sources at the paths they would have: each
 * forbidden import is reported, each allowed one is not.
 */
const root = path.resolve(__dirname, '../..');

interface Probe {
  file: string;
  code: string;
}

/** The imports lint refuses in each probe (one ESLint process for all of them). */
function restrictedImports(probes: Probe[]): string[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-texts.mjs')], {
    cwd: root,
    input: JSON.stringify(probes.map(({ file, code }) => ({ file: path.join(root, file), code }))),
    encoding: 'utf8',
  });
  const results = JSON.parse(output) as Array<Array<{ ruleId: string | null; message: string }>>;
  return results.map((messages) =>
    messages
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((message) => /'([^']+)' import/.exec(message.message)?.[1] ?? message.message),
  );
}

function importing(...specifiers: string[]): string {
  return (
    specifiers.map((specifier, index) => `import * as probe${index} from '${specifier}';`).join('\n') +
    `\nexport const probes = [${specifiers.map((_s, index) => `probe${index}`).join(', ')}];\n`
  );
}

const refused: Array<[string, string]> = [
  ['src/components/card/card.tsx', '../../pages/home/home-page'],
  ['src/components/card/card.tsx', '../../routes/route-table'],
  ['src/components/card/card.tsx', '../../layouts/page-layout'],
  ['src/navigation/paths.ts', '../components/link/smart-link'],
  ['src/i18n/locales.ts', '../pages/home/home-page'],
  ['src/pages/home/home-page.tsx', '../../routes/build-routes'],
  ['src/pages/home/home-loader.server.ts', '../../routes/route-table'],
  ['src/layouts/page-layout.tsx', '../pages/home/home-page'],
  ['src/pages/home/home-page.tsx', '../../content/requests/properties.server'],
  ['client/index.tsx', '../src/content/http.server'],
  ['src/components/card/card.tsx', '../../../server/config'],
  ['src/app.tsx', 'node:fs'],
  ['client/index.tsx', '@dkg/strapi-emulator'],
  ['server/app.ts', '@dkg/demo-content'],
  ['packages/content-model/src/schema.ts', 'react'],
  ['packages/content-model/src/schema.ts', '../../../src/i18n/locales'],
  ['packages/strapi-emulator/src/app.ts', '../../../server/config'],
  ['tools/demo-media/src/render.ts', '../../../src/navigation/paths'],
  ['server/pages/page-service.ts', '../http/page-answer'],
  ['server/pages/page-service.ts', 'express'],
  ['server/cache/page-cache.ts', 'node:http'],
  ['server/shared/fleet-pages.ts', '../pages/page-service'],
  ['server/contact/enquiry-outbox.ts', '../mail/enquiry-mail'],
  ['server/mail/enquiry-mail.ts', '../shared/redis'],
  ['server/content/content-cache.ts', '../app'],
  ['server/render/page-renderer.tsx', '../revalidation'],
  ['server/config.ts', './http/request-context'],
  ['server/edge/edge-purge.ts', '../pages/page-service'],
  ['server/edge/edge-headers.ts', '../cache/page-cache'],
  ['server/cache/page-cache.ts', '../edge/edge-tags'],
];

const accepted: Array<[string, string[]]> = [
  [
    'src/components/card/card.tsx',
    ['../../navigation/paths', '../../chrome/use-chrome', '@dkg/content-model'],
  ],
  ['src/pages/home/home-page.tsx', ['../../components/link/smart-link', '../../loaders/page-data']],
  ['src/pages/home/home-loader.server.ts', ['../../content/requests/home-page.server']],
  ['src/routes/route-table.ts', ['../pages/home/home-loader.server', '../pages/home/home-page']],
  ['server/app.ts', ['../src/routes/build-routes', '../src/content/http.server', 'node:fs']],
  ['packages/strapi-emulator/src/app.ts', ['@dkg/content-model', './query']],
  [
    'server/http/page-route.ts',
    ['../pages/page-service', '../cache/page-cache', '../logger', '../../src/i18n/locales', 'express'],
  ],
  ['server/pages/page-service.ts', ['../shared/fleet-pages', '../render/page-renderer', '../config']],
  [
    'server/edge/edge-purge.ts',
    ['../observability/metrics', '../background/retrying-rounds', '../config', '../logger'],
  ],
  ['server/http/cached-answer.ts', ['../edge/edge-headers', '../cache/page-cache']],
  [
    'server/shared/shared-queue.ts',
    ['../contact/enquiry-outbox', '../mail/enquiry-mail', '../cache/page-cache'],
  ],
];

/** Every folder of server/, each with a probe that imports every other one. */
const serverFolders = fs
  .readdirSync(path.join(root, 'server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const folderPairs = serverFolders.flatMap((from) =>
  serverFolders.filter((to) => to !== from).map((to) => [from, to] as const),
);

/** A cycle of the graph (as the folders along it), or [] when it has none. */
function findCycle(edges: ReadonlyArray<readonly [string, string]>): string[] {
  const next = new Map<string, string[]>();
  for (const [from, to] of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return [];
    path.push(node);
    for (const to of next.get(node) ?? []) {
      const cycle = visit(to);
      if (cycle.length > 0) return cycle;
    }
    path.pop();
    done.add(node);
    return [];
  };
  for (const node of next.keys()) {
    const cycle = visit(node);
    if (cycle.length > 0) return cycle;
  }
  return [];
}

const typeOnly: Probe = {
  file: 'src/pages/properties/probe.tsx',
  code:
    "import type { PropertyQuery } from '../../content/requests/properties.server';\n" +
    'export type Probe = PropertyQuery;\n',
};

let results: string[][];
let folderResults: string[][];

beforeAll(() => {
  const all = restrictedImports([
    ...refused.map(([file, specifier]) => ({ file, code: importing(specifier) })),
    ...accepted.map(([file, specifiers]) => ({ file, code: importing(...specifiers) })),
    typeOnly,
    ...folderPairs.map(([from, to]) => ({
      file: `server/${from}/probe.ts`,
      code: importing(`../${to}/probe`),
    })),
  ]);
  results = all.slice(0, all.length - folderPairs.length);
  folderResults = all.slice(results.length);
}, 60_000);

describe('import zones', () => {
  it.each(refused.map((probe, index) => [...probe, index] as const))(
    'when %s imports %s, then lint refuses it',
    (_file, specifier, index) => {
      expect(results[index]).toEqual([specifier]);
    },
  );

  it.each(accepted.map((probe, index) => [...probe, refused.length + index] as const))(
    'when %s imports what its layer may (%j), then lint accepts it',
    (_file, _specifiers, index) => {
      expect(results[index]).toEqual([]);
    },
  );

  it('when a browser module imports only the types of a .server module, then lint accepts it', () => {
    expect(results.at(-1)).toEqual([]);
  });

  it('when each server folder imports each other one, then what lint accepts has no cycle', () => {
    expect(serverFolders).toEqual(expect.arrayContaining(['http', 'pages', 'shared', 'cache', 'render']));
    const accepted = folderPairs.filter((_pair, index) => folderResults[index].length === 0);
    expect(accepted).toContainEqual(['http', 'pages']);
    expect(accepted).not.toContainEqual(['pages', 'http']);
    expect(findCycle(accepted)).toEqual([]);
  });
});
