import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContactRequestPost } from '../../server/contact/post-contact-request';
import { createContentHttp, OPTIONAL_FIELDS_RECHECK_MS, withoutOptionalFields } from './http.server';

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

describe('a content service that does not know the focal points of pictures', () => {
  let older: Server;
  let olderUrl: string;
  let knowsFocalPoints = false;
  const asked: string[] = [];

  beforeAll(async () => {
    // Strapi refuses an unknown field with a 400 ValidationError, in a populate's fields too.
    older = createServer((req, res) => {
      asked.push(req.url ?? '');
      res.setHeader('Content-Type', 'application/json');
      if (!knowsFocalPoints && req.url?.includes('=focalPoint')) {
        res.statusCode = 400;
        res.end(
          JSON.stringify({
            data: null,
            error: { status: 400, name: 'ValidationError', message: 'Invalid key focalPoint' },
          }),
        );
        return;
      }
      res.end(JSON.stringify({ data: { id: 1, attributes: { url: req.url } }, meta: {} }));
    });
    await new Promise<void>((resolve) => older.listen(0, '127.0.0.1', resolve));
    olderUrl = `http://127.0.0.1:${(older.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => older.close(resolve)));

  beforeEach(() => {
    asked.length = 0;
    knowsFocalPoints = false;
  });

  const cover =
    '/api/services?locale=en&fields[0]=title&populate[cover][fields][0]=url&populate[cover][fields][1]=formats&populate[cover][fields][2]=focalPoint';
  const lean =
    '/api/services?locale=en&fields[0]=title&populate[cover][fields][0]=url&populate[cover][fields][1]=formats';

  it('when the focal point is left out of a query, then only its own field goes, wherever it is named', () => {
    expect(withoutOptionalFields(cover)).toBe(lean);
    expect(withoutOptionalFields('/api/upload/files?fields[0]=focalPoint')).toBe('/api/upload/files');
    expect(withoutOptionalFields('/api/aside?fields[0]=title')).toBe('/api/aside?fields[0]=title');
    expect(withoutOptionalFields('/api/events?filters[title][$eq]=focalPoint')).toBe(
      '/api/events?filters[title][$eq]=focalPoint',
    );
  });

  it('when it refuses the focal point, then the read is asked again without it, and later reads leave it out for an hour', async () => {
    let clock = 0;
    const refused: Array<readonly string[]> = [];
    const fetchContent = createContentHttp({
      baseUrl: olderUrl,
      timeoutMs: 2000,
      now: () => clock,
      onOptionalFieldsRefused: (fields) => refused.push(fields),
    });
    expect(await fetchContent(cover)).toEqual({ data: { id: 1, attributes: { url: lean } }, meta: {} });
    expect(asked).toEqual([cover, lean]);
    expect(refused).toEqual([['focalPoint']]);

    asked.length = 0;
    clock += OPTIONAL_FIELDS_RECHECK_MS - 1;
    await fetchContent(cover);
    expect(asked).toEqual([lean]);

    // An hour on, it is tried again: the CMS may have been upgraded since.
    asked.length = 0;
    clock += 1;
    knowsFocalPoints = true;
    expect(await fetchContent(cover)).toEqual({ data: { id: 1, attributes: { url: cover } }, meta: {} });
    expect(asked).toEqual([cover]);
    await fetchContent(cover);
    expect(asked).toEqual([cover, cover]);
    expect(refused).toHaveLength(1);
  });

  it('when a read is refused for another reason, then that refusal is the answer and the focal point is not blamed', async () => {
    const fetchContent = createContentHttp({ baseUrl: olderUrl, timeoutMs: 2000 });
    // Asked without the focal point, the service still refuses it (for what it names elsewhere).
    const bad = '/api/aside?fields[0]=title&populate[image][fields][0]=focalPoint&x=focalPoint';
    await expect(fetchContent(bad)).rejects.toMatchObject({ kind: 'http', status: 400, url: bad });
    expect(asked.slice(-2)).toEqual([bad, '/api/aside?fields[0]=title&x=focalPoint']);
    // Not blamed: the next read asks for the focal point again.
    asked.length = 0;
    await fetchContent(cover);
    expect(asked).toEqual([cover, lean]);
  });

  it('when a read names no optional field, then it is sent once as it is', async () => {
    const fetchContent = createContentHttp({ baseUrl: olderUrl, timeoutMs: 2000 });
    await fetchContent('/api/aside?locale=en&fields[0]=title');
    expect(asked).toEqual(['/api/aside?locale=en&fields[0]=title']);
  });
});
