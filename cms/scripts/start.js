// Starts the CMS (Strapi 5) with Node 24 on CMS_PORT (default 1337), on loopback unless HOST says
// otherwise. Secrets come from the environment or cms/.env (see cms/.env.example).
//   node cms/scripts/start.js            (npm run cms)
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { cmsDir, findNode, envWithNode } = require('./runtime');

function fail(message) {
  process.stderr.write(`cms: ${message}\n`);
  process.exit(1);
}

function main() {
  const strapiBin = path.join(cmsDir, 'node_modules/@strapi/strapi/bin/strapi.js');
  if (!fs.existsSync(strapiBin)) fail('Strapi is not installed; run "npm run cms:install" first.');
  const port = process.env.CMS_PORT ?? '1337';
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) fail(`CMS_PORT=${port} is not a port number.`);
  let node;
  try {
    node = findNode();
  } catch (error) {
    fail(error.message);
  }
  const child = spawn(node.binary, [strapiBin, 'start'], {
    cwd: cmsDir,
    stdio: 'inherit',
    env: envWithNode(node, {
      NODE_ENV: process.env.NODE_ENV || 'production',
      HOST: process.env.HOST || '127.0.0.1',
      PORT: port,
      STRAPI_TELEMETRY_DISABLED: 'true',
    }),
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    process.exit(code ?? (signal ? 1 : 0));
  });
}

main();
