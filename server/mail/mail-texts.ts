import type { Locale } from '../../src/i18n/locales';
import { loaderText } from '../../src/i18n/loader-text';

/**
 * The e-mails' words, from the `mail` strings of each language (src/i18n/locales/{locale}/mail.json,
 * beside the pages' strings), through the server's one set of translators.
 */

/** What the visitor's acknowledgement says, in the language the enquiry was written in. */
export interface AcknowledgementTexts {
  subject: string;
  greeting: (name: string) => string;
  received: string;
  yourMessage: string;
  yourSubject: string;
  /** The property the enquiry is about, named as the site knows it. */
  yourProperty: string;
  /** The project the enquiry is about. */
  yourProject: string;
  /** The line that repeats the viewing asked for. */
  yourViewing: string;
  replyHint: string;
  notYou: string;
  signature: string;
}

const ACKNOWLEDGEMENT_LINES = [
  'subject',
  'received',
  'yourMessage',
  'yourSubject',
  'yourProperty',
  'yourProject',
  'yourViewing',
  'replyHint',
  'notYou',
  'signature',
] as const;

export function acknowledgementTexts(locale: Locale): AcknowledgementTexts {
  const t = loaderText(locale, 'mail');
  const lines = Object.fromEntries(
    ACKNOWLEDGEMENT_LINES.map((line) => [line, t(`acknowledgement.${line}`)]),
  ) as Record<(typeof ACKNOWLEDGEMENT_LINES)[number], string>;
  return { ...lines, greeting: (name) => t('acknowledgement.greeting', { name }) };
}

const NOTICE_FIELDS = [
  'heading',
  'name',
  'email',
  'phone',
  'language',
  'page',
  'about',
  'property',
  'propertyPage',
  'project',
  'projectPage',
  'viewing',
  'received',
  'id',
  'message',
  'replyHint',
  'none',
] as const;

/** The company's notice is read by the sales team: in English, with a label for every field. */
export type NoticeLabels = Record<(typeof NOTICE_FIELDS)[number], string> & {
  subject: (name: string, language: string, about: string) => string;
};

export function noticeLabels(): NoticeLabels {
  const t = loaderText('en', 'mail');
  const labels = Object.fromEntries(NOTICE_FIELDS.map((field) => [field, t(`notice.${field}`)])) as Record<
    (typeof NOTICE_FIELDS)[number],
    string
  >;
  return {
    ...labels,
    subject: (name, language, about) =>
      about ? t('notice.subjectAbout', { name, language, about }) : t('notice.subject', { name, language }),
  };
}

/** A language's name, in English (the notice says which language the visitor wrote in). */
export function languageName(locale: Locale): string {
  return loaderText('en', 'mail')(`languages.${locale}`);
}

/** How a property's reference is named to the visitor: "ref. 1001", "номер 1001", "κωδ. 1001". */
export function propertyReference(locale: Locale, reference: number): string {
  return loaderText(locale, 'mail')('propertyRef', { reference });
}
