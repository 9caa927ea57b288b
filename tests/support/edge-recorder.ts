import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as it reached the recorder. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  at: number;
}

export interface RecordedAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A stand-in for an edge or a CDN's purge API on loopback: it records every request and answers it
 * with what `answer` says (200 with `{"success":true}` by default), after `before` resolves when
 * one is set (a test holds a request there, or looks at the site meanwhile).
 */
export async function startEdgeRecorder(
  answer: (request: RecordedRequest) => RecordedAnswer = () => ({ status: 200, body: '{"success":true}' }),
) {
  const requests: RecordedRequest[] = [];
  const state = {
    answer,
    before: undefined as ((request: RecordedRequest) => Promise<void>) | undefined,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      const request: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      requests.push(request);
      void (state.before?.(request) ?? Promise.resolve()).then(() => {
        const { status, headers: answerHeaders = {}, body = '' } = state.answer(request);
        res.writeHead(status, { 'content-type': 'application/json', ...answerHeaders }).end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type EdgeRecorder = Awaited<ReturnType<typeof startEdgeRecorder>>;
