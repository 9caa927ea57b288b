// The reference for the cache-hit bars: a bare node:http server sending the same precompressed bytes
// with the same headers the site sent, looked up by URL. Usage: node bench/bare-server.js pages.json
const fs = require('node:fs');
const http = require('node:http');

const recorded = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const pages = new Map(
  Object.entries(recorded).map(([url, page]) => [
    url,
    { headers: page.headers, body: Buffer.from(page.body, 'base64') },
  ]),
);

const server = http.createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, page.headers);
  res.end(page.body);
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
