import { startContentService, type ContentServiceHandle } from '@dkg/strapi-emulator';
import type { StoredEnquiry } from './enquiry-outbox';
import { createContactRequestPost, outcomeOf } from './post-contact-request';

const CONTACT = 'api::contact-request.contact-request';
const TOKEN = 'a-long-enough-api-token';

const enquiry: StoredEnquiry = {
  name: 'Ann Smith',
  email: 'ann@example.test',
  phone: '',
  message: 'Hello',
  locale: 'en',
  page: '/properties/12',
  subject: 'Villa in Chania (ref 12)',
  requestId: '0d9c2c58-0f5e-4a55-8f0e-4f8f2d8f5b11',
  receivedAt: '2030-01-01T00:00:00.000Z',
};

let content: ContentServiceHandle;

beforeEach(async () => {
  content = await startContentService({ apiToken: TOKEN });
});

afterEach(async () => {
  await content.close();
});

describe('posting a contact request', () => {
  it('when the token is right, then the entry is created with every field and the bearer token', async () => {
    const post = createContactRequestPost({ baseUrl: content.url, token: TOKEN, timeoutMs: 5_000 });
    expect(await post(enquiry)).toEqual({ kind: 'delivered' });
    expect(content.store.list(CONTACT)).toEqual([
      expect.objectContaining({
        name: 'Ann Smith',
        email: 'ann@example.test',
        phone: null,
        message: 'Hello',
        language: 'en',
        page: '/properties/12',
        subject: 'Villa in Chania (ref 12)',
        requestId: enquiry.requestId,
      }),
    ]);
  });

  it('when the same requestId is sent again, then it is a duplicate, not a second entry', async () => {
    const post = createContactRequestPost({ baseUrl: content.url, token: TOKEN, timeoutMs: 5_000 });
    await post(enquiry);
    expect(await post(enquiry)).toEqual({ kind: 'duplicate' });
    expect(content.store.list(CONTACT)).toHaveLength(1);
  });

  it('when the token is missing, then the 401 is a refusal', async () => {
    const post = createContactRequestPost({ baseUrl: content.url, timeoutMs: 5_000 });
    expect(await post(enquiry)).toMatchObject({ kind: 'rejected', status: 401 });
  });

  it('when the service is slower than the timeout, then it is tried again later', async () => {
    content.faults.mode = 'slow';
    content.faults.delayMs = 500;
    const post = createContactRequestPost({ baseUrl: content.url, token: TOKEN, timeoutMs: 50 });
    expect(await post(enquiry)).toMatchObject({ kind: 'retry' });
  });

  it('when nothing listens, then it is tried again later', async () => {
    const url = content.url;
    await content.close();
    const post = createContactRequestPost({ baseUrl: url, token: TOKEN, timeoutMs: 5_000 });
    expect(await post(enquiry)).toEqual({ kind: 'retry', reason: 'ECONNREFUSED' });
  });
});

describe('outcomeOf', () => {
  const unique = {
    data: null,
    error: {
      status: 400,
      name: 'ValidationError',
      message: 'This attribute must be unique',
      details: {
        errors: [{ path: ['requestId'], message: 'This attribute must be unique', name: 'ValidationError' }],
      },
    },
  };

  it.each([
    [200, 'delivered', {}],
    [201, 'delivered', {}],
    [400, 'duplicate', unique],
    [400, 'rejected', { error: { name: 'ValidationError', message: 'email must be a valid email' } }],
    [403, 'rejected', { error: { name: 'ForbiddenError', message: 'Forbidden' } }],
    [404, 'rejected', 'Not Found'],
    [408, 'retry', null],
    [429, 'retry', null],
    [500, 'retry', { error: { name: 'InternalServerError' } }],
    [502, 'retry', '<html>Bad gateway</html>'],
    [503, 'retry', null],
  ])('when the service answers %i, then it is %s', (status, kind, body) => {
    expect(outcomeOf(status, body).kind).toBe(kind);
  });

  it('when another attribute must be unique, then it is a refusal, not a duplicate', () => {
    const otherField = {
      error: {
        ...unique.error,
        details: { errors: [{ path: ['email'], message: 'This attribute must be unique' }] },
      },
    };
    expect(outcomeOf(400, otherField).kind).toBe('rejected');
  });
});
