import type { CollectionEntrySeed, Locale } from '@dkg/content-model';
import type { SeoText } from './guide-seo';

/**
 * The SEO fields of catalogue entries (properties, projects, events). Most leave them empty, as an
 * editor who writes none: their pages take the entry's title, first sentences and cover (the content
 * model's fallbacks). Those named in `chosen` have their own words, with their cover as the picture.
 */
export function withSeo(
  entries: CollectionEntrySeed[],
  chosen: Record<string, Record<Locale, SeoText>> = {},
): CollectionEntrySeed[] {
  return entries.map((entry) => {
    const own = chosen[entry.$key];
    if (!entry.locales) return entry;
    const locales = Object.fromEntries(
      Object.entries(entry.locales).map(([locale, values]) => [
        locale,
        { ...values, seo: own ? { ...own[locale as Locale], shareImage: values?.cover } : {} },
      ]),
    );
    return { ...entry, locales };
  });
}

/** A listing written for search engines, beside the others that keep the fallbacks. */
export const propertySeo: Record<string, Record<Locale, SeoText>> = {
  'property-1002': {
    en: {
      metaTitle: 'Three-bedroom flat in Kolonaki, Athens | DKG',
      metaDescription:
        'Renovated in 2024 below Lycabettus: 128 m², three bedrooms, balconies front and back, a lift and Evangelismos metro six minutes away on foot.',
    },
    ru: {
      metaTitle: 'Квартира с тремя спальнями в Колонаки | DKG',
      metaDescription:
        'Ремонт 2024 года у подножия Ликавитоса: 128 м², три спальни, балконы на обе стороны, лифт и метро «Евангелизмос» в шести минутах пешком.',
    },
    el: {
      metaTitle: 'Διαμέρισμα τριών υπνοδωματίων στο Κολωνάκι | DKG',
      metaDescription:
        'Ανακαινισμένο το 2024 κάτω από τον Λυκαβηττό: 128 τ.μ., τρία υπνοδωμάτια, μπαλκόνια μπρος και πίσω, ασανσέρ και μετρό Ευαγγελισμός σε έξι λεπτά.',
    },
  },
};
