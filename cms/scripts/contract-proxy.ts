/**
 * A proxy between the site and Strapi that asks Strapi for the v4 answer format
 * (`Strapi-Response-Format: v4`) and keeps every distinct GET with its answer: the contract recorder
 * sits here while the site crawls. Node's http only.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedExchange {
  request: { method: 'GET'; url: string };
  status: number;
  body: unknown;
}

export interface ContractProxy {
  url: string;
  /** Distinct GETs in the order first seen, by path and query. */
  exchanges: Map<string, RecordedExchange>;
  close(): Promise<void>;
}

export async function startContractProxy(options: { target: string; host?: string }): Promise<ContractProxy> {
  const target = new URL(options.target);
  const exchanges = new Map<string, RecordedExchange>();
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: target.host, 'strapi-response-format': 'v4' };
    delete headers['accept-encoding'];
    const upstream = http.request(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const raw = Buffer.concat(chunks);
          if (req.method === 'GET' && req.url && !exchanges.has(req.url)) {
            let body: unknown = raw.toString('utf8');
            try {
              body = JSON.parse(body as string);
            } catch {
              // not JSON: kept as text
            }
            exchanges.set(req.url, {
              request: { method: 'GET', url: req.url },
              status: answer.statusCode ?? 0,
              body,
            });
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(raw);
        });
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`contract proxy: ${error.message}`);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A stable, readable file name for a request: its path and a hash of the whole URL. */
export function fixtureName(url: string): string {
  const [pathname] = url.split('?');
  const slug = pathname
    .replace(/^\/api\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  const hash = createHash('sha256').update(url).digest('hex').slice(0, 12);
  return `${slug || 'root'}.${hash}.json`;
}
