import { ConfigError, loadConfig, type MailConfig } from '../config';
import type { StoredEnquiry } from '../contact/enquiry-outbox';
import { companyRecipients, composeMail } from './enquiry-messages';
import { acknowledgementTexts } from './mail-texts';
import { LOCALES } from '../../src/i18n/locales';

const mail: MailConfig = {
  smtpUrl: 'smtp://127.0.0.1:2525',
  from: 'DKG Development <website@dkg.test>',
  to: ['sales@dkg.test'],
  routes: [
    { page: '/properties', to: ['properties@dkg.test'] },
    { page: '/properties/1001', to: ['villa-desk@dkg.test'] },
    { language: 'ru', to: ['ru-desk@dkg.test'] },
  ],
};

function enquiry(overrides: Partial<StoredEnquiry> = {}): StoredEnquiry {
  return {
    requestId: '0b7e6f2c-1d5a-4c3e-9f10-2a4b6c8d0e1f',
    receivedAt: '2026-11-26T10:15:00.000Z',
    name: 'Maria Oikonomou',
    email: 'maria@example.gr',
    phone: '',
    message: 'Hello',
    locale: 'en',
    page: '/contacts',
    subject: null,
    ...overrides,
  };
}

describe('enquiry mail configuration', () => {
  it('when SMTP_URL is set without a sender or recipients, then the start stops naming them', () => {
    expect(() => loadConfig({ CONTENT_DEMO: 'true', SMTP_URL: 'smtp://mail:25' })).toThrow(ConfigError);
    try {
      loadConfig({ CONTENT_DEMO: 'true', SMTP_URL: 'smtp://mail:25' });
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toMatch(/MAIL_FROM[\s\S]*ENQUIRY_MAIL_TO/);
    }
    expect(loadConfig({ CONTENT_DEMO: 'true' }).mail).toBeUndefined();
  });

  it('when the mail variables are given, then they are read, and a bad one is named', () => {
    const config = loadConfig({
      CONTENT_DEMO: 'true',
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'DKG Development <website@dkg.test>',
      ENQUIRY_MAIL_TO: 'sales@dkg.test, office@dkg.test',
      ENQUIRY_MAIL_ROUTES: '/construction/=build@dkg.test; ru = ru-desk@dkg.test, sales@dkg.test',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      from: 'DKG Development <website@dkg.test>',
      to: ['sales@dkg.test', 'office@dkg.test'],
      routes: [
        { page: '/construction', to: ['build@dkg.test'] },
        { language: 'ru', to: ['ru-desk@dkg.test', 'sales@dkg.test'] },
      ],
    });
    for (const [name, value] of [
      ['SMTP_URL', 'http://mail.example.com'],
      ['MAIL_FROM', 'not an address'],
      ['ENQUIRY_MAIL_TO', 'sales@dkg.test, nobody'],
      ['ENQUIRY_MAIL_ROUTES', 'fr=sales@dkg.test'],
      ['ENQUIRY_MAIL_ROUTES', '/construction=builders'],
    ]) {
      expect(() => loadConfig({ CONTENT_DEMO: 'true', [name]: value })).toThrow(name);
    }
  });
});

describe('enquiry mail', () => {
  it('when an enquiry comes from a page or in a language with a route, then the notice goes there', () => {
    expect(companyRecipients(enquiry({ page: '/properties/1001' }), mail)).toEqual(['villa-desk@dkg.test']);
    expect(companyRecipients(enquiry({ page: '/properties/1002', locale: 'ru' }), mail)).toEqual([
      'properties@dkg.test',
    ]);
    expect(companyRecipients(enquiry({ page: '/properties-old' }), mail)).toEqual(['sales@dkg.test']);
    expect(companyRecipients(enquiry({ page: '/contacts', locale: 'ru' }), mail)).toEqual([
      'ru-desk@dkg.test',
    ]);
    expect(companyRecipients(enquiry({ page: null, locale: 'el' }), mail)).toEqual(['sales@dkg.test']);
  });

  it('when the acknowledgement is composed, then it is in the enquiry’s language with what the visitor wrote', () => {
    for (const locale of ['en', 'ru', 'el'] as const) {
      const message = composeMail('acknowledgement', enquiry({ locale, message: 'Line one\nLine two' }), {
        mail,
        publicUrl: 'https://dkg.test',
      });
      expect(message.subject).toBe(acknowledgementTexts(locale).subject);
      expect(message.text).toContain(acknowledgementTexts(locale).received);
      expect(message.text).toContain('Line one\nLine two');
      expect(message.html).toContain(`lang="${locale}"`);
      expect(message.to).toEqual(['"Maria Oikonomou" <maria@example.gr>']);
      expect(message.messageId).toBe('<0b7e6f2c-1d5a-4c3e-9f10-2a4b6c8d0e1f.acknowledgement@dkg.test>');
    }
    // Every language has its own sentences.
    const received = LOCALES.map((locale) => acknowledgementTexts(locale).received);
    expect(new Set(received).size).toBe(3);
  });

  it('when the visitor wrote markup or line breaks, then the HTML shows them as text and headers stay one line', () => {
    const message = composeMail(
      'notice',
      enquiry({
        message: '<script>alert(1)</script> & <a href="https://spam.test">win</a>',
        subject: 'Villa\r\nBcc: victim@example.com',
        page: '/properties/1001',
        locale: 'el',
      }),
      { mail, publicUrl: 'https://dkg.test' },
    );
    expect(message.html).not.toMatch(/<script|<a href/);
    expect(message.html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;a href=&quot;https://spam.test&quot;&gt;',
    );
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.subject).toContain('Villa Bcc: victim@example.com');
    expect(message.text).toContain('https://dkg.test/el/properties/1001');
    expect(message.text).toContain('26 Nov 2026, 12:15 (Athens), 2026-11-26T10:15:00.000Z');
    expect(message.replyTo).toBe('"Maria Oikonomou" <maria@example.gr>');
  });
});
