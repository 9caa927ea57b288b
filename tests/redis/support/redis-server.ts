import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { waitFor } from '../../support/wait-for';
import { freePort } from '../../support/free-port';

export interface RunningRedis {
  url: string;
  port: number;
  /** Stops the server (SIGKILL: the way a crashed Redis goes) and waits for its end. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  /** A client of this server for the test's own look (closed by stop). */
  client(): Redis;
}

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A real redis-server (Debian's, installed by .ci/run) on a free loopback port, without persistence,
 * in a folder of its own.
 */
export async function startRedisServer(): Promise<RunningRedis> {
  if (!fs.existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: install redis-server (.ci/run does).`);
  }
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkg-redis-'));
  let child: ChildProcess | undefined;

  const start = async () => {
    const process = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    child = process;
    await waitFor(`redis-server on port ${port}`, () => answers(port), { timeoutMs: 10_000, intervalMs: 25 });
  };
  const end = async (signal: NodeJS.Signals) => {
    const process = child;
    child = undefined;
    if (!process || process.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      process.once('exit', () => resolve());
      process.kill(signal);
    });
  };

  await start();
  let client: Redis | undefined;
  return {
    client: () => (client ??= new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 1 })),
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => end('SIGKILL'),
    restart: async () => {
      await end('SIGKILL');
      await start();
    },
    stop: async () => {
      client?.disconnect();
      await end('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
