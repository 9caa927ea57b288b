import type { i18n as I18n } from 'i18next';
import type { TFunction } from './translation';
import { createI18n } from './create-i18n';
import { LOCALES, type Locale } from './locales';
import type { Namespace } from './namespaces';
import { resources, type LocaleResources } from './resources';
import enMail from './locales/en/mail.json';
import elMail from './locales/el/mail.json';
import ruMail from './locales/ru/mail.json';

/**
 * The e-mails' words (`mail.json` beside each language's other strings, where translators edit them):
 * the server's alone, never sent to a browser.
 */
const MAIL_STRINGS: Record<Locale, object> = { en: enMail, ru: ruMail, el: elMail };

/** The server's strings: every namespace of the pages, and the e-mails'. */
export type ServerNamespace = Namespace | 'mail';

/** The server's strings of each language: the pages' (the same objects the pages send) and the e-mails'. */
const SERVER_STRINGS: Record<Locale, LocaleResources & { mail: object }> = {
  en: { ...resources.en, mail: MAIL_STRINGS.en },
  ru: { ...resources.ru, mail: MAIL_STRINGS.ru },
  el: { ...resources.el, mail: MAIL_STRINGS.el },
};

/**
 * The server's one set of translators: an i18next instance per language, made once with every string.
 * The loaders read it here, the page renderer through server/i18n.ts, the contact form's answers and
 * the e-mails through `loaderText`. The pages' own strings (`resources`, what a page sends the
 * browser) are not changed: the e-mails' words stay on the server.
 */
const instances = new Map<Locale, I18n>(
  LOCALES.map((locale) => [locale, createI18n(locale, SERVER_STRINGS)]),
);

export function serverI18n(locale: Locale): I18n {
  return instances.get(locale)!;
}

const translators = new Map<string, TFunction>();

/** A namespace's strings in one language, outside React (server only). */
export function loaderText(locale: Locale, namespace: ServerNamespace): TFunction {
  const key = `${locale}:${namespace}`;
  let t = translators.get(key);
  if (!t) {
    t = serverI18n(locale).getFixedT(locale, namespace) as unknown as TFunction;
    translators.set(key, t);
  }
  return t;
}
