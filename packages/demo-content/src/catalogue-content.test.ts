import { LOCALES } from '@dkg/content-model';
import type { AttributeValues, CollectionEntrySeed } from '@dkg/content-model';
import { SCENES } from './media-manifest';
import {
  contentTypes,
  isLocalizedAttribute,
  PROJECT_STAGES,
  PROPERTY_AVAILABILITIES,
  PROPERTY_TYPES,
  REGIONS,
} from '@dkg/content-model';
import { certificates } from './certificates';
import { events } from './events';
import { catalogueMedia } from './media-catalogue';
import { partners } from './partners';
import { projectCategories, projects } from './projects';
import { properties } from './properties';

const collections: [uid: string, entries: CollectionEntrySeed[]][] = [
  ['api::property.property', properties],
  ['api::project-category.project-category', projectCategories],
  ['api::project.project', projects],
  ['api::event.event', events],
  ['api::partner.partner', partners],
  ['api::certificate.certificate', certificates],
];

/** The seed's clock (seed/index.ts): what is "past" and "upcoming" for the demo content. */
const NOW = new Date('2026-11-01T09:00:00.000Z');

const mediaByKey = new Map(catalogueMedia.map((media) => [media.key, media]));

function localeValues(entry: CollectionEntrySeed, locale: string): AttributeValues {
  return entry.locales?.[locale as keyof typeof entry.locales] ?? {};
}

function words(markdown: string): number {
  return markdown
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function sharedOf(entry: CollectionEntrySeed): AttributeValues {
  return entry.shared ?? {};
}

describe('catalogue demo content', () => {
  it('when the catalogue is counted, then it has the planned number of entries', () => {
    expect(properties).toHaveLength(24);
    expect(projectCategories).toHaveLength(4);
    expect(projects).toHaveLength(16);
    expect(events).toHaveLength(6);
    expect(partners).toHaveLength(10);
    expect(certificates).toHaveLength(8);
  });

  it.each(collections)(
    'when %s is read, then shared and localized attributes are where the schema puts them',
    (uid, entries) => {
      const type = contentTypes[uid];
      const keys = new Set<string>();
      for (const entry of entries) {
        expect(keys.has(entry.$key)).toBe(false);
        keys.add(entry.$key);
        for (const name of Object.keys(sharedOf(entry))) {
          const attribute = type.attributes[name];
          expect({ entry: entry.$key, name, known: attribute !== undefined }).toEqual({
            entry: entry.$key,
            name,
            known: true,
          });
          expect({ entry: entry.$key, name, shared: !isLocalizedAttribute(type, attribute) }).toEqual({
            entry: entry.$key,
            name,
            shared: true,
          });
        }
        for (const locale of LOCALES) {
          const values = localeValues(entry, locale);
          for (const [name, attribute] of Object.entries(type.attributes)) {
            const expected = isLocalizedAttribute(type, attribute)
              ? !(attribute.type === 'relation' && attribute.relation === 'oneToMany')
              : false;
            expect({ entry: entry.$key, locale, name, present: name in values }).toEqual({
              entry: entry.$key,
              locale,
              name,
              present: expected,
            });
          }
          for (const [name, value] of Object.entries(values)) {
            const empty =
              value === undefined ||
              value === null ||
              (typeof value === 'string' && value.trim() === '') ||
              (Array.isArray(value) && value.length === 0);
            expect({ entry: entry.$key, locale, name, empty }).toEqual({
              entry: entry.$key,
              locale,
              name,
              empty: false,
            });
          }
        }
      }
    },
  );

  it('when localized text is read, then it is written in the locale and free of placeholders', () => {
    const scripts = { en: /[A-Za-z]/g, ru: /[А-Яа-яЁё]/g, el: /[\u0370-\u03ff\u1f00-\u1fff]/g };
    for (const [, entries] of collections) {
      for (const entry of entries) {
        for (const locale of LOCALES) {
          const text = Object.values(localeValues(entry, locale))
            .filter((value): value is string => typeof value === 'string')
            .join(' ');
          expect({
            entry: entry.$key,
            locale,
            letters: (text.match(scripts[locale]) ?? []).length >= 5,
          }).toEqual({ entry: entry.$key, locale, letters: true });
          expect(text).not.toMatch(/lorem|ipsum|placeholder|demo content|todo|tbd|<\/?[a-z][^>]*>/i);
        }
      }
    }
  });

  it('when properties are read, then references, enums and figures are valid and varied', () => {
    const refs = properties.map((entry) => sharedOf(entry).reference as number);
    expect(new Set(refs).size).toBe(24);
    for (const entry of properties) {
      const shared = sharedOf(entry);
      expect(entry.$key).toBe(`property-${shared.reference}`);
      expect(Number.isInteger(shared.reference)).toBe(true);
      expect(PROPERTY_TYPES).toContain(shared.type);
      expect(PROPERTY_AVAILABILITIES).toContain(shared.availability);
      expect(REGIONS).toContain(shared.region);
      expect(shared.price).toBeGreaterThanOrEqual(130_000);
      expect(shared.price).toBeLessThanOrEqual(5_000_000);
      expect(shared.area).toBeGreaterThan(0);
      expect(Number.isInteger(shared.bedrooms) && Number.isInteger(shared.bathrooms)).toBe(true);
      if (shared.type === 'land') {
        expect([shared.bedrooms, shared.bathrooms, shared.yearBuilt ?? null]).toEqual([0, 0, null]);
      } else {
        expect(shared.yearBuilt).toBeGreaterThanOrEqual(1800);
        expect(shared.yearBuilt).toBeLessThanOrEqual(2026);
      }
      expect(typeof shared.goldenVisaEligible).toBe('boolean');
      expect(typeof shared.featured).toBe('boolean');
      expect(String(shared.listedAt)).toMatch(/^202[56]-\d{2}-\d{2}$/);
      expect(new Date(String(shared.listedAt)).getTime()).toBeLessThan(NOW.getTime());
    }
    const count = (name: string, value: unknown) =>
      properties.filter((entry) => sharedOf(entry)[name] === value).length;
    for (const type of PROPERTY_TYPES) expect(count('type', type)).toBeGreaterThan(0);
    for (const availability of PROPERTY_AVAILABILITIES)
      expect(count('availability', availability)).toBeGreaterThan(0);
    expect(count('availability', 'available')).toBeGreaterThan(
      count('availability', 'reserved') + count('availability', 'sold'),
    );
    expect(count('availability', 'sold')).toBeGreaterThanOrEqual(3);
    expect(count('availability', 'sold')).toBeLessThanOrEqual(4);
    expect(count('featured', true)).toBeGreaterThanOrEqual(4);
    expect(count('featured', true)).toBeLessThanOrEqual(6);
    expect(new Set(properties.map((entry) => sharedOf(entry).region)).size).toBeGreaterThanOrEqual(7);
  });

  it('when a property is marked Golden Visa eligible, then it meets the 2024 thresholds', () => {
    const highThresholdRegions = [
      'athens-riviera',
      'athens-center',
      'thessaloniki',
      'crete',
      'corfu',
      'cyclades',
    ];
    for (const entry of properties) {
      const shared = sharedOf(entry);
      if (!shared.goldenVisaEligible) continue;
      const threshold = highThresholdRegions.includes(String(shared.region)) ? 800_000 : 400_000;
      expect({ entry: entry.$key, meets: (shared.price as number) >= threshold }).toEqual({
        entry: entry.$key,
        meets: true,
      });
      expect(shared.type).not.toBe('land');
      if (shared.type !== 'commercial') expect(shared.area).toBeGreaterThanOrEqual(120);
    }
  });

  it('when a property is placed on the map, then it lies inside its region', () => {
    const bounds: Record<string, [number, number, number, number]> = {
      'athens-riviera': [37.7, 37.95, 23.65, 24.05],
      'athens-center': [37.93, 38.05, 23.65, 23.8],
      thessaloniki: [40.5, 40.75, 22.8, 23.1],
      halkidiki: [39.9, 40.5, 23.0, 24.4],
      crete: [34.8, 35.7, 23.5, 26.35],
      corfu: [39.35, 39.85, 19.6, 20.15],
      cyclades: [36.3, 37.7, 24.3, 25.9],
      peloponnese: [36.35, 38.3, 21.0, 23.4],
    };
    for (const entry of properties) {
      const { region, location } = sharedOf(entry) as {
        region: string;
        location: { lat: number; lng: number };
      };
      const [south, north, west, east] = bounds[region];
      const inside =
        location.lat >= south && location.lat <= north && location.lng >= west && location.lng <= east;
      expect({ entry: entry.$key, inside }).toEqual({ entry: entry.$key, inside: true });
    }
  });

  it('when project categories are read, then keys, orders and per-locale slugs are unique', () => {
    expect(projectCategories.map((entry) => sharedOf(entry).key)).toEqual([
      'residential',
      'commercial',
      'hospitality',
      'infrastructure',
    ]);
    expect(projectCategories.map((entry) => sharedOf(entry).order)).toEqual([1, 2, 3, 4]);
    for (const entry of projectCategories) expect(entry.$key).toBe(sharedOf(entry).key);
    expect(projectCategories.map((entry) => localeValues(entry, 'en').slugId)).toEqual(
      projectCategories.map((entry) => entry.$key),
    );
    const allSlugs: unknown[] = [];
    for (const locale of LOCALES) {
      const slugs = projectCategories.map((entry) => localeValues(entry, locale).slugId);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      allSlugs.push(...slugs);
    }
    for (const entry of projectCategories) {
      const slugs = LOCALES.map((locale) => localeValues(entry, locale).slugId);
      expect(new Set(slugs).size).toBe(3);
    }
    expect(new Set(allSlugs).size).toBe(12);
  });

  it('when projects are read, then references, stages, years and categories are consistent', () => {
    const refs = projects.map((entry) => sharedOf(entry).reference);
    expect(new Set(refs).size).toBe(16);
    const categoryKeys = new Set(projectCategories.map((entry) => entry.$key));
    const perCategory = new Map<string, number>();
    for (const entry of projects) {
      const shared = sharedOf(entry);
      expect(entry.$key).toBe(`project-${shared.reference}`);
      expect(Number.isInteger(shared.reference)).toBe(true);
      expect(PROJECT_STAGES).toContain(shared.stage);
      expect(shared.year).toBeGreaterThanOrEqual(2008);
      expect(shared.year).toBeLessThanOrEqual(2028);
      if (shared.stage === 'completed') expect(shared.year).toBeLessThanOrEqual(2026);
      else expect(shared.year).toBeGreaterThanOrEqual(2026);
      const categories = LOCALES.map((locale) => localeValues(entry, locale).category);
      expect(new Set(categories).size).toBe(1);
      expect(categoryKeys.has(String(categories[0]))).toBe(true);
      perCategory.set(String(categories[0]), (perCategory.get(String(categories[0])) ?? 0) + 1);
    }
    for (const key of categoryKeys) {
      expect(perCategory.get(key)).toBeGreaterThanOrEqual(3);
      expect(perCategory.get(key)).toBeLessThanOrEqual(6);
    }
    for (const stage of PROJECT_STAGES) {
      expect(projects.some((entry) => sharedOf(entry).stage === stage)).toBe(true);
    }
    expect(projects.filter((entry) => sharedOf(entry).stage === 'completed').length).toBeGreaterThanOrEqual(
      6,
    );
  });

  it('when events are read, then aliases are unique kebab-case and two are still to come', () => {
    const aliases = events.map((entry) => sharedOf(entry).alias);
    expect(new Set(aliases).size).toBe(6);
    for (const entry of events) {
      const { alias, date } = sharedOf(entry);
      expect(entry.$key).toBe(alias);
      expect(alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(String(date)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(new Date(String(date)).toISOString()).toBe(date);
    }
    const dates = events.map((entry) => new Date(String(sharedOf(entry).date)));
    const upcoming = dates.filter((date) => date > NOW);
    expect(upcoming).toHaveLength(2);
    for (const date of upcoming) expect(date.getUTCFullYear()).toBe(2027);
    for (const date of dates.filter((date) => date <= NOW)) {
      expect([2025, 2026]).toContain(date.getUTCFullYear());
    }
  });

  it('when partners and certificates are read, then their shared fields are well formed', () => {
    expect(partners.map((entry) => sharedOf(entry).order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const urls = partners.map((entry) => String(sharedOf(entry).url));
    expect(new Set(urls).size).toBe(10);
    for (const url of urls) expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/);
    for (const entry of certificates) {
      expect(sharedOf(entry).year).toBeGreaterThanOrEqual(2008);
      expect(sharedOf(entry).year).toBeLessThanOrEqual(2026);
    }
    const titles = certificates.map((entry) => String(localeValues(entry, 'en').title)).join('\n');
    for (const standard of [
      'ISO 9001:2015',
      'ISO 14001:2015',
      'ISO 45001:2018',
      'ISO 37001',
      'TEE',
      'MEEP',
    ]) {
      expect(titles).toContain(standard);
    }
  });

  it('when long texts are read, then they have the planned length', () => {
    const check = (entries: CollectionEntrySeed[], field: string, min: number, max: number) => {
      for (const entry of entries) {
        for (const locale of LOCALES) {
          const count = words(String(localeValues(entry, locale)[field]));
          expect({ entry: entry.$key, locale, inRange: count >= min && count <= max, count }).toEqual({
            entry: entry.$key,
            locale,
            inRange: true,
            count,
          });
        }
      }
    };
    check(properties, 'description', 120, 250);
    check(projects, 'description', 120, 250);
    check(events, 'body', 150, 300);
  });

  it('when Markdown links to the site, then the paths are locale-neutral and lead somewhere', () => {
    const propertyRefs = new Set(properties.map((entry) => String(sharedOf(entry).reference)));
    const projectRefs = new Map(
      projects.map((entry) => [
        String(sharedOf(entry).reference),
        String(localeValues(entry, 'en').category),
      ]),
    );
    const sitePaths = [/^\/properties$/, /^\/contacts$/, /^\/services\/golden-visa$/, /^\/dkg-projects$/];
    for (const [, entries] of collections) {
      for (const entry of entries) {
        for (const locale of LOCALES) {
          for (const value of Object.values(localeValues(entry, locale))) {
            if (typeof value !== 'string') continue;
            for (const [, href] of value.matchAll(/\]\(([^)]*)\)/g)) {
              expect(href).toMatch(/^\/[a-z0-9/-]*$/);
              expect(href).not.toMatch(/^\/(en|ru|el)(\/|$)/);
              const property = href.match(/^\/properties\/(\d+)$/);
              const project = href.match(/^\/dkg-projects\/([a-z0-9-]+)\/(\d+)$/);
              if (property) {
                expect(propertyRefs.has(property[1])).toBe(true);
              } else if (project) {
                const category = projectCategories.find(
                  (candidate) => candidate.$key === projectRefs.get(project[2]),
                );
                expect(category && localeValues(category, locale).slugId).toBe(project[1]);
              } else {
                expect({ href, known: sitePaths.some((path) => path.test(href)) }).toEqual({
                  href,
                  known: true,
                });
              }
            }
          }
        }
      }
    }
  });

  it('when entries refer to media, then every key is declared once with a fitting scene and aspect', () => {
    const keys = catalogueMedia.map((media) => media.key);
    expect(new Set(keys).size).toBe(keys.length);
    const seeds = catalogueMedia.map((media) => media.seed);
    expect(new Set(seeds).size).toBe(seeds.length);
    for (const media of catalogueMedia) {
      expect(media.key).toMatch(/^(property|project|event|partner|certificate)-[a-z0-9-]+$/);
      expect(SCENES).toContain(media.scene);
      expect(Number.isInteger(media.seed)).toBe(true);
      expect(media.alt.trim().length).toBeGreaterThan(5);
      if (['partner-logo', 'certificate', 'certificate-pdf'].includes(media.scene)) {
        expect(media.label?.trim()).toBeTruthy();
      }
    }

    const referenced = new Set<string>();
    const expectMedia = (key: unknown, scenes: readonly string[], aspects: readonly string[]) => {
      const media = mediaByKey.get(String(key));
      expect({ key, declared: media !== undefined }).toEqual({ key, declared: true });
      expect(scenes).toContain(media?.scene);
      expect(aspects).toContain(media?.aspect);
      referenced.add(String(key));
    };
    const photoScenes = ['villa', 'apartment', 'house', 'commercial', 'land', 'interior', 'coast', 'office'];
    const projectScenes = ['construction', 'apartment', 'commercial', 'villa', 'city', 'coast', 'land'];
    for (const [entries, scenes, minGallery, maxGallery] of [
      [properties, photoScenes, 3, 4],
      [projects, projectScenes, 3, 3],
    ] as const) {
      for (const entry of entries) {
        for (const locale of LOCALES) {
          const values = localeValues(entry, locale);
          expectMedia(values.cover, scenes, ['3:2', '4:3']);
          const gallery = values.gallery as string[];
          expect(gallery.length).toBeGreaterThanOrEqual(minGallery);
          expect(gallery.length).toBeLessThanOrEqual(maxGallery);
          expect(gallery).not.toContain(values.cover);
          for (const key of gallery) expectMedia(key, scenes, ['3:2']);
        }
      }
    }
    for (const entry of events) {
      for (const locale of LOCALES)
        expectMedia(localeValues(entry, locale).cover, ['event', 'office'], ['16:9']);
    }
    for (const entry of partners) {
      for (const locale of LOCALES) expectMedia(localeValues(entry, locale).logo, ['partner-logo'], ['3:2']);
    }
    for (const entry of certificates) {
      for (const locale of LOCALES) {
        expectMedia(localeValues(entry, locale).image, ['certificate'], ['3:4']);
        expectMedia(localeValues(entry, locale).file, ['certificate-pdf'], ['3:4']);
      }
    }
    expect([...referenced].sort()).toEqual([...keys].sort());
  });

  it('when a property lists its pictures, then the cover shows its type', () => {
    for (const entry of properties) {
      const cover = mediaByKey.get(String(localeValues(entry, 'en').cover));
      expect({ entry: entry.$key, scene: cover?.scene }).toEqual({
        entry: entry.$key,
        scene: sharedOf(entry).type,
      });
    }
  });
});
