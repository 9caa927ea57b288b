// The reference for the cache-hit bars: a bare node:http server sending the same precompressed bytes
// with the same headers the site sent, looked up by URL. Usage: node bench/bare-server.js pages.json
const fs = require('node:fs');
const http = require('node:http');

/** The pages `npm run bench` recorded from the site: URL → headers and body. */
function readPages(file) {
  const recorded = JSON.parse(fs.readFileSync(file, 'utf8'));
  return new Map(
    Object.entries(recorded).map(([url, page]) => [
      url,
      { headers: page.headers, body: Buffer.from(page.body, 'base64') },
    ]),
  );
}

/** The whole of the bare server's work for a request. */
function bareHandler(pages) {
  return (req, res) => {
    const page = pages.get(req.url);
    if (!page) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, page.headers);
    res.end(page.body);
  };
}

module.exports = { readPages, bareHandler };

if (require.main === module) {
  const server = http.createServer(bareHandler(readPages(process.argv[2])));
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
