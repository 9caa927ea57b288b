// A server of `npm run dev` waiting in reserve (scripts/dev.ts): it loads the server bundle's
// dependencies (React, Express…) ahead of time, from the last build's list of them, so that when a
// new build is ready it only has to run that build. A new process each time: nothing of the previous
// server's state survives a change.
const fs = require('node:fs');

const bundle = process.argv[2];

function dependenciesOf(file) {
  if (!fs.existsSync(file)) return [];
  const names = [...fs.readFileSync(file, 'utf8').matchAll(/require\("([^"./][^"]*)"\)/g)].map((m) => m[1]);
  return [...new Set(names)];
}

for (const name of dependenciesOf(bundle)) {
  try {
    require(name);
  } catch {
    // loaded, if at all, when the server asks for it
  }
}
// Ends with `npm run dev`, whichever way that ends.
process.on('disconnect', () => process.exit(0));
process.once('message', () => {
  process.channel?.unref();
  require(bundle);
});
