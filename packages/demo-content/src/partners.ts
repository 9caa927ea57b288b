import type { CollectionEntrySeed } from '@dkg/content-model';
import { perLocale } from './media-catalogue';

/** The firms we work with on our clients' purchases, projects and properties. */
export const partners: CollectionEntrySeed[] = [
  {
    $key: 'partner-kalogeropoulos-law',
    shared: { url: 'https://www.kalogeropoulos-partners-law.gr', order: 1 },
    locales: perLocale(
      { logo: 'partner-kalogeropoulos-law' },
      {
        en: {
          name: 'Kalogeropoulos & Partners Law Firm',
          description:
            'An Athens law firm specialising in real estate, investment migration and construction contracts. It carries out legal due diligence, drafts purchase agreements and files Golden Visa applications for many of our international clients.',
        },
        ru: {
          name: 'Юридическая фирма «Калогеропулос и партнёры»',
          description:
            'Афинская юридическая фирма, специализирующаяся на недвижимости, инвестиционной иммиграции и строительных договорах. Проводит юридическую проверку объектов, готовит договоры купли-продажи и подаёт заявления на «золотую визу» для многих наших иностранных клиентов.',
        },
        el: {
          name: 'Δικηγορική Εταιρεία Καλογερόπουλος & Συνεργάτες',
          description:
            'Αθηναϊκή δικηγορική εταιρεία με εξειδίκευση στο δίκαιο ακινήτων, στη μετανάστευση μέσω επενδύσεων και στις κατασκευαστικές συμβάσεις. Αναλαμβάνει τον νομικό έλεγχο, τη σύνταξη προσυμφώνων και τις αιτήσεις Golden Visa για πολλούς από τους διεθνείς πελάτες μας.',
        },
      },
    ),
  },
  {
    $key: 'partner-mavridou-tsakiris-law',
    shared: { url: 'https://www.mavridou-tsakiris-law.gr', order: 2 },
    locales: perLocale(
      { logo: 'partner-mavridou-tsakiris-law' },
      {
        en: {
          name: 'Mavridou & Tsakiris Law Offices',
          description:
            'A Thessaloniki law practice in property, planning and corporate law. It advises our buyers in northern Greece and Halkidiki, from title searches to the setting up of Greek companies.',
        },
        ru: {
          name: 'Адвокатское бюро «Мавриду и Цакирис»',
          description:
            'Адвокатское бюро из Салоник, работающее в области права недвижимости, градостроительного и корпоративного права. Консультирует наших покупателей на севере Греции и на Халкидиках — от проверки прав собственности до регистрации греческих компаний.',
        },
        el: {
          name: 'Δικηγορικό Γραφείο Μαυρίδου & Τσακίρη',
          description:
            'Δικηγορικό γραφείο της Θεσσαλονίκης με αντικείμενο το δίκαιο ακινήτων, το πολεοδομικό και το εταιρικό δίκαιο. Συμβουλεύει τους αγοραστές μας στη Βόρεια Ελλάδα και τη Χαλκιδική, από τον έλεγχο τίτλων έως την ίδρυση ελληνικών εταιρειών.',
        },
      },
    ),
  },
  {
    $key: 'partner-papadaki-notary',
    shared: { url: 'https://www.papadaki-notary.gr', order: 3 },
    locales: perLocale(
      { logo: 'partner-papadaki-notary' },
      {
        en: {
          name: 'Notary Office of Eleni Papadaki',
          description:
            'A notary office in central Athens that drafts and registers purchase deeds, powers of attorney and pre-contracts. Deeds are explained in English, and certified translators are available for Russian-speaking clients.',
        },
        ru: {
          name: 'Нотариальная контора Элени Пападаки',
          description:
            'Нотариальная контора в центре Афин: составление и регистрация договоров купли-продажи, доверенностей и предварительных договоров. Нотариус разъясняет документы на английском языке, для русскоязычных клиентов работают присяжные переводчики.',
        },
        el: {
          name: 'Συμβολαιογραφείο Ελένης Παπαδάκη',
          description:
            'Συμβολαιογραφείο στο κέντρο της Αθήνας για τη σύνταξη και μεταγραφή συμβολαίων αγοραπωλησίας, πληρεξουσίων και προσυμφώνων. Τα συμβόλαια εξηγούνται στα αγγλικά, ενώ για ρωσόφωνους πελάτες συνεργάζεται με πιστοποιημένους μεταφραστές.',
        },
      },
    ),
  },
  {
    $key: 'partner-meltemi-bank',
    shared: { url: 'https://www.meltemibank.gr', order: 4 },
    locales: perLocale(
      { logo: 'partner-meltemi-bank' },
      {
        en: {
          name: 'Meltemi Bank S.A.',
          description:
            'A Greek bank offering mortgages to residents and non-residents, escrow accounts for off-plan purchases and account opening for Golden Visa applicants.',
        },
        ru: {
          name: 'Банк «Мельтеми»',
          description:
            'Греческий банк, предоставляющий ипотеку резидентам и нерезидентам, эскроу-счета для покупок на этапе строительства и открывающий счета для заявителей на «золотую визу».',
        },
        el: {
          name: 'Τράπεζα Μελτέμι Α.Ε.',
          description:
            'Ελληνική τράπεζα που προσφέρει στεγαστικά δάνεια σε κατοίκους και μη κατοίκους Ελλάδας, λογαριασμούς μεσεγγύησης για αγορές στα σχέδια και άνοιγμα λογαριασμών για αιτούντες Golden Visa.',
        },
      },
    ),
  },
  {
    $key: 'partner-kastalia-private-bank',
    shared: { url: 'https://www.kastalia-privatebank.com', order: 5 },
    locales: perLocale(
      { logo: 'partner-kastalia-private-bank' },
      {
        en: {
          name: 'Kastalia Private Bank',
          description:
            'Private banking and wealth management for international investors. Kastalia structures the financing of larger purchases and handles currency transfers and payments to Greece.',
        },
        ru: {
          name: 'Частный банк «Касталия»',
          description:
            'Частное банковское обслуживание и управление капиталом для международных инвесторов. «Касталия» структурирует финансирование крупных покупок и проводит валютные переводы и платежи в Грецию.',
        },
        el: {
          name: 'Ιδιωτική Τράπεζα Κασταλία',
          description:
            'Ιδιωτική τραπεζική και διαχείριση περιουσίας για διεθνείς επενδυτές. Η Κασταλία δομεί τη χρηματοδότηση μεγαλύτερων αγορών και διεκπεραιώνει μεταφορές συναλλάγματος και πληρωμές προς την Ελλάδα.',
        },
      },
    ),
  },
  {
    $key: 'partner-lefka-architects',
    shared: { url: 'https://www.lefka-architects.gr', order: 6 },
    locales: perLocale(
      { logo: 'partner-lefka-architects' },
      {
        en: {
          name: 'Lefka Architects',
          description:
            'An Athens architectural practice known for houses and hotels on the Greek coast and islands. Lefka designed Lagonisi Shore Residences and the Naoussa Cycladic Retreat on Paros.',
        },
        ru: {
          name: 'Архитектурное бюро «Лефка»',
          description:
            'Афинское архитектурное бюро, известное домами и отелями на греческом побережье и островах. «Лефка» спроектировало Lagonisi Shore Residences и курорт Naoussa Cycladic Retreat на Паросе.',
        },
        el: {
          name: 'Λευκά Αρχιτέκτονες',
          description:
            'Αρχιτεκτονικό γραφείο της Αθήνας, γνωστό για κατοικίες και ξενοδοχεία στα ελληνικά παράλια και νησιά. Σχεδίασε το Lagonisi Shore Residences και το Naoussa Cycladic Retreat στην Πάρο.',
        },
      },
    ),
  },
  {
    $key: 'partner-theodorou-vlachou-architects',
    shared: { url: 'https://www.theodorou-vlachou.gr', order: 7 },
    locales: perLocale(
      { logo: 'partner-theodorou-vlachou-architects' },
      {
        en: {
          name: 'Theodorou Vlachou Architects',
          description:
            'A Thessaloniki studio designing residential and office buildings in northern Greece. Our partner on Kalamaria Park and Pylaia Business Centre.',
        },
        ru: {
          name: 'Архитектурное бюро «Теодору Влаху»',
          description:
            'Архитектурная студия из Салоник, проектирующая жилые и офисные здания на севере Греции. Наш партнёр по проектам Kalamaria Park и бизнес-центр Pylaia.',
        },
        el: {
          name: 'Θεοδώρου Βλάχου Αρχιτέκτονες',
          description:
            'Αρχιτεκτονικό γραφείο της Θεσσαλονίκης που σχεδιάζει κατοικίες και κτίρια γραφείων στη Βόρεια Ελλάδα. Συνεργάτης μας στο Kalamaria Park και στο Επιχειρηματικό Κέντρο Πυλαίας.',
        },
      },
    ),
  },
  {
    $key: 'partner-dimitriadis-engineers',
    shared: { url: 'https://www.dimitriadis-engineers.gr', order: 8 },
    locales: perLocale(
      { logo: 'partner-dimitriadis-engineers' },
      {
        en: {
          name: 'Dimitriadis & Associates Consulting Engineers',
          description:
            'Structural, mechanical and electrical engineering, seismic assessments and energy studies. The firm engineered our nearly zero-energy buildings and carries out technical due diligence on properties before purchase.',
        },
        ru: {
          name: 'Инженерно-консалтинговая компания «Димитриадис и партнёры»',
          description:
            'Расчёт конструкций, инженерные системы, сейсмическая оценка и энергетические исследования. Компания проектировала инженерную часть наших зданий с почти нулевым энергопотреблением и проводит техническую проверку объектов перед покупкой.',
        },
        el: {
          name: 'Δημητριάδης & Συνεργάτες Σύμβουλοι Μηχανικοί',
          description:
            'Στατικές και ηλεκτρομηχανολογικές μελέτες, αποτιμήσεις σεισμικής επάρκειας και ενεργειακές μελέτες. Μελέτησε τα κτίρια σχεδόν μηδενικής κατανάλωσης που κατασκευάσαμε και κάνει τον τεχνικό έλεγχο ακινήτων πριν από την αγορά.',
        },
      },
    ),
  },
  {
    $key: 'partner-kyma-property-management',
    shared: { url: 'https://www.kyma-pm.gr', order: 9 },
    locales: perLocale(
      { logo: 'partner-kyma-property-management' },
      {
        en: {
          name: 'Kyma Property Management',
          description:
            'Care of holiday homes and villas on the islands and in Halkidiki: caretaking, pools and gardens, maintenance, and opening and closing the house each season for owners who live abroad.',
        },
        ru: {
          name: 'Управляющая компания «Кима»',
          description:
            'Обслуживание домов для отдыха и вилл на островах и Халкидиках: присмотр за домом, бассейны и сады, текущий ремонт, подготовка дома к сезону и консервация после него для владельцев, живущих за границей.',
        },
        el: {
          name: 'Κύμα Διαχείριση Ακινήτων',
          description:
            'Φροντίδα εξοχικών κατοικιών και βιλών στα νησιά και στη Χαλκιδική: επίβλεψη, πισίνες και κήποι, συντήρηση, άνοιγμα και κλείσιμο του σπιτιού κάθε σεζόν για ιδιοκτήτες που ζουν στο εξωτερικό.',
        },
      },
    ),
  },
  {
    $key: 'partner-stegi-property-services',
    shared: { url: 'https://www.stegi-services.gr', order: 10 },
    locales: perLocale(
      { logo: 'partner-stegi-property-services' },
      {
        en: {
          name: 'Stegi Property Services',
          description:
            'Management of apartments and commercial buildings in Athens and Thessaloniki: finding tenants, collecting rent, paying bills and dealing with the building manager on behalf of owners abroad.',
        },
        ru: {
          name: '«Стеги» — управление недвижимостью',
          description:
            'Управление квартирами и коммерческими зданиями в Афинах и Салониках: поиск арендаторов, сбор арендной платы, оплата счетов и взаимодействие с управляющим домом от имени владельцев, живущих за границей.',
        },
        el: {
          name: 'Στέγη Υπηρεσίες Ακινήτων',
          description:
            'Διαχείριση διαμερισμάτων και επαγγελματικών κτιρίων σε Αθήνα και Θεσσαλονίκη: εύρεση ενοικιαστών, είσπραξη μισθωμάτων, πληρωμή λογαριασμών και επικοινωνία με τον διαχειριστή της πολυκατοικίας για λογαριασμό ιδιοκτητών στο εξωτερικό.',
        },
      },
    ),
  },
];
