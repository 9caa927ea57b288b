import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './wait-for';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const siteConf = path.resolve(__dirname, '../../deploy/nginx/site.conf');
const cmsConf = path.resolve(__dirname, '../../deploy/nginx/cms.conf');

/** TLS (the stack's certificate, HTTP/2, which Debian's nginx 1.22 names otherwise): plain HTTP here. */
function withoutTls(conf: string): string {
  return conf
    .replace(/^\s*listen \[::\]:\d+ ssl;\n/m, '')
    .replace(/^\s*http2 on;\n/m, '')
    .replace(/^\s*include snippets\/tls\.conf;\n/m, '');
}

/**
 * The repository's proxy configuration, made runnable here: only the upstream addresses (docker
 * service names), the listening port, TLS (the compose suite tries it, with the stack's certificate)
 * and the cache folder change; every other directive stays as written.
 */
export function prepareNginx(options: {
  /** The site's port, or the ports of its replicas. */
  sitePort: number | number[];
  cmsPort: number;
  listenPort: number;
  /** Also the editors' entrance of deploy/nginx/cms.conf, on this port, in front of `cmsPort`. */
  cmsEntrancePort?: number;
  /** Where nginx's counters (`/stub_status`, the monitoring's) answer on loopback. */
  statusPort?: number;
}) {
  if (!fs.existsSync(NGINX)) {
    throw new Error(
      `nginx is missing at ${NGINX}: install it with "apt-get install -y nginx" (.ci/run does).`,
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  fs.chmodSync(dir, 0o755);
  const cacheDir = path.join(dir, 'cache');
  fs.mkdirSync(cacheDir, { mode: 0o777 });
  fs.chmodSync(cacheDir, 0o777);
  const server = withoutTls(fs.readFileSync(siteConf, 'utf8'))
    // Debian's nginx (1.22) cannot re-resolve names; here the site's replicas stand where the stack's
    // edges do, at fixed addresses.
    .replace(/server varnish:80 resolve([^;]*);/, (_line, parameters: string) =>
      [options.sitePort]
        .flat()
        .map((port) => `server 127.0.0.1:${port}${parameters};`)
        .join('\n    '),
    )
    .replace(/server cms:1337;/, `server 127.0.0.1:${options.cmsPort};`)
    .replace(/\/var\/cache\/nginx\/site/, cacheDir)
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${options.listenPort};`)
    // nginx's counters: on `statusPort` of loopback, or else on a socket of this folder (which the
    // counters' address rules refuse) instead of a fixed port of the host.
    .replace(
      /listen 8082;/,
      options.statusPort === undefined
        ? `listen unix:${path.join(dir, 'status.sock')};`
        : `listen 127.0.0.1:${options.statusPort};`,
    );
  fs.writeFileSync(path.join(dir, 'site.conf'), server);
  if (options.cmsEntrancePort !== undefined) {
    const entrance = withoutTls(fs.readFileSync(cmsConf, 'utf8'))
      .replace(/server cms:1337;/, `server 127.0.0.1:${options.cmsPort};`)
      .replace(/listen 8081 ssl;/, `listen 127.0.0.1:${options.cmsEntrancePort};`);
    fs.writeFileSync(path.join(dir, 'cms.conf'), entrance);
  }
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${dir}/access.log;`,
      `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
      '  include site.conf;',
      ...(options.cmsEntrancePort !== undefined ? ['  include cms.conf;'] : []),
      '}',
      '',
    ].join('\n'),
  );
  return {
    dir,
    test() {
      return spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
    },
    async start(): Promise<{ process: ChildProcess; stop: () => Promise<void> }> {
      const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
      await waitFor(
        `nginx on port ${options.listenPort}`,
        () => fetch(`http://127.0.0.1:${options.listenPort}/healthz`).then(() => true),
        { timeoutMs: 5_000, intervalMs: 50 },
      );
      return {
        process: child,
        stop: () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGQUIT');
          }),
      };
    },
    cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
