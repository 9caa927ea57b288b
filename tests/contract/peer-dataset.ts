import type { CollectionEntrySeed, Dataset, MediaAsset } from '@dkg/content-model';

/**
 * The test data of the real Strapi 4.26 instance that recorded tests/fixtures/strapi4 (the `PEER-`
 * values). What the golden answers show is copied; the rest (Russian and Greek titles of projects the
 * answers do not show, the second office) is made up in the same style.
 */

function png(key: string, name: string, width: number, height: number): MediaAsset {
  return {
    key,
    name: `${name}.png`,
    url: `/uploads/${name}.png`,
    ext: '.png',
    mime: 'image/png',
    size: 4.2,
    width,
    height,
  };
}

function svg(key: string, name: string): MediaAsset {
  return {
    key,
    name: `${name}.svg`,
    url: `/uploads/${name}.svg`,
    ext: '.svg',
    mime: 'image/svg+xml',
    size: 1.1,
  };
}

const media: MediaAsset[] = [
  png('peer-logo', 'peer_logo_1a5801fbff', 240, 64),
  svg('peer-facebook', 'peer_social_facebook_e36202292a'),
  svg('peer-instagram', 'peer_social_instagram_8acb11dd08'),
  svg('peer-linkedin', 'peer_social_linkedin_b6b6970635'),
  png('peer-error-bg', 'peer_error_bg_4f71657eb9', 1920, 1080),
  png('peer-error-bg-mobile', 'peer_error_bg_mobile_f9ee85bca9', 750, 1334),
];

type PeerLocale = 'en' | 'ru' | 'el';

function perLocale<T>(make: (locale: PeerLocale) => T): Record<PeerLocale, T> {
  return { en: make('en'), ru: make('ru'), el: make('el') };
}

const headerLabels = ['Projects', 'About', 'News'];

const header = {
  en: { contactUsHref: '/en/contact', contactUsText: 'PEER-en Contact us' },
  ru: { contactUsHref: '/ru/contact', contactUsText: 'PEER-ru Связаться' },
  el: { contactUsHref: '/el/contact', contactUsText: 'PEER-el Επικοινωνία' },
};

const footer = {
  en: {
    officesTitle: 'PEER-en Our offices',
    policyTitle: 'PEER-en Privacy policy',
    copyright: 'PEER-en © 2024 Peer Inc.',
  },
  ru: {
    officesTitle: 'PEER-ru Наши офисы',
    policyTitle: 'PEER-ru Политика конфиденциальности',
    copyright: 'PEER-ru © 2024 Пир',
  },
  el: {
    officesTitle: 'PEER-el Τα γραφεία μας',
    policyTitle: 'PEER-el Πολιτική απορρήτου',
    copyright: 'PEER-el © 2024 Πίρ',
  },
};

function footerMenu(locale: PeerLocale) {
  const link = (label: string, path: string) => ({
    title: `PEER-${locale} ${label}`,
    href: `/${locale}${path}`,
  });
  return [
    { ...link('Company', '/company'), menuInner: [link('About', '/about'), link('Careers', '/careers')] },
    { ...link('Projects', '/projects'), menuInner: [link('Residential', `/projects/residential-${locale}`)] },
  ];
}

const pageError = {
  en: { title: 'PEER-en Page not found', btnTitle: 'PEER-en Back to home' },
  ru: { title: 'PEER-ru Страница не найдена', btnTitle: 'PEER-ru На главную' },
  el: { title: 'PEER-el Η σελίδα δεν βρέθηκε', btnTitle: 'PEER-el Αρχική' },
};

const searchPlaceholders = {
  en: 'PEER-en Search the site',
  ru: 'PEER-ru Поиск по сайту',
  el: 'PEER-el Αναζήτηση',
};

const asideTitles = { en: 'PEER-en Aside title', ru: 'PEER-ru Заголовок', el: 'PEER-el Τίτλος' };

const singles: Dataset['singles'] = {
  'api::logo.logo': { shared: { logo: 'peer-logo' } },
  'api::header.header': perLocale((locale) => ({
    ...header[locale],
    menu: headerLabels.map((label) => ({
      title: `PEER-${locale} ${label}`,
      href: `/${locale}/${label.toLowerCase()}`,
    })),
  })),
  'api::aside.aside': perLocale((locale) => ({ title: asideTitles[locale] })),
  'api::page-contact.page-contact': { shared: { email: 'peer-contact@example.test' } },
  'api::footer.footer': perLocale((locale) => ({
    ...footer[locale],
    officesHref: `/${locale}/offices`,
    policyHref: `/${locale}/policy`,
    menu: footerMenu(locale),
  })),
  'api::page-search-result.page-search-result': perLocale((locale) => ({
    searchPlaceholder: searchPlaceholders[locale],
    title: `PEER-${locale} Search results`,
  })),
  'api::page-error.page-error': perLocale((locale) => ({
    ...pageError[locale],
    phone: '+30 210 000 0001',
    mail: `error-${locale}@example.test`,
    bg: 'peer-error-bg',
    bgMobile: 'peer-error-bg-mobile',
  })),
};

const socials: CollectionEntrySeed[] = [
  { network: 'facebook', href: 'https://facebook.com/peer' },
  { network: 'instagram', href: 'https://instagram.com/peer' },
  { network: 'linkedin', href: 'https://linkedin.com/company/peer' },
].map(({ network, href }) => ({
  $key: network,
  shared: { name: network, logo: `peer-${network}` },
  locales: perLocale((locale) => ({ href: `${href}?hl=${locale}` })),
}));

const offices: CollectionEntrySeed[] = [
  {
    $key: 'athens',
    shared: { headOffice: true },
    locales: {
      en: { name: 'PEER-en Athens HQ', address: 'PEER-en 1 Peer St, Athens', phone: '+30 210 000 0001' },
      ru: { name: 'PEER-ru Офис в Афинах', address: 'PEER-ru ул. Пир 1, Афины', phone: '+30 210 000 0001' },
      el: { name: 'PEER-el Έδρα Αθήνας', address: 'PEER-el Οδός Πίρ 1, Αθήνα', phone: '+30 210 000 0001' },
    },
  },
  {
    $key: 'thessaloniki',
    shared: { headOffice: false },
    locales: {
      en: {
        name: 'PEER-en Thessaloniki',
        address: 'PEER-en 2 Peer Ave, Thessaloniki',
        phone: '+30 2310 000 002',
      },
      ru: { name: 'PEER-ru Салоники', address: 'PEER-ru пр. Пир 2, Салоники', phone: '+30 2310 000 002' },
      el: {
        name: 'PEER-el Θεσσαλονίκη',
        address: 'PEER-el Λεωφ. Πίρ 2, Θεσσαλονίκη',
        phone: '+30 2310 000 002',
      },
    },
  },
];

const categoryTitles: Record<string, Record<PeerLocale, string>> = {
  residential: { en: 'Residential', ru: 'Жилые', el: 'Κατοικίες' },
  commercial: { en: 'Commercial', ru: 'Коммерческие', el: 'Εμπορικά' },
  public: { en: 'Public spaces', ru: 'Общественные', el: 'Δημόσιοι χώροι' },
};

const projectCategories: CollectionEntrySeed[] = Object.entries(categoryTitles).map(
  ([key, titles], index) => ({
    $key: key,
    shared: { key, order: index + 1 },
    locales: perLocale((locale) => ({
      title: `PEER-${locale} ${titles[locale]}`,
      slugId: `${key}-${locale}`,
    })),
  }),
);

const projectTitles: Array<{ key: string; category: string; titles: Record<PeerLocale, string> }> = [
  {
    key: 'river-house',
    category: 'residential',
    titles: { en: 'River House', ru: 'Дом у реки', el: 'Σπίτι στο ποτάμι' },
  },
  {
    key: 'sky-tower',
    category: 'residential',
    titles: { en: 'Sky Tower', ru: 'Небесная башня', el: 'Ουράνιος πύργος' },
  },
  {
    key: 'green-yard',
    category: 'residential',
    titles: { en: 'Green Yard', ru: 'Зелёный двор', el: 'Πράσινη αυλή' },
  },
  {
    key: 'city-mall',
    category: 'commercial',
    titles: { en: 'City Mall', ru: 'Городской молл', el: 'Εμπορικό κέντρο' },
  },
  {
    key: 'harbor-office',
    category: 'commercial',
    titles: { en: 'Harbor Office', ru: 'Офис в гавани', el: 'Γραφεία λιμανιού' },
  },
  {
    key: 'central-park',
    category: 'public',
    titles: { en: 'Central Park', ru: 'Центральный парк', el: 'Κεντρικό πάρκο' },
  },
];

const projects: CollectionEntrySeed[] = projectTitles.map(({ key, category, titles }, index) => ({
  $key: key,
  shared: { reference: 1001 + index, category, year: 2020 + index, stage: 'completed' },
  locales: perLocale((locale) => ({ title: `PEER-${locale} ${titles[locale]}` })),
}));

export function createPeerDataset(): Dataset {
  return {
    timestamp: '2026-11-22T03:03:15.416Z',
    media,
    singles,
    collections: {
      'api::project-category.project-category': projectCategories,
      'api::social.social': socials,
      'api::office.office': offices,
      'api::project.project': projects,
    },
  };
}
