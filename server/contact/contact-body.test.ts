import { checkContactBody, localPagePath } from './contact-body';

describe('localPagePath', () => {
  it.each([
    ['/contacts', '/contacts'],
    ['/', '/'],
    ['/ru/contacts/', '/contacts'],
    ['/el', '/'],
    ['/properties/12', '/properties/12'],
    ['/services/golden-visa', '/services/golden-visa'],
    ['/dkg-projects/residential/3', '/dkg-projects/residential/3'],
  ])('when the page is %s, then it is the route path %s', (page, expected) => {
    expect(localPagePath(page)).toBe(expected);
  });

  it.each([
    'contacts',
    '//evil.test/contacts',
    'https://evil.test/',
    '/contacts?sent=1',
    '/contacts#offices',
    '/\\evil.test',
    '/no-such-page',
    '/properties/abc',
    '/services/unknown',
    '/%E0%A4%A',
    `/${'a'.repeat(400)}`,
    '',
  ])('when the page is %j, then it is refused', (page) => {
    expect(localPagePath(page)).toBeNull();
  });

  it.each([null, undefined, 7, ['/contacts'], { path: '/contacts' }])(
    'when the page is %p, then it is refused',
    (page) => {
      expect(localPagePath(page)).toBeNull();
    },
  );
});

describe('checkContactBody', () => {
  const body = {
    name: '  Ann Smith ',
    email: 'ann@example.test ',
    phone: '',
    message: ' Hello \n',
    locale: 'en',
    page: '/contacts',
  };

  it('when the body is valid, then the values come back trimmed, with no subject, property, viewing or trap', () => {
    expect(checkContactBody(body)).toEqual({
      ok: true,
      honeypot: false,
      submission: {
        name: 'Ann Smith',
        email: 'ann@example.test',
        phone: '',
        message: 'Hello',
        locale: 'en',
        page: '/contacts',
        subject: null,
        about: null,
        viewing: null,
      },
    });
  });

  it.each([
    "Anne-Marie O'Neil",
    'Мария-Анна Д’Артаньян',
    'Ελένη Παπαδοπούλου-Γεωργίου',
    'José Núñez',
    'Zoë',
    'St. John',
  ])('when the name is %s, then the body is accepted with it', (name) => {
    expect(checkContactBody({ ...body, name })).toMatchObject({ ok: true, submission: { name } });
  });

  it.each(['Ann 2', 'Ann <b>', 'ann@example.test', '#', "-'"])(
    'when the name is %j, then it is refused as invalid',
    (name) => {
      expect(checkContactBody({ ...body, name })).toMatchObject({
        ok: false,
        errors: { name: 'validation.invalid' },
      });
    },
  );

  it('when a property and a viewing are named, then the reference is a number and the choices come in the week’s order', () => {
    const checked = checkContactBody({
      ...body,
      propertyRef: '1001',
      viewing: 'yes',
      viewingDays: ['sat', 'tue'],
      viewingTimes: 'evening',
    });
    expect(checked).toMatchObject({
      ok: true,
      submission: {
        about: { kind: 'property', reference: 1001 },
        viewing: { days: ['tue', 'sat'], times: ['evening'] },
      },
    });
  });

  it('when a project is named, then the enquiry is about that project by its reference', () => {
    expect(checkContactBody({ ...body, projectRef: '12' })).toMatchObject({
      ok: true,
      submission: { about: { kind: 'project', reference: 12 } },
    });
  });

  it.each([
    ['a property and a project at once', { propertyRef: 1001, projectRef: 12 }],
    ['a project reference that is not a number', { projectRef: 'villas' }],
  ])('when the body names %s, then the project field is refused', (_what, fields) => {
    expect(checkContactBody({ ...body, ...fields })).toMatchObject({
      ok: false,
      errors: { projectRef: 'validation.invalid' },
    });
  });

  it('when days are chosen but the viewing box is not ticked, then no viewing is asked for', () => {
    expect(checkContactBody({ ...body, viewingDays: ['mon'], viewingTimes: 'morning' })).toMatchObject({
      ok: true,
      submission: { viewing: null },
    });
  });

  it('when the viewing box alone is ticked, then it asks for a viewing on any day at any time', () => {
    expect(checkContactBody({ ...body, viewing: 'yes' })).toMatchObject({
      ok: true,
      submission: { viewing: { days: [], times: [] } },
    });
  });

  it('when the trap field has anything in it, then the enquiry is marked as a bot', () => {
    expect(checkContactBody({ ...body, website: 'spam.test' })).toMatchObject({ ok: true, honeypot: true });
    expect(checkContactBody({ ...body, website: ['a', 'b'] })).toMatchObject({ ok: true, honeypot: true });
  });

  it('when a field is wrong and the trap is filled, then the answer is the one a person would get', () => {
    expect(checkContactBody({ ...body, name: '', website: 'x' })).toMatchObject({
      ok: false,
      errors: { name: 'validation.required' },
    });
  });

  it('when the locale is unknown, then the messages are English and there is no page to return to', () => {
    expect(checkContactBody({ ...body, locale: 'fr', name: '' })).toEqual({
      ok: false,
      locale: 'en',
      page: null,
      errors: { locale: 'validation.invalid', name: 'validation.required' },
    });
  });

  it.each([null, 'text', 42, [body]])('when the body is %p, then it is malformed', (value) => {
    expect(checkContactBody(value)).toEqual({
      ok: false,
      locale: 'en',
      page: null,
      errors: { form: 'contact:errors.malformed' },
    });
  });
});
