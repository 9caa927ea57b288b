import request from 'supertest';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink';
import { startTestSite, type TestSite } from '../support/site';
import { waitFor } from '../support/wait-for';

const CONTACT = 'api::contact-request.contact-request';
// Deliveries and mail take real time; a loaded machine needs more than jest's 5 s.
jest.setTimeout(30_000);

const MAIL_ENV = {
  MAIL_FROM: 'DKG Development <website@dkg-development.test>',
  ENQUIRY_MAIL_TO: 'sales@dkg-development.test',
};

const started: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const running of started.splice(0).reverse()) await running.close();
});

async function siteWithMail(): Promise<{ site: TestSite; smtp: SmtpSink }> {
  const smtp = await startSmtpSink();
  started.push(smtp);
  const site = await startTestSite({
    env: { SMTP_URL: smtp.url, ...MAIL_ENV },
    mailRetry: { initialMs: 20, maxMs: 200 },
  });
  started.push(site);
  return { site, smtp };
}

interface StoredRequest {
  requestId: string;
  message: string;
  subject: string | null;
  page: string | null;
  propertyRef: number | null;
  viewing: string | null;
}

function stored(site: TestSite, message: string): StoredRequest | undefined {
  return site.content.store.list(CONTACT).find((entry) => entry.message === message) as
    StoredRequest | undefined;
}

/** The notice to sales and the visitor's acknowledgement of one stored enquiry. */
async function mailOf(smtp: SmtpSink, requestId: string): Promise<[ReceivedMail, ReceivedMail]> {
  const one = (kind: string) =>
    waitFor(`the ${kind}`, () => smtp.withId(`<${requestId}.${kind}@dkg-development.test>`)[0]);
  return [await one('notice'), await one('acknowledgement')];
}

function postForm(site: TestSite, fields: Array<[string, string]>) {
  return request(site.app)
    .post('/api/contact')
    .set('Content-Type', 'application/x-www-form-urlencoded')
    .send(new URLSearchParams(fields).toString());
}

function postJson(site: TestSite, body: object) {
  return request(site.app).post('/api/contact').set('Content-Type', 'application/json').send(body);
}

describe('an enquiry about a project', () => {
  it('when it is sent from a project’s popup in Russian, then the stored enquiry, the notice with a link to the project and the acknowledgement name the project as the content does', async () => {
    const { site, smtp } = await siteWithMail();
    // The project's full address, as the site gives it (its category's slug is Russian).
    const projectPage = (await request(site.app).get('/ru/dkg-projects/201')).headers.location as string;
    expect(projectPage).toMatch(/^\/ru\/dkg-projects\/[a-z-]+\/201$/);
    const message = 'Остались ли свободные квартиры?';
    const response = await postForm(site, [
      ['name', 'Анна Иванова'],
      ['email', 'anna@example.ru'],
      ['message', message],
      ['locale', 'ru'],
      ['page', projectPage.replace(/^\/ru/, '')],
      ['projectRef', '201'],
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`${projectPage}?sent=1#contact-form`);

    const entry = await waitFor('the enquiry in the CMS', () => stored(site, message));
    expect(entry.subject).toBe('Project 201 · Резиденции Lagonisi Shore · Лагониси, Восточная Аттика');
    expect(entry.propertyRef).toBeNull();

    const [notice, acknowledgement] = await mailOf(smtp, entry.requestId);
    expect(notice.parsed.text).toContain(
      'Project: Project 201 · Резиденции Lagonisi Shore · Лагониси, Восточная Аттика',
    );
    expect(notice.parsed.text).toContain(`Project page: http://site.test${projectPage}`);
    expect(acknowledgement.parsed.text).toContain(
      'Проект: Резиденции Lagonisi Shore, Лагониси, Восточная Аттика',
    );
  });

  it('when the project is not in the catalogue, then the enquiry is kept and says so', async () => {
    const { site } = await siteWithMail();
    const message = 'About a project that is gone.';
    const response = await postJson(site, {
      name: 'Anne Smith',
      email: 'anne@example.com',
      message,
      locale: 'en',
      projectRef: 999,
    });
    expect(response.status).toBe(202);
    const entry = await waitFor('the enquiry in the CMS', () => stored(site, message));
    expect(entry.subject).toBe('Project 999 (not in the catalogue)');
  });
});

describe('an enquiry about a property', () => {
  it('when it is sent from a property page with a viewing, then the stored enquiry, the notice to sales and the acknowledgement name the property as the content does', async () => {
    const { site, smtp } = await siteWithMail();
    const message = 'Θα ήθελα να δω τη βίλα από κοντά.';
    // Without JavaScript: a plain form post, with a title the form must not be trusted for.
    const response = await postForm(site, [
      ['name', 'Ελένη Βασιλείου'],
      ['email', 'eleni@example.gr'],
      ['message', message],
      ['locale', 'el'],
      ['page', '/el/properties/1001'],
      ['subject', 'A title typed by someone else'],
      ['propertyRef', '1001'],
      ['viewing', 'yes'],
      ['viewingDays', 'tue'],
      ['viewingDays', 'sat'],
      ['viewingTimes', 'morning'],
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/el/properties/1001?sent=1#contact-form');

    // (a) What the CMS stores: the reference, the title and address from the content, the viewing.
    const entry = await waitFor('the enquiry in the CMS', () => stored(site, message));
    expect(entry.propertyRef).toBe(1001);
    expect(entry.subject).toBe(
      'Ref. 1001 · Βίλα με θέα θάλασσα στο Λαγονήσι · Λαγονήσι, Δήμος Σαρωνικού, Ανατολική Αττική',
    );
    expect(entry.subject).not.toContain('typed by someone else');
    expect(entry.viewing).toBe('Tuesday or Saturday, in the morning (9:00–12:00)');

    const [notice, acknowledgement] = await mailOf(smtp, entry.requestId);
    // (b) The notice to sales: the property, a link to its page, the days and time asked for.
    for (const shown of [
      'Property: Ref. 1001 · Βίλα με θέα θάλασσα στο Λαγονήσι · Λαγονήσι, Δήμος Σαρωνικού, Ανατολική Αττική',
      'Property page: http://site.test/el/properties/1001',
      'Viewing asked for: Tuesday or Saturday, in the morning (9:00–12:00)',
    ]) {
      expect(notice.parsed.text).toContain(shown);
    }
    expect(notice.parsed.html).toContain('http://site.test/el/properties/1001');
    expect(notice.parsed.subject).toContain('Ref. 1001');

    // (c) The acknowledgement, in Greek: the property and the viewing as the visitor asked.
    expect(acknowledgement.recipients).toEqual(['eleni@example.gr']);
    expect(acknowledgement.parsed.text).toContain(
      'Το ακίνητο: Βίλα με θέα θάλασσα στο Λαγονήσι (κωδ. 1001), Λαγονήσι, Δήμος Σαρωνικού, Ανατολική Αττική',
    );
    expect(acknowledgement.parsed.text).toContain('Ζητήσατε επίσκεψη: Τρίτη ή Σάββατο, το πρωί (9:00–12:00)');
  });

  it('when it is sent as JSON in English with a viewing on any day, then the mail says so in each language', async () => {
    const { site, smtp } = await siteWithMail();
    const message = 'Could we see it one evening?';
    const response = await postJson(site, {
      name: 'Anne Smith',
      email: 'anne@example.com',
      message,
      locale: 'en',
      page: '/properties/1001',
      propertyRef: 1001,
      viewing: 'yes',
      viewingDays: [],
      viewingTimes: ['evening'],
    });
    expect(response.status).toBe(202);
    const entry = await waitFor('the enquiry in the CMS', () => stored(site, message));
    expect(entry.subject).toBe('Ref. 1001 · Sea-view villa in Lagonisi · Lagonisi, Saronikos, East Attica');
    const [notice, acknowledgement] = await mailOf(smtp, entry.requestId);
    expect(notice.parsed.text).toContain('Viewing asked for: any day, in the evening (17:00–20:00)');
    expect(acknowledgement.parsed.text).toContain(
      'The property: Sea-view villa in Lagonisi (ref. 1001), Lagonisi, Saronikos, East Attica',
    );
    expect(acknowledgement.parsed.text).toContain('You asked for a viewing: any day, in the evening');
  });

  it('when the reference is not in the catalogue, then the enquiry is kept as a general one that says so', async () => {
    const { site, smtp } = await siteWithMail();
    const message = 'Is this one still for sale?';
    const response = await postJson(site, {
      name: 'Олег Смирнов',
      email: 'oleg@example.ru',
      message,
      locale: 'ru',
      page: '/properties/1001',
      propertyRef: 987654,
    });
    expect(response.status).toBe(202);
    const entry = await waitFor('the enquiry in the CMS', () => stored(site, message));
    expect(entry.propertyRef).toBe(987654);
    expect(entry.subject).toBe('Ref. 987654 (not in the catalogue)');
    expect(entry.viewing ?? null).toBeNull();
    const [notice, acknowledgement] = await mailOf(smtp, entry.requestId);
    expect(notice.parsed.text).toContain('Property: Ref. 987654 (not in the catalogue)');
    expect(acknowledgement.parsed.text).toContain('Объект: номер 987654');
  });

  it.each([
    ['a reference that is not a number', { propertyRef: 'villa' }, 'propertyRef'],
    ['a day that is not a weekday', { viewing: 'yes', viewingDays: ['someday'] }, 'viewing'],
    ['a time of day the form does not offer', { viewingTimes: ['midnight'] }, 'viewing'],
    ['a viewing box with another value', { viewing: 'please' }, 'viewing'],
  ])(
    'when it carries %s, then it is a 400 naming the field in the visitor’s language',
    async (_, fields, field) => {
      const { site } = await siteWithMail();
      const response = await postJson(site, {
        name: 'Анна Петрова',
        email: 'anna@example.ru',
        message: 'Здравствуйте',
        locale: 'ru',
        page: '/properties/1001',
        ...fields,
      });
      expect(response.status).toBe(400);
      expect(response.body.errors[field]).toBe('это поле заполнено неверно');
    },
  );
});
