// The bare handler inside the site's own process, for `npm run bench`: loaded into the site with
// NODE_OPTIONS=--require, it listens on BENCH_BARE_PORT and answers from the pages file the bench
// records once the site is up (BENCH_BARE_PAGES, read at its first request). Against it, the site's hit
// path is compared with the same work done in the same process (its heap, timers and threads), which
// separates what the site's own code costs from what its process costs.
const http = require('node:http');
const { isMainThread } = require('node:worker_threads');
const { readPages, bareHandler } = require('./bare-server');

if (isMainThread) {
  let handle;
  http
    .createServer((req, res) => {
      handle ??= bareHandler(readPages(process.env.BENCH_BARE_PAGES));
      handle(req, res);
    })
    .listen(Number(process.env.BENCH_BARE_PORT), '127.0.0.1');
}
