import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from '@babel/core';
import ts from 'typescript';

/** The browser build's pass over the route table (client/server-route-fields.js), as webpack runs it. */

const routeTable = path.join(__dirname, '../src/routes/route-table.ts');
const plugin = path.join(__dirname, 'server-route-fields.js');

function browserBuild(source: string, filename: string): string {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return transformSync(outputText, { filename, babelrc: false, configFile: false, plugins: [plugin] })!.code!;
}

const SERVER_ONLY = [
  'loader',
  'validate',
  'middleware',
  'fixedParams',
  'sitemap',
  'unlisted',
  'structuredData',
  'preview',
];
const keys = (code: string, names: string[]) =>
  names.filter((name) => new RegExp(`\\b${name}:`).test(code)).sort();

describe('the route table in the browser build', () => {
  it('when the route table is built for the browser, then what only the server reads is left out and the rest stays', () => {
    const browser = browserBuild(fs.readFileSync(routeTable, 'utf8'), routeTable);
    expect(keys(browser, SERVER_ONLY)).toEqual([]);
    expect(keys(browser, ['Component', 'layout', 'query', 'uncached', 'translatedParam'])).toEqual([
      'Component',
      'layout',
      'query',
      'translatedParam',
      'uncached',
    ]);
    expect(browser).not.toContain('api::');
  });

  it('when another module or another call has such a member, then it is kept', () => {
    const entry = "route('a', 'a', { Component: A, preview: { x: {} } }); other('a', 'a', { preview: 1 });";
    expect(browserBuild(entry, path.join(__dirname, 'index.tsx'))).toContain('preview: {');
    const built = browserBuild(entry, routeTable);
    expect(built).toContain('Component: A');
    expect(built).toContain('preview: 1');
    expect(built.match(/preview:/g)).toHaveLength(1);
  });
});
