import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How the proxy answers a request it passes on:
 * - `pass`: as the upstream answered;
 * - `trickle`: the status and headers at once, then the body one byte every `intervalMs`;
 * - `stall`: the headers and the first `afterBytes` bytes of the body, then nothing (the socket stays open);
 * - `drop`: the headers and the first `afterBytes` bytes, then the connection is closed mid-body;
 * - `slow`: nothing for `delayMs`, then the whole answer;
 * - `hold`: the headers and the body up to the offset `at` finds in it, then the rest once `released`
 *   settles (the upstream is asked for an uncompressed body, so that the offset is one in the text).
 */
export type Fault =
  | { kind: 'pass' }
  | { kind: 'trickle'; intervalMs: number }
  | { kind: 'stall'; afterBytes: number }
  | { kind: 'drop'; afterBytes: number }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'hold'; at: (body: Buffer) => number; released: Promise<void> };

export interface FaultProxy {
  /** Where clients reach the upstream through the proxy. */
  url: string;
  /** The fault applied to the requests `applies` selects (the others pass). */
  fault: Fault;
  /** Which requests (method and path with query) meet the fault; all of them by default. */
  applies: (method: string, path: string) => boolean;
  /** Requests that met a fault so far (a test waits on it instead of on time). */
  faulted: number;
  /** Requests passed on so far. */
  requests: number;
  close(): Promise<void>;
}

interface UpstreamAnswer {
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

/** Headers of one hop that a proxy never passes on (RFC 9110 §7.6.1). */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_HEADERS.has(name)));
}

function readBody(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * An HTTP proxy in front of a test's upstream (the content service emulator) that can misbehave the
 * way real networks and overloaded services do: headers at once and then a body byte by byte, a stall
 * or a dropped connection in the middle of a body, or a long wait before answering. The upstream's
 * answer is read whole first, so the fault is exactly the one asked for.
 */
export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const target = new URL(upstream);
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, action: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timers.add(timer);
    return timer;
  };

  const fetchUpstream = (req: http.IncomingMessage, body: Buffer, fault: Fault) =>
    new Promise<UpstreamAnswer>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: {
            ...endToEnd(req.headers),
            ...(fault.kind === 'hold' && { 'accept-encoding': 'identity' }),
            host: target.host,
            'content-length': body.length,
          },
          agent: false,
        },
        (answer) => {
          readBody(answer).then(
            (content) =>
              resolve({ status: answer.statusCode ?? 502, headers: endToEnd(answer.headers), body: content }),
            reject,
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const send = (res: http.ServerResponse, answer: UpstreamAnswer, fault: Fault) => {
    const head = () =>
      res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    switch (fault.kind) {
      case 'pass':
        head();
        res.end(answer.body);
        return;
      case 'slow':
        later(fault.delayMs, () => {
          head();
          res.end(answer.body);
        });
        return;
      case 'stall':
        head();
        res.write(answer.body.subarray(0, fault.afterBytes));
        res.flushHeaders();
        return;
      case 'drop':
        head();
        res.write(answer.body.subarray(0, fault.afterBytes), () => res.socket?.destroy());
        return;
      case 'hold': {
        const at = fault.at(answer.body);
        head();
        res.write(answer.body.subarray(0, at));
        void fault.released.then(() => res.end(answer.body.subarray(at)));
        return;
      }
      case 'trickle': {
        head();
        res.flushHeaders();
        let sent = 0;
        const next = () => {
          if (res.destroyed) return;
          if (sent >= answer.body.length) {
            res.end();
            return;
          }
          res.write(answer.body.subarray(sent, sent + 1));
          sent += 1;
          later(fault.intervalMs, next);
        };
        later(fault.intervalMs, next);
      }
    }
  };

  const proxy: FaultProxy = {
    url: '',
    fault: { kind: 'pass' },
    applies: () => true,
    faulted: 0,
    requests: 0,
    close: async () => {
      timers.forEach(clearTimeout);
      timers.clear();
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((req, res) => {
    proxy.requests += 1;
    const fault = proxy.applies(req.method ?? 'GET', req.url ?? '/')
      ? proxy.fault
      : { kind: 'pass' as const };
    if (fault.kind !== 'pass') proxy.faulted += 1;
    readBody(req)
      .then((body) => fetchUpstream(req, body, fault))
      .then(
        (answer) => send(res, answer, fault),
        () => {
          if (!res.headersSent) res.writeHead(502);
          res.end();
        },
      );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
