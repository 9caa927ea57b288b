import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './cms';

/**
 * A throw-away PostgreSQL cluster from Debian's packages (initdb, pg_ctl) in a temporary folder, on a
 * free loopback port, trusting local connections. As root the server runs as the postgres user.
 */

export interface ThrowAwayPostgres {
  host: string;
  port: number;
  user: string;
  database: string;
  stop(): void;
}

function postgresBinDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((name) => fs.existsSync(path.join(base, name, 'bin/pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(`No PostgreSQL server under ${base} (apt-get install postgresql)`);
  return path.join(base, versions[0], 'bin');
}

export async function startThrowAwayPostgres(database = 'cms'): Promise<ThrowAwayPostgres> {
  const bin = postgresBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dkg-cms-postgres-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    const result = spawnSync(command as string, commandArgs as string[], { encoding: 'utf8', cwd: dir });
    if (result.status !== 0)
      throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // A test cluster: speed over durability.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
  const stop = () => {
    spawnSync(asRoot ? 'runuser' : path.join(bin, 'pg_ctl'), [
      ...(asRoot ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl')] : []),
      '-D',
      data,
      '-m',
      'immediate',
      '-w',
      'stop',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  } catch (error) {
    stop();
    throw error;
  }
  return { host: '127.0.0.1', port, user: 'postgres', database, stop };
}
