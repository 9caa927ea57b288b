import http from 'node:http';
import net, { type AddressInfo } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A request handler listening on loopback, for requests written byte for byte. */
export async function listen(
  handler: http.RequestListener,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A request with its target exactly as written, over a plain socket: HTTP clients (and the network
 * guard of the tests) would read `//host/…` as another host, and normalize dots and backslashes.
 */
export function rawRequest(
  port: number,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { method = 'GET', body = '' } = options;
  const headers = {
    Host: 'www.example.test',
    Connection: 'close',
    ...(body ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
    ...options.headers,
  };
  const head = [`${method} ${target} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const received = Buffer.concat(chunks).toString('utf8');
      const split = received.indexOf('\r\n\r\n');
      const [statusLine, ...lines] = received.slice(0, split).split('\r\n');
      const answerHeaders = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      const rawBody = received.slice(split + 4);
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: answerHeaders,
        body: answerHeaders['transfer-encoding'] === 'chunked' ? dechunk(rawBody) : rawBody,
      });
    });
  });
}

/** The body of a chunked answer (the site streams pages it renders). */
function dechunk(body: string): string {
  const bytes = Buffer.from(body, 'utf8');
  const parts: Buffer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(bytes.subarray(at, lineEnd).toString('ascii'), 16);
    if (!size) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts).toString('utf8');
}
