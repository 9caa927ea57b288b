import type { Dataset } from '@dkg/content-model';
import { SERVICE_SLUGS } from '@dkg/content-model';
import type { Locale } from '../../src/i18n/locales';
import { localizePath } from '../../src/navigation/paths';

type Entry = {
  $key: string;
  shared?: Record<string, unknown>;
  locales?: Partial<Record<Locale, Record<string, unknown>>>;
};

function entries(dataset: Dataset, uid: string): Entry[] {
  return (dataset.collections[uid] ?? []) as Entry[];
}

/** Every route of spec §2 for one locale, with real parameters taken from the dataset. */
export function specRoutes(dataset: Dataset, locale: Locale): string[] {
  const guide = entries(dataset, 'api::guide-article.guide-article')[0];
  const event = entries(dataset, 'api::event.event')[0];
  const property = entries(dataset, 'api::property.property')[0];
  const category = entries(dataset, 'api::project-category.project-category')[0];
  const slug = String(category.locales?.[locale]?.slugId);
  const project = entries(dataset, 'api::project.project').find(
    (entry) => (entry.locales?.[locale]?.category ?? entry.shared?.category) === category.$key,
  );
  const neutral = [
    '/',
    '/about',
    '/business-in-greece',
    '/certificates',
    '/construction',
    '/contacts',
    '/dkg-projects',
    '/dkg-projects-old',
    '/partners',
    '/privacy-policy',
    '/properties',
    '/search-result',
    '/services',
    '/terms-of-use',
    ...SERVICE_SLUGS.map((service) => `/services/${service}`),
    `/business-in-greece/${guide.shared?.url}`,
    `/dkg-projects/${slug}`,
    `/dkg-projects/${slug}/${project?.shared?.reference}`,
    '/events',
    `/events/${event.shared?.alias}`,
    `/properties/${property.shared?.reference}`,
  ];
  return neutral.map((path) => localizePath(path, locale));
}
