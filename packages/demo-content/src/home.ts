import type { SingleSeed } from '@dkg/content-model';

/** The home page: a full-screen slide show telling the company's story. */
export const homePage: SingleSeed = {
  en: {
    slides: [
      {
        title: 'Homes by the Aegean',
        subtitle: 'Residential developments',
        text: 'Apartments, villas and family homes in Athens, Thessaloniki and on the islands, designed and built by our own teams — from the first sketch to the keys.',
        image: 'home-developments',
        ctaText: 'View properties',
        ctaHref: '/properties',
      },
      {
        title: 'Your residence in Greece',
        subtitle: 'Golden Visa',
        text: 'A five-year residence permit for the whole family through an investment in Greek real estate. We find the property, handle the paperwork and file the application.',
        image: 'home-golden-visa',
        ctaText: 'How it works',
        ctaHref: '/services/golden-visa',
      },
      {
        title: 'Built to last',
        subtitle: 'Construction',
        text: 'In-house engineers and site crews deliver energy-efficient buildings designed to the European seismic standards, with a ten-year structural warranty.',
        image: 'home-construction',
        ctaText: 'How we build',
        ctaHref: '/construction',
      },
      {
        title: 'Over 60 projects and counting',
        subtitle: 'Our portfolio',
        text: 'Residential complexes, seaside villas and office buildings across Greece — completed, on site and on the drawing board.',
        image: 'home-projects',
        ctaText: 'Explore projects',
        ctaHref: '/dkg-projects',
      },
      {
        title: 'Your partner in Greece since 2004',
        subtitle: 'About DKG',
        text: 'A head office in Athens, a branch in Thessaloniki and a team that works with you in English, Russian and Greek.',
        image: 'home-about',
        ctaText: 'About us',
        ctaHref: '/about',
      },
    ],
    seo: {
      metaTitle: 'DKG Development | Real estate & construction in Greece',
      metaDescription:
        'Greek developer and builder since 2004: homes in Athens, Thessaloniki and the islands, Golden Visa support, construction and investment services.',
      shareImage: 'home-developments',
    },
  },
  ru: {
    slides: [
      {
        title: 'Дома у Эгейского моря',
        subtitle: 'Жилые комплексы',
        text: 'Квартиры, виллы и семейные дома в Афинах, Салониках и на островах. Проектируем и строим сами — от первого эскиза до передачи ключей.',
        image: 'home-developments',
        ctaText: 'Смотреть объекты',
        ctaHref: '/properties',
      },
      {
        title: 'ВНЖ в Греции для всей семьи',
        subtitle: 'Золотая виза',
        text: 'Вид на жительство на пять лет за инвестиции в греческую недвижимость. Подберём объект, подготовим документы и подадим заявление.',
        image: 'home-golden-visa',
        ctaText: 'Как это работает',
        ctaHref: '/services/golden-visa',
      },
      {
        title: 'Строим на десятилетия',
        subtitle: 'Строительство',
        text: 'Собственные инженеры и бригады возводят энергоэффективные здания по европейским сейсмическим нормам с десятилетней гарантией на конструкции.',
        image: 'home-construction',
        ctaText: 'Как мы строим',
        ctaHref: '/construction',
      },
      {
        title: 'Более 60 реализованных проектов',
        subtitle: 'Наше портфолио',
        text: 'Жилые комплексы, виллы у моря и офисные здания по всей Греции — готовые, строящиеся и на стадии проектирования.',
        image: 'home-projects',
        ctaText: 'Все проекты',
        ctaHref: '/dkg-projects',
      },
      {
        title: 'Ваш партнёр в Греции с 2004 года',
        subtitle: 'О DKG',
        text: 'Головной офис в Афинах, филиал в Салониках и команда, которая говорит с вами по-русски, по-английски и по-гречески.',
        image: 'home-about',
        ctaText: 'О компании',
        ctaHref: '/about',
      },
    ],
    seo: {
      metaTitle: 'DKG Development | Недвижимость и строительство в Греции',
      metaDescription:
        'Греческий девелопер и застройщик с 2004 года: жильё в Афинах, Салониках и на островах, Золотая виза, строительство и инвестиции.',
      shareImage: 'home-developments',
    },
  },
  el: {
    slides: [
      {
        title: 'Κατοικίες δίπλα στο Αιγαίο',
        subtitle: 'Οικιστικά έργα',
        text: 'Διαμερίσματα, βίλες και μονοκατοικίες σε Αθήνα, Θεσσαλονίκη και νησιά, που σχεδιάζουν και χτίζουν οι δικές μας ομάδες — από το πρώτο σκίτσο μέχρι την παράδοση των κλειδιών.',
        image: 'home-developments',
        ctaText: 'Δείτε τα ακίνητα',
        ctaHref: '/properties',
      },
      {
        title: 'Άδεια διαμονής στην Ελλάδα',
        subtitle: 'Golden Visa',
        text: 'Πενταετής άδεια διαμονής για όλη την οικογένεια μέσω επένδυσης σε ελληνικό ακίνητο. Βρίσκουμε το ακίνητο, φροντίζουμε τα έγγραφα και καταθέτουμε την αίτηση.',
        image: 'home-golden-visa',
        ctaText: 'Πώς λειτουργεί',
        ctaHref: '/services/golden-visa',
      },
      {
        title: 'Χτίζουμε για να αντέχει',
        subtitle: 'Κατασκευή',
        text: 'Οι μηχανικοί και τα συνεργεία μας παραδίδουν ενεργειακά αποδοτικά κτίρια σύμφωνα με τους ευρωπαϊκούς αντισεισμικούς κανονισμούς, με δεκαετή εγγύηση στον φέροντα οργανισμό.',
        image: 'home-construction',
        ctaText: 'Πώς χτίζουμε',
        ctaHref: '/construction',
      },
      {
        title: 'Πάνω από 60 έργα',
        subtitle: 'Το χαρτοφυλάκιό μας',
        text: 'Οικιστικά συγκροτήματα, παραθαλάσσιες βίλες και κτίρια γραφείων σε όλη την Ελλάδα — ολοκληρωμένα, υπό κατασκευή και υπό μελέτη.',
        image: 'home-projects',
        ctaText: 'Δείτε τα έργα',
        ctaHref: '/dkg-projects',
      },
      {
        title: 'Δίπλα σας από το 2004',
        subtitle: 'Η DKG',
        text: 'Κεντρικά γραφεία στην Αθήνα, υποκατάστημα στη Θεσσαλονίκη και μια ομάδα που συνεργάζεται μαζί σας στα ελληνικά, τα αγγλικά και τα ρωσικά.',
        image: 'home-about',
        ctaText: 'Η εταιρεία',
        ctaHref: '/about',
      },
    ],
    seo: {
      metaTitle: 'DKG Development | Ακίνητα και κατασκευές στην Ελλάδα',
      metaDescription:
        'Κατασκευαστική και αναπτυξιακή εταιρεία από το 2004: κατοικίες σε Αθήνα, Θεσσαλονίκη και νησιά, Golden Visa, κατασκευή και επενδύσεις.',
      shareImage: 'home-developments',
    },
  },
};
