// `npm start` and `npm run content` build first what is not built yet, saying which step runs. The two
// steps do not depend on each other (webpack bundles the content model from its sources and leaves the
// other packages to run time), so they run side by side. The demo pictures are not drawn here: the
// site draws the missing ones in the background once it serves.
const { spawn } = require('node:child_process');
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

function run(step) {
  process.stdout.write(`${step.say}\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const child = spawn(npm, ['run', '--silent', step.script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ step, code })));
}

async function main() {
  const started = Date.now();
  const todo = steps.filter((step) => step.outputs.some((file) => !fs.existsSync(path.join(root, file))));
  if (todo.length === 0) return;
  const results = await Promise.all(todo.map(run));
  const failed = results.find((result) => result.code !== 0);
  if (failed) {
    process.stderr.write(`npm run ${failed.step.script} failed\n`);
    process.exit(failed.code ?? 1);
  }
  process.stdout.write(`built in ${Math.round((Date.now() - started) / 1000)} s; starting…\n`);
}

void main();
