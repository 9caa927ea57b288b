// Copies the static files of public/ (favicon, fallback styles) into the build.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
fs.cpSync(path.join(root, 'public'), path.join(root, 'dist/public'), { recursive: true });
