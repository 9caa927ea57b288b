import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContactRequestPost } from '../../server/contact/post-contact-request';
import { createContentHttp } from './http.server';

let server: Server;
let baseUrl: string;
const received: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push({ method: req.method, url: req.url, headers: req.headers });
    req.resume();
    req.on('end', () => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ data: { id: 1, attributes: {} }, meta: {} }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  received.length = 0;
});

describe('what the site sends to the content service', () => {
  it('when content is read, then it asks for JSON in the v4 format, with the token', async () => {
    const fetchContent = createContentHttp({ baseUrl, token: 'read-token', timeoutMs: 2000 });
    await fetchContent('/api/aside?locale=ru&fields[0]=title');
    expect(received).toHaveLength(1);
    expect(received[0].url).toBe('/api/aside?locale=ru&fields[0]=title');
    expect(received[0].headers).toMatchObject({
      accept: 'application/json',
      'strapi-response-format': 'v4',
      authorization: 'Bearer read-token',
    });
  });

  it('when an enquiry is delivered, then it is posted as JSON in the v4 format, with the token', async () => {
    const deliver = createContactRequestPost({ baseUrl, token: 'write-token', timeoutMs: 2000 });
    const outcome = await deliver({
      requestId: '6f1c5a32-7d1e-4c8b-9a52-2f6f2d3e4b1a',
      name: 'Anna',
      email: 'anna@example.gr',
      phone: '',
      message: 'Hello',
      locale: 'en',
      page: '/contacts',
      subject: '',
      receivedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(outcome).toEqual({ kind: 'delivered' });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/contact-requests' });
    expect(received[0].headers).toMatchObject({
      'content-type': 'application/json',
      'strapi-response-format': 'v4',
      authorization: 'Bearer write-token',
    });
  });
});
