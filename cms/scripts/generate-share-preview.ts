/**
 * Writes what the admin panel's "Search and sharing" panel (cms/src/admin/share-preview.js) needs to
 * show an entry as the site will, without reading the site's code:
 *
 * - cms/src/admin/share.ts: the content model's rules of a page's title, description and share
 *   picture (packages/content-model/src/share.ts), copied as they are;
 * - cms/src/admin/share-preview.json: for each type with pages, where its fallbacks come from (the
 *   model's `share`), its page's path (the route table's preview) and, for a property, how its page
 *   names it in each language (the site's strings);
 * - cms/src/admin/site-share.jpg: the site's own picture of a shared link (public/share.jpg);
 * - cms/src/lib/focal-crop.js: the crop around a picture's focal point that the CMS cuts a file's
 *   share picture with (packages/content-model/src/focal-crop.ts, in JavaScript).
 *
 * `npm run cms:schema` writes them after the schemas; tests/cms-schema checks that what is committed
 * is what this renders.
 *
 *   ts-node -P tsconfig.node.json cms/scripts/generate-share-preview.ts [--check]
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { contentTypes, LOCALES, SITE_SHARE_IMAGE } from '@dkg/content-model';
import { resources } from '../../src/i18n/resources';
import { PROPERTY_PAGE_TITLE } from '../../src/pages/property/property-title.server';
import { previewPaths } from '../../src/routes/preview-paths';
import { pageRoutes } from '../../src/routes/route-table';
import { cmsDir, formatJson, runSchemaStep } from './generate-schema';

const root = path.resolve(cmsDir, '..');
const SHARE_SOURCE = 'packages/content-model/src/share.ts';
const CROP_SOURCE = 'packages/content-model/src/focal-crop.ts';
const written = (source: string) =>
  `// Written by \`npm run cms:schema\` from ${source}: change that file, not this one.\n`;

/** The files this step owns, by their path relative to cms/. */
export const SHARE_PREVIEW_FILES = {
  rules: 'src/admin/share.ts',
  types: 'src/admin/share-preview.json',
  picture: 'src/admin/site-share.jpg',
  crop: 'src/lib/focal-crop.js',
} as const;

/** The focal crop in the CommonJS the CMS's server code requires. */
function cropModule(): string {
  const { outputText } = ts.transpileModule(fs.readFileSync(path.join(root, CROP_SOURCE), 'utf8'), {
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      removeComments: false,
    },
  });
  return written(CROP_SOURCE) + outputText;
}

/** A string of the site's, in one language, by its namespace and dotted key. */
function siteString(locale: (typeof LOCALES)[number], namespace: string, key: string): string {
  const strings = (resources[locale] as Record<string, unknown>)[namespace];
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], strings);
  if (typeof value !== 'string') throw new Error(`The site has no string ${namespace}:${key} in ${locale}`);
  return value;
}

/** `{{ref}} — {{title}}` → `{reference} — {title}`: the string's values named by the attributes that give them. */
function titleFormat(text: string, fields: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const field = fields[name];
    if (!field) throw new Error(`The property's page title has a value ${name} that no attribute gives`);
    return `{${field}}`;
  });
}

/** What the panel knows of every type with pages: its fallbacks, its page's path, its title's form. */
export function sharePreviewTypes(): Record<string, unknown> {
  const paths = previewPaths(pageRoutes);
  const types: Record<string, unknown> = {};
  for (const type of Object.values(contentTypes)) {
    if (!type.share) continue;
    types[type.uid] = {
      ...type.share,
      path: paths[type.uid] ?? '/',
      ...(type.uid === 'api::property.property' && {
        titleFormat: Object.fromEntries(
          LOCALES.map((locale) => [
            locale,
            titleFormat(
              siteString(locale, PROPERTY_PAGE_TITLE.namespace, PROPERTY_PAGE_TITLE.key),
              PROPERTY_PAGE_TITLE.fields,
            ),
          ]),
        ),
      }),
    };
  }
  return types;
}

/** Every file of this step, by its path relative to cms/, as committed. */
export function renderSharePreviewFiles(): Map<string, Buffer> {
  return new Map([
    [
      SHARE_PREVIEW_FILES.rules,
      Buffer.from(written(SHARE_SOURCE) + fs.readFileSync(path.join(root, SHARE_SOURCE), 'utf8')),
    ],
    [SHARE_PREVIEW_FILES.types, Buffer.from(`${formatJson(sharePreviewTypes())}\n`)],
    [SHARE_PREVIEW_FILES.picture, fs.readFileSync(path.join(root, 'public', SITE_SHARE_IMAGE.path.slice(1)))],
    [SHARE_PREVIEW_FILES.crop, Buffer.from(cropModule())],
  ]);
}

/** The files that differ from what is rendered (missing or changed). */
export function sharePreviewDrift(files = renderSharePreviewFiles()): string[] {
  return [...files].flatMap(([file, content]) => {
    const target = path.join(cmsDir, file);
    return fs.existsSync(target) && fs.readFileSync(target).equals(content) ? [] : [file];
  });
}

function main() {
  const files = renderSharePreviewFiles();
  const stale = sharePreviewDrift(files);
  if (process.argv.includes('--check')) {
    if (stale.length === 0) {
      process.stdout.write(`cms:schema: the share preview's ${files.size} files up to date\n`);
      return;
    }
    process.stderr.write(`cms:schema: out of date (run npm run cms:schema):\n  ${stale.join('\n  ')}\n`);
    process.exitCode = 1;
    return;
  }
  for (const file of stale) fs.writeFileSync(path.join(cmsDir, file), files.get(file)!);
  process.stdout.write(`cms:schema: the share preview's ${files.size} files; ${stale.length} written\n`);
}

if (require.main === module) runSchemaStep(main);
