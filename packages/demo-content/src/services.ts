import type { CollectionEntrySeed } from '@dkg/content-model';
import type { Locale } from '@dkg/content-model';
import type { SERVICE_SLUGS } from '@dkg/content-model';

type ServiceSlug = (typeof SERVICE_SLUGS)[number];

interface ServiceText {
  title: string;
  summary: string;
  body: string;
  facts: { value: string; label: string }[];
  seo: { metaTitle: string; metaDescription: string };
}

function service(slug: ServiceSlug, order: number, texts: Record<Locale, ServiceText>): CollectionEntrySeed {
  const cover = `service-${slug}`;
  const locale = (text: ServiceText) => ({ ...text, cover, seo: { ...text.seo, shareImage: cover } });
  return {
    $key: slug,
    shared: { slug, order },
    locales: { en: locale(texts.en), ru: locale(texts.ru), el: locale(texts.el) },
  };
}

const goldenVisa = service('golden-visa', 1, {
  en: {
    title: 'Golden Visa',
    summary:
      'A five-year Greek residence permit for you and your family through an investment in real estate — property, paperwork and application handled by one team.',
    facts: [
      { value: '€250k+', label: 'Minimum investment' },
      { value: '5 years', label: 'Permit term, renewable' },
      { value: '0 days', label: 'Minimum stay required' },
    ],
    seo: {
      metaTitle: 'Greek Golden Visa through real estate | DKG',
      metaDescription:
        'Residence in Greece for your family through property investment from €250,000. DKG finds the property, checks the title and files your Golden Visa.',
    },
    body: `## Residence in Greece through real estate

The Greek Golden Visa gives non-EU citizens and their families a five-year residence permit in exchange for an investment in Greek real estate. The permit is renewable for as long as you keep the property, there is no minimum stay, and it allows travel across the Schengen area for up to 90 days in any 180-day period.

Since 2014 DKG has guided more than 400 families through the programme. We are a developer first, so we can offer homes we built ourselves, with clean titles and transparent pricing, as well as carefully vetted resale properties.

## Investment thresholds after the 2024 reform

- **€800,000** — Attica (including Athens and the Athens Riviera), Thessaloniki, Mykonos, Santorini and islands with more than 3,100 inhabitants. The investment must be a single residential property of at least 120 m².
- **€400,000** — all other regions of Greece, again in a single property of at least 120 m².
- **€250,000** — conversion of a commercial building into housing, or restoration of a listed building, anywhere in the country.

Properties bought under the programme may not be let as short-term holiday rentals; long-term leases are allowed.

## Who is covered

The main applicant can include a spouse or registered partner, children under 21 and the parents of both spouses. Each family member receives their own residence card.

## How we work

1. **Consultation** — we discuss your budget, family and goals, and recommend regions and property types that qualify.
2. **Property selection** — viewings in person or by video, and legal and technical due diligence on every shortlisted home.
3. **Tax number and bank account** — we obtain your Greek tax number (AFM) and help you open a Greek bank account, through which the payment must be made.
4. **Purchase** — contract before a notary, payment by bank transfer and registration with the Hellenic Cadastre.
5. **Application** — our lawyers file your application with the Ministry of Migration and Asylum and accompany you to the biometrics appointment.
6. **Residence card** — on approval, the cards are issued for five years; we remind you well before renewal.

Once the application is filed you receive a certificate of filing, which allows you to stay in Greece legally while the application is examined.

## What it costs beyond the price

Budget for the 3.09% transfer tax (or VAT on some new buildings), notary, lawyer and Cadastre fees — roughly 6–8% of the price in total — plus government fees for each permit. Our guide to [property taxes and costs](/business-in-greece/property-taxes-and-costs) has the detail, and the [Golden Visa guide](/business-in-greece/golden-visa-residence-permit) covers the documents you will need.

Ready to start? [Talk to our Golden Visa team](/contacts) or browse [properties that qualify](/properties).`,
  },
  ru: {
    title: 'Золотая виза',
    summary:
      'Вид на жительство в Греции на пять лет для всей семьи за инвестиции в недвижимость. Объект, документы и подача заявления — в руках одной команды.',
    facts: [
      { value: 'от 250 тыс. €', label: 'Минимальные инвестиции' },
      { value: '5 лет', label: 'Срок ВНЖ с продлением' },
      { value: '0 дней', label: 'Обязательного проживания' },
    ],
    seo: {
      metaTitle: 'Золотая виза Греции за недвижимость | DKG',
      metaDescription:
        'ВНЖ в Греции для всей семьи за покупку недвижимости от 250 000 €. DKG подберёт объект, проверит документы и подаст заявление на Золотую визу.',
    },
    body: `## ВНЖ в Греции за инвестиции в недвижимость

Греческая Золотая виза — это вид на жительство сроком на пять лет для граждан стран, не входящих в ЕС, и членов их семей в обмен на покупку недвижимости в Греции. Разрешение продлевается, пока объект остаётся в вашей собственности, минимального срока проживания в стране нет, а с картой ВНЖ можно путешествовать по Шенгенской зоне — до 90 дней в любом 180-дневном периоде.

С 2014 года DKG помогла пройти программу более чем 400 семьям. Мы прежде всего застройщик, поэтому предлагаем как дома собственного строительства с прозрачной ценой и чистыми документами, так и тщательно проверенные объекты вторичного рынка.

## Пороги инвестиций после реформы 2024 года

- **800 000 €** — Аттика (включая Афины и Афинскую Ривьеру), Салоники, Миконос, Санторини и острова с населением более 3100 человек. Вложения должны быть в один жилой объект площадью не менее 120 м².
- **400 000 €** — все остальные регионы Греции, также в один объект от 120 м².
- **250 000 €** — перевод коммерческого здания в жилое или реставрация памятника архитектуры в любом регионе страны.

Недвижимость, купленную по программе, нельзя сдавать в краткосрочную аренду туристам; долгосрочная аренда разрешена.

## Кто получает ВНЖ

Вместе с основным заявителем разрешение получают супруг или зарегистрированный партнёр, дети до 21 года, а также родители обоих супругов. Каждому члену семьи выдаётся собственная карта.

## Как мы работаем

1. **Консультация.** Обсуждаем бюджет, состав семьи и цели, рекомендуем регионы и типы объектов, которые подходят под программу.
2. **Подбор объекта.** Показы лично или по видеосвязи, юридическая и техническая проверка каждого объекта из короткого списка.
3. **Налоговый номер и счёт.** Получаем для вас греческий налоговый номер AFM и помогаем открыть счёт в греческом банке — оплата должна пройти через него.
4. **Сделка.** Договор у нотариуса, оплата банковским переводом, регистрация права собственности в Кадастре.
5. **Подача документов.** Наши юристы подают заявление в Министерство миграции и убежища и сопровождают вас на сдачу биометрии.
6. **Карта ВНЖ.** После одобрения карты выдаются на пять лет; о продлении мы напомним заблаговременно.

После подачи заявления вы получаете подтверждение о приёме документов, которое позволяет законно находиться в Греции, пока заявление рассматривается.

## Расходы сверх цены объекта

Заложите в бюджет налог на передачу собственности 3,09% (или НДС при покупке некоторых новостроек), услуги нотариуса и юриста и сборы Кадастра — в сумме примерно 6–8% от цены, — а также государственные пошлины за каждое разрешение. Подробности — в статье о [налогах и расходах при покупке](/business-in-greece/property-taxes-and-costs), а список документов — в нашем [руководстве по Золотой визе](/business-in-greece/golden-visa-residence-permit).

Готовы начать? [Свяжитесь с нашим отделом Золотой визы](/contacts) или посмотрите [объекты, подходящие под программу](/properties).`,
  },
  el: {
    title: 'Golden Visa',
    summary:
      'Πενταετής άδεια διαμονής στην Ελλάδα για εσάς και την οικογένειά σας μέσω επένδυσης σε ακίνητα — ακίνητο, έγγραφα και αίτηση από μία ομάδα.',
    facts: [
      { value: '250.000 €+', label: 'Ελάχιστη επένδυση' },
      { value: '5 έτη', label: 'Διάρκεια, με ανανέωση' },
      { value: '0 ημέρες', label: 'Υποχρεωτική παραμονή' },
    ],
    seo: {
      metaTitle: 'Golden Visa μέσω επένδυσης σε ακίνητα | DKG',
      metaDescription:
        'Άδεια διαμονής για όλη την οικογένεια με επένδυση σε ακίνητο από 250.000 €. Η DKG βρίσκει το ακίνητο, ελέγχει τους τίτλους και καταθέτει την αίτηση.',
    },
    body: `## Άδεια διαμονής μέσω επένδυσης σε ακίνητα

Το ελληνικό πρόγραμμα Golden Visa χορηγεί σε πολίτες τρίτων χωρών και στις οικογένειές τους πενταετή άδεια διαμονής με αντάλλαγμα μια επένδυση σε ακίνητη περιουσία στην Ελλάδα. Η άδεια ανανεώνεται όσο διατηρείτε την κυριότητα του ακινήτου, δεν απαιτείται ελάχιστος χρόνος παραμονής στη χώρα και επιτρέπει τη μετακίνηση στον χώρο Σένγκεν για έως 90 ημέρες ανά 180 ημέρες.

Από το 2014 η DKG έχει συνοδεύσει στο πρόγραμμα περισσότερες από 400 οικογένειες. Ως κατασκευαστική εταιρεία προτείνουμε τόσο κατοικίες που χτίσαμε εμείς, με καθαρούς τίτλους και διαφανείς τιμές, όσο και προσεκτικά ελεγμένα ακίνητα μεταπώλησης.

## Τα όρια επένδυσης μετά τη μεταρρύθμιση του 2024

- **800.000 €** — Αττική (μαζί με την Αθήνα και την Αθηναϊκή Ριβιέρα), Θεσσαλονίκη, Μύκονος, Σαντορίνη και νησιά με πληθυσμό άνω των 3.100 κατοίκων. Η επένδυση πρέπει να αφορά ένα ενιαίο ακίνητο κατοικίας τουλάχιστον 120 τ.μ.
- **400.000 €** — όλες οι υπόλοιπες περιοχές της χώρας, επίσης σε ενιαίο ακίνητο τουλάχιστον 120 τ.μ.
- **250.000 €** — μετατροπή επαγγελματικού κτιρίου σε κατοικία ή αποκατάσταση διατηρητέου κτιρίου, σε οποιαδήποτε περιοχή.

Τα ακίνητα που αποκτώνται μέσω του προγράμματος δεν επιτρέπεται να διατίθενται για βραχυχρόνια μίσθωση· η μακροχρόνια μίσθωση επιτρέπεται.

## Ποιοι καλύπτονται

Μαζί με τον κύριο αιτούντα άδεια λαμβάνουν ο/η σύζυγος ή ο/η σύντροφος με σύμφωνο συμβίωσης, τα τέκνα έως 21 ετών και οι γονείς και των δύο συζύγων. Κάθε μέλος της οικογένειας λαμβάνει τη δική του κάρτα διαμονής.

## Πώς εργαζόμαστε

1. **Γνωριμία και στόχοι** — συζητάμε τον προϋπολογισμό, την οικογένεια και τις προτεραιότητές σας και προτείνουμε περιοχές και τύπους ακινήτων που πληρούν τις προϋποθέσεις.
2. **Επιλογή ακινήτου** — επισκέψεις επιτόπου ή μέσω βίντεο, νομικός και τεχνικός έλεγχος για κάθε ακίνητο της τελικής λίστας.
3. **ΑΦΜ και τραπεζικός λογαριασμός** — εκδίδουμε τον ΑΦΜ σας και σας βοηθάμε να ανοίξετε λογαριασμό σε ελληνική τράπεζα, μέσω του οποίου πρέπει να γίνει η πληρωμή.
4. **Αγορά** — συμβόλαιο ενώπιον συμβολαιογράφου, εξόφληση με τραπεζική μεταφορά και καταχώριση στο Κτηματολόγιο.
5. **Αίτηση** — οι δικηγόροι μας καταθέτουν την αίτηση στο Υπουργείο Μετανάστευσης και Ασύλου και σας συνοδεύουν στη λήψη βιομετρικών στοιχείων.
6. **Κάρτα διαμονής** — μετά την έγκριση οι κάρτες εκδίδονται για πέντε χρόνια· σας υπενθυμίζουμε έγκαιρα την ανανέωση.

Με την κατάθεση της αίτησης λαμβάνετε βεβαίωση κατάθεσης, που σας επιτρέπει να διαμένετε νόμιμα στην Ελλάδα όσο εξετάζεται ο φάκελος.

## Κόστος πέρα από την τιμή

Υπολογίστε τον φόρο μεταβίβασης 3,09% (ή ΦΠΑ σε ορισμένες νεόδμητες οικοδομές), τις αμοιβές συμβολαιογράφου και δικηγόρου και τα τέλη του Κτηματολογίου — περίπου 6–8% της τιμής συνολικά — καθώς και τα παράβολα για κάθε άδεια. Αναλυτικά στον οδηγό μας για τους [φόρους και τα έξοδα αγοράς](/business-in-greece/property-taxes-and-costs), ενώ τα δικαιολογητικά θα τα βρείτε στον [οδηγό Golden Visa](/business-in-greece/golden-visa-residence-permit).

Θέλετε να ξεκινήσουμε; [Επικοινωνήστε με την ομάδα Golden Visa](/contacts) ή δείτε [ακίνητα που πληρούν τις προϋποθέσεις](/properties).`,
  },
});

const investment = service('investment', 2, {
  en: {
    title: 'Real estate investment',
    summary:
      'Income properties, buy-to-let homes, conversions and co-investments in Greece, selected and underwritten with the eye of a developer.',
    facts: [
      { value: '5–7%', label: 'Indicative gross rental yield' },
      { value: '60+', label: 'Projects delivered since 2004' },
      { value: '35', label: 'Investor nationalities' },
    ],
    seo: {
      metaTitle: 'Real estate investment in Greece | DKG',
      metaDescription:
        'Income properties, buy-to-let, conversions and co-investment in Athens, Thessaloniki and the islands, selected and managed by a Greek developer.',
    },
    body: `## Real estate investment in Greece

Greek property is no longer a recovery story but a market with solid fundamentals: record tourism, a shortage of modern housing in Athens and Thessaloniki, and an investment-grade sovereign rating regained in 2023. DKG helps private investors, family offices and funds put capital to work in this market — with the view of a developer who knows what it costs to build, and what tenants and buyers actually pay for.

## What we offer

- **Income properties** — leased apartments, offices and retail units with verified rent histories.
- **Buy-to-let in new developments** — off-plan or newly completed units in our own projects, with rental management available from handover.
- **Value-add and conversions** — older buildings in central Athens and Piraeus bought, redesigned and repositioned as housing or mixed use. Converting a commercial building into housing also qualifies for the [Golden Visa](/services/golden-visa) from €250,000.
- **Co-investment in developments** — minority stakes alongside DKG in selected residential projects, with a clear business plan, budget and exit.

## How we select opportunities

Every opportunity goes through the same checks we apply when we buy land for ourselves: a title and urban-planning review, a technical survey, realistic comparables for rents and resale prices, and a full budget including taxes, fees and the capital expenditure the building will really need. We present the numbers as a short investment memorandum with a base case and a downside case, so that you can compare opportunities on equal terms.

## Taxes to plan for

Rental income of individuals is taxed at 15% up to €12,000 a year, 35% from €12,001 to €35,000 and 45% above that. Property held by a company is subject to 22% corporate income tax. The annual ENFIA property tax depends on the location, size and age of the building. With independent tax advisers, we structure each holding in the way that fits your situation — personally, through a Greek company or through an existing foreign vehicle. Our guide to [property taxes and costs](/business-in-greece/property-taxes-and-costs) explains the main charges.

## After the purchase

Our property management team takes care of finding tenants, leases declared to the tax authority, rent collection, maintenance and the annual tax filings, and reports to you every quarter. When the time comes to sell, we market the asset to our own network of buyers.

[Talk to our investment team](/contacts) or browse the [properties currently available](/properties).`,
  },
  ru: {
    title: 'Инвестиции в недвижимость',
    summary:
      'Арендный бизнес, квартиры для сдачи, реконструкция и соинвестирование в Греции — с отбором и расчётами от застройщика.',
    facts: [
      { value: '5–7%', label: 'Ориентировочная валовая доходность' },
      { value: '60+', label: 'Проектов с 2004 года' },
      { value: '35', label: 'Стран, откуда наши инвесторы' },
    ],
    seo: {
      metaTitle: 'Инвестиции в недвижимость Греции | DKG',
      metaDescription:
        'Арендная недвижимость, квартиры для сдачи, реконструкция и соинвестирование в Афинах, Салониках и на островах с греческим застройщиком.',
    },
    body: `## Инвестиции в недвижимость Греции

Греческий рынок недвижимости давно перестал быть историей восстановления: рекордный турпоток, нехватка современного жилья в Афинах и Салониках и возвращённый в 2023 году инвестиционный кредитный рейтинг страны создают прочную основу для вложений. DKG помогает частным инвесторам, семейным офисам и фондам работать на этом рынке — со взглядом застройщика, который знает реальную стоимость строительства и понимает, за что действительно готовы платить арендаторы и покупатели.

## Что мы предлагаем

- **Готовый арендный бизнес** — сданные квартиры, офисы и торговые помещения с подтверждённой историей арендных платежей.
- **Квартиры для сдачи в аренду в новых проектах** — на этапе строительства или в только что сданных домах наших комплексов, с возможностью передать их в управление сразу после получения ключей.
- **Реконструкция и перепрофилирование** — покупка старых зданий в центре Афин и в Пирее, перепроектирование и перевод в жильё или многофункциональный формат. Перевод коммерческого здания в жилое даёт право на [Золотую визу](/services/golden-visa) уже от 250 000 €.
- **Соинвестирование** — миноритарная доля вместе с DKG в отобранных жилых проектах с понятным бизнес-планом, бюджетом и стратегией выхода.

## Как мы отбираем объекты

Каждый объект проходит ту же проверку, что и участки, которые мы покупаем для себя: анализ правоустанавливающих документов и градостроительного статуса, техническое обследование, реалистичные сравнительные данные по аренде и ценам перепродажи, полный бюджет с учётом налогов, сборов и капитальных затрат, которые действительно потребуются зданию. Цифры мы сводим в краткий инвестиционный меморандум с базовым и пессимистичным сценариями, чтобы вы могли сравнивать варианты на равных условиях.

## Какие налоги учесть

Доход физических лиц от аренды облагается по ставке 15% до 12 000 € в год, 35% — от 12 001 до 35 000 € и 45% — с суммы свыше этого порога. Недвижимость, принадлежащая компании, облагается налогом на прибыль 22%. Размер ежегодного налога на недвижимость ENFIA зависит от расположения, площади и возраста здания. Вместе с независимыми налоговыми консультантами мы подбираем структуру владения под вашу ситуацию — напрямую, через греческую компанию или через уже существующую иностранную структуру. Основные платежи описаны в статье о [налогах и расходах](/business-in-greece/property-taxes-and-costs).

## После покупки

Наша служба управления недвижимостью берёт на себя поиск арендаторов, договоры аренды с регистрацией в налоговой службе, сбор платежей, обслуживание и ежегодную налоговую отчётность и раз в квартал отчитывается перед вами. Когда придёт время продавать, мы предложим объект покупателям из нашей собственной базы.

[Свяжитесь с нашими инвестиционными консультантами](/contacts) или посмотрите [объекты в продаже](/properties).`,
  },
  el: {
    title: 'Επενδύσεις σε ακίνητα',
    summary:
      'Ακίνητα με εισόδημα, κατοικίες προς εκμίσθωση, αλλαγές χρήσης και συνεπενδύσεις στην Ελλάδα, με την κρίση και τους υπολογισμούς ενός κατασκευαστή.',
    facts: [
      { value: '5–7%', label: 'Ενδεικτική μικτή απόδοση μίσθωσης' },
      { value: '60+', label: 'Έργα από το 2004' },
      { value: '35', label: 'Χώρες προέλευσης επενδυτών' },
    ],
    seo: {
      metaTitle: 'Επενδύσεις σε ακίνητα στην Ελλάδα | DKG',
      metaDescription:
        'Ακίνητα με εισόδημα, κατοικίες προς εκμίσθωση, αλλαγές χρήσης και συνεπενδύσεις σε Αθήνα, Θεσσαλονίκη και νησιά, με την εμπειρία της DKG.',
    },
    body: `## Επενδύσεις σε ακίνητα στην Ελλάδα

Η ελληνική αγορά ακινήτων δεν είναι πια μια ιστορία ανάκαμψης αλλά μια αγορά με γερά θεμέλια: ρεκόρ τουρισμού, έλλειψη σύγχρονων κατοικιών σε Αθήνα και Θεσσαλονίκη και επενδυτική βαθμίδα για τη χώρα από το 2023. Η DKG βοηθά ιδιώτες επενδυτές, family offices και επενδυτικά ταμεία να τοποθετήσουν κεφάλαια σε αυτή την αγορά — με τη ματιά ενός κατασκευαστή που ξέρει τι κοστίζει το χτίσιμο και τι πραγματικά πληρώνουν ενοικιαστές και αγοραστές.

## Τι προσφέρουμε

- **Ακίνητα με εισόδημα** — μισθωμένα διαμερίσματα, γραφεία και καταστήματα με επιβεβαιωμένο ιστορικό μισθωμάτων.
- **Αγορά προς εκμίσθωση σε νέα έργα** — διαμερίσματα υπό κατασκευή ή νεόδμητα στα δικά μας έργα, με δυνατότητα διαχείρισης της μίσθωσης από την παράδοση.
- **Αναβάθμιση και αλλαγή χρήσης** — παλαιότερα κτίρια στο κέντρο της Αθήνας και στον Πειραιά που αγοράζονται, επανασχεδιάζονται και αξιοποιούνται ως κατοικίες ή μικτές χρήσεις. Η μετατροπή επαγγελματικού κτιρίου σε κατοικία δίνει επίσης δικαίωμα για [Golden Visa](/services/golden-visa) από 250.000 €.
- **Συνεπένδυση σε έργα** — μειοψηφική συμμετοχή δίπλα στην DKG σε επιλεγμένα οικιστικά έργα, με σαφές επιχειρηματικό σχέδιο, προϋπολογισμό και στρατηγική εξόδου.

## Πώς επιλέγουμε

Κάθε ευκαιρία περνά από τους ίδιους ελέγχους που κάνουμε όταν αγοράζουμε οικόπεδα για εμάς: έλεγχο τίτλων και πολεοδομικής κατάστασης, τεχνική αυτοψία, ρεαλιστικά συγκριτικά στοιχεία μισθωμάτων και τιμών πώλησης και πλήρη προϋπολογισμό με φόρους, τέλη και τις κεφαλαιακές δαπάνες που θα χρειαστεί πραγματικά το κτίριο. Τα στοιχεία τα παρουσιάζουμε σε σύντομο επενδυτικό υπόμνημα με βασικό και δυσμενές σενάριο, ώστε να συγκρίνετε τις επιλογές με τα ίδια κριτήρια.

## Οι φόροι που πρέπει να προβλέψετε

Το εισόδημα φυσικών προσώπων από ενοίκια φορολογείται με 15% έως 12.000 € τον χρόνο, 35% από 12.001 έως 35.000 € και 45% για το υπερβάλλον. Τα ακίνητα εταιρειών υπόκεινται σε φόρο εισοδήματος νομικών προσώπων 22%. Ο ετήσιος ΕΝΦΙΑ εξαρτάται από τη θέση, το εμβαδόν και την παλαιότητα του κτιρίου. Σε συνεργασία με ανεξάρτητους φοροτεχνικούς διαμορφώνουμε τη δομή που ταιριάζει σε κάθε περίπτωση — ατομικά, μέσω ελληνικής εταιρείας ή μέσω υφιστάμενου αλλοδαπού νομικού προσώπου. Οι βασικές επιβαρύνσεις περιγράφονται στον οδηγό μας για τους [φόρους και τα έξοδα](/business-in-greece/property-taxes-and-costs).

## Μετά την αγορά

Το τμήμα διαχείρισης ακινήτων αναλαμβάνει την εύρεση ενοικιαστών, τα μισθωτήρια που δηλώνονται στην ΑΑΔΕ, την είσπραξη των μισθωμάτων, τη συντήρηση και τις ετήσιες φορολογικές δηλώσεις, και σας ενημερώνει κάθε τρίμηνο. Όταν έρθει η ώρα της πώλησης, προωθούμε το ακίνητο στο δικό μας δίκτυο αγοραστών.

[Μιλήστε με την επενδυτική μας ομάδα](/contacts) ή δείτε [τα διαθέσιμα ακίνητα](/properties).`,
  },
});

const construction = service('construction', 3, {
  en: {
    title: 'Construction',
    summary:
      'Houses, villas, apartment buildings and commercial projects built under one contract by our own engineers and site crews, from permit to handover.',
    facts: [
      { value: '150,000 m²', label: 'Built since 2004' },
      { value: 'A+', label: 'Target energy class' },
      { value: '10 years', label: 'Structural warranty' },
    ],
    seo: {
      metaTitle: 'Construction services in Greece | DKG',
      metaDescription:
        'General contractor for villas, homes, apartment buildings and renovations in Greece: permits, fixed price, Eurocode design and a 10-year warranty.',
    },
    body: `## Construction from foundations to handover

DKG has built its own developments since 2004, and we bring the same teams and standards to projects for private clients, investors and companies: family houses and villas, apartment buildings, offices, hotels and the complete renovation of existing buildings. We work as a general contractor under a single contract, so you have one partner responsible for cost, schedule and quality.

## What we build

- **Private houses and villas** on the mainland and the islands, including plots outside the town plan, where permits and infrastructure call for experience.
- **Apartment buildings** in Athens and Thessaloniki, from four-unit buildings to complexes of a hundred homes.
- **Commercial and hospitality projects** — offices, shops, boutique hotels and holiday residences.
- **Renovation and upgrading** — structural strengthening, new building services, energy upgrades and the conversion of commercial buildings into housing.

If you already own a plot, we start by assessing it: sometimes a different layout or height makes more sense than fighting the restrictions. If you do not, we can offer land from the plots we review for our own developments.

## How a project runs

1. **Feasibility** — we check the plot or building against the planning rules: permitted uses, building coefficient, height and coverage, and any archaeological, forestry or coastal restrictions.
2. **Design and permits** — architectural, structural and mechanical designs by our engineers or by your own architect, and the building permit through the electronic e-Adeies system.
3. **Fixed price and schedule** — a detailed bill of quantities and a programme with milestones, so that payments follow progress on site.
4. **Construction** — our own site managers and crews for the structure, and long-standing specialist subcontractors for the building services and finishes.
5. **Handover** — inspections, the energy performance certificate, as-built documents, the Electronic Building Identity and a final walk-through before you receive the keys.

## Standards we do not compromise on

Structures are designed to the Eurocodes, including Eurocode 8 for earthquake resistance, and samples from every concrete pour are tested by an accredited laboratory. Our new buildings are designed for energy class A or A+, with external thermal insulation, heat pumps, solar water heating and high-performance glazing. We give a ten-year warranty on the load-bearing structure and a two-year warranty on finishes and installations.

Every client has a named project manager and receives a weekly report with photographs, the updated schedule and the cost status. You are welcome on site at any time — with a helmet.

Read more about [how we build](/construction), browse our [projects](/dkg-projects) or [ask for a quote](/contacts).`,
  },
  ru: {
    title: 'Строительство',
    summary:
      'Дома, виллы, многоквартирные и коммерческие здания под ключ по единому договору — силами наших инженеров и бригад, от разрешения до сдачи.',
    facts: [
      { value: '150 000 м²', label: 'Построено с 2004 года' },
      { value: 'A+', label: 'Целевой класс энергоэффективности' },
      { value: '10 лет', label: 'Гарантия на конструкции' },
    ],
    seo: {
      metaTitle: 'Строительство в Греции под ключ | DKG',
      metaDescription:
        'Генподряд на виллы, дома, многоквартирные здания и реконструкцию в Греции: разрешения, фиксированная цена, Еврокоды и гарантия 10 лет.',
    },
    body: `## Строительство под ключ — от фундамента до передачи ключей

С 2004 года DKG строит собственные проекты, и те же команды и стандарты мы предлагаем частным клиентам, инвесторам и компаниям: частные дома и виллы, многоквартирные здания, офисы, гостиницы, а также полную реконструкцию существующих зданий. Мы работаем как генеральный подрядчик по единому договору — у вас один партнёр, который отвечает за бюджет, сроки и качество.

## Что мы строим

- **Частные дома и виллы** на материке и на островах, в том числе на участках за пределами городской застройки, где для получения разрешений и подведения коммуникаций нужен опыт.
- **Многоквартирные дома** в Афинах и Салониках — от небольших зданий на четыре квартиры до комплексов на сотню квартир.
- **Коммерческие и гостиничные объекты** — офисы, магазины, бутик-отели и апартаменты для отдыха.
- **Реконструкция и модернизация** — усиление конструкций, замена инженерных систем, повышение энергоэффективности, перевод коммерческих зданий в жилые.

Если у вас уже есть участок, мы начнём с его оценки: иногда разумнее изменить планировку или этажность, чем бороться с ограничениями. Если участка нет, предложим варианты из тех, что мы отбираем для собственных проектов.

## Как идёт проект

1. **Предпроектный анализ.** Проверяем участок или здание на соответствие градостроительным нормам: разрешённое использование, коэффициент застройки, допустимую высоту и площадь застройки, а также археологические, лесные и прибрежные ограничения.
2. **Проект и разрешения.** Архитектурный, конструктивный и инженерный разделы выполняют наши инженеры или ваш архитектор; разрешение на строительство оформляется через электронную систему e-Adeies.
3. **Фиксированная цена и график.** Подробная смета и календарный план с этапами — платежи привязаны к фактическому ходу работ.
4. **Строительство.** Каркас возводят наши прорабы и бригады, инженерные системы и отделку — субподрядчики, с которыми мы работаем много лет.
5. **Сдача объекта.** Приёмка, сертификат энергоэффективности, исполнительная документация и Электронный паспорт здания, совместный осмотр и передача ключей.

## Стандарты, в которых мы не идём на компромисс

Конструкции рассчитываются по Еврокодам, в том числе по Еврокоду 8 для сейсмостойкости, а пробы бетона с каждой заливки испытывает аккредитованная лаборатория. Новые здания мы проектируем под класс энергоэффективности A или A+: наружное утепление фасадов, тепловые насосы, солнечные водонагреватели, высокоэффективное остекление. На несущие конструкции мы даём гарантию десять лет, на отделку и инженерные системы — два года.

У каждого клиента есть персональный руководитель проекта, который еженедельно присылает отчёт с фотографиями, обновлённым графиком и состоянием бюджета. Приезжать на стройку можно в любое время — только в каске.

Узнайте, [как мы строим](/construction), посмотрите [наши проекты](/dkg-projects) или [запросите расчёт стоимости](/contacts).`,
  },
  el: {
    title: 'Κατασκευή',
    summary:
      'Μονοκατοικίες, βίλες, πολυκατοικίες και επαγγελματικά κτίρια με ενιαία σύμβαση, από τους δικούς μας μηχανικούς και τα συνεργεία μας, από την άδεια έως την παράδοση.',
    facts: [
      { value: '150.000 τ.μ.', label: 'Κατασκευασμένα από το 2004' },
      { value: 'Α+', label: 'Στόχος ενεργειακής κατηγορίας' },
      { value: '10 έτη', label: 'Εγγύηση φέροντος οργανισμού' },
    ],
    seo: {
      metaTitle: 'Κατασκευαστικές υπηρεσίες στην Ελλάδα | DKG',
      metaDescription:
        'Γενικός εργολάβος για βίλες, κατοικίες, πολυκατοικίες και ανακαινίσεις: άδειες, σταθερή τιμή, μελέτη με Ευρωκώδικες και δεκαετή εγγύηση.',
    },
    body: `## Κατασκευή από τα θεμέλια έως την παράδοση

Από το 2004 η DKG χτίζει τα δικά της έργα και προσφέρει τις ίδιες ομάδες και τα ίδια πρότυπα σε ιδιώτες, επενδυτές και επιχειρήσεις: μονοκατοικίες και βίλες, πολυκατοικίες, γραφεία, ξενοδοχεία, καθώς και ολική ανακαίνιση υφιστάμενων κτιρίων. Λειτουργούμε ως γενικός εργολάβος με ενιαία σύμβαση, ώστε να έχετε έναν συνεργάτη που ευθύνεται για το κόστος, τον χρόνο και την ποιότητα.

## Τι χτίζουμε

- **Μονοκατοικίες και βίλες** στην ηπειρωτική χώρα και στα νησιά, και σε εκτός σχεδίου οικόπεδα, όπου οι άδειες και οι υποδομές θέλουν εμπειρία.
- **Πολυκατοικίες** σε Αθήνα και Θεσσαλονίκη, από μικρά κτίρια τεσσάρων διαμερισμάτων έως συγκροτήματα εκατό κατοικιών.
- **Επαγγελματικά και τουριστικά έργα** — γραφεία, καταστήματα, boutique ξενοδοχεία και τουριστικές κατοικίες.
- **Ανακαίνιση και αναβάθμιση** — στατική ενίσχυση, νέες ηλεκτρομηχανολογικές εγκαταστάσεις, ενεργειακή αναβάθμιση και μετατροπή επαγγελματικών κτιρίων σε κατοικίες.

Αν έχετε ήδη οικόπεδο, ξεκινάμε με την αξιολόγησή του: μερικές φορές μια διαφορετική διάταξη ή άλλος αριθμός ορόφων είναι πιο λογική λύση από τη μάχη με τους περιορισμούς. Αν δεν έχετε, σας προτείνουμε οικόπεδα από αυτά που αξιολογούμε για τα δικά μας έργα.

## Πώς εξελίσσεται ένα έργο

1. **Μελέτη σκοπιμότητας** — ελέγχουμε το οικόπεδο ή το κτίριο σε σχέση με τους πολεοδομικούς κανόνες: χρήσεις γης, συντελεστή δόμησης, ύψος και κάλυψη, καθώς και τυχόν αρχαιολογικούς, δασικούς ή αιγιαλικούς περιορισμούς.
2. **Μελέτες και άδειες** — αρχιτεκτονική, στατική και ηλεκτρομηχανολογική μελέτη από τους μηχανικούς μας ή τον δικό σας αρχιτέκτονα και έκδοση οικοδομικής άδειας μέσω του ηλεκτρονικού συστήματος e-Άδειες.
3. **Σταθερή τιμή και χρονοδιάγραμμα** — αναλυτικός προϋπολογισμός και πρόγραμμα με ορόσημα, ώστε οι πληρωμές να ακολουθούν την πρόοδο στο εργοτάξιο.
4. **Κατασκευή** — δικοί μας εργοταξιάρχες και συνεργεία για τον φέροντα οργανισμό, με δοκιμασμένους εξειδικευμένους υπεργολάβους για τις εγκαταστάσεις και τα τελειώματα.
5. **Παράδοση** — έλεγχοι, Πιστοποιητικό Ενεργειακής Απόδοσης, σχέδια όπως κατασκευάστηκε, Ηλεκτρονική Ταυτότητα Κτιρίου και κοινή περιήγηση στο ακίνητο πριν από την παράδοση των κλειδιών.

## Πρότυπα χωρίς εκπτώσεις

Οι φέροντες οργανισμοί μελετώνται σύμφωνα με τους Ευρωκώδικες, μεταξύ αυτών ο Ευρωκώδικας 8 για την αντισεισμική προστασία, και από κάθε σκυροδέτηση λαμβάνονται δοκίμια που ελέγχονται από διαπιστευμένο εργαστήριο. Τα νέα μας κτίρια σχεδιάζονται για ενεργειακή κατηγορία Α ή Α+, με εξωτερική θερμομόνωση, αντλίες θερμότητας, ηλιακούς θερμοσίφωνες και υαλοπίνακες υψηλής απόδοσης. Δίνουμε δεκαετή εγγύηση στον φέροντα οργανισμό και διετή εγγύηση στα τελειώματα και στις εγκαταστάσεις.

Κάθε πελάτης έχει συγκεκριμένο υπεύθυνο έργου και λαμβάνει εβδομαδιαία αναφορά με φωτογραφίες, επικαιροποιημένο χρονοδιάγραμμα και οικονομική εικόνα. Είστε ευπρόσδεκτοι στο εργοτάξιο όποτε θέλετε — με κράνος.

Δείτε [πώς χτίζουμε](/construction), ρίξτε μια ματιά στα [έργα μας](/dkg-projects) ή [ζητήστε προσφορά](/contacts).`,
  },
});

const projectManagement = service('project-management', 4, {
  en: {
    title: 'Project management',
    summary:
      "An experienced team on the owner's side — brief, budget, permits, tenders and site supervision — so your building is finished on time and on budget.",
    facts: [
      { value: '±3%', label: 'Average deviation from budget' },
      { value: '40+', label: 'Projects managed for clients' },
      { value: 'Monthly', label: 'Reports in your language' },
    ],
    seo: {
      metaTitle: 'Construction project management in Greece | DKG',
      metaDescription:
        "Owner's representation for buildings in Greece: budget, design management, permits, tenders and site supervision with clear monthly reporting.",
    },
    body: `## Project management for owners and investors

Not every owner wants DKG as the builder — but almost every project benefits from someone on the owner's side who knows how construction in Greece really works. Our project management service puts an experienced team between you and the designers, contractors and authorities, with one goal: your building finished on budget, on time and to the quality you paid for.

We work for foreign investors who cannot be on site every week, for companies building offices, hotels or logistics space, and for private owners renovating a house or a listed building.

## What we take on

- **Brief and budget** — turning your requirements into a written brief, a realistic cost plan and a schedule before design starts.
- **Design management** — coordinating architects and engineers, reviewing drawings for buildability and cost, and keeping the design within budget.
- **Permits** — managing the building permit and the other approvals, from the archaeological service to the fire service and the utility connections.
- **Tendering and contracts** — inviting offers from pre-qualified contractors, comparing them line by line and negotiating clear contracts with fixed prices, milestones and retentions.
- **Site supervision** — regular inspections, quality checks at every stage, and approval of materials and of each payment certificate against work actually done.
- **Handover and close-out** — snagging lists, test certificates, as-built drawings, the energy performance certificate and the warranty file.

## Reporting you can read from anywhere

Every month you receive a concise report in English, Russian or Greek: progress against the schedule, costs against the budget, decisions needed from you, risks and photographs from site. A shared online folder holds every drawing, permit, contract and invoice. Urgent issues are raised the same day by your project manager, the one person you deal with.

## Why a developer as project manager

Because we build ourselves, we know current prices for concrete, steel and labour, which details cause delays and which contractors deliver. That knowledge usually pays for our fee: across the projects we have managed for clients, the final cost has stayed on average within 3% of the approved budget.

Our fee is agreed in advance — a percentage of the construction cost or a fixed monthly fee — and we accept no commissions from contractors or suppliers.

[Tell us about your project](/contacts), or see the [construction services](/services/construction) we offer as a contractor.`,
  },
  ru: {
    title: 'Управление проектами',
    summary:
      'Опытная команда на стороне заказчика — задание, бюджет, разрешения, тендеры и технадзор, чтобы здание было построено в срок и в рамках бюджета.',
    facts: [
      { value: '±3%', label: 'Среднее отклонение от бюджета' },
      { value: '40+', label: 'Проектов для заказчиков' },
      { value: 'Ежемесячно', label: 'Отчёт на вашем языке' },
    ],
    seo: {
      metaTitle: 'Управление строительными проектами в Греции | DKG',
      metaDescription:
        'Представитель заказчика на стройке в Греции: бюджет, проектирование, разрешения, тендеры и технадзор с понятной ежемесячной отчётностью.',
    },
    body: `## Управление проектом на стороне заказчика

Не каждый собственник хочет, чтобы строил именно DKG, но почти любому проекту нужен человек на стороне заказчика, который знает, как на самом деле устроено строительство в Греции. Наша служба управления проектами ставит между вами и проектировщиками, подрядчиками и госорганами опытную команду с одной задачей: чтобы здание было построено в рамках бюджета, в срок и с тем качеством, за которое вы платите.

Мы работаем с иностранными инвесторами, которые не могут каждую неделю приезжать на объект, с компаниями, которые строят офисы, гостиницы и склады, и с частными владельцами, которые реконструируют дом или исторически ценное здание.

## За что мы отвечаем

- **Техническое задание и бюджет.** Превращаем ваши пожелания в письменное задание, реалистичную смету и график ещё до начала проектирования.
- **Управление проектированием.** Координируем архитекторов и инженеров, проверяем чертежи на технологичность и стоимость, удерживаем проект в рамках бюджета.
- **Разрешения.** Ведём получение разрешения на строительство и других согласований — от археологической службы до пожарной охраны и подключения к сетям.
- **Тендеры и договоры.** Запрашиваем предложения у проверенных подрядчиков, сравниваем их построчно и согласовываем понятные договоры с фиксированной ценой, этапами и гарантийными удержаниями.
- **Технический надзор.** Регулярные выезды на объект, контроль качества на каждом этапе, согласование материалов и каждого акта выполненных работ.
- **Сдача и закрытие проекта.** Списки замечаний, протоколы испытаний, исполнительная документация, сертификат энергоэффективности и гарантийная документация.

## Отчётность, понятная на расстоянии

Каждый месяц вы получаете краткий отчёт на русском, английском или греческом языке: выполнение графика, расходы относительно бюджета, решения, которые требуются от вас, риски и фотографии с объекта. В общей онлайн-папке хранятся все чертежи, разрешения, договоры и счета. Срочные вопросы ваш руководитель проекта — единственный человек, с которым вы общаетесь, — поднимает в тот же день.

## Почему управляющий — застройщик

Мы строим сами, поэтому знаем актуальные цены на бетон, арматуру и работу, понимаем, какие узлы приводят к задержкам и какие подрядчики держат слово. Обычно эти знания окупают наш гонорар: в проектах, которыми мы управляли для заказчиков, итоговая стоимость в среднем отклонялась от утверждённого бюджета не более чем на 3%.

Вознаграждение согласовывается заранее — процент от стоимости строительства или фиксированная ежемесячная оплата, — и мы не берём комиссий у подрядчиков и поставщиков.

[Расскажите нам о своём проекте](/contacts) или узнайте о наших [услугах генерального подрядчика](/services/construction).`,
  },
  el: {
    title: 'Διαχείριση έργων',
    summary:
      'Μια έμπειρη ομάδα στο πλευρό του ιδιοκτήτη — πρόγραμμα, προϋπολογισμός, άδειες, διαγωνισμοί και επίβλεψη — ώστε το κτίριο να ολοκληρωθεί εγκαίρως και εντός κόστους.',
    facts: [
      { value: '±3%', label: 'Μέση απόκλιση από τον προϋπολογισμό' },
      { value: '40+', label: 'Έργα για λογαριασμό πελατών' },
      { value: 'Μηνιαίες', label: 'Αναφορές στη γλώσσα σας' },
    ],
    seo: {
      metaTitle: 'Διαχείριση κατασκευαστικών έργων | DKG',
      metaDescription:
        'Εκπροσώπηση του κυρίου του έργου: προϋπολογισμός, συντονισμός μελετών, άδειες, διαγωνισμοί και επίβλεψη, με σαφείς μηνιαίες αναφορές.',
    },
    body: `## Διαχείριση έργου για ιδιοκτήτες και επενδυτές

Δεν θέλει κάθε ιδιοκτήτης την DKG ως κατασκευαστή — σχεδόν κάθε έργο όμως κερδίζει όταν στο πλευρό του κυρίου του έργου βρίσκεται κάποιος που ξέρει πώς λειτουργεί στην πράξη η κατασκευή στην Ελλάδα. Η υπηρεσία διαχείρισης έργων βάζει μια έμπειρη ομάδα ανάμεσα σε εσάς και στους μελετητές, τους εργολάβους και τις υπηρεσίες, με έναν στόχο: το κτίριό σας να ολοκληρωθεί εντός προϋπολογισμού, εγκαίρως και στην ποιότητα που πληρώσατε.

Συνεργαζόμαστε με ξένους επενδυτές που δεν μπορούν να βρίσκονται κάθε εβδομάδα στο εργοτάξιο, με εταιρείες που χτίζουν γραφεία, ξενοδοχεία ή αποθήκες και με ιδιώτες που ανακαινίζουν μια κατοικία ή ένα διατηρητέο.

## Τι αναλαμβάνουμε

- **Κτιριολογικό πρόγραμμα και προϋπολογισμός** — μετατρέπουμε τις απαιτήσεις σας σε γραπτό πρόγραμμα, ρεαλιστικό κοστολόγιο και χρονοδιάγραμμα πριν ξεκινήσει ο σχεδιασμός.
- **Διαχείριση μελετών** — συντονισμός αρχιτεκτόνων και μηχανικών, έλεγχος των σχεδίων ως προς την κατασκευασιμότητα και το κόστος, τήρηση του προϋπολογισμού.
- **Άδειες** — διαχείριση της οικοδομικής άδειας και των λοιπών εγκρίσεων, από την Εφορεία Αρχαιοτήτων έως την Πυροσβεστική Υπηρεσία και τις συνδέσεις με τα δίκτυα.
- **Διαγωνισμοί και συμβάσεις** — πρόσκληση προσφορών από προεπιλεγμένους εργολάβους, σύγκριση ανά άρθρο και διαπραγμάτευση σαφών συμβάσεων με σταθερή τιμή, ορόσημα και κρατήσεις καλής εκτέλεσης.
- **Επίβλεψη** — τακτικές αυτοψίες, ποιοτικοί έλεγχοι σε κάθε φάση, έγκριση υλικών και κάθε λογαριασμού με βάση τις εργασίες που πράγματι εκτελέστηκαν.
- **Παράδοση και κλείσιμο** — λίστες παρατηρήσεων, πιστοποιητικά δοκιμών, σχέδια όπως κατασκευάστηκε, Πιστοποιητικό Ενεργειακής Απόδοσης και φάκελος εγγυήσεων.

## Αναφορές που διαβάζονται από παντού

Κάθε μήνα λαμβάνετε συνοπτική αναφορά στα ελληνικά, τα αγγλικά ή τα ρωσικά: πρόοδος σε σχέση με το χρονοδιάγραμμα, κόστος σε σχέση με τον προϋπολογισμό, αποφάσεις που χρειάζονται από εσάς, κίνδυνοι και φωτογραφίες από το εργοτάξιο. Ένας κοινός ψηφιακός φάκελος περιέχει όλα τα σχέδια, τις άδειες, τις συμβάσεις και τα τιμολόγια. Τα επείγοντα θέματα τα θέτει την ίδια μέρα ο υπεύθυνος έργου, ο μοναδικός άνθρωπος με τον οποίο συνεννοείστε.

## Γιατί ένας κατασκευαστής ως διαχειριστής έργου

Επειδή χτίζουμε κι εμείς, γνωρίζουμε τις τρέχουσες τιμές σκυροδέματος, χάλυβα και εργατικών, ποιες λεπτομέρειες προκαλούν καθυστερήσεις και ποιοι εργολάβοι τηρούν τον λόγο τους. Αυτή η γνώση συνήθως καλύπτει την αμοιβή μας: στα έργα που διαχειριστήκαμε για πελάτες, το τελικό κόστος έμεινε κατά μέσο όρο εντός 3% από τον εγκεκριμένο προϋπολογισμό.

Η αμοιβή μας συμφωνείται εκ των προτέρων — ποσοστό επί του κόστους κατασκευής ή σταθερή μηνιαία αμοιβή — και δεν δεχόμαστε προμήθειες από εργολάβους ή προμηθευτές.

[Πείτε μας για το έργο σας](/contacts) ή δείτε τις [κατασκευαστικές μας υπηρεσίες](/services/construction).`,
  },
});

const transactionSupport = service('transaction-support', 5, {
  en: {
    title: 'Transaction support',
    summary:
      'From the first offer to the registered title: tax number, legal and technical checks, notary, taxes and Cadastre, in English, Russian or Greek.',
    facts: [
      { value: '3.09%', label: 'Property transfer tax' },
      { value: '6–8 weeks', label: 'Typical offer-to-signing time' },
      { value: '20 years', label: 'Title history we check' },
    ],
    seo: {
      metaTitle: 'Property purchase support in Greece | DKG',
      metaDescription:
        'Buy property in Greece safely: AFM and bank account, title and technical checks, notary, transfer tax and Cadastre registration, start to finish.',
    },
    body: `## A safe purchase, step by step

Buying property in Greece is straightforward when every step is taken in the right order — and expensive to fix when it is not. Our transaction support team accompanies buyers from the first offer to the registration of the title, whether you are buying one of our homes or a property from another seller. We work with you in English, Russian or Greek, and most of the process can be completed with a power of attorney, without you having to travel.

## What we handle

- **Tax number and bank account** — your Greek tax number (AFM), online access to the tax authority and a Greek bank account.
- **Legal due diligence** — our partner lawyers check the title deeds going back at least twenty years, the Hellenic Cadastre records, mortgages, seizures and pending claims.
- **Technical due diligence** — an engineer confirms that the property matches its permit, identifies any unauthorised works and whether they can be legalised, and issues the certificate required for the transfer.
- **Negotiation and reservation** — price, payment schedule, deposit and the terms of a preliminary agreement where one is needed.
- **Contract and completion** — coordinating the notary, the transfer tax return, the municipal and tax clearances, the energy performance certificate and the signing of the final contract.
- **Registration and after-sale** — registering the deed with the Cadastre, transferring the electricity, water and common-charge accounts, and insurance.

## Typical timeline

From an accepted offer to signing usually takes six to eight weeks; registration with the Cadastre follows within a few weeks of signing. Properties with missing documents or unauthorised additions can take longer, and we tell you so before you commit any money.

If you are buying off-plan, we also check the building permit, the payment schedule linked to construction stages, the handover terms and what happens to your money if the developer does not deliver.

## Costs to expect

On top of the price, the buyer pays the property transfer tax of **3.09%** on the higher of the price and the tax (objective) value — or VAT on certain new buildings — plus notary fees of roughly 1%, Cadastre fees and legal fees. Agency commission, where an agent is involved, is typically 2% plus VAT. You will find the full breakdown in our guide to [property taxes and costs](/business-in-greece/property-taxes-and-costs).

Our own fee is fixed in advance and depends on the complexity of the purchase, not on the price you pay. If you buy one of our properties, transaction support is included.

[Start with a call](/contacts) or read our step-by-step guide to [buying property in Greece](/business-in-greece/buying-property-in-greece).`,
  },
  ru: {
    title: 'Сопровождение сделок',
    summary:
      'От первого предложения до регистрации права собственности: налоговый номер, юридическая и техническая проверка, нотариус, налоги и Кадастр.',
    facts: [
      { value: '3,09%', label: 'Налог на передачу собственности' },
      { value: '6–8 недель', label: 'От оферты до подписания' },
      { value: '20 лет', label: 'Глубина проверки истории объекта' },
    ],
    seo: {
      metaTitle: 'Сопровождение покупки недвижимости в Греции | DKG',
      metaDescription:
        'Безопасная покупка недвижимости в Греции: AFM и банковский счёт, проверка документов, нотариус, налог на передачу и регистрация в Кадастре.',
    },
    body: `## Безопасная сделка шаг за шагом

Купить недвижимость в Греции несложно, если каждый шаг сделан в правильном порядке, и дорого исправлять ошибки, если нет. Наша команда сопровождения ведёт покупателя от первого предложения цены до регистрации права собственности — неважно, покупаете ли вы объект у нас или у другого продавца. Мы работаем на русском, английском и греческом языках, а бо́льшую часть процедуры можно пройти по доверенности, не приезжая в Грецию.

## Что мы делаем

- **Налоговый номер и счёт.** Оформляем греческий налоговый номер (AFM), доступ к электронным сервисам налоговой службы и счёт в греческом банке.
- **Юридическая проверка.** Партнёрские адвокаты проверяют цепочку правоустанавливающих документов как минимум за двадцать лет, данные Кадастра, ипотеки, аресты и судебные притязания.
- **Техническая проверка.** Инженер подтверждает, что объект соответствует разрешению на строительство, выявляет самовольные постройки и возможность их легализации и выдаёт справку, необходимую для сделки.
- **Переговоры и бронирование.** Цена, график платежей, задаток и условия предварительного договора, если он нужен.
- **Договор и сделка.** Координация с нотариусом, декларация по налогу на передачу собственности, справки об отсутствии задолженности перед муниципалитетом и налоговой, сертификат энергоэффективности и подписание основного договора.
- **Регистрация и после сделки.** Регистрация договора в Кадастре, переоформление счетов за электричество, воду и общедомовые расходы, страхование.

## Сроки

От принятого предложения до подписания договора обычно проходит шесть–восемь недель; регистрация в Кадастре занимает ещё несколько недель. Если не хватает документов или есть самовольные пристройки, процесс может затянуться, и мы честно скажем об этом до того, как вы внесёте деньги.

Если вы покупаете объект на стадии строительства, мы дополнительно проверяем разрешение на строительство, привязку платежей к этапам работ, условия передачи квартиры и то, что будет с вашими деньгами, если застройщик не выполнит обязательства.

## Расходы

Сверх цены покупатель платит налог на передачу собственности **3,09%** от большей из двух величин — цены сделки или кадастровой (объективной) стоимости — либо НДС при покупке некоторых новостроек, а также услуги нотариуса (около 1%), сборы Кадастра и гонорар юриста. Комиссия агентства, если в сделке участвует агент, обычно составляет 2% плюс НДС. Полный расчёт — в статье о [налогах и расходах при покупке](/business-in-greece/property-taxes-and-costs).

Стоимость наших услуг фиксируется заранее и зависит от сложности сделки, а не от цены объекта. Если вы покупаете нашу недвижимость, сопровождение включено в стоимость.

[Начните с консультации](/contacts) или прочитайте пошаговое руководство по [покупке недвижимости в Греции](/business-in-greece/buying-property-in-greece).`,
  },
  el: {
    title: 'Υποστήριξη συναλλαγών',
    summary:
      'Από την πρώτη προσφορά έως την καταχώριση του τίτλου: ΑΦΜ, νομικός και τεχνικός έλεγχος, συμβολαιογράφος, φόροι και Κτηματολόγιο.',
    facts: [
      { value: '3,09%', label: 'Φόρος μεταβίβασης ακινήτου' },
      { value: '6–8 εβδομάδες', label: 'Από την προσφορά έως το συμβόλαιο' },
      { value: '20 έτη', label: 'Έλεγχος τίτλων προς τα πίσω' },
    ],
    seo: {
      metaTitle: 'Υποστήριξη αγοράς ακινήτου στην Ελλάδα | DKG',
      metaDescription:
        'Ασφαλής αγορά ακινήτου: ΑΦΜ και λογαριασμός, έλεγχος τίτλων και αυθαιρέτων, συμβολαιογράφος, φόρος μεταβίβασης και καταχώριση στο Κτηματολόγιο.',
    },
    body: `## Ασφαλής αγορά, βήμα βήμα

Η αγορά ακινήτου στην Ελλάδα είναι απλή όταν κάθε βήμα γίνεται με τη σωστή σειρά — και ακριβή στη διόρθωση όταν όχι. Η ομάδα υποστήριξης συναλλαγών συνοδεύει τον αγοραστή από την πρώτη προσφορά έως την καταχώριση του τίτλου, είτε αγοράζετε ένα από τα δικά μας ακίνητα είτε από άλλον πωλητή. Συνεργαζόμαστε μαζί σας στα ελληνικά, τα αγγλικά ή τα ρωσικά, και το μεγαλύτερο μέρος της διαδικασίας μπορεί να ολοκληρωθεί με πληρεξούσιο, χωρίς να χρειαστεί να ταξιδέψετε.

## Τι αναλαμβάνουμε

- **ΑΦΜ και τραπεζικός λογαριασμός** — έκδοση ΑΦΜ, κωδικοί Taxisnet και λογαριασμός σε ελληνική τράπεζα.
- **Νομικός έλεγχος** — οι συνεργάτες δικηγόροι ελέγχουν τους τίτλους τουλάχιστον είκοσι χρόνια πίσω, τις εγγραφές στο Κτηματολόγιο, υποθήκες, προσημειώσεις, κατασχέσεις και εκκρεμείς διεκδικήσεις.
- **Τεχνικός έλεγχος** — μηχανικός επιβεβαιώνει ότι το ακίνητο συμφωνεί με την άδειά του, εντοπίζει τυχόν αυθαίρετα και τη δυνατότητα τακτοποίησής τους και εκδίδει τη βεβαίωση που απαιτείται για τη μεταβίβαση.
- **Διαπραγμάτευση και κράτηση** — τιμή, πρόγραμμα πληρωμών, προκαταβολή και όροι προσυμφώνου όπου χρειάζεται.
- **Συμβόλαιο και ολοκλήρωση** — συντονισμός με τον συμβολαιογράφο, δήλωση φόρου μεταβίβασης, βεβαιώσεις δήμου και φορολογική ενημερότητα, Πιστοποιητικό Ενεργειακής Απόδοσης και υπογραφή του οριστικού συμβολαίου.
- **Καταχώριση και μετά την αγορά** — καταχώριση του συμβολαίου στο Κτηματολόγιο, αλλαγή ονόματος στους λογαριασμούς ρεύματος, νερού και κοινοχρήστων, ασφάλιση.

## Ενδεικτικό χρονοδιάγραμμα

Από την αποδοχή της προσφοράς έως την υπογραφή μεσολαβούν συνήθως έξι έως οκτώ εβδομάδες· η καταχώριση στο Κτηματολόγιο ακολουθεί μέσα σε λίγες εβδομάδες. Ακίνητα με ελλείψεις στα έγγραφα ή αυθαίρετες προσθήκες μπορεί να χρειαστούν περισσότερο χρόνο, και σας το λέμε πριν δεσμεύσετε χρήματα.

Αν αγοράζετε ακίνητο υπό κατασκευή, ελέγχουμε επιπλέον την οικοδομική άδεια, τη σύνδεση των πληρωμών με τα στάδια της κατασκευής, τους όρους παράδοσης και τι γίνεται με τα χρήματά σας αν ο κατασκευαστής δεν παραδώσει.

## Τι θα κοστίσει

Πέρα από την τιμή, ο αγοραστής καταβάλλει φόρο μεταβίβασης **3,09%** επί της μεγαλύτερης αξίας μεταξύ τιμήματος και αντικειμενικής αξίας — ή ΦΠΑ σε ορισμένες νεόδμητες οικοδομές — καθώς και αμοιβή συμβολαιογράφου περίπου 1%, τέλη Κτηματολογίου και αμοιβή δικηγόρου. Η μεσιτική αμοιβή, όπου υπάρχει μεσίτης, είναι συνήθως 2% πλέον ΦΠΑ. Αναλυτικά στον οδηγό μας για τους [φόρους και τα έξοδα αγοράς](/business-in-greece/property-taxes-and-costs).

Η δική μας αμοιβή ορίζεται εκ των προτέρων και εξαρτάται από την πολυπλοκότητα της συναλλαγής, όχι από την τιμή. Αν αγοράσετε ένα από τα ακίνητά μας, η υποστήριξη περιλαμβάνεται.

[Ξεκινήστε με ένα τηλεφώνημα](/contacts) ή διαβάστε τον οδηγό βήμα βήμα για την [αγορά ακινήτου στην Ελλάδα](/business-in-greece/buying-property-in-greece).`,
  },
});

const businessConsulting = service('business-consulting', 6, {
  en: {
    title: 'Business consulting',
    summary:
      'Company formation, banking, accounting, permits and incentives in Greece, coordinated by one consultant who speaks your language.',
    facts: [
      { value: '22%', label: 'Corporate income tax' },
      { value: '€1', label: 'Minimum capital of an IKE' },
      { value: '2–4 weeks', label: 'To a company ready to trade' },
    ],
    seo: {
      metaTitle: 'Business consulting and company setup in Greece | DKG',
      metaDescription:
        'Set up an IKE or AE in Greece, open a corporate account, run accounting and payroll and apply for incentives, with one consultant coordinating all.',
    },
    body: `## Setting up and running a business in Greece

Many of our clients come to Greece for a home and stay for a business: a holding company for their properties, a rental operation, a boutique hotel, a trading or technology company. Our business consulting team, working with partner law and accounting firms, takes you from the first idea to a company that trades, employs people and reports correctly.

## Company formation

- **Choosing the legal form** — most foreign founders choose a private company (IKE), which can be set up with capital from €1 and a single shareholder; a société anonyme (AE), with minimum share capital of €25,000, suits larger ventures, several investors or public tenders. We also register branches of foreign companies.
- **Registration** — articles of association, registration with the General Commercial Registry (GEMI) through the one-stop shop, the company's tax registration and AFM, and the register of beneficial owners.
- **Banking** — opening a corporate account, which Greek banks approve after a thorough review of the shareholders and the source of funds; we prepare that file with you.
- **Premises and licences** — registered office, lease and the sector licences for tourist accommodation, food service, construction or trade.

## Running the company

- **Accounting and tax** — bookkeeping, e-invoicing and the myDATA platform, VAT returns, payroll and annual financial statements, through our partner accountants.
- **Employment** — work permits for non-EU staff, employment contracts and registration with the ERGANI system and the e-EFKA social security fund.
- **Tax planning** — corporate income tax of 22%, 5% withholding tax on dividends and incentives such as the development law, with advice from independent tax advisers.
- **Residence** — permits for founders, managers and their families, including the [Golden Visa](/services/golden-visa) for those who also invest in real estate.

## Incentives and funding

Greece supports investment in the regions, tourism, technology and green energy through the development law and EU-funded programmes. We check eligibility, prepare the application and, for larger projects, put you in touch with Enterprise Greece, the state agency for investment and trade.

## How we work

You have one consultant who speaks your language and coordinates the lawyer, the accountant and the authorities. A typical IKE with a Greek bank account is ready to trade in two to four weeks, depending mainly on the bank. Fees are agreed per stage, and ongoing support is billed monthly.

Read our guide to [setting up a company in Greece](/business-in-greece/setting-up-a-company-in-greece) or [book a meeting](/contacts).`,
  },
  ru: {
    title: 'Бизнес-консалтинг',
    summary:
      'Регистрация компании, банк, бухгалтерия, разрешения и льготы в Греции — всё координирует один консультант, который говорит на вашем языке.',
    facts: [
      { value: '22%', label: 'Налог на прибыль компаний' },
      { value: '1 €', label: 'Минимальный капитал IKE' },
      { value: '2–4 недели', label: 'До готовой к работе компании' },
    ],
    seo: {
      metaTitle: 'Открытие компании и бизнес в Греции | DKG',
      metaDescription:
        'Регистрация IKE или AE в Греции, корпоративный счёт, бухгалтерия, зарплата и господдержка — один консультант координирует все этапы.',
    },
    body: `## Открыть и вести бизнес в Греции

Многие наши клиенты приезжают в Грецию за домом, а остаются ради бизнеса: холдинговая компания для недвижимости, сдача жилья в аренду, бутик-отель, торговая или IT-компания. Наша команда бизнес-консалтинга вместе с партнёрскими юридическими и бухгалтерскими фирмами проведёт вас от первой идеи до компании, которая работает, нанимает сотрудников и правильно сдаёт отчётность.

## Регистрация компании

- **Выбор организационно-правовой формы.** Большинство иностранных учредителей выбирают частную компанию IKE: её можно открыть с капиталом от 1 € и одним участником. Акционерное общество AE с минимальным капиталом 25 000 € подходит для крупных проектов, нескольких инвесторов или участия в госзакупках. Мы также регистрируем филиалы иностранных компаний.
- **Регистрация.** Устав, внесение в Единый коммерческий реестр (GEMI) через систему «одного окна», постановка на налоговый учёт и получение AFM компании, внесение в реестр бенефициарных владельцев.
- **Банк.** Открытие корпоративного счёта: греческие банки одобряют его после тщательной проверки учредителей и происхождения средств, и мы готовим этот пакет документов вместе с вами.
- **Помещение и лицензии.** Юридический адрес, договор аренды и отраслевые лицензии — для туристического жилья, общепита, строительства или торговли.

## Текущая работа компании

- **Бухгалтерия и налоги.** Учёт, электронные счета и платформа myDATA, декларации по НДС, расчёт зарплаты и годовая отчётность — силами партнёрских бухгалтеров.
- **Персонал.** Разрешения на работу для сотрудников из стран за пределами ЕС, трудовые договоры, регистрация в системе ERGANI и в фонде социального страхования e-EFKA.
- **Налоговое планирование.** Налог на прибыль 22%, удержание 5% с дивидендов, льготы по закону о развитии — с участием независимых налоговых консультантов.
- **ВНЖ.** Разрешения на проживание для учредителей, директоров и их семей, в том числе [Золотая виза](/services/golden-visa) для тех, кто вкладывает средства и в недвижимость.

## Льготы и финансирование

Греция поддерживает инвестиции в регионы, туризм, технологии и зелёную энергетику через закон о развитии и программы, финансируемые Евросоюзом. Мы проверим, подходит ли под них ваш проект, подготовим заявку, а для крупных проектов организуем контакт с Enterprise Greece — государственным агентством по привлечению инвестиций и развитию торговли.

## Как мы работаем

У вас один консультант, который говорит на вашем языке и координирует работу юриста, бухгалтера и взаимодействие с госорганами. Типичная IKE со счётом в греческом банке готова к работе через две–четыре недели — сроки в основном зависят от банка. Стоимость согласовывается по этапам, текущее сопровождение оплачивается ежемесячно.

Прочитайте наше руководство по [открытию компании в Греции](/business-in-greece/setting-up-a-company-in-greece) или [запишитесь на встречу](/contacts).`,
  },
  el: {
    title: 'Επιχειρηματική συμβουλευτική',
    summary:
      'Σύσταση εταιρείας, τράπεζα, λογιστική, άδειες και κίνητρα στην Ελλάδα, με έναν σύμβουλο που συντονίζει τα πάντα και μιλά τη γλώσσα σας.',
    facts: [
      { value: '22%', label: 'Φόρος εισοδήματος νομικών προσώπων' },
      { value: '1 €', label: 'Ελάχιστο κεφάλαιο ΙΚΕ' },
      { value: '2–4 εβδομάδες', label: 'Έως την έναρξη δραστηριότητας' },
    ],
    seo: {
      metaTitle: 'Σύσταση εταιρείας και συμβουλευτική | DKG',
      metaDescription:
        'Σύσταση ΙΚΕ ή ΑΕ, εταιρικός λογαριασμός, λογιστική, μισθοδοσία και επενδυτικά κίνητρα, με έναν σύμβουλο που συντονίζει όλη τη διαδικασία.',
    },
    body: `## Ίδρυση και λειτουργία επιχείρησης στην Ελλάδα

Πολλοί πελάτες μας έρχονται στην Ελλάδα για ένα σπίτι και μένουν για μια επιχείρηση: μια εταιρεία συμμετοχών για τα ακίνητά τους, μια δραστηριότητα μισθώσεων, ένα boutique ξενοδοχείο, μια εμπορική ή τεχνολογική εταιρεία. Η ομάδα επιχειρηματικής συμβουλευτικής, σε συνεργασία με δικηγορικά και λογιστικά γραφεία, σας οδηγεί από την πρώτη ιδέα σε μια εταιρεία που λειτουργεί, απασχολεί προσωπικό και είναι πάντα ενήμερη απέναντι στις αρχές.

## Σύσταση εταιρείας

- **Επιλογή νομικής μορφής** — οι περισσότεροι ξένοι ιδρυτές επιλέγουν Ιδιωτική Κεφαλαιουχική Εταιρεία (ΙΚΕ), που συστήνεται με κεφάλαιο από 1 € και έναν μόνο εταίρο· η Ανώνυμη Εταιρεία (ΑΕ), με ελάχιστο μετοχικό κεφάλαιο 25.000 €, ταιριάζει σε μεγαλύτερα σχήματα, με περισσότερους επενδυτές ή συμμετοχή σε δημόσιους διαγωνισμούς. Καταχωρίζουμε επίσης υποκαταστήματα αλλοδαπών εταιρειών.
- **Καταχώριση** — καταστατικό, εγγραφή στο Γενικό Εμπορικό Μητρώο (ΓΕΜΗ) μέσω της Υπηρεσίας Μιας Στάσης, έναρξη εργασιών και ΑΦΜ της εταιρείας, εγγραφή στο Μητρώο Πραγματικών Δικαιούχων.
- **Τράπεζα** — άνοιγμα εταιρικού λογαριασμού, που οι ελληνικές τράπεζες εγκρίνουν μετά από ενδελεχή έλεγχο των εταίρων και της προέλευσης των κεφαλαίων· ετοιμάζουμε τον φάκελο μαζί σας.
- **Έδρα και άδειες** — έδρα, μισθωτήριο και οι ειδικές άδειες για τουριστικά καταλύματα, εστίαση, κατασκευές ή εμπόριο.

## Λειτουργία της εταιρείας

- **Λογιστική και φορολογία** — τήρηση βιβλίων, ηλεκτρονική τιμολόγηση και myDATA, δηλώσεις ΦΠΑ, μισθοδοσία και ετήσιες οικονομικές καταστάσεις, μέσω συνεργατών λογιστών.
- **Προσωπικό** — άδειες εργασίας για εργαζόμενους από τρίτες χώρες, συμβάσεις εργασίας και δηλώσεις στο ΕΡΓΑΝΗ και στον e-ΕΦΚΑ.
- **Φορολογικός σχεδιασμός** — φόρος εισοδήματος νομικών προσώπων 22%, παρακράτηση 5% στα μερίσματα και κίνητρα όπως ο αναπτυξιακός νόμος, με τη συμβολή ανεξάρτητων φοροτεχνικών.
- **Άδειες διαμονής** — για ιδρυτές, διευθυντικά στελέχη και τις οικογένειές τους, μεταξύ άλλων το [Golden Visa](/services/golden-visa) για όσους επενδύουν και σε ακίνητα.

## Κίνητρα και χρηματοδότηση

Η Ελλάδα ενισχύει επενδύσεις στην περιφέρεια, στον τουρισμό, στην τεχνολογία και στην πράσινη ενέργεια μέσω του αναπτυξιακού νόμου και προγραμμάτων με ευρωπαϊκή χρηματοδότηση. Ελέγχουμε την επιλεξιμότητα, προετοιμάζουμε την αίτηση και, για μεγαλύτερα έργα, σας φέρνουμε σε επαφή με την Enterprise Greece, τον κρατικό φορέα προσέλκυσης επενδύσεων και εξωστρέφειας.

## Πώς εργαζόμαστε

Έχετε έναν σύμβουλο που μιλά τη γλώσσα σας και συντονίζει δικηγόρο, λογιστή και υπηρεσίες. Μια τυπική ΙΚΕ με λογαριασμό σε ελληνική τράπεζα είναι έτοιμη να λειτουργήσει σε δύο έως τέσσερις εβδομάδες, κυρίως ανάλογα με την τράπεζα. Οι αμοιβές συμφωνούνται ανά στάδιο και η συνεχής υποστήριξη τιμολογείται μηνιαία.

Διαβάστε τον οδηγό μας για τη [σύσταση εταιρείας στην Ελλάδα](/business-in-greece/setting-up-a-company-in-greece) ή [κλείστε ένα ραντεβού](/contacts).`,
  },
});

/** The six services, in the order they are listed. */
export const services: CollectionEntrySeed[] = [
  goldenVisa,
  investment,
  construction,
  projectManagement,
  transactionSupport,
  businessConsulting,
];
