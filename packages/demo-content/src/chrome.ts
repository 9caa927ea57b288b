import type { CollectionEntrySeed, SingleSeed } from '@dkg/content-model';

/** The site chrome: logo, header, side rail, footer, offices, socials, search and error pages. */

export const logo: SingleSeed = { shared: { logo: 'logo' } };

export const pageContact: SingleSeed = { shared: { email: 'info@dkg-development.gr' } };

export const header: SingleSeed = {
  en: {
    contactUsText: 'Contact us',
    contactUsHref: '/contacts',
    menu: [
      { title: 'About', href: '/about' },
      { title: 'Services', href: '/services' },
      { title: 'Properties', href: '/properties' },
      { title: 'Projects', href: '/dkg-projects' },
      { title: 'Business in Greece', href: '/business-in-greece' },
      { title: 'Events', href: '/events' },
      { title: 'Partners', href: '/partners' },
    ],
  },
  ru: {
    contactUsText: 'Связаться с нами',
    contactUsHref: '/contacts',
    menu: [
      { title: 'О компании', href: '/about' },
      { title: 'Услуги', href: '/services' },
      { title: 'Недвижимость', href: '/properties' },
      { title: 'Проекты', href: '/dkg-projects' },
      { title: 'Бизнес в Греции', href: '/business-in-greece' },
      { title: 'События', href: '/events' },
      { title: 'Партнёры', href: '/partners' },
    ],
  },
  el: {
    contactUsText: 'Επικοινωνία',
    contactUsHref: '/contacts',
    menu: [
      { title: 'Η εταιρεία', href: '/about' },
      { title: 'Υπηρεσίες', href: '/services' },
      { title: 'Ακίνητα', href: '/properties' },
      { title: 'Έργα', href: '/dkg-projects' },
      { title: 'Επιχειρείν στην Ελλάδα', href: '/business-in-greece' },
      { title: 'Εκδηλώσεις', href: '/events' },
      { title: 'Συνεργάτες', href: '/partners' },
    ],
  },
};

/** The vertical prompt of the side rail: clicking it shows the next slide. */
export const aside: SingleSeed = {
  en: { title: 'Next' },
  ru: { title: 'Далее' },
  el: { title: 'Επόμενο' },
};

export const footer: SingleSeed = {
  en: {
    officesTitle: 'Our offices',
    officesHref: '/contacts#offices',
    policyTitle: 'Privacy policy',
    policyHref: '/privacy-policy',
    copyright: '© 2026 DKG Development S.A. All rights reserved.',
    menu: [
      {
        title: 'Company',
        href: '/about',
        menuInner: [
          { title: 'About us', href: '/about' },
          { title: 'Certificates', href: '/certificates' },
          { title: 'Partners', href: '/partners' },
          { title: 'Events', href: '/events' },
          { title: 'Contacts', href: '/contacts' },
          { title: 'Terms of use', href: '/terms-of-use' },
        ],
      },
      {
        title: 'Services',
        href: '/services',
        menuInner: [
          { title: 'Golden Visa', href: '/services/golden-visa' },
          { title: 'Real estate investment', href: '/services/investment' },
          { title: 'Construction', href: '/services/construction' },
          { title: 'Project management', href: '/services/project-management' },
          { title: 'Transaction support', href: '/services/transaction-support' },
          { title: 'Business consulting', href: '/services/business-consulting' },
        ],
      },
      {
        title: 'Properties & Projects',
        href: '/properties',
        menuInner: [
          { title: 'Properties for sale', href: '/properties' },
          { title: 'Current projects', href: '/dkg-projects' },
          { title: 'Completed projects', href: '/dkg-projects-old' },
          { title: 'How we build', href: '/construction' },
        ],
      },
      {
        title: 'Guide',
        href: '/business-in-greece',
        menuInner: [
          { title: 'Golden Visa guide', href: '/business-in-greece/golden-visa-residence-permit' },
          { title: 'Buying property in Greece', href: '/business-in-greece/buying-property-in-greece' },
          { title: 'Taxes and costs', href: '/business-in-greece/property-taxes-and-costs' },
          { title: 'Enterprise Greece', href: 'https://www.enterprisegreece.gov.gr' },
          { title: 'Ministry of Migration and Asylum', href: 'https://migration.gov.gr' },
          { title: 'Hellenic Cadastre', href: 'https://www.ktimatologio.gr' },
        ],
      },
    ],
  },
  ru: {
    officesTitle: 'Наши офисы',
    officesHref: '/contacts#offices',
    policyTitle: 'Политика конфиденциальности',
    policyHref: '/privacy-policy',
    copyright: '© 2026 DKG Development S.A. Все права защищены.',
    menu: [
      {
        title: 'Компания',
        href: '/about',
        menuInner: [
          { title: 'О нас', href: '/about' },
          { title: 'Сертификаты', href: '/certificates' },
          { title: 'Партнёры', href: '/partners' },
          { title: 'События', href: '/events' },
          { title: 'Контакты', href: '/contacts' },
          { title: 'Условия использования', href: '/terms-of-use' },
        ],
      },
      {
        title: 'Услуги',
        href: '/services',
        menuInner: [
          { title: 'Золотая виза', href: '/services/golden-visa' },
          { title: 'Инвестиции в недвижимость', href: '/services/investment' },
          { title: 'Строительство', href: '/services/construction' },
          { title: 'Управление проектами', href: '/services/project-management' },
          { title: 'Сопровождение сделок', href: '/services/transaction-support' },
          { title: 'Бизнес-консалтинг', href: '/services/business-consulting' },
        ],
      },
      {
        title: 'Недвижимость и проекты',
        href: '/properties',
        menuInner: [
          { title: 'Объекты в продаже', href: '/properties' },
          { title: 'Текущие проекты', href: '/dkg-projects' },
          { title: 'Завершённые проекты', href: '/dkg-projects-old' },
          { title: 'Как мы строим', href: '/construction' },
        ],
      },
      {
        title: 'Путеводитель',
        href: '/business-in-greece',
        menuInner: [
          { title: 'Всё о Золотой визе', href: '/business-in-greece/golden-visa-residence-permit' },
          { title: 'Покупка недвижимости', href: '/business-in-greece/buying-property-in-greece' },
          { title: 'Налоги и расходы', href: '/business-in-greece/property-taxes-and-costs' },
          { title: 'Enterprise Greece', href: 'https://www.enterprisegreece.gov.gr' },
          { title: 'Министерство миграции и убежища', href: 'https://migration.gov.gr' },
          { title: 'Кадастр Греции', href: 'https://www.ktimatologio.gr' },
        ],
      },
    ],
  },
  el: {
    officesTitle: 'Τα γραφεία μας',
    officesHref: '/contacts#offices',
    policyTitle: 'Πολιτική απορρήτου',
    policyHref: '/privacy-policy',
    copyright: '© 2026 DKG Development Α.Ε. Με την επιφύλαξη παντός δικαιώματος.',
    menu: [
      {
        title: 'Εταιρεία',
        href: '/about',
        menuInner: [
          { title: 'Ποιοι είμαστε', href: '/about' },
          { title: 'Πιστοποιήσεις', href: '/certificates' },
          { title: 'Συνεργάτες', href: '/partners' },
          { title: 'Εκδηλώσεις', href: '/events' },
          { title: 'Επικοινωνία', href: '/contacts' },
          { title: 'Όροι χρήσης', href: '/terms-of-use' },
        ],
      },
      {
        title: 'Υπηρεσίες',
        href: '/services',
        menuInner: [
          { title: 'Golden Visa', href: '/services/golden-visa' },
          { title: 'Επενδύσεις σε ακίνητα', href: '/services/investment' },
          { title: 'Κατασκευή', href: '/services/construction' },
          { title: 'Διαχείριση έργων', href: '/services/project-management' },
          { title: 'Υποστήριξη συναλλαγών', href: '/services/transaction-support' },
          { title: 'Επιχειρηματική συμβουλευτική', href: '/services/business-consulting' },
        ],
      },
      {
        title: 'Ακίνητα & Έργα',
        href: '/properties',
        menuInner: [
          { title: 'Ακίνητα προς πώληση', href: '/properties' },
          { title: 'Τρέχοντα έργα', href: '/dkg-projects' },
          { title: 'Ολοκληρωμένα έργα', href: '/dkg-projects-old' },
          { title: 'Πώς χτίζουμε', href: '/construction' },
        ],
      },
      {
        title: 'Οδηγός',
        href: '/business-in-greece',
        menuInner: [
          { title: 'Οδηγός Golden Visa', href: '/business-in-greece/golden-visa-residence-permit' },
          { title: 'Αγορά ακινήτου', href: '/business-in-greece/buying-property-in-greece' },
          { title: 'Φόροι και έξοδα', href: '/business-in-greece/property-taxes-and-costs' },
          { title: 'Enterprise Greece', href: 'https://www.enterprisegreece.gov.gr' },
          { title: 'Υπουργείο Μετανάστευσης και Ασύλου', href: 'https://migration.gov.gr' },
          { title: 'Ελληνικό Κτηματολόγιο', href: 'https://www.ktimatologio.gr' },
        ],
      },
    ],
  },
};

function social(name: string, href: string, logoKey: string): CollectionEntrySeed {
  return {
    $key: `social-${name.toLowerCase()}`,
    shared: { name },
    locales: {
      en: { href, logo: logoKey },
      ru: { href, logo: logoKey },
      el: { href, logo: logoKey },
    },
  };
}

export const socials: CollectionEntrySeed[] = [
  social('Facebook', 'https://www.facebook.com/dkgdevelopment', 'social-facebook'),
  social('Instagram', 'https://www.instagram.com/dkg.development', 'social-instagram'),
  social('LinkedIn', 'https://www.linkedin.com/company/dkg-development', 'social-linkedin'),
  social('YouTube', 'https://www.youtube.com/@dkgdevelopment', 'social-youtube'),
];

const ATHENS = { lat: 37.97612, lng: 23.74472 };
const THESSALONIKI = { lat: 40.63215, lng: 22.94305 };

export const offices: CollectionEntrySeed[] = [
  {
    $key: 'office-athens',
    shared: { headOffice: true, whatsapp: '+30 694 812 3057', viber: '+30 694 812 3057' },
    locales: {
      en: {
        name: 'Athens head office',
        address: '45 Vasilissis Sofias Avenue, 106 76 Athens',
        phone: '+30 210 721 4500',
        email: 'info@dkg-development.gr',
        hours: 'Mon–Fri 09:00–18:00, Sat by appointment',
        location: ATHENS,
      },
      ru: {
        name: 'Головной офис в Афинах',
        address: 'пр. Василисис Софиас, 45, 106 76 Афины',
        phone: '+30 210 721 4500',
        email: 'info@dkg-development.gr',
        hours: 'Пн–Пт 09:00–18:00, в субботу по записи',
        location: ATHENS,
      },
      el: {
        name: 'Κεντρικά γραφεία Αθήνας',
        address: 'Λεωφ. Βασιλίσσης Σοφίας 45, 106 76 Αθήνα',
        phone: '+30 210 721 4500',
        email: 'info@dkg-development.gr',
        hours: 'Δευτ.–Παρ. 09:00–18:00, Σάββατο κατόπιν ραντεβού',
        location: ATHENS,
      },
    },
  },
  {
    $key: 'office-thessaloniki',
    shared: { headOffice: false, whatsapp: '+30 697 245 1188', viber: '+30 697 245 1188' },
    locales: {
      en: {
        name: 'Thessaloniki office',
        address: '43 Tsimiski Street, 546 23 Thessaloniki',
        phone: '+30 2310 256 480',
        email: 'thessaloniki@dkg-development.gr',
        hours: 'Mon–Fri 09:00–17:30',
        location: THESSALONIKI,
      },
      ru: {
        name: 'Офис в Салониках',
        address: 'ул. Цимиски, 43, 546 23 Салоники',
        phone: '+30 2310 256 480',
        email: 'thessaloniki@dkg-development.gr',
        hours: 'Пн–Пт 09:00–17:30',
        location: THESSALONIKI,
      },
      el: {
        name: 'Γραφείο Θεσσαλονίκης',
        address: 'Τσιμισκή 43, 546 23 Θεσσαλονίκη',
        phone: '+30 2310 256 480',
        email: 'thessaloniki@dkg-development.gr',
        hours: 'Δευτ.–Παρ. 09:00–17:30',
        location: THESSALONIKI,
      },
    },
  },
];

export const pageSearchResult: SingleSeed = {
  en: {
    searchPlaceholder: 'Search properties, projects, services…',
    title: 'Search results',
    seo: {
      metaTitle: 'Search | DKG Development',
      metaDescription:
        'Search DKG properties, development projects, services, events and our guide to buying property and doing business in Greece.',
      shareImage: 'page-search-result',
    },
  },
  ru: {
    searchPlaceholder: 'Поиск объектов, проектов, услуг…',
    title: 'Результаты поиска',
    seo: {
      metaTitle: 'Поиск | DKG Development',
      metaDescription:
        'Поиск по объектам недвижимости DKG, проектам, услугам, событиям и путеводителю по покупке жилья и ведению бизнеса в Греции.',
      shareImage: 'page-search-result',
    },
  },
  el: {
    searchPlaceholder: 'Αναζήτηση ακινήτων, έργων, υπηρεσιών…',
    title: 'Αποτελέσματα αναζήτησης',
    seo: {
      metaTitle: 'Αναζήτηση | DKG Development',
      metaDescription:
        'Αναζητήστε ακίνητα, έργα, υπηρεσίες και εκδηλώσεις της DKG, καθώς και τον οδηγό μας για επενδύσεις και επιχειρηματικότητα στην Ελλάδα.',
      shareImage: 'page-search-result',
    },
  },
};

export const pageError: SingleSeed = {
  en: {
    title: 'This page could not be found',
    phone: '+30 210 721 4500',
    mail: 'info@dkg-development.gr',
    btnTitle: 'Back to home',
    bg: 'error-bg',
    bgMobile: 'error-bg-mobile',
  },
  ru: {
    title: 'Страница не найдена',
    phone: '+30 210 721 4500',
    mail: 'info@dkg-development.gr',
    btnTitle: 'На главную',
    bg: 'error-bg',
    bgMobile: 'error-bg-mobile',
  },
  el: {
    title: 'Η σελίδα δεν βρέθηκε',
    phone: '+30 210 721 4500',
    mail: 'info@dkg-development.gr',
    btnTitle: 'Επιστροφή στην αρχική',
    bg: 'error-bg',
    bgMobile: 'error-bg-mobile',
  },
};
