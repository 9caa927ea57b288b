import type { CollectionEntrySeed } from '@dkg/content-model';
import { perLocale } from './media-catalogue';

/** The company's certifications, registrations and memberships; `year` is the year of the current certificate. */
export const certificates: CollectionEntrySeed[] = [
  {
    $key: 'certificate-iso-9001',
    shared: { year: 2024 },
    locales: perLocale(
      { image: 'certificate-iso-9001', file: 'certificate-iso-9001-pdf' },
      {
        en: {
          title: 'ISO 9001:2015 Quality management system',
          issuer: 'Hellenic Certification Body S.A.',
          description:
            'Covers the design, construction and management of residential, commercial, hospitality and infrastructure projects and our real-estate advisory services. First certified in 2010; recertified in 2024.',
        },
        ru: {
          title: 'ISO 9001:2015 — система менеджмента качества',
          issuer: 'Hellenic Certification Body S.A.',
          description:
            'Распространяется на проектирование, строительство и управление жилыми, коммерческими, гостиничными и инфраструктурными проектами, а также на консультационные услуги в сфере недвижимости. Впервые получен в 2010 году, подтверждён в 2024 году.',
        },
        el: {
          title: 'ISO 9001:2015 Σύστημα διαχείρισης ποιότητας',
          issuer: 'Ελληνικός Φορέας Πιστοποίησης Α.Ε.',
          description:
            'Καλύπτει τη μελέτη, κατασκευή και διαχείριση έργων κατοικίας, επαγγελματικών, τουριστικών και έργων υποδομής, καθώς και τις συμβουλευτικές υπηρεσίες ακινήτων. Πρώτη πιστοποίηση το 2010· επαναπιστοποίηση το 2024.',
        },
      },
    ),
  },
  {
    $key: 'certificate-iso-14001',
    shared: { year: 2024 },
    locales: perLocale(
      { image: 'certificate-iso-14001', file: 'certificate-iso-14001-pdf' },
      {
        en: {
          title: 'ISO 14001:2015 Environmental management system',
          issuer: 'Hellenic Certification Body S.A.',
          description:
            'Certifies how we control the environmental impact of our sites: waste sorting and recycling, dust and noise, protection of soil and trees, and the energy use of our buildings.',
        },
        ru: {
          title: 'ISO 14001:2015 — система экологического менеджмента',
          issuer: 'Hellenic Certification Body S.A.',
          description:
            'Подтверждает, как мы контролируем воздействие наших строек на окружающую среду: сортировка и переработка отходов, пыль и шум, защита почвы и деревьев, энергопотребление зданий.',
        },
        el: {
          title: 'ISO 14001:2015 Σύστημα περιβαλλοντικής διαχείρισης',
          issuer: 'Ελληνικός Φορέας Πιστοποίησης Α.Ε.',
          description:
            'Πιστοποιεί τον τρόπο με τον οποίο ελέγχουμε τις περιβαλλοντικές επιπτώσεις των εργοταξίων μας: διαλογή και ανακύκλωση αποβλήτων, σκόνη και θόρυβος, προστασία εδάφους και δέντρων, ενεργειακή κατανάλωση των κτιρίων.',
        },
      },
    ),
  },
  {
    $key: 'certificate-iso-45001',
    shared: { year: 2024 },
    locales: perLocale(
      { image: 'certificate-iso-45001', file: 'certificate-iso-45001-pdf' },
      {
        en: {
          title: 'ISO 45001:2018 Occupational health and safety management system',
          issuer: 'Hellenic Certification Body S.A.',
          description:
            'Covers health and safety on all our construction sites and in our offices, including the supervision of subcontractors. Our sites recorded no lost-time accident in 2025.',
        },
        ru: {
          title: 'ISO 45001:2018 — система менеджмента охраны труда',
          issuer: 'Hellenic Certification Body S.A.',
          description:
            'Охватывает охрану труда на всех наших стройках и в офисах, включая контроль за субподрядчиками. В 2025 году на наших объектах не было ни одного несчастного случая с потерей рабочего времени.',
        },
        el: {
          title: 'ISO 45001:2018 Σύστημα διαχείρισης υγείας και ασφάλειας στην εργασία',
          issuer: 'Ελληνικός Φορέας Πιστοποίησης Α.Ε.',
          description:
            'Καλύπτει την υγεία και ασφάλεια σε όλα τα εργοτάξια και τα γραφεία μας, μαζί με την εποπτεία των υπεργολάβων. Το 2025 δεν σημειώθηκε κανένα ατύχημα με απώλεια εργάσιμου χρόνου στα έργα μας.',
        },
      },
    ),
  },
  {
    $key: 'certificate-iso-37001',
    shared: { year: 2025 },
    locales: perLocale(
      { image: 'certificate-iso-37001', file: 'certificate-iso-37001-pdf' },
      {
        en: {
          title: 'ISO 37001:2016 Anti-bribery management system',
          issuer: 'Euro-Mediterranean Compliance Certification Ltd.',
          description:
            'Certifies our controls against bribery in procurement, public tenders, permits and dealings with agents and intermediaries, including due diligence on business partners.',
        },
        ru: {
          title: 'ISO 37001:2016 — система менеджмента противодействия взяточничеству',
          issuer: 'Euro-Mediterranean Compliance Certification Ltd.',
          description:
            'Подтверждает наши меры против взяточничества в закупках, государственных тендерах, при получении разрешений и в работе с агентами и посредниками, включая проверку деловых партнёров.',
        },
        el: {
          title: 'ISO 37001:2016 Σύστημα διαχείρισης για την καταπολέμηση της δωροδοκίας',
          issuer: 'Euro-Mediterranean Compliance Certification Ltd.',
          description:
            'Πιστοποιεί τους μηχανισμούς μας κατά της δωροδοκίας στις προμήθειες, στους δημόσιους διαγωνισμούς, στις αδειοδοτήσεις και στις σχέσεις με πράκτορες και μεσάζοντες, μαζί με τον έλεγχο των επιχειρηματικών εταίρων.',
        },
      },
    ),
  },
  {
    $key: 'certificate-tee-registration',
    shared: { year: 2025 },
    locales: perLocale(
      { image: 'certificate-tee-registration', file: 'certificate-tee-registration-pdf' },
      {
        en: {
          title: 'Registration with the Technical Chamber of Greece (TEE)',
          issuer: 'Technical Chamber of Greece (TEE)',
          description:
            'Confirms the registration of the company as a technical firm and of its supervising engineers with the Technical Chamber of Greece, which allows us to sign designs and supervise works.',
        },
        ru: {
          title: 'Регистрация в Технической палате Греции (TEE)',
          issuer: 'Техническая палата Греции (TEE)',
          description:
            'Подтверждает регистрацию компании как технической организации и её инженеров-руководителей работ в Технической палате Греции, что даёт право подписывать проекты и вести технический надзор.',
        },
        el: {
          title: 'Εγγραφή στο Τεχνικό Επιμελητήριο Ελλάδας (ΤΕΕ)',
          issuer: 'Τεχνικό Επιμελητήριο Ελλάδας (ΤΕΕ)',
          description:
            'Βεβαιώνει την εγγραφή της εταιρείας ως τεχνικής εταιρείας και των επιβλεπόντων μηχανικών της στο Τεχνικό Επιμελητήριο Ελλάδας, ώστε να υπογράφουμε μελέτες και να επιβλέπουμε έργα.',
        },
      },
    ),
  },
  {
    $key: 'certificate-meep-class-4',
    shared: { year: 2025 },
    locales: perLocale(
      { image: 'certificate-meep-class-4', file: 'certificate-meep-class-4-pdf' },
      {
        en: {
          title: 'Register of Public Works Contractors (MEEP), class 4',
          issuer: 'Hellenic Ministry of Infrastructure and Transport',
          description:
            'Certifies our registration as a public works contractor of the 4th class in building and electromechanical works, which qualifies us to tender for public projects such as those in our infrastructure portfolio.',
        },
        ru: {
          title: 'Реестр подрядчиков общественных работ (MEEP), 4-й класс',
          issuer: 'Министерство инфраструктуры и транспорта Греции',
          description:
            'Подтверждает нашу регистрацию как подрядчика общественных работ 4-го класса в категориях строительных и электромеханических работ, что даёт право участвовать в государственных тендерах — таких, как проекты из нашего инфраструктурного портфеля.',
        },
        el: {
          title: 'Μητρώο Εργοληπτικών Επιχειρήσεων (ΜΕΕΠ), 4η τάξη',
          issuer: 'Υπουργείο Υποδομών και Μεταφορών',
          description:
            'Βεβαιώνει την εγγραφή μας ως εργοληπτικής επιχείρησης 4ης τάξης στις κατηγορίες οικοδομικών και ηλεκτρομηχανολογικών έργων, που μας επιτρέπει να συμμετέχουμε σε διαγωνισμούς δημόσιων έργων, όπως αυτά του χαρτοφυλακίου υποδομών μας.',
        },
      },
    ),
  },
  {
    $key: 'certificate-nzeb-glyfada-gardens',
    shared: { year: 2023 },
    locales: perLocale(
      { image: 'certificate-nzeb-glyfada-gardens', file: 'certificate-nzeb-glyfada-gardens-pdf' },
      {
        en: {
          title: 'Green building rating: nZEB Gold — Glyfada Gardens',
          issuer: 'Hellenic Sustainable Building Institute',
          description:
            'Awarded to Glyfada Gardens for its nearly zero-energy design, verified by a year of measured consumption, and for its water saving, planting and low-carbon materials.',
        },
        ru: {
          title: 'Рейтинг «зелёного» здания: nZEB Gold — Glyfada Gardens',
          issuer: 'Hellenic Sustainable Building Institute',
          description:
            'Присвоен дому Glyfada Gardens за проект с почти нулевым энергопотреблением, подтверждённый годом фактических измерений, а также за экономию воды, озеленение и низкоуглеродные материалы.',
        },
        el: {
          title: 'Πιστοποίηση πράσινου κτιρίου: nZEB Gold — Glyfada Gardens',
          issuer: 'Ελληνικό Ινστιτούτο Βιώσιμων Κτιρίων',
          description:
            'Απονεμήθηκε στο Glyfada Gardens για τον σχεδιασμό σχεδόν μηδενικής κατανάλωσης ενέργειας, επιβεβαιωμένο με μετρήσεις ενός έτους, καθώς και για την εξοικονόμηση νερού, τις φυτεύσεις και τα υλικά χαμηλού αποτυπώματος άνθρακα.',
        },
      },
    ),
  },
  {
    $key: 'certificate-real-estate-association',
    shared: { year: 2026 },
    locales: perLocale(
      { image: 'certificate-real-estate-association', file: 'certificate-real-estate-association-pdf' },
      {
        en: {
          title: 'Member certificate, Hellenic Association of Real Estate Developers',
          issuer: 'Hellenic Association of Real Estate Developers',
          description:
            'DKG is a full member of the association and follows its code of conduct on transparent pricing, clear contracts and after-sales care for buyers of new homes.',
        },
        ru: {
          title: 'Сертификат члена Греческой ассоциации девелоперов недвижимости',
          issuer: 'Греческая ассоциация девелоперов недвижимости',
          description:
            'DKG — действительный член ассоциации и следует её кодексу поведения: прозрачные цены, понятные договоры и гарантийное обслуживание для покупателей нового жилья.',
        },
        el: {
          title: 'Πιστοποιητικό μέλους, Ελληνικός Σύνδεσμος Εταιρειών Ανάπτυξης Ακινήτων',
          issuer: 'Ελληνικός Σύνδεσμος Εταιρειών Ανάπτυξης Ακινήτων',
          description:
            'Η DKG είναι τακτικό μέλος του Συνδέσμου και τηρεί τον κώδικα δεοντολογίας του για διαφανείς τιμές, σαφή συμβόλαια και εξυπηρέτηση μετά την πώληση για τους αγοραστές νέων κατοικιών.',
        },
      },
    ),
  },
];
