// Installs the CMS's dependencies once into a cache outside the clone and links cms/node_modules to it.
// When the cache entry for this lock file and Node is there, it only checks the link: seconds.
//   node cms/scripts/install.js          (npm run cms:install)
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { cmsDir, findNode, nodeHeadersDir, cacheDirFor, envWithNode } = require('./runtime');

const COMPLETE_MARKER = '.install-complete';
// The SQLite driver is native code: proving that it loads and answers proves the install.
const SQLITE_CHECK =
  "new (require('better-sqlite3'))(':memory:').prepare('select sqlite_version() as v').get().v";

function log(message) {
  process.stdout.write(`cms:install: ${message}\n`);
}

function isComplete(cacheDir) {
  return (
    fs.existsSync(path.join(cacheDir, COMPLETE_MARKER)) &&
    fs.existsSync(path.join(cacheDir, 'node_modules/@strapi/strapi/package.json'))
  );
}

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

function installInto(cacheDir, node) {
  const staging = `${cacheDir}.partial-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) {
    fs.copyFileSync(path.join(cmsDir, file), path.join(staging, file));
  }
  const headers = nodeHeadersDir(node);
  if (!headers)
    log(`warning: no include/node/common.gypi beside ${node.binary}; node-gyp falls back to its own headers`);
  log(`installing with Node ${node.version} into ${staging} (npm ci: a few minutes)`);
  const started = Date.now();
  try {
    installStaged(staging, node, headers);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  try {
    fs.renameSync(staging, cacheDir);
  } catch (error) {
    // Another install finished first: keep its copy.
    if (!isComplete(cacheDir)) throw error;
    fs.rmSync(staging, { recursive: true, force: true });
  }
  log(`installed in ${Math.round((Date.now() - started) / 1000)} s`);
}

function installStaged(staging, node, headers) {
  const npmOptions = { cwd: staging, env: envWithNode(node, headers ? { npm_config_nodedir: headers } : {}) };
  for (let attempt = 1; ; attempt += 1) {
    try {
      run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--fetch-retries=4'], npmOptions);
      break;
    } catch (error) {
      // A registry hiccup (idle timeout, reset) should not cost a CI run: try the whole install again.
      if (attempt >= 3) throw error;
      log(`${error.message}; trying again (attempt ${attempt + 1} of 3)`);
    }
  }
  const sqlite = spawnSync(node.binary, ['-p', SQLITE_CHECK], { cwd: staging, encoding: 'utf8' });
  if (sqlite.status !== 0) {
    throw new Error(`better-sqlite3 does not load with Node ${node.version}:\n${sqlite.stderr}`);
  }
  log(`better-sqlite3 loads (SQLite ${sqlite.stdout.trim()})`);
  fs.writeFileSync(
    path.join(staging, COMPLETE_MARKER),
    `${JSON.stringify({ node: node.version, installedAt: new Date().toISOString() })}\n`,
  );
}

function link(cacheDir) {
  const target = path.join(cacheDir, 'node_modules');
  const linkPath = path.join(cmsDir, 'node_modules');
  let current;
  try {
    current = fs.lstatSync(linkPath);
  } catch {
    current = undefined;
  }
  if (current && !current.isSymbolicLink()) {
    log(`cms/node_modules is a directory installed in place (e.g. by npm ci in cms/): left as it is`);
    return;
  }
  if (current && fs.readlinkSync(linkPath) === target) {
    log(`cms/node_modules -> ${target}`);
    return;
  }
  if (current) fs.unlinkSync(linkPath);
  fs.symlinkSync(target, linkPath, 'dir');
  log(`linked cms/node_modules -> ${target}`);
}

function main() {
  const node = findNode();
  const cacheDir = cacheDirFor(node);
  if (isComplete(cacheDir)) {
    log(`cache present for this lock file and Node ${node.version}: ${cacheDir}`);
  } else {
    fs.mkdirSync(path.dirname(cacheDir), { recursive: true });
    installInto(cacheDir, node);
  }
  link(cacheDir);
}

try {
  main();
} catch (error) {
  process.stderr.write(`cms:install: ${error.message}\n`);
  process.exit(1);
}
