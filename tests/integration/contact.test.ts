import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { RateLimitOptions } from '../../server/contact/contact-router';
import type { QueueWorker as Forwarder } from '../../server/background/durable-queue';
import {
  createForwarder,
  createOutbox,
  type Outbox,
  type StoredEnquiry,
} from '../../server/contact/enquiry-outbox';
import { createContactRequestPost } from '../../server/contact/post-contact-request';
import type { FaultMode } from '@dkg/strapi-emulator';
import { silentLogger } from '../../server/logger';
import { startTestSite, type TestSite } from '../support/site';
import { waitFor } from '../support/wait-for';

const CONTACT = 'api::contact-request.contact-request';
const FAST_RETRY = { initialMs: 20, maxMs: 80 };
// Deliveries, retries and restarts take real time; a loaded machine needs more than jest's 5 s.
jest.setTimeout(20_000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface ContactSite {
  site: TestSite;
  outbox: Outbox;
  outboxDir: string;
  forwarder: Forwarder;
  /** A forwarder on the same outbox folder, as a restarted server would have. */
  restartForwarder(): Promise<Forwarder>;
}

const started: Array<{ site: TestSite; dataDir: string; forwarders: Forwarder[] }> = [];

function newForwarder(site: TestSite, outbox: Outbox): Forwarder {
  const forwarder = createForwarder({
    outbox,
    deliver: createContactRequestPost({ baseUrl: site.content.url, timeoutMs: 5_000 }),
    logger: silentLogger,
    retry: FAST_RETRY,
  });
  forwarder.start();
  return forwarder;
}

async function startContactSite(
  rateLimit: RateLimitOptions = { limit: 100, windowMs: 60_000 },
): Promise<ContactSite> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dkg-contact-'));
  const outboxDir = path.join(dataDir, 'outbox');
  const outbox = createOutbox(outboxDir);
  // The forwarder needs the content service's address, known once the site runs.
  const forwarders: Forwarder[] = [];
  const site = await startTestSite({
    env: { DATA_DIR: dataDir },
    overrides: { contact: { outbox, onStored: () => forwarders.at(-1)?.wake(), rateLimit } },
  });
  const forwarder = newForwarder(site, outbox);
  forwarders.push(forwarder);
  const entry = { site, dataDir, forwarders };
  started.push(entry);
  return {
    site,
    outbox,
    outboxDir,
    forwarder,
    async restartForwarder() {
      await Promise.all(entry.forwarders.map((running) => running.stop()));
      const next = newForwarder(site, createOutbox(outboxDir));
      entry.forwarders.push(next);
      return next;
    },
  };
}

afterEach(async () => {
  for (const { site, dataDir, forwarders } of started.splice(0)) {
    await Promise.all(forwarders.map((forwarder) => forwarder.stop()));
    await site.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});

function validEnquiry(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Μαρία Οικονόμου',
    email: 'maria@example.gr',
    phone: '+30 210 721 4500',
    message: 'Καλησπέρα σας, ενδιαφέρομαι για μια βίλα στην Κρήτη.',
    locale: 'el',
    page: '/contacts',
    subject: 'Villa enquiry',
    ...overrides,
  };
}

function post(site: TestSite, body: object | string, type = 'application/json') {
  return request(site.app)
    .post('/api/contact')
    .set('Content-Type', type)
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}

function postForm(site: TestSite, fields: Record<string, string>) {
  return post(site, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded');
}

function arrived(site: TestSite) {
  return site.content.store.list(CONTACT);
}

async function pendingFiles(outboxDir: string) {
  return fs.readdir(path.join(outboxDir, 'pending')).catch(() => [] as string[]);
}

describe('POST /api/contact with a valid enquiry', () => {
  it('when it is posted, then the answer is 202 and it arrives at the content service with a requestId', async () => {
    const { site, outboxDir } = await startContactSite();
    const response = await post(site, validEnquiry());
    expect(response.status).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    await waitFor('the enquiry arrived', () => arrived(site).length === 1);
    expect(arrived(site)[0]).toMatchObject({
      name: 'Μαρία Οικονόμου',
      email: 'maria@example.gr',
      phone: '+30 210 721 4500',
      message: 'Καλησπέρα σας, ενδιαφέρομαι για μια βίλα στην Κρήτη.',
      language: 'el',
      page: '/contacts',
      subject: 'Villa enquiry',
      requestId: expect.stringMatching(UUID),
    });
    await waitFor('the outbox file was removed', async () => (await pendingFiles(outboxDir)).length === 0);
  });

  it('when the page carries a locale prefix or a trailing slash, then it is stored locale-neutral', async () => {
    const { site } = await startContactSite();
    const response = await post(site, validEnquiry({ page: '/ru/properties/12/', phone: '' }));
    expect(response.status).toBe(202);
    await waitFor('the enquiry arrived', () => arrived(site).length === 1);
    expect(arrived(site)[0]).toMatchObject({ page: '/properties/12', phone: null });
  });
});

describe('POST /api/contact with a real name', () => {
  it.each([
    ['en', "Anne-Marie O'Neil"],
    ['en', 'St. John'],
    ['ru', 'Мария-Анна Д’Артаньян'],
    ['el', 'Ελένη Παπαδοπούλου-Γεωργίου'],
    ['en', 'José Núñez'],
  ])(
    'when the %s form names %s (hyphens, apostrophes, dots, accents), then it is a 202 and arrives with that name',
    async (locale, name) => {
      const { site } = await startContactSite();
      const response = await post(site, validEnquiry({ locale, name }));
      expect(response.status).toBe(202);
      await waitFor('the enquiry arrived', () => arrived(site).length === 1);
      expect(arrived(site)[0]).toMatchObject({ name, language: locale });
    },
  );
});

describe('POST /api/contact from another client', () => {
  it.each([
    ['neither a locale nor a page', { locale: undefined, page: undefined }],
    ['empty ones', { locale: '', page: '' }],
    ['nulls', { locale: null, page: null }],
  ])(
    'when it sends %s, then it is accepted in English with no page, and it arrives so',
    async (_what, change) => {
      const { site } = await startContactSite();
      const response = await post(site, validEnquiry({ name: 'Ann Smith', ...change }));
      expect(response.status).toBe(202);
      await waitFor('the enquiry arrived', () => arrived(site).length === 1);
      expect(arrived(site)[0]).toMatchObject({ name: 'Ann Smith', language: 'en', page: null });
    },
  );

  it('when it posts form fields without a page, then it gets the 202 of an API client', async () => {
    const { site } = await startContactSite();
    const fields = validEnquiry({ name: 'Ann Smith' }) as Record<string, string>;
    delete fields.page;
    delete fields.locale;
    const response = await postForm(site, fields);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ accepted: true });
  });

  it('when it leaves out the locale but a field is wrong, then the messages are English', async () => {
    const { site } = await startContactSite();
    const response = await post(site, validEnquiry({ locale: undefined, page: undefined, email: 'nope' }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ email: 'this field is invalid' });
  });
});

describe('POST /api/contact with an invalid field', () => {
  it.each([
    ['en', 'name', 'empty', '', 'this field is required'],
    ['en', 'name', 'with a digit', 'Ann 2', 'this field is invalid'],
    ['ru', 'name', 'with a digit', 'Иван 3', 'это поле заполнено неверно'],
    ['ru', 'email', 'empty', '', 'это поле обязательно'],
    ['en', 'email', 'without a domain', 'ann@', 'this field is invalid'],
    ['el', 'phone', 'in words', 'call me', 'αυτό το πεδίο δεν είναι έγκυρο'],
    ['el', 'message', 'only spaces', '   ', 'αυτό το πεδίο είναι υποχρεωτικό'],
    ['en', 'message', 'of 2001 characters', 'x'.repeat(2001), 'this field is invalid'],
  ])(
    'when the %s form has a %s %s, then it is a 400 with that message and nothing is stored',
    async (locale, field, _what, value, message) => {
      const { site, outboxDir } = await startContactSite();
      const response = await post(site, validEnquiry({ locale, [field]: value }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: { [field]: message } });
      expect(await pendingFiles(outboxDir)).toEqual([]);
      expect(arrived(site)).toEqual([]);
    },
  );

  it('when several fields are wrong, then each has its message', async () => {
    const { site } = await startContactSite();
    const response = await post(site, { locale: 'en', page: '/contacts', email: 'nope', phone: '12' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      name: 'this field is required',
      email: 'this field is invalid',
      phone: 'this field is invalid',
      message: 'this field is required',
    });
  });
});

describe('POST /api/contact with a bad body', () => {
  it('when the JSON is malformed, then it is a 400 with a form error, not a 500', async () => {
    const { site } = await startContactSite();
    const response = await post(site, '{"name": "Ann", ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ errors: { form: expect.any(String) } });
  });

  it.each([
    ['a number for the name', { name: 42 }, 'name'],
    ['a list for the message', { message: ['Hello'] }, 'message'],
    ['an object for the email', { email: { address: 'a@b.co' } }, 'email'],
    ['an unknown locale', { locale: 'de' }, 'locale'],
    ['an empty locale list', { locale: ['en'] }, 'locale'],
    ['an absolute URL as page', { page: 'https://evil.test/contacts' }, 'page'],
    ['a protocol-relative page', { page: '//evil.test/contacts' }, 'page'],
    ['a page that is not a route', { page: '/no-such-page' }, 'page'],
    ['a page that fails route validation', { page: '/properties/abc' }, 'page'],
    ['a page with a query string', { page: '/contacts?x=1' }, 'page'],
    ['a page that is not text', { page: 7 }, 'page'],
    ['a subject that is too long', { subject: 's'.repeat(201) }, 'subject'],
  ])('when the body has %s, then it is a 400 naming the field', async (_what, change, field) => {
    const { site, outboxDir } = await startContactSite();
    const response = await post(site, validEnquiry({ locale: 'en', ...change }));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual([field]);
    expect(response.body.errors[field]).toBe('this field is invalid');
    expect(await pendingFiles(outboxDir)).toEqual([]);
  });

  it.each([
    ['a JSON array', '[1, 2]', 'application/json'],
    ['a JSON string', '"hello"', 'application/json'],
    ['plain text', 'name=Ann', 'text/plain'],
    ['form-encoded garbage', '%%%garbage&&==', 'application/x-www-form-urlencoded'],
    [
      'a form with too many fields',
      Array.from({ length: 40 }, (_, i) => `f${i}=x`).join('&'),
      'application/x-www-form-urlencoded',
    ],
  ])('when the body is %s, then it is a 400', async (_what, body, type) => {
    const { site } = await startContactSite();
    const response = await post(site, body, type);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(expect.any(Object));
  });

  it('when the body is larger than 16 kB, then it is a 413', async () => {
    const { site } = await startContactSite();
    const response = await post(site, validEnquiry({ message: 'x'.repeat(20_000) }));
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ errors: { form: expect.any(String) } });
  });

  it('when the route is asked with GET, then it is a 405 naming POST', async () => {
    const { site } = await startContactSite();
    const response = await request(site.app).get('/api/contact');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
  });
});

describe('the honeypot', () => {
  it('when the hidden website field is filled, then the answer is 202 and nothing is stored or sent', async () => {
    const { site, outboxDir, forwarder } = await startContactSite();
    const response = await post(site, validEnquiry({ website: 'https://cheap-pills.test' }));
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ accepted: true });
    expect(await pendingFiles(outboxDir)).toEqual([]);
    await forwarder.idle();
    expect(arrived(site)).toEqual([]);
  });

  it('when a form post fills it, then it returns to the page as sent and nothing is stored', async () => {
    const { site, outboxDir } = await startContactSite();
    const response = await postForm(site, { ...validEnquiry(), website: 'x' });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/el/contacts?sent=1#contact-form');
    expect(await pendingFiles(outboxDir)).toEqual([]);
  });
});

describe('the rate limit', () => {
  it('when one address sends more enquiries than the limit, then it gets a 429 with a JSON error in its language', async () => {
    const { site } = await startContactSite({ limit: 2, windowMs: 60_000 });
    expect((await post(site, validEnquiry({ name: '' }))).status).toBe(400);
    expect((await post(site, validEnquiry())).status).toBe(202);
    expect((await post(site, validEnquiry())).status).toBe(202);
    const limited = await post(site, validEnquiry({ locale: 'ru' }));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ errors: { form: expect.stringMatching(/несколько минут/) } });
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    await waitFor('the two accepted enquiries arrived', () => arrived(site).length === 2);
  });
});

/**
 * Follows a refused form back to its page as a browser does: the redirect's address, with the cookie
 * it set for that page.
 */
async function followBack(site: TestSite, response: request.Response) {
  expect(response.status).toBe(303);
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.map((line) => line.split(';')[0]).join('; ');
  return request(site.app).get(response.headers.location).set('Cookie', cookie);
}

describe('a form sent without JavaScript', () => {
  it('when it is valid, then the answer is a 303 back to the localized page with ?sent=1 and it arrives', async () => {
    const { site } = await startContactSite();
    const response = await postForm(
      site,
      validEnquiry({ locale: 'ru', name: 'Иван Петров', phone: '' }) as Record<string, string>,
    );
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/ru/contacts?sent=1#contact-form');
    await waitFor('the enquiry arrived', () => arrived(site).length === 1);
    expect(arrived(site)[0]).toMatchObject({ name: 'Иван Петров', language: 'ru', page: '/contacts' });
  });

  it.each([
    ['en', '/contacts', 'this field is required', 'Please correct the marked fields'],
    ['ru', '/contacts', 'это поле обязательно', 'Исправьте отмеченные поля'],
    ['el', '/properties/1001', 'αυτό το πεδίο είναι υποχρεωτικό', 'Διορθώστε τα πεδία που επισημαίνονται'],
  ])(
    'when fields are invalid (%s), then the page comes back with everything typed and the messages, nothing kept',
    async (locale, page, required, check) => {
      const { site, outboxDir } = await startContactSite();
      const typed = {
        name: '',
        email: 'maria@example',
        phone: '+30 210 <b>721</b>',
        message: 'Καλησπέρα, "villa" & <garden> — 2 ώρες\nΔεύτερη γραμμή',
      };
      const refused = await postForm(site, { locale, page, ...typed });
      // Back at the form's own page, at the form, with the reason: a reload does not post again.
      expect(refused.status).toBe(303);
      const localized = locale === 'en' ? page : `/${locale}${page}`;
      expect(refused.headers.location).toMatch(
        new RegExp(`^${localized}\\?[^#]*required=name[^#]*#contact-form$`),
      );
      const response = await followBack(site, refused);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.text).toContain(`<html lang="${locale}"`);
      expect(response.text).toContain(required);
      expect(response.text).toContain(check);
      // Every field as typed, escaped; the message in its textarea, lines and all.
      expect(response.text).toContain('value="maria@example"');
      expect(response.text).toContain('value="+30 210 &lt;b&gt;721&lt;/b&gt;"');
      expect(response.text).toContain(
        '>Καλησπέρα, &quot;villa&quot; &amp; &lt;garden&gt; — 2 ώρες\nΔεύτερη γραμμή</textarea>',
      );
      expect(response.text).not.toContain('<garden>');
      expect(response.text).toMatch(
        /class="contact-form__control is-invalid"[^>]*name="name"|name="name"[^>]*class="contact-form__control is-invalid"/,
      );
      // The page's address with the outcome is not another page to index.
      expect(response.text).toContain(`<link rel="canonical" href="http://site.test${localized}">`);
      expect(await pendingFiles(outboxDir)).toEqual([]);
      expect(site.site.pageCache.size).toBe(0);
    },
  );
  it('when it came back as sent, then the page shows the thank-you message in its language', async () => {
    const { site } = await startContactSite();
    const page = await request(site.app).get('/el/contacts?sent=1');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Σας ευχαριστούμε. Το μήνυμά σας στάλθηκε');
  });

  it('when the page it names is not a route, then it is a 400 rather than a redirect', async () => {
    const { site } = await startContactSite();
    const response = await postForm(site, {
      ...(validEnquiry() as Record<string, string>),
      page: 'https://evil.test',
    });
    expect(response.status).toBe(400);
  });

  it('when the address is over the limit, then the page comes back as busy (429) with everything typed', async () => {
    const { site } = await startContactSite({ limit: 1, windowMs: 60_000 });
    const fields = validEnquiry({ locale: 'ru', name: 'Иван Петров' }) as Record<string, string>;
    expect((await postForm(site, fields)).status).toBe(303);
    const refused = await postForm(site, { ...fields, message: 'Второе сообщение' });
    expect(refused.headers.location).toBe('/ru/contacts?failed=busy#contact-form');
    const limited = await followBack(site, refused);
    expect(limited.text).toContain('<html lang="ru"');
    expect(limited.text).toContain('value="Иван Петров"');
    expect(limited.text).toContain('>Второе сообщение</textarea>');
    expect(limited.text).toContain('С вашего подключения за короткое время');
  });

  it('when the enquiry cannot be stored, then the page comes back as unavailable (503) with everything typed', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dkg-contact-'));
    const broken = createOutbox(path.join(dataDir, 'outbox'));
    broken.add = async () => {
      throw new Error('disk full');
    };
    const site = await startTestSite({
      env: { DATA_DIR: dataDir },
      overrides: { contact: { outbox: broken, onStored: () => undefined } },
    });
    started.push({ site, dataDir, forwarders: [] });
    const refused = await postForm(site, validEnquiry({ locale: 'el' }) as Record<string, string>);
    expect(refused.headers.location).toBe('/el/contacts?failed=unavailable#contact-form');
    const response = await followBack(site, refused);
    expect(response.text).toContain('<html lang="el"');
    expect(response.text).toContain('value="Μαρία Οικονόμου"');
    expect(response.text).toContain('Καλησπέρα σας, ενδιαφέρομαι για μια βίλα στην Κρήτη.</textarea>');
  });
});

describe('when the content service is unavailable', () => {
  it.each<[FaultMode]>([['down'], ['error']])(
    'when it is %s, then the enquiry is still accepted, waits, and arrives exactly once when it is back',
    async (mode) => {
      const { site, outboxDir, forwarder } = await startContactSite();
      site.content.faults.mode = mode;
      const response = await post(site, validEnquiry());
      expect(response.status).toBe(202);
      expect(await pendingFiles(outboxDir)).toHaveLength(1);
      // The first delivery and its first retry both meet the fault.
      await waitFor('a delivery was retried', () => site.content.faults.faulted >= 2);
      expect(arrived(site)).toEqual([]);
      expect(await pendingFiles(outboxDir)).toHaveLength(1);

      site.content.faults.mode = 'none';
      await waitFor('the enquiry arrived', () => arrived(site).length === 1);
      await waitFor('the outbox file was removed', async () => (await pendingFiles(outboxDir)).length === 0);
      forwarder.wake();
      await forwarder.idle();
      expect(arrived(site)).toHaveLength(1);
    },
  );

  it('when the server restarts while enquiries wait, then the new forwarder delivers what the old one left', async () => {
    const { site, outboxDir, forwarder, restartForwarder } = await startContactSite();
    site.content.faults.mode = 'down';
    expect((await post(site, validEnquiry({ name: 'First Visitor' }))).status).toBe(202);
    expect((await post(site, validEnquiry({ name: 'Second Visitor' }))).status).toBe(202);
    await forwarder.stop();
    site.content.faults.mode = 'none';
    expect(arrived(site)).toEqual([]);
    expect(await pendingFiles(outboxDir)).toHaveLength(2);

    await restartForwarder();
    await waitFor('both enquiries arrived', () => arrived(site).length === 2);
    expect(arrived(site).map((row) => row.name)).toEqual(['First Visitor', 'Second Visitor']);
    await waitFor('the outbox files were removed', async () => (await pendingFiles(outboxDir)).length === 0);
  });
});

describe('delivery outcomes', () => {
  function storedEnquiry(overrides: Partial<StoredEnquiry> = {}): StoredEnquiry {
    return {
      name: 'Ann Smith',
      email: 'ann@example.test',
      phone: '',
      message: 'Hello',
      locale: 'en',
      page: '/contacts',
      subject: null,
      requestId: '6f1c1f8e-3f7a-4c55-9a3b-2f1d8d0c9e11',
      receivedAt: '2030-01-01T10:00:00.000Z',
      ...overrides,
    };
  }

  it('when the content service already has the requestId, then the enquiry counts as delivered and is not stored twice', async () => {
    const { site, outbox, outboxDir, forwarder } = await startContactSite();
    const enquiry = storedEnquiry();
    site.content.store.create(CONTACT, { name: enquiry.name, requestId: enquiry.requestId });
    await outbox.add(enquiry);
    forwarder.wake();
    await waitFor('the outbox file was removed', async () => (await pendingFiles(outboxDir)).length === 0);
    expect(arrived(site)).toHaveLength(1);
    expect(await fs.readdir(path.join(outboxDir, 'failed'))).toEqual([]);
  });

  it('when the content service refuses an enquiry for good (4xx), then it is moved to outbox/failed', async () => {
    const { site, outbox, outboxDir, forwarder } = await startContactSite();
    await outbox.add(storedEnquiry({ email: 'refused-by-the-content-service' }));
    forwarder.wake();
    await waitFor(
      'the file moved to failed',
      async () => (await fs.readdir(path.join(outboxDir, 'failed'))).length === 1,
    );
    expect(await pendingFiles(outboxDir)).toEqual([]);
    expect(arrived(site)).toEqual([]);
  });
});
