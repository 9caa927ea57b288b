import request from 'supertest';
import { closedPort, startSilentServer, startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { startTestSite, type TestSite } from '../support/site';
import { waitFor } from '../support/wait-for';

const CONTACT = 'api::contact-request.contact-request';
const FAST_RETRY = { initialMs: 20, maxMs: 200 };
// Deliveries and retries take real time; a loaded machine needs more than jest's 5 s.
jest.setTimeout(30_000);

const MAIL_ENV = {
  MAIL_FROM: 'DKG Development <website@dkg-development.test>',
  ENQUIRY_MAIL_TO: 'sales@dkg-development.test',
  ENQUIRY_MAIL_ROUTES: '/properties=properties@dkg-development.test; ru=russian-desk@dkg-development.test',
};

const started: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const running of started.splice(0).reverse()) await running.close();
});

async function siteSendingTo(smtpPort: number, env: Record<string, string> = {}): Promise<TestSite> {
  const site = await startTestSite({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...MAIL_ENV, ...env },
    mailRetry: FAST_RETRY,
  });
  started.push(site);
  return site;
}

async function sink(port?: number): Promise<SmtpSink> {
  const running = await startSmtpSink(port);
  started.push(running);
  return running;
}

function stored(site: TestSite, message: string) {
  return site.content.store.list(CONTACT).find((entry) => entry.message === message) as
    { requestId: string; message: string } | undefined;
}

async function metrics(site: TestSite): Promise<string> {
  return (await request(site.app).get('/metrics')).text;
}

async function send(site: TestSite, body: Record<string, string>) {
  return request(site.app).post('/api/contact').set('Content-Type', 'application/json').send(body);
}

describe('enquiries e-mailed', () => {
  it('when an enquiry is accepted, then the company gets a notice and the visitor an acknowledgement in their language', async () => {
    const smtp = await sink();
    const site = await siteSendingTo(smtp.port);
    const message = 'Ищу виллу у моря <b>до 900 000 €</b>\nС бассейном, пожалуйста.';
    const response = await send(site, {
      name: 'Анна Петрова',
      email: 'anna@example.ru',
      phone: '+7 916 123 4567',
      message,
      locale: 'ru',
      page: '/properties/1001',
      subject: 'Villa Aegean View — 1001',
    });
    expect(response.status).toBe(202);
    await waitFor('two messages', () => smtp.received.length >= 2);
    const { requestId } = await waitFor('the enquiry in the CMS', () => stored(site, message));

    const [notice] = smtp.withId(`<${requestId}.notice@dkg-development.test>`);
    const [acknowledgement] = smtp.withId(`<${requestId}.acknowledgement@dkg-development.test>`);
    expect(smtp.received).toHaveLength(2);

    // The notice: to the office of the page it came from (the page route wins over the language).
    expect(notice.recipients).toEqual(['properties@dkg-development.test']);
    expect(notice.parsed.replyTo?.value).toEqual([{ address: 'anna@example.ru', name: 'Анна Петрова' }]);
    expect(notice.parsed.subject).toContain('Анна Петрова');
    for (const shown of [
      'Анна Петрова',
      'anna@example.ru',
      '+7 916 123 4567',
      'Russian (ru)',
      'http://site.test/ru/properties/1001',
      'Villa Aegean View — 1001',
      requestId,
      message,
    ]) {
      expect(notice.parsed.text).toContain(shown);
    }
    expect(notice.parsed.html).toContain('&lt;b&gt;до 900 000 €&lt;/b&gt;');
    expect(notice.parsed.html).not.toContain('<b>до');

    // The acknowledgement: to the visitor, in Russian, with what they wrote.
    expect(acknowledgement.recipients).toEqual(['anna@example.ru']);
    expect(acknowledgement.parsed.subject).toBe('Мы получили ваш запрос — DKG Development');
    expect(acknowledgement.parsed.text).toContain('Здравствуйте, Анна Петрова!');
    expect(acknowledgement.parsed.text).toContain(message);
    expect(acknowledgement.parsed.html).toContain('lang="ru"');
    expect(acknowledgement.parsed.html).toContain('&lt;b&gt;до 900 000 €&lt;/b&gt;');
    expect(acknowledgement.parsed.replyTo?.value).toEqual([
      { address: 'properties@dkg-development.test', name: '' },
    ]);
    expect(acknowledgement.parsed.from?.value).toEqual([
      { address: 'website@dkg-development.test', name: 'DKG Development' },
    ]);
  });

  it('when the enquiry is in Greek from the contacts page, then the acknowledgement is Greek and the notice goes to the default address', async () => {
    const smtp = await sink();
    const site = await siteSendingTo(smtp.port);
    const message = 'Θα ήθελα πληροφορίες για τη Χρυσή Βίζα.';
    const response = await send(site, {
      name: 'Νίκος Παπαδόπουλος',
      email: 'nikos@example.gr',
      message,
      locale: 'el',
      page: '/contacts',
    });
    expect(response.status).toBe(202);
    await waitFor('two messages', () => smtp.received.length >= 2);
    const notice = smtp.received.find((mail) => mail.parsed.messageId?.includes('.notice@'));
    const acknowledgement = smtp.received.find((mail) =>
      mail.parsed.messageId?.includes('.acknowledgement@'),
    );
    expect(notice?.recipients).toEqual(['sales@dkg-development.test']);
    expect(notice?.parsed.text).toContain('http://site.test/el/contacts');
    expect(notice?.parsed.text).toContain('Greek (el)');
    expect(acknowledgement?.recipients).toEqual(['nikos@example.gr']);
    expect(acknowledgement?.parsed.subject).toBe('Λάβαμε το αίτημά σας — DKG Development');
    expect(acknowledgement?.parsed.text).toContain(message);
  });

  it('when the mail server is down or hangs, then the enquiry is still accepted and delivered at once, and the mail arrives, once, when the server is back', async () => {
    const port = await closedPort();
    const site = await siteSendingTo(port);
    const refused = 'Accepted while the mail server refused connections';
    const hung = 'Accepted while the mail server hung';
    const enquiry = { name: 'Maria Oikonomou', email: 'maria@example.gr', locale: 'en', page: '/contacts' };

    // Nothing listens: the enquiry is stored and reaches the CMS all the same.
    expect((await send(site, { ...enquiry, message: refused })).status).toBe(202);
    await waitFor('the first enquiry in the CMS', () => stored(site, refused));
    await waitFor('its two messages counted as waiting', async () =>
      /^enquiry_mail_pending 2$/m.test(await metrics(site)),
    );

    // A server that takes the connection and never answers: the mail waits on it, the enquiry does not.
    const silent = await startSilentServer(port);
    await waitFor('the mail waiting on the hung server', () => silent.open() > 0);
    expect((await send(site, { ...enquiry, message: hung })).status).toBe(202);
    await waitFor('the second enquiry in the CMS', () => stored(site, hung));
    expect(silent.open()).toBeGreaterThan(0);
    await silent.close();

    const smtp = await sink(port);
    await waitFor('four messages', () => smtp.received.length >= 4);
    await site.site.mail?.idle();
    expect(await metrics(site)).toMatch(/^enquiry_mail_pending 0$/m);
    const ids = smtp.received.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(4);
    expect(ids).toHaveLength(4);
    for (const text of [refused, hung]) {
      const { requestId } = stored(site, text)!;
      expect(smtp.withId(`<${requestId}.notice@dkg-development.test>`)).toHaveLength(1);
      expect(smtp.withId(`<${requestId}.acknowledgement@dkg-development.test>`)).toHaveLength(1);
    }
  });

  it('when the site stops while the mail server hangs, then it does not wait for the mail', async () => {
    const port = await closedPort();
    const silent = await startSilentServer(port);
    started.push(silent);
    const site = await startTestSite({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, ...MAIL_ENV },
      mailRetry: FAST_RETRY,
    });
    const message = 'Sent to a hung mail server';
    const body = { name: 'Jane Doe', email: 'jane@example.com', message, locale: 'en' };
    expect((await send(site, body)).status).toBe(202);
    await waitFor('the mail waiting on the hung server', () => silent.open() > 0);
    await site.close();
    // Stopped while the send was still under way.
    expect(silent.open()).toBeGreaterThan(0);
  });

  it('when the form’s trap for bots is filled, then no mail is sent for it', async () => {
    const smtp = await sink();
    const site = await siteSendingTo(smtp.port);
    const bot = { name: 'Spam Bot', email: 'bot@example.com', locale: 'en', page: '/contacts' };
    expect((await send(site, { ...bot, message: 'Cheap pills', website: 'http://spam.test' })).status).toBe(
      202,
    );
    const person = { name: 'Maria Oikonomou', email: 'maria@example.gr', locale: 'en', page: '/contacts' };
    expect((await send(site, { ...person, message: 'A real enquiry' })).status).toBe(202);
    await waitFor('the real enquiry’s two messages', () => smtp.received.length >= 2);
    await site.site.mail?.idle();
    expect(smtp.received.map((mail) => mail.recipients[0]).sort()).toEqual([
      'maria@example.gr',
      'sales@dkg-development.test',
    ]);
  });

  it('when the mail server refuses a visitor address for good, then the notice still goes and the acknowledgement is set aside', async () => {
    const smtp = await sink();
    smtp.refuse.add('gone@example.com');
    const site = await siteSendingTo(smtp.port);
    const message = 'An enquiry from an address that no longer exists';
    const response = await send(site, { name: 'Jane Doe', email: 'gone@example.com', message, locale: 'en' });
    expect(response.status).toBe(202);
    await waitFor('the notice', () => smtp.received.length >= 1);
    const counted = await waitFor('the acknowledgement counted as failed', async () => {
      const text = await metrics(site);
      return /enquiry_mail_total\{kind="acknowledgement",outcome="failed"\} 1/.test(text) && text;
    });
    expect(counted).toMatch(/enquiry_mail_total\{kind="notice",outcome="sent"\} 1/);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].recipients).toEqual(['sales@dkg-development.test']);
  });
});
