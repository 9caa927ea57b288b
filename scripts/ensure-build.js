// `npm start` and `npm run content` build first when there is no build yet.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const needed = [
  'dist/server/index.js',
  'dist/server/content.js',
  'dist/loadable-stats.json',
  'packages/strapi-emulator/dist/index.js',
  'packages/demo-content/dist/index.js',
  'dist/uploads',
];
const missing = needed.filter((file) => !fs.existsSync(path.join(root, file)));

if (missing.length > 0) {
  process.stdout.write(`No build yet (${missing.join(', ')} missing): building…\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
