/**
 * `npm run dev`: the development loop on the embedded demo content. The demo content service starts
 * once, here; webpack watches the sources and builds both bundles (development mode) into .cache/dev;
 * after each build a new server starts from them, takes over from the previous one behind a small
 * proxy on PORT (3000), and every open page reloads itself (an event on /__dev/events, which only the
 * development bundle listens to). The production build in dist/ is neither read nor written.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import webpack, { type MultiStats } from 'webpack';
import { startEmbeddedContent } from '../server/embedded-content';
import { createLogger } from '../server/logger';
import { freePort } from '../tests/support/free-port';
import { waitFor } from '../tests/support/wait-for';
import webpackConfig from '../webpack.config';

const root = path.resolve(__dirname, '..');
const out = path.join(root, '.cache/dev');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const say = (line: string) => process.stdout.write(`[dev] ${line}\n`);

interface Server {
  child: ChildProcess;
  port: number;
}

let current: Server | undefined;
let waiting: Array<(server: Server) => void> = [];
const listeners = new Set<http.ServerResponse>();

interface Reserve {
  child: ChildProcess;
  port: number;
}

/**
 * A server process with the bundle's dependencies loaded (scripts/dev-server.js), waiting for the next
 * build; a message makes it run the build now on disk.
 */
async function startReserve(contentUrl: string): Promise<Reserve> {
  const serverPort = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(__dirname, 'dev-server.js'), path.join(out, 'server/index.js')],
    {
      cwd: root,
      env: {
        CONTENT_MIN_DELAY_MS: '0',
        PRERENDER: 'false',
        PUBLIC_URL: `http://localhost:${port}`,
        ...process.env,
        CONTENT_API_URL: contentUrl,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(serverPort),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  return { child, port: serverPort };
}

/** Resolves once the server answers /healthz; rejects when it stops first. */
async function listening(reserve: Reserve): Promise<Server> {
  let onExit: ((code: number | null) => void) | undefined;
  const stopped = new Promise<never>((_resolve, reject) => {
    onExit = (code) => reject(new Error(`the server stopped (${code})`));
    if (reserve.child.exitCode !== null) onExit(reserve.child.exitCode);
    else reserve.child.once('exit', onExit);
  });
  try {
    await Promise.race([
      waitFor(
        'the server answering /healthz',
        () =>
          fetch(`http://127.0.0.1:${reserve.port}/healthz`).then(
            (response) => response.ok,
            () => false,
          ),
        { timeoutMs: 60_000, intervalMs: 10 },
      ),
      stopped,
    ]);
  } finally {
    if (onExit) reserve.child.off('exit', onExit);
  }
  return reserve;
}

let reserve: Promise<Reserve> | undefined;

/** Runs the new build in the waiting process, and puts the next one in reserve. */
async function startServer(contentUrl: string): Promise<Server> {
  const next = await (reserve ?? startReserve(contentUrl));
  reserve = startReserve(contentUrl);
  next.child.send({ go: true });
  return listening(next);
}

function stopServer(server: Server) {
  server.child.kill('SIGTERM');
  const force = setTimeout(() => server.child.kill('SIGKILL'), 3_000);
  server.child.once('exit', () => clearTimeout(force));
}

function reloadPages() {
  for (const response of listeners) response.write('event: reload\ndata: {}\n\n');
}

/** The server of the last good build; requests made while the first one starts wait for it. */
function ready(): Promise<Server> {
  return current ? Promise.resolve(current) : new Promise((resolve) => waiting.push(resolve));
}

const proxy = http.createServer((req, res) => {
  if (req.url === '/__dev/events') {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    res.write(': connected\n\n');
    listeners.add(res);
    req.on('close', () => listeners.delete(res));
    return;
  }
  if (req.url === '/__dev/listeners') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ count: listeners.size }));
    return;
  }
  void ready().then((server) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: server.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`The development server did not answer: ${error.message}\n`);
    });
    req.pipe(upstream);
  });
});

async function onBuilt(stats: MultiStats, started: number, contentUrl: string) {
  if (stats.hasErrors()) {
    say('build failed; the last good build keeps serving');
    process.stdout.write(`${stats.toString('errors-only')}\n`);
    return;
  }
  const built = Date.now();
  let next: Server;
  try {
    next = await startServer(contentUrl);
  } catch (error) {
    say(`${(error as Error).message}; the last good build keeps serving`);
    return;
  }
  const previous = current;
  current = next;
  for (const resolve of waiting) resolve(next);
  waiting = [];
  if (previous) stopServer(previous);
  reloadPages();
  say(`built in ${built - started} ms, server ready in ${Date.now() - built} ms: http://localhost:${port}`);
}

async function main() {
  if (!fs.existsSync(path.join(root, 'packages/strapi-emulator/dist/index.js'))) {
    say("building the site's packages…");
    const built = spawn('npm', ['run', '--silent', 'build:packages'], { cwd: root, stdio: 'inherit' });
    built.once('exit', (code) => (code === 0 ? void main() : process.exit(code ?? 1)));
    return;
  }
  // The demo content outlives the site's restarts (and its missing pictures are drawn meanwhile).
  const content = process.env.CONTENT_API_URL
    ? undefined
    : await startEmbeddedContent({
        uploadsDir: path.resolve(root, process.env.UPLOADS_DIR ?? 'dist/uploads'),
        logger: createLogger('info'),
      });
  const contentUrl = process.env.CONTENT_API_URL ?? content!.url;
  fs.cpSync(path.join(root, 'public'), path.join(out, 'public'), { recursive: true });
  process.env.DEV_LIVE_RELOAD = '1';
  const compiler = webpack(webpackConfig({ dist: out }, { mode: 'development' }));
  let started = Date.now();
  compiler.hooks.invalid.tap('dev', () => {
    started = Date.now();
  });
  const watching = compiler.watch(
    { aggregateTimeout: 20, ignored: ['**/node_modules/**', '**/dist/**', '**/.cache/**', '**/.git/**'] },
    (error, stats) => {
      if (error) say(`webpack: ${error.message}`);
      else if (stats) void onBuilt(stats, started, contentUrl);
    },
  );
  proxy.listen(port, host, () => say(`building… then serving on http://localhost:${port}`));
  const stop = () => {
    if (!watching) process.exit(0);
    watching.close(() => {
      if (current) stopServer(current);
      void reserve?.then((waiting) => waiting.child.kill('SIGKILL'));
      proxy.close();
      for (const response of listeners) response.end();
      void (content?.close() ?? Promise.resolve()).then(() => process.exit(0));
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
