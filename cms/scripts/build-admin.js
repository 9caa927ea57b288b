// Builds the admin panel into cms/build (what `strapi build` does in the image), from a checkout.
// Strapi's build looks for a tsconfig.json in every parent folder and would take the repository's for
// its own; so the project is built in a temporary copy beside the same dependencies, and the bundle
// is moved back. Needs about 2 GB of memory and minutes of CPU, so the bundle is kept in the
// dependency cache's folder under a digest of everything it is built from (the project files, the
// dependencies' cache entry): a second build of the same inputs copies it back in a second.
//   node cms/scripts/build-admin.js
const { createHash } = require('node:crypto');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { cmsDir, findNode, cacheDirFor, envWithNode } = require('./runtime');

const PROJECT_FILES = ['package.json', 'config', 'src', 'public', 'favicon.png'];

/** The files of the project that the build reads, in a stable order (uploads aside). */
function projectFiles() {
  const files = [];
  const walk = (relative) => {
    const absolute = path.join(cmsDir, relative);
    if (relative.startsWith('public/uploads')) return;
    if (fs.statSync(absolute).isDirectory()) {
      for (const entry of fs.readdirSync(absolute).sort()) walk(path.join(relative, entry));
    } else files.push(relative);
  };
  for (const entry of PROJECT_FILES) if (fs.existsSync(path.join(cmsDir, entry))) walk(entry);
  return files;
}

function builtBundleCache(node) {
  const digest = createHash('sha256').update(cacheDirFor(node));
  for (const file of projectFiles()) digest.update(file).update(fs.readFileSync(path.join(cmsDir, file)));
  return `${cacheDirFor(node)}-admin-${digest.digest('hex').slice(0, 16)}`;
}

function main() {
  const modules = path.join(cmsDir, 'node_modules');
  if (!fs.existsSync(path.join(modules, '@strapi/strapi'))) {
    throw new Error('Strapi is not installed; run "npm run cms:install" first.');
  }
  const node = findNode();
  const cached = builtBundleCache(node);
  if (fs.existsSync(path.join(cached, 'index.html'))) {
    fs.rmSync(path.join(cmsDir, 'build'), { recursive: true, force: true });
    fs.cpSync(cached, path.join(cmsDir, 'build'), { recursive: true });
    process.stdout.write(`cms: admin panel copied into cms/build from ${cached}\n`);
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'dkg-cms-admin-'));
  try {
    for (const entry of PROJECT_FILES) {
      fs.cpSync(path.join(cmsDir, entry), path.join(work, entry), {
        recursive: true,
        filter: (source) => !source.startsWith(path.join(cmsDir, 'public/uploads/')),
      });
    }
    fs.symlinkSync(fs.realpathSync(modules), path.join(work, 'node_modules'), 'dir');
    const started = Date.now();
    const result = spawnSync(node.binary, [path.join(modules, '@strapi/strapi/bin/strapi.js'), 'build'], {
      cwd: work,
      stdio: 'inherit',
      env: envWithNode(node, { NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' }),
    });
    if (result.status !== 0) throw new Error(`strapi build failed with exit code ${result.status}`);
    fs.rmSync(path.join(cmsDir, 'build'), { recursive: true, force: true });
    fs.cpSync(path.join(work, 'build'), path.join(cmsDir, 'build'), { recursive: true });
    const staging = `${cached}.partial-${process.pid}`;
    fs.cpSync(path.join(work, 'build'), staging, { recursive: true });
    fs.rmSync(cached, { recursive: true, force: true });
    fs.renameSync(staging, cached);
    process.stdout.write(
      `cms: admin panel built into cms/build in ${Math.round((Date.now() - started) / 1000)} s\n`,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  process.stderr.write(`cms: ${error.message}\n`);
  process.exit(1);
}
