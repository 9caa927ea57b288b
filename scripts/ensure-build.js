// `npm start` and `npm run content` build first what is not built yet, saying which step runs. The demo
// pictures are not drawn here: the site draws the missing ones in the background once it serves.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const installed = (pkg) => fs.existsSync(path.join(root, 'node_modules', pkg));

const steps = [
  {
    script: 'build:packages',
    say: "building the site's packages…",
    outputs: [
      'packages/strapi-emulator/dist/index.js',
      'packages/demo-content/dist/index.js',
      ...(installed('@dkg/demo-media') ? ['tools/demo-media/dist/index.js'] : []),
    ],
  },
  {
    script: 'build:app',
    say: 'building the browser and server bundles…',
    outputs: ['dist/server/index.js', 'dist/server/content.js', 'dist/loadable-stats.json'],
    // webpack's progress in coarse steps (webpack.config.ts), for this first build only
    env: { BUILD_PROGRESS: '1' },
  },
];

const started = Date.now();
let built = false;
for (const step of steps) {
  const missing = step.outputs.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length === 0) continue;
  process.stdout.write(`${step.say} (${missing.join(', ')} missing)\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', '--silent', step.script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  built = true;
}
if (built) process.stdout.write(`built in ${Math.round((Date.now() - started) / 1000)} s; starting…\n`);
