import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { startTileServer } from './tile-server';
import { freePort } from './free-port';
import { waitFor } from './wait-for';

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  logs: string[];
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const root = path.resolve(__dirname, '../..');
export const serverEntry = path.join(root, 'dist/server/index.js');
/** How `npm start` and the image run the server (the heap bound of the memory decision). */
export const serverFlags = ['--max-old-space-size=192', '--max-semi-space-size=8'];
/** The environment `npm start` and the image give the server besides its configuration (the allocator's). */
export const serverEnv = { MALLOC_MMAP_THRESHOLD_: '131072' };
/** What `npm start` asks for besides (the image does not): the embedded demo content when CONTENT_API_URL is unset. */
export const demoEnv = { CONTENT_DEMO: 'true' };

/** What a started server's environment holds unless the caller says otherwise. */
function testEnv(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    ...serverEnv,
    ...demoEnv,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    CONTENT_MIN_DELAY_MS: '0',
    PRERENDER: 'false',
    LOG_LEVEL: 'info',
  };
}

/**
 * Starts the built production server (`npm run build` first) on a free port with the embedded content.
 * With `logFile`, its logs go to that file instead of this process (a load test must not depend on
 * this process reading them).
 */
export async function startProductionServer(
  env: Record<string, string> = {},
  options: { logFile?: string } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`The production build is missing (${serverEntry}); run "npm run build" first.`);
  }
  // The maps' tiles come from a tile server of the tests' own unless the test names one: a page that
  // shows a map (a property's location in view) never reaches the internet.
  if (env.MAP_TILES_URL === undefined) {
    const tiles = await startTileServer();
    const server = await startProductionServer({ ...env, MAP_TILES_URL: tiles.template }, options).catch(
      async (error: unknown) => {
        await tiles.close();
        throw error;
      },
    );
    return {
      ...server,
      stop: async (signal) => {
        const code = await server.stop(signal);
        await tiles.close();
        return code;
      },
    };
  }
  if (options.logFile) return startLoggingToFile(env, options.logFile);
  const child = spawn(process.execPath, [...serverFlags, serverEntry], {
    cwd: root,
    env: { ...testEnv(), PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const lines = readline.createInterface({ input: child.stdout! });
  child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start:\n${logs.join('\n')}`)),
      30_000,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code}:\n${logs.join('\n')}`));
    });
    lines.on('line', (line) => {
      logs.push(line);
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === 'listening' && entry.port) {
          clearTimeout(timer);
          resolve(entry.port);
        }
      } catch {
        // not a log line
      }
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    logs,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}

async function startLoggingToFile(env: Record<string, string>, logFile: string): Promise<RunningServer> {
  const port = await freePort();
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [...serverFlags, serverEntry], {
    cwd: root,
    env: { ...testEnv(), ...env, PORT: String(port) },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    `the server answering (its log: ${logFile})`,
    async () => {
      if (child.exitCode !== null)
        throw new Error(`The server exited with ${child.exitCode}; see ${logFile}`);
      return (await fetch(`${url}/healthz`)).ok;
    },
    { timeoutMs: 30_000, intervalMs: 100 },
  );
  return {
    url,
    port,
    process: child,
    logs: [],
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
