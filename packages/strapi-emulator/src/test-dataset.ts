import type { Dataset, MediaAsset } from '@dkg/content-model';

/** A small dataset for the unit tests of the content service (not the demo content). */

function image(key: string, id?: number): MediaAsset {
  return {
    key,
    id,
    name: `${key}.webp`,
    url: `/uploads/${key}_0a1b2c3d4e.webp`,
    ext: '.webp',
    mime: 'image/webp',
    size: 12.5,
    width: 800,
    height: 600,
    alternativeText: `Alt ${key}`,
  };
}

export function createTestDataset(): Dataset {
  return {
    timestamp: '2025-05-05T10:00:00.000Z',
    media: [image('cover-a'), { ...image('cover-b', 7), focalPoint: { x: 25, y: 60 } }, image('gallery-1')],
    singles: {
      'api::logo.logo': { shared: { logo: 'cover-a' } },
      'api::header.header': {
        en: { contactUsText: 'Contact', menu: [{ title: 'Home', href: '/en' }] },
        el: { contactUsText: 'Επικοινωνία', menu: [{ title: 'Αρχική', href: '/el' }] },
      },
      'api::footer.footer': {
        en: {
          officesTitle: 'Offices',
          menu: [
            { title: 'Company', href: '/en/company', menuInner: [{ title: 'About', href: '/en/about' }] },
          ],
        },
      },
    },
    collections: {
      'api::project-category.project-category': [
        {
          $key: 'homes',
          shared: { key: 'homes', order: 1 },
          locales: {
            en: { title: 'Homes', slugId: 'homes-en' },
            ru: { title: 'Жилые дома', slugId: 'homes-ru' },
            el: { title: 'Κατοικίες', slugId: 'homes-el' },
          },
        },
        {
          $key: 'offices',
          shared: { key: 'offices', order: 2 },
          locales: {
            en: { title: 'Offices', slugId: 'offices-en' },
            el: { title: 'Γραφεία', slugId: 'offices-el' },
          },
        },
      ],
      'api::project.project': [
        {
          $key: 'alpha',
          shared: {
            reference: 1,
            year: 2021,
            category: 'homes',
            cover: 'cover-a',
            gallery: ['gallery-1', 'cover-b'],
          },
          locales: { en: { title: 'Alpha Villa' }, ru: { title: 'Альфа Вилла' }, el: { title: 'Άλφα Βίλα' } },
        },
        {
          $key: 'beta',
          shared: { reference: 2, year: 2023, category: 'offices' },
          locales: { en: { title: 'beta tower' }, ru: { title: 'Бета' }, el: { title: 'Βήτα' } },
        },
        {
          $key: 'gamma',
          shared: { reference: 3 },
          locales: { en: { title: 'Gamma' }, ru: { title: 'Гамма' }, el: { title: 'Γάμμα' } },
          ids: { en: 40 },
        },
      ],
    },
  };
}
