import { createContext, useContext, useMemo } from 'react';
import type { Locale } from './locales';
import type { Namespace } from './namespaces';

/**
 * The values a string's `{{placeholders}}` take; `count` also picks the plural form. i18next's own
 * options (another namespace, language, context, default value) are not values: a namespace's strings
 * come from `useTranslation(namespace)`, and the browser's translator reads nothing else.
 */
export type TranslationValues = Record<string, string | number | undefined> & {
  [option in I18nextOption]?: never;
};

type I18nextOption =
  | 'ns'
  | 'lng'
  | 'lngs'
  | 'context'
  | 'defaultValue'
  | 'returnObjects'
  | 'keyPrefix'
  | 'fallbackLng'
  | 'ordinal'
  | 'replace'
  | 'interpolation'
  | 'postProcess'
  | 'joinArrays';

/** One namespace's strings as a function of a key (dot-separated), in one language. */
export type TFunction = (key: string, values?: TranslationValues) => string;

/** A language's strings, by namespace. */
export type Translator = (namespace: Namespace) => TFunction;

/**
 * Hands each locale's subtree its translator: on the server i18next's (the request's instance), in the
 * browser the page's strings read by `stringTable`, one per language, so switching language never
 * re-translates the page being left.
 */
export type TranslatorRegistry = (locale: Locale) => Translator;

export const TranslatorRegistryContext = createContext<TranslatorRegistry | null>(null);

/** The translator of the locale a subtree shows (set by its locale route). */
export const TranslatorContext = createContext<Translator | null>(null);

export function useTranslatorFor(locale: Locale): Translator {
  const registry = useContext(TranslatorRegistryContext);
  if (!registry) throw new Error('useTranslatorFor needs a TranslatorRegistryContext above it');
  return registry(locale);
}

/** The strings of a namespace (`common` by default) in the language of the subtree. */
export function useTranslation(namespace: Namespace = 'common'): { t: TFunction } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs a locale route above it');
  return useMemo(() => ({ t: translator(namespace) }), [translator, namespace]);
}
