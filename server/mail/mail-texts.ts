import type { Locale } from '../../src/i18n/locales';

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

export const ACKNOWLEDGEMENT_TEXTS: Record<Locale, AcknowledgementTexts> = {
  en: {
    subject: 'We have received your enquiry — DKG Development',
    greeting: (name) => `Dear ${name},`,
    received:
      'Thank you for contacting DKG Development. We have received your enquiry, and one of our team will get back to you shortly.',
    yourMessage: 'Your message:',
    yourSubject: 'Subject:',
    yourProperty: 'The property:',
    yourProject: 'The project:',
    yourViewing: 'You asked for a viewing:',
    replyHint: 'If you would like to add anything, simply reply to this e-mail.',
    notYou: 'If you did not send this enquiry, please ignore this e-mail.',
    signature: 'DKG Development',
  },
  ru: {
    subject: 'Мы получили ваш запрос — DKG Development',
    greeting: (name) => `Здравствуйте, ${name}!`,
    received:
      'Благодарим вас за обращение в DKG Development. Мы получили ваш запрос, и наш специалист свяжется с вами в ближайшее время.',
    yourMessage: 'Ваше сообщение:',
    yourSubject: 'Тема:',
    yourProperty: 'Объект:',
    yourProject: 'Проект:',
    yourViewing: 'Вы просили о просмотре:',
    replyHint: 'Если вы хотите что-то добавить, просто ответьте на это письмо.',
    notYou: 'Если вы не отправляли этот запрос, просто не обращайте внимания на это письмо.',
    signature: 'DKG Development',
  },
  el: {
    subject: 'Λάβαμε το αίτημά σας — DKG Development',
    greeting: (name) => `Αγαπητέ/ή ${name},`,
    received:
      'Σας ευχαριστούμε που επικοινωνήσατε με την DKG Development. Λάβαμε το αίτημά σας και ένα μέλος της ομάδας μας θα επικοινωνήσει μαζί σας σύντομα.',
    yourMessage: 'Το μήνυμά σας:',
    yourSubject: 'Θέμα:',
    yourProperty: 'Το ακίνητο:',
    yourProject: 'Το έργο:',
    yourViewing: 'Ζητήσατε επίσκεψη:',
    replyHint: 'Αν θέλετε να προσθέσετε κάτι, απαντήστε απλώς σε αυτό το e-mail.',
    notYou: 'Αν δεν στείλατε εσείς αυτό το αίτημα, αγνοήστε αυτό το e-mail.',
    signature: 'DKG Development',
  },
};

/** The company's notice is read by the sales team: one language, labels for every field. */
export const NOTICE_LABELS = {
  subject: (name: string, language: string, about: string) =>
    `New enquiry from ${name} (${language})${about ? ` — ${about}` : ''}`,
  heading: 'A new enquiry from the website',
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  language: 'Language',
  page: 'Page',
  about: 'Subject',
  property: 'Property',
  propertyPage: 'Property page',
  project: 'Project',
  projectPage: 'Project page',
  viewing: 'Viewing asked for',
  received: 'Received',
  id: 'Enquiry id',
  message: 'Message',
  replyHint: 'Reply to this e-mail to answer the visitor.',
  none: '—',
} as const;

export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ru: 'Russian',
  el: 'Greek',
};

/**
 * How a property is named to the visitor: its title, reference and address in their language. A
 * project is named by its title and place (its number means nothing to a visitor).
 */
export const PROPERTY_NAMING: Record<Locale, { ref: (reference: number) => string }> = {
  en: { ref: (reference) => `ref. ${reference}` },
  ru: { ref: (reference) => `номер ${reference}` },
  el: { ref: (reference) => `κωδ. ${reference}` },
};
