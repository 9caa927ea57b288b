import fs from 'node:fs';
import path from 'node:path';
import { repositoryFiles, root } from './repository-files';

/**
 * The decision records name the files they are about: every backquoted path of the repository in
 * docs/decisions/*.md must exist (a renamed or removed file is renamed there too). A path is a
 * backquoted name under one of the repository's top-level folders, or a file name with an extension
 * (then some file of that name must exist); build output (dist/), globs and templates are not paths.
 */
const decisionsDir = path.join(root, 'docs/decisions');

const files = repositoryFiles();
const baseNames = new Set(files.map((file) => path.basename(file)));
const topLevel = new Set(files.map((file) => file.split('/')[0]));

function isRepositoryPath(token: string): boolean {
  if (/[\s$*…<>{}=?:@]/.test(token) || token.startsWith('/') || token.startsWith('.')) return false;
  const first = token.split('/')[0];
  if (token.includes('/')) return topLevel.has(first);
  return /\.(ts|tsx|js|mjs|cjs|json|md|yml|yaml|css)$/.test(token);
}

function exists(token: string): boolean {
  if (!token.includes('/')) return baseNames.has(token);
  const clean = token.replace(/\/$/, '');
  return fs.existsSync(path.join(root, clean));
}

const records = fs.readdirSync(decisionsDir).filter((name) => name.endsWith('.md'));

describe('the decision records', () => {
  it.each(records)('when %s names a file of the repository, then that file exists', (record) => {
    const text = fs.readFileSync(path.join(decisionsDir, record), 'utf8');
    const named = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]).filter(isRepositoryPath);
    expect(named.filter((token) => !exists(token))).toEqual([]);
  });
});
