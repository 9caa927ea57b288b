import { contactRules } from './contact-rules';
import { constraintAttributes, INTERNATIONAL_PHONE, PERSON_NAME, validateForm, validateValue } from './rules';

describe('required', () => {
  it.each(['', '   ', '\n\t'])('when the value is %j, then it is "validation.required"', (value) => {
    expect(validateValue(value, { required: true })).toBe('validation.required');
  });

  it('when the value has text, then it passes', () => {
    expect(validateValue('Ann', { required: true })).toBeNull();
  });
});

describe('alpha_spaces', () => {
  it.each([
    'Ann Smith',
    'Иван Петров',
    'Ёлкин Семён',
    'Αλέξης Παπαδόπουλος',
    'ΣΩΚΡΆΤΗΣ',
    'François Müller',
    'Ştefan Ţurcanu',
  ])('when the name is %s (letters of any script and spaces), then it passes', (name) => {
    expect(validateValue(name, { alpha_spaces: true })).toBeNull();
  });

  it.each(['Ann 2', '007', 'Иван_Петров', 'ann@example.test', 'Ann!', 'Anne-Marie'])(
    'when the name is %s, then it is "validation.invalid"',
    (name) => {
      expect(validateValue(name, { alpha_spaces: true })).toBe('validation.invalid');
    },
  );

  it('when the field is empty and not required, then alpha_spaces lets it pass', () => {
    expect(validateValue('', { alpha_spaces: true })).toBeNull();
  });
});

/** Real names: hyphens, apostrophes (' and ’), dots, accents and combining marks, in the site's three scripts. */
const REAL_NAMES = [
  "Anne-Marie O'Neil",
  'Jean-Luc Picard',
  'José Núñez',
  'Jose\u0301 Nu\u0301n\u0303ez',
  'Мария-Анна Д’Артаньян',
  'Ελένη Παπαδοπούλου-Γεωργίου',
  'Zoë',
  'Zoe\u0308 Ашер',
  'St. John',
  'J.R.R. Tolkien',
  'Martin Luther King Jr.',
  'Ivan Petrov',
];

describe('person_name', () => {
  it.each(REAL_NAMES)('when the name is %s, then it passes', (name) => {
    expect(validateValue(name, { person_name: true })).toBeNull();
  });

  it.each([
    'Ann 2',
    '007',
    'R2D2',
    'Иван_Петров',
    'ann@example.test',
    'Ann <b>',
    '#Ann',
    'Ann!',
    "-'",
    '...',
    "'",
    '-Ann',
    'Ann-',
    'Ann--Marie',
    'Ann..Smith',
    '.Ann',
  ])('when the name is %j, then it is "validation.invalid"', (name) => {
    expect(validateValue(name, { person_name: true })).toBe('validation.invalid');
  });

  it('when the field is empty and not required, then person_name lets it pass', () => {
    expect(validateValue('', { person_name: true })).toBeNull();
  });
});

describe('email', () => {
  it.each(['ann@example.test', 'a.b+c@mail.example.gr', 'x_y@sub.domain.co.uk'])(
    'when the address is %s, then it passes',
    (email) => {
      expect(validateValue(email, { email: true })).toBeNull();
    },
  );

  it.each([
    'ann',
    'ann@',
    '@example.test',
    'ann@localhost',
    'ann @example.test',
    'ann@example..test',
    'ann@-x.test',
  ])('when the address is %s, then it is "validation.invalid"', (email) => {
    expect(validateValue(email, { email: true })).toBe('validation.invalid');
  });
});

describe('regex (international phone)', () => {
  it.each([
    '+30 210 721 4500',
    '+302107214500',
    '+7 (495) 123-45-67',
    '0030 2310 256480',
    '+44 20 7946 0958',
    '210.721.4500',
  ])('when the number is %s, then it passes', (phone) => {
    expect(validateValue(phone, { regex: INTERNATIONAL_PHONE })).toBeNull();
  });

  it.each([
    'call me',
    '12345',
    '+30 210 721 4500 ext 3',
    '++30 210 721 4500',
    '1234567890123456',
    '+30--210',
  ])('when the number is %s, then it is "validation.invalid"', (phone) => {
    expect(validateValue(phone, { regex: INTERNATIONAL_PHONE })).toBe('validation.invalid');
  });
});

describe('max', () => {
  it('when the value is longer than max, then it is "validation.invalid"', () => {
    expect(validateValue('x'.repeat(2001), { max: 2000 })).toBe('validation.invalid');
    expect(validateValue('x'.repeat(2000), { max: 2000 })).toBeNull();
  });
});

describe('the contact form rules', () => {
  it('when the form is empty, then name, email and message are required and phone is optional', () => {
    expect(validateForm({ name: '', email: '', phone: '', message: '' }, contactRules)).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      message: 'validation.required',
    });
  });

  it('when every field is wrong, then each says so with its first broken rule', () => {
    const errors = validateForm(
      { name: 'R2D2', email: 'r2d2', phone: 'beep', message: 'x'.repeat(2001) },
      contactRules,
    );
    expect(errors).toEqual({
      name: 'validation.invalid',
      email: 'validation.invalid',
      phone: 'validation.invalid',
      message: 'validation.invalid',
    });
  });

  it.each(REAL_NAMES)('when the name is %s, then the form takes it', (name) => {
    expect(
      validateForm({ name, email: 'ann@example.test', phone: '', message: 'Hello' }, contactRules),
    ).toEqual({});
  });

  it('when a Greek enquiry is filled in correctly, then it passes', () => {
    expect(
      validateForm(
        { name: 'Μαρία Οικονόμου', email: 'maria@example.gr', phone: '', message: 'Καλησπέρα σας.' },
        contactRules,
      ),
    ).toEqual({});
  });
});

describe('HTML constraint attributes', () => {
  it('when they are built from the rules, then required, maxlength and pattern follow them', () => {
    expect(constraintAttributes(contactRules.name)).toEqual({
      required: true,
      maxLength: 120,
      pattern: PERSON_NAME.source,
    });
    expect(constraintAttributes(contactRules.phone)).toEqual({
      required: undefined,
      maxLength: 32,
      pattern: INTERNATIONAL_PHONE.source,
    });
    expect(constraintAttributes(contactRules.message)).toEqual({
      required: true,
      maxLength: 2000,
      pattern: undefined,
    });
  });

  it.each([
    ['name', 'Иван Петров', '3D'],
    ['name', 'Мария-Анна Д’Артаньян', 'Ann <b>'],
    ['name', "Anne-Marie O'Neil ", '-'],
    ['phone', '+30 210 721 4500', 'call me'],
  ] as const)(
    'when the %s pattern is compiled as browsers do (v flag), then it agrees with the rule',
    (field, good, bad) => {
      const { pattern } = constraintAttributes(contactRules[field]);
      const browser = new RegExp(`^(?:${pattern})$`, 'v');
      expect(browser.test(good)).toBe(true);
      expect(browser.test(bad)).toBe(false);
    },
  );
});
