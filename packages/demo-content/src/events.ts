import type { CollectionEntrySeed } from '@dkg/content-model';
import { perLocale } from './media-catalogue';
import { withSeo } from './catalogue-seo';

/** Seminars, forums and site events; `alias` is the URL segment of /events/{alias}. */
const eventEntries: CollectionEntrySeed[] = [
  {
    $key: 'golden-visa-seminar-dubai-2025',
    shared: { alias: 'golden-visa-seminar-dubai-2025', date: '2025-04-12T11:00:00.000Z' },
    locales: perLocale(
      { cover: 'event-golden-visa-seminar-dubai-2025' },
      {
        en: {
          title: 'Golden Visa and property investment seminar in Dubai',
          place: 'Dubai, Business Bay',
          summary:
            'An afternoon seminar for investors based in the UAE on residence permits through property in Greece, with a lawyer, a notary and our sales team.',
          body: `On 12 April 2025 we met more than 120 investors and their advisers in a conference hall in Business Bay for an afternoon on buying property in Greece and obtaining a residence permit through the Golden Visa programme. The seminar was held in English and Russian, with simultaneous interpretation.

The programme covered:

- the Golden Visa thresholds and the changes that took effect in 2024, including the minimum area of 120 m² and the ban on short-term letting;
- due diligence before buying: title checks, planning status and the role of the notary;
- taxes and running costs of owning property in Greece;
- a presentation of selected properties in Athens, Halkidiki and the islands.

The speakers were Nikos Kalogeropoulos of Kalogeropoulos & Partners Law Firm, notary Eleni Papadaki, and the heads of our sales and construction teams. After the talks, guests met our consultants in one-to-one sessions and many booked viewing trips to Greece for the following months.

Presentations from the seminar are available on request. If you could not attend, our team holds online consultations every week; [contact us](/contacts) to arrange one, or read more about the [Golden Visa](/services/golden-visa).`,
        },
        ru: {
          title: 'Семинар о «золотой визе» и инвестициях в недвижимость в Дубае',
          place: 'Дубай, Business Bay',
          summary:
            'Семинар для инвесторов из ОАЭ о виде на жительство в Греции через покупку недвижимости — с участием юриста, нотариуса и нашего отдела продаж.',
          body: `12 апреля 2025 года в конференц-зале в районе Business Bay мы встретились с более чем 120 инвесторами и их консультантами, чтобы рассказать о покупке недвижимости в Греции и получении вида на жительство по программе «золотой визы». Семинар проходил на английском и русском языках с синхронным переводом.

В программе:

- пороги «золотой визы» и изменения 2024 года, в том числе минимальная площадь 120 м² и запрет на краткосрочную аренду;
- проверка объекта перед покупкой: права собственности, градостроительный статус и роль нотариуса;
- налоги и расходы на содержание недвижимости в Греции;
- презентация избранных объектов в Афинах, на Халкидиках и островах.

Выступали Никос Калогеропулос из юридической фирмы «Калогеропулос и партнёры», нотариус Элени Пападаки, а также руководители наших отделов продаж и строительства. После докладов гости встретились с нашими консультантами лично, и многие запланировали ознакомительные поездки в Грецию на ближайшие месяцы.

Презентации семинара можно получить по запросу. Если вы не смогли приехать, наша команда каждую неделю проводит онлайн-консультации — [свяжитесь с нами](/contacts), чтобы записаться, или прочитайте подробнее о [«золотой визе»](/services/golden-visa).`,
        },
        el: {
          title: 'Σεμινάριο για τη Golden Visa και τις επενδύσεις σε ακίνητα στο Ντουμπάι',
          place: 'Ντουμπάι, Business Bay',
          summary:
            'Απογευματινό σεμινάριο για επενδυτές από τα ΗΑΕ για την άδεια διαμονής μέσω ακινήτων στην Ελλάδα, με δικηγόρο, συμβολαιογράφο και την ομάδα πωλήσεών μας.',
          body: `Στις 12 Απριλίου 2025 συναντήσαμε περισσότερους από 120 επενδυτές και συμβούλους τους σε αίθουσα συνεδρίων στο Business Bay, για ένα απόγευμα αφιερωμένο στην αγορά ακινήτων στην Ελλάδα και στην άδεια διαμονής μέσω του προγράμματος Golden Visa. Το σεμινάριο έγινε στα αγγλικά και στα ρωσικά, με ταυτόχρονη διερμηνεία.

Το πρόγραμμα περιλάμβανε:

- τα όρια της Golden Visa και τις αλλαγές που ίσχυσαν το 2024, όπως το ελάχιστο εμβαδόν των 120 τ.μ. και την απαγόρευση της βραχυχρόνιας μίσθωσης·
- τον νομικό και τεχνικό έλεγχο πριν από την αγορά: τίτλοι, πολεοδομική κατάσταση και ο ρόλος του συμβολαιογράφου·
- τους φόρους και τα λειτουργικά κόστη ενός ακινήτου στην Ελλάδα·
- παρουσίαση επιλεγμένων ακινήτων στην Αθήνα, τη Χαλκιδική και τα νησιά.

Ομιλητές ήταν ο Νίκος Καλογερόπουλος από τη Δικηγορική Εταιρεία Καλογερόπουλος & Συνεργάτες, η συμβολαιογράφος Ελένη Παπαδάκη και οι επικεφαλής των τμημάτων πωλήσεων και κατασκευών μας. Μετά τις ομιλίες, οι συμμετέχοντες συναντήθηκαν ατομικά με τους συμβούλους μας και πολλοί προγραμμάτισαν επισκέψεις σε ακίνητα στην Ελλάδα τους επόμενους μήνες.

Οι παρουσιάσεις του σεμιναρίου διατίθενται κατόπιν αιτήματος. Αν δεν μπορέσατε να παρευρεθείτε, η ομάδα μας κάνει διαδικτυακές συναντήσεις κάθε εβδομάδα· [επικοινωνήστε μαζί μας](/contacts) για να κλείσετε ραντεβού ή διαβάστε περισσότερα για τη [Golden Visa](/services/golden-visa).`,
        },
      },
    ),
  },
  {
    $key: 'thessaloniki-property-investment-forum-2025',
    shared: { alias: 'thessaloniki-property-investment-forum-2025', date: '2025-10-09T07:00:00.000Z' },
    locales: perLocale(
      { cover: 'event-thessaloniki-property-investment-forum-2025' },
      {
        en: {
          title: 'DKG at the Thessaloniki Property Investment Forum',
          place: 'Thessaloniki, waterfront conference centre',
          summary:
            'Our managing director spoke on the panel about office and residential development in northern Greece, and our team presented current projects at our stand.',
          body: `The annual Thessaloniki Property Investment Forum brought together developers, banks, fund managers and public authorities on 9 October 2025 to discuss the property market of northern Greece. DKG took part with a stand and a place on the main panel.

Our managing director spoke on the panel "Offices and homes after the metro", on how the opening of the Thessaloniki metro is changing demand in the city and its eastern districts. Drawing on our experience at Pylaia Business Centre and Kalamaria Park, he made three points:

- demand for modern, energy-efficient offices in the eastern districts still exceeds supply;
- families are looking for larger apartments with outdoor space within reach of the seafront and public transport;
- converting older buildings, rather than demolishing them, is becoming the most sustainable way to add homes in the centre.

At our stand, visitors could see the plans of Pefkochori Hillside Villas in Halkidiki, then in their first weeks on site, and discuss available office floors in Pylaia with our commercial team. We also met representatives of Meltemi Bank to discuss financing for buyers of new homes in the region.

Thank you to everyone who visited us. Our Thessaloniki office is open all year for meetings; [contact us](/contacts) to arrange a visit.`,
        },
        ru: {
          title: 'DKG на инвестиционном форуме по недвижимости в Салониках',
          place: 'Салоники, конгресс-центр на набережной',
          summary:
            'Наш управляющий директор выступил на дискуссии о строительстве офисов и жилья на севере Греции, а команда представила текущие проекты на стенде компании.',
          body: `9 октября 2025 года ежегодный инвестиционный форум по недвижимости в Салониках собрал девелоперов, банки, управляющих фондами и представителей государственных органов, чтобы обсудить рынок недвижимости Северной Греции. DKG участвовала со своим стендом и выступлением на главной панельной дискуссии.

Наш управляющий директор выступил в дискуссии «Офисы и жильё после метро» — о том, как открытие метро в Салониках меняет спрос в городе и его восточных районах. Опираясь на опыт бизнес-центра Pylaia и комплекса Kalamaria Park, он выделил три тезиса:

- спрос на современные энергоэффективные офисы в восточных районах по-прежнему превышает предложение;
- семьи ищут более просторные квартиры с террасами недалеко от набережной и общественного транспорта;
- реконструкция старых зданий вместо сноса становится самым экологичным способом создавать жильё в центре.

На нашем стенде гости могли посмотреть проект вилл Pefkochori Hillside на Халкидиках, строительство которых тогда только началось, и обсудить с коммерческим отделом свободные офисные этажи в Пилее. Мы также встретились с представителями банка «Мельтеми», чтобы обсудить финансирование для покупателей нового жилья в регионе.

Спасибо всем, кто к нам заглянул. Наш офис в Салониках открыт для встреч круглый год — [свяжитесь с нами](/contacts), чтобы договориться о визите.`,
        },
        el: {
          title: 'Η DKG στο Φόρουμ Επενδύσεων σε Ακίνητα της Θεσσαλονίκης',
          place: 'Θεσσαλονίκη, συνεδριακό κέντρο στην παραλία',
          summary:
            'Ο διευθύνων σύμβουλός μας μίλησε για την ανάπτυξη γραφείων και κατοικιών στη Βόρεια Ελλάδα και η ομάδα μας παρουσίασε τα τρέχοντα έργα στο περίπτερό μας.',
          body: `Το ετήσιο Φόρουμ Επενδύσεων σε Ακίνητα της Θεσσαλονίκης συγκέντρωσε στις 9 Οκτωβρίου 2025 εταιρείες ανάπτυξης, τράπεζες, διαχειριστές κεφαλαίων και εκπροσώπους του δημοσίου, για να συζητήσουν την αγορά ακινήτων της Βόρειας Ελλάδας. Η DKG συμμετείχε με περίπτερο και με θέση στην κεντρική συζήτηση.

Ο διευθύνων σύμβουλός μας μίλησε στη συζήτηση «Γραφεία και κατοικίες μετά το μετρό», για το πώς η λειτουργία του μετρό της Θεσσαλονίκης αλλάζει τη ζήτηση στην πόλη και στις ανατολικές συνοικίες. Με βάση την εμπειρία μας από το Επιχειρηματικό Κέντρο Πυλαίας και το Kalamaria Park, στάθηκε σε τρία σημεία:

- η ζήτηση για σύγχρονα, ενεργειακά αποδοτικά γραφεία στις ανατολικές περιοχές εξακολουθεί να ξεπερνά την προσφορά·
- οι οικογένειες αναζητούν μεγαλύτερα διαμερίσματα με υπαίθριους χώρους, κοντά στην παραλία και τα μέσα μεταφοράς·
- η μετατροπή παλαιότερων κτιρίων αντί της κατεδάφισης γίνεται ο πιο βιώσιμος τρόπος για νέες κατοικίες στο κέντρο.

Στο περίπτερό μας οι επισκέπτες είδαν τα σχέδια των Βιλών Pefkochori Hillside στη Χαλκιδική, που τότε μόλις είχαν αρχίσει να χτίζονται, και συζήτησαν με την εμπορική μας ομάδα για τους διαθέσιμους ορόφους γραφείων στην Πυλαία. Συναντηθήκαμε επίσης με εκπροσώπους της Τράπεζας Μελτέμι για τη χρηματοδότηση αγοραστών νέων κατοικιών στην περιοχή.

Ευχαριστούμε όσους μας επισκέφθηκαν. Το γραφείο μας στη Θεσσαλονίκη είναι ανοιχτό όλο τον χρόνο· [επικοινωνήστε μαζί μας](/contacts) για να κανονίσουμε μια συνάντηση.`,
        },
      },
    ),
  },
  {
    $key: 'golden-visa-seminar-limassol-2026',
    shared: { alias: 'golden-visa-seminar-limassol-2026', date: '2026-02-21T14:00:00.000Z' },
    locales: perLocale(
      { cover: 'event-golden-visa-seminar-limassol-2026' },
      {
        en: {
          title: 'Golden Visa seminar in Limassol',
          place: 'Limassol, Cyprus, seafront hotel conference room',
          summary:
            'A seminar in Russian and English for families living in Cyprus who are considering a move to Greece or a second home there.',
          body: `Many families who moved to Cyprus in recent years are now looking at Greece, for its schools, its larger property market and its direct flights to most European capitals. On 21 February 2026 we held a seminar for them in Limassol, in Russian with English interpretation, attended by about 90 people.

Our legal partners explained step by step how a residence permit through property works in practice:

- the investment thresholds by region, and what counts towards them;
- the documents needed, the tax number and bank account, and how long each step takes;
- how spouses, children under 21 and parents are included in the application;
- how residence in Greece relates to tax residence, and the points to check with a tax adviser before moving.

Our sales team then presented homes suited to families, from apartments in Glyfada and Kalamaria to houses in the Peloponnese, and our construction team explained how we manage renovations for owners who live abroad. Questions ran on for well over an hour after the programme ended.

We will return to Cyprus in the autumn. In the meantime, our consultants can meet you online or in our Athens office; [contact us](/contacts) to arrange a consultation.`,
        },
        ru: {
          title: 'Семинар о «золотой визе» в Лимасоле',
          place: 'Лимасол, Кипр, конференц-зал отеля на набережной',
          summary:
            'Семинар на русском и английском языках для семей, живущих на Кипре и задумывающихся о переезде в Грецию или о втором доме там.',
          body: `Многие семьи, переехавшие на Кипр в последние годы, теперь присматриваются к Греции — из-за школ, более широкого рынка недвижимости и прямых рейсов в большинство европейских столиц. 21 февраля 2026 года мы провели для них семинар в Лимасоле на русском языке с переводом на английский; пришли около 90 человек.

Наши юридические партнёры шаг за шагом объяснили, как на практике работает вид на жительство через покупку недвижимости:

- пороги инвестиций по регионам и что в них засчитывается;
- необходимые документы, налоговый номер и банковский счёт, сроки каждого этапа;
- как в заявку включаются супруги, дети до 21 года и родители;
- как проживание в Греции соотносится с налоговым резидентством и что обсудить с налоговым консультантом до переезда.

Затем наш отдел продаж представил объекты для семей — от квартир в Глифаде и Каламарии до домов на Пелопоннесе, а строительный отдел рассказал, как мы ведём ремонт для владельцев, живущих за границей. Вопросы продолжались ещё больше часа после окончания программы.

Осенью мы снова приедем на Кипр. А пока наши консультанты готовы встретиться с вами онлайн или в офисе в Афинах — [свяжитесь с нами](/contacts), чтобы записаться на консультацию.`,
        },
        el: {
          title: 'Σεμινάριο για τη Golden Visa στη Λεμεσό',
          place: 'Λεμεσός, Κύπρος, αίθουσα συνεδρίων παραθαλάσσιου ξενοδοχείου',
          summary:
            'Σεμινάριο στα ρωσικά και στα αγγλικά για οικογένειες που ζουν στην Κύπρο και σκέφτονται να μετακομίσουν στην Ελλάδα ή να αποκτήσουν εκεί δεύτερη κατοικία.',
          body: `Πολλές οικογένειες που εγκαταστάθηκαν στην Κύπρο τα τελευταία χρόνια στρέφονται τώρα στην Ελλάδα, για τα σχολεία, τη μεγαλύτερη αγορά ακινήτων και τις απευθείας πτήσεις προς τις περισσότερες ευρωπαϊκές πρωτεύουσες. Στις 21 Φεβρουαρίου 2026 οργανώσαμε για αυτές σεμινάριο στη Λεμεσό, στα ρωσικά με διερμηνεία στα αγγλικά, με περίπου 90 συμμετέχοντες.

Οι νομικοί συνεργάτες μας εξήγησαν βήμα προς βήμα πώς λειτουργεί στην πράξη η άδεια διαμονής μέσω ακινήτου:

- τα όρια επένδυσης ανά περιοχή και τι προσμετράται σε αυτά·
- τα απαιτούμενα έγγραφα, τον ΑΦΜ και τον τραπεζικό λογαριασμό, και πόσο διαρκεί κάθε βήμα·
- πώς συμπεριλαμβάνονται στην αίτηση ο σύζυγος, τα παιδιά έως 21 ετών και οι γονείς·
- πώς συνδέεται η διαμονή στην Ελλάδα με τη φορολογική κατοικία και τι πρέπει να εξεταστεί με φοροτεχνικό πριν από τη μετακόμιση.

Στη συνέχεια η ομάδα πωλήσεων παρουσίασε κατοικίες κατάλληλες για οικογένειες, από διαμερίσματα στη Γλυφάδα και την Καλαμαριά έως σπίτια στην Πελοπόννησο, και η κατασκευαστική μας ομάδα εξήγησε πώς διαχειριζόμαστε ανακαινίσεις για ιδιοκτήτες που ζουν στο εξωτερικό. Οι ερωτήσεις συνεχίστηκαν για πάνω από μία ώρα μετά το τέλος του προγράμματος.

Θα επιστρέψουμε στην Κύπρο το φθινόπωρο. Μέχρι τότε, οι σύμβουλοί μας μπορούν να σας συναντήσουν διαδικτυακά ή στο γραφείο μας στην Αθήνα· [επικοινωνήστε μαζί μας](/contacts) για να κλείσετε ραντεβού.`,
        },
      },
    ),
  },
  {
    $key: 'pefkochori-topping-out-2026',
    shared: { alias: 'pefkochori-topping-out-2026', date: '2026-06-05T07:30:00.000Z' },
    locales: perLocale(
      { cover: 'event-pefkochori-topping-out-2026' },
      {
        en: {
          title: 'Topping-out ceremony at Pefkochori Hillside Villas',
          place: 'Pefkochori, Kassandra, Halkidiki',
          summary:
            'With the last roof slab cast, we celebrated the topping-out of the nine villas in Halkidiki with buyers, neighbours and the people who build them.',
          body: `On the morning of 5 June 2026 the concrete frames of all nine villas at Pefkochori Hillside were complete, eight months after the first foundations were poured. We marked the moment in the Greek way: with a blessing of the works by the village priest, a laurel branch and a flag on the highest roof, and a long table under the pines for everyone who had a part in the project.

Around 150 guests came, among them buyers who flew in from Germany, Serbia and Israel, our neighbours in Pefkochori, the mayor of Kassandra, our architects and engineers, and above all the workers and subcontractors on site, most of them from Halkidiki.

Our project manager gave a short tour of the site and explained the next stages:

- roofing, windows and external insulation through the summer;
- installations, finishes and the first pools in the autumn and winter;
- landscaping, with replanting of native shrubs, in the spring of 2027;
- handover of the first villas in the summer of 2027.

The site remained tree-lined throughout: of the more than 200 pines on the plot, 171 are still standing, and they shaded the lunch that followed.

Three villas are still available. Details and floor plans are on the [project page](/dkg-projects/residential/204), and our Thessaloniki office arranges site visits on weekdays.`,
        },
        ru: {
          title: 'Праздник окончания каркаса на виллах Pefkochori Hillside',
          place: 'Пефкохори, Кассандра, Халкидики',
          summary:
            'Залив последнюю плиту перекрытия, мы отметили завершение каркасов девяти вилл на Халкидиках вместе с покупателями, соседями и строителями.',
          body: `Утром 5 июня 2026 года были завершены бетонные каркасы всех девяти вилл Pefkochori Hillside — через восемь месяцев после заливки первых фундаментов. Мы отметили это событие по-гречески: священник из посёлка освятил стройку, на самой высокой крыше установили лавровую ветвь и флаг, а под соснами накрыли длинный стол для всех, кто участвовал в проекте.

Пришли около 150 гостей: покупатели, прилетевшие из Германии, Сербии и Израиля, наши соседи из Пефкохори, мэр Кассандры, архитекторы и инженеры и, конечно, рабочие и субподрядчики — большинство из них с Халкидиков.

Руководитель проекта провёл короткую экскурсию по стройке и рассказал о следующих этапах:

- кровля, окна и наружное утепление — в течение лета;
- инженерные системы, отделка и первые бассейны — осенью и зимой;
- благоустройство с посадкой местных кустарников — весной 2027 года;
- передача первых вилл владельцам — летом 2027 года.

Участок всё это время оставался зелёным: из более чем двухсот сосен сохранена 171, и именно в их тени прошёл праздничный обед.

Три виллы ещё свободны. Подробности и планировки — на [странице проекта](/dkg-projects/zhilye-kompleksy/204), а наш офис в Салониках организует показы по будним дням.`,
        },
        el: {
          title: 'Γιορτή ολοκλήρωσης του σκελετού στις Βίλες Pefkochori Hillside',
          place: 'Πευκοχώρι, Κασσάνδρα, Χαλκιδική',
          summary:
            'Με τη σκυροδέτηση της τελευταίας πλάκας, γιορτάσαμε την ολοκλήρωση του σκελετού των εννέα βιλών στη Χαλκιδική μαζί με αγοραστές, γείτονες και όσους τις χτίζουν.',
          body: `Το πρωί της 5ης Ιουνίου 2026 ολοκληρώθηκαν οι σκελετοί και των εννέα βιλών του Pefkochori Hillside, οκτώ μήνες μετά τη σκυροδέτηση των πρώτων θεμελίων. Τιμήσαμε τη στιγμή όπως συνηθίζεται στην Ελλάδα: με αγιασμό από τον ιερέα του χωριού, κλαδί δάφνης και σημαία στην ψηλότερη στέγη και ένα μεγάλο τραπέζι κάτω από τα πεύκα για όλους όσοι συμμετείχαν στο έργο.

Ήρθαν περίπου 150 καλεσμένοι, ανάμεσά τους αγοραστές από τη Γερμανία, τη Σερβία και το Ισραήλ, οι γείτονές μας στο Πευκοχώρι, ο δήμαρχος Κασσάνδρας, οι αρχιτέκτονες και οι μηχανικοί μας και, πάνω απ' όλα, οι εργαζόμενοι και οι υπεργολάβοι του εργοταξίου, οι περισσότεροι από τη Χαλκιδική.

Ο υπεύθυνος του έργου μάς ξενάγησε στο εργοτάξιο και εξήγησε τα επόμενα στάδια:

- στέγες, κουφώματα και θερμοπρόσοψη μέσα στο καλοκαίρι·
- εγκαταστάσεις, τελειώματα και οι πρώτες πισίνες το φθινόπωρο και τον χειμώνα·
- διαμόρφωση περιβάλλοντος χώρου με φύτευση τοπικών θάμνων την άνοιξη του 2027·
- παράδοση των πρώτων βιλών το καλοκαίρι του 2027.

Το οικόπεδο έμεινε πράσινο σε όλη τη διάρκεια των εργασιών: από τα περισσότερα από 200 πεύκα στέκονται ακόμη τα 171, και κάτω από τη σκιά τους έγινε το γεύμα που ακολούθησε.

Τρεις βίλες είναι ακόμη διαθέσιμες. Λεπτομέρειες και κατόψεις θα βρείτε στη [σελίδα του έργου](/dkg-projects/katoikies/204), ενώ το γραφείο μας στη Θεσσαλονίκη οργανώνει επισκέψεις στο εργοτάξιο τις καθημερινές.`,
        },
      },
    ),
  },
  {
    $key: 'golden-visa-seminar-belgrade-2027',
    shared: { alias: 'golden-visa-seminar-belgrade-2027', date: '2027-03-13T13:00:00.000Z' },
    locales: perLocale(
      { cover: 'event-golden-visa-seminar-belgrade-2027' },
      {
        en: {
          title: 'Golden Visa and property in Greece: seminar in Belgrade',
          place: 'Belgrade, hotel conference centre in New Belgrade',
          summary:
            'Our first seminar in Serbia, in Russian and English: residence through property investment, buying step by step, and homes from Athens to Halkidiki.',
          body: `Greece is the closest EU country for many people living in Serbia, and Halkidiki in particular is only a few hours' drive from Belgrade. On Saturday 13 March 2027 we will hold our first seminar in Belgrade, in Russian with English interpretation, for families and investors who are thinking of buying a home in Greece.

The afternoon programme:

- **14:00** Welcome and an overview of the Greek property market in 2027
- **14:30** The Golden Visa: thresholds by region, the 120 m² rule, family members and renewals, with Kalogeropoulos & Partners Law Firm
- **15:30** Buying step by step: tax number, bank account, due diligence and the notary's role
- **16:15** Coffee break
- **16:45** Homes and projects for sale: Athens Riviera, Thessaloniki, Halkidiki and the islands
- **17:30** One-to-one consultations with our team

Admission is free, but places are limited and registration is required. Please [contact us](/contacts) with your name, the number of guests and the language you prefer, and we will send you the exact address and a confirmation.

Guests who wish to see properties in person can join one of our viewing trips to Halkidiki and Athens in the spring; our team will help with the itinerary.`,
        },
        ru: {
          title: '«Золотая виза» и недвижимость в Греции: семинар в Белграде',
          place: 'Белград, конференц-центр отеля в Новом Белграде',
          summary:
            'Наш первый семинар в Сербии на русском и английском: вид на жительство через инвестиции в недвижимость, покупка шаг за шагом и объекты от Афин до Халкидиков.',
          body: `Для многих жителей Сербии Греция — ближайшая страна Евросоюза, а до Халкидиков из Белграда всего несколько часов на машине. В субботу, 13 марта 2027 года, мы проведём наш первый семинар в Белграде — на русском языке с переводом на английский — для семей и инвесторов, которые думают о покупке жилья в Греции.

Программа:

- **14:00** Приветствие и обзор рынка недвижимости Греции в 2027 году
- **14:30** «Золотая виза»: пороги по регионам, правило 120 м², члены семьи и продление — с юридической фирмой «Калогеропулос и партнёры»
- **15:30** Покупка шаг за шагом: налоговый номер, банковский счёт, проверка объекта и роль нотариуса
- **16:15** Кофе-брейк
- **16:45** Объекты и проекты в продаже: Афинская Ривьера, Салоники, Халкидики и острова
- **17:30** Индивидуальные консультации с нашей командой

Вход свободный, но количество мест ограничено и нужна предварительная регистрация. [Напишите нам](/contacts), указав имя, число гостей и удобный язык, и мы пришлём точный адрес и подтверждение.

Те, кто захочет увидеть объекты своими глазами, смогут присоединиться к одной из наших весенних ознакомительных поездок на Халкидики и в Афины — наша команда поможет спланировать маршрут.`,
        },
        el: {
          title: 'Golden Visa και ακίνητα στην Ελλάδα: σεμινάριο στο Βελιγράδι',
          place: 'Βελιγράδι, συνεδριακό κέντρο ξενοδοχείου στο Νέο Βελιγράδι',
          summary:
            'Το πρώτο μας σεμινάριο στη Σερβία, στα ρωσικά και στα αγγλικά: άδεια διαμονής μέσω ακινήτων, η αγορά βήμα βήμα και κατοικίες από την Αθήνα ως τη Χαλκιδική.',
          body: `Για πολλούς κατοίκους της Σερβίας, η Ελλάδα είναι η πιο κοντινή χώρα της Ευρωπαϊκής Ένωσης, και η Χαλκιδική απέχει μόλις λίγες ώρες οδικώς από το Βελιγράδι. Το Σάββατο 13 Μαρτίου 2027 θα πραγματοποιήσουμε το πρώτο μας σεμινάριο στο Βελιγράδι, στα ρωσικά με διερμηνεία στα αγγλικά, για οικογένειες και επενδυτές που σκέφτονται να αποκτήσουν κατοικία στην Ελλάδα.

Το πρόγραμμα:

- **14:00** Καλωσόρισμα και επισκόπηση της ελληνικής αγοράς ακινήτων το 2027
- **14:30** Golden Visa: όρια ανά περιοχή, ο κανόνας των 120 τ.μ., μέλη οικογένειας και ανανεώσεις, με τη Δικηγορική Εταιρεία Καλογερόπουλος & Συνεργάτες
- **15:30** Η αγορά βήμα προς βήμα: ΑΦΜ, τραπεζικός λογαριασμός, έλεγχος του ακινήτου και ο ρόλος του συμβολαιογράφου
- **16:15** Διάλειμμα για καφέ
- **16:45** Ακίνητα και έργα προς πώληση: Αθηναϊκή Ριβιέρα, Θεσσαλονίκη, Χαλκιδική και νησιά
- **17:30** Ατομικές συναντήσεις με την ομάδα μας

Η είσοδος είναι ελεύθερη, αλλά οι θέσεις είναι περιορισμένες και απαιτείται εγγραφή. [Επικοινωνήστε μαζί μας](/contacts) με το όνομά σας, τον αριθμό των συμμετεχόντων και τη γλώσσα που προτιμάτε, και θα σας στείλουμε την ακριβή διεύθυνση και επιβεβαίωση.

Όσοι θέλουν να δουν ακίνητα από κοντά μπορούν να συμμετάσχουν σε ένα από τα ανοιξιάτικα ταξίδια επισκέψεων στη Χαλκιδική και την Αθήνα· η ομάδα μας θα βοηθήσει με το πρόγραμμα.`,
        },
      },
    ),
  },
  {
    $key: 'athens-riviera-open-days-2027',
    shared: { alias: 'athens-riviera-open-days-2027', date: '2027-04-17T07:00:00.000Z' },
    locales: perLocale(
      { cover: 'event-athens-riviera-open-days-2027' },
      {
        en: {
          title: 'Athens Riviera open days',
          place: 'Athens Riviera: Glyfada, Voula and Lagonisi',
          summary:
            'Two days of guided viewings of villas, apartments and investment properties along the Athens coast, with transport from our Athens office.',
          body: `On Saturday 17 and Sunday 18 April 2027 we open the doors of our properties along the Athens Riviera, from Glyfada to Lagonisi, for two days of guided viewings. It is a chance to see in one weekend the homes and investment properties that usually take several trips to visit, and to meet the people who built them.

Each day starts at 10:00 at our Athens office on Vasilissis Sofias Avenue, where our consultants give a short briefing on the coastal market, prices and the [Golden Visa](/services/golden-visa) rules. Minibuses then take guests along the coast:

- **Glyfada:** Glyfada Gardens, our nearly zero-energy apartment building, and apartments for resale in the area;
- **Voula:** a let retail and office building for investors looking for income;
- **Lagonisi:** sea-view villas at Lagonisi Shore Residences, followed by lunch by the sea.

Our engineers will be on hand to explain construction quality, energy performance and the costs of owning and maintaining a home on the coast. Guests return to the centre of Athens by 17:30.

Participation is free and by registration only, as places on each day are limited to 30 guests. Please [contact us](/contacts) by 10 April, telling us which day you prefer and the type of property you are interested in, so that we can tailor the route.`,
        },
        ru: {
          title: 'Дни открытых дверей на Афинской Ривьере',
          place: 'Афинская Ривьера: Глифада, Вула и Лагониси',
          summary:
            'Два дня показов вилл, квартир и доходной недвижимости на побережье Афин в сопровождении наших консультантов, с трансфером от офиса в Афинах.',
          body: `В субботу, 17 апреля, и в воскресенье, 18 апреля 2027 года, мы открываем двери наших объектов на Афинской Ривьере — от Глифады до Лагониси — для двух дней показов с сопровождением. За один уик-энд вы увидите дома и инвестиционные объекты, на осмотр которых обычно уходит несколько поездок, и познакомитесь с теми, кто их построил.

Каждый день начинается в 10:00 в нашем офисе на проспекте Василиссис Софиас: консультанты коротко расскажут о рынке побережья, ценах и правилах [«золотой визы»](/services/golden-visa). Затем на микроавтобусах гости отправятся вдоль побережья:

- **Глифада:** Glyfada Gardens — наш дом с почти нулевым энергопотреблением, а также квартиры на вторичном рынке района;
- **Вула:** торгово-офисное здание с арендаторами для тех, кто ищет доходную недвижимость;
- **Лагониси:** виллы с видом на море в Lagonisi Shore Residences и обед у моря.

Наши инженеры ответят на вопросы о качестве строительства, энергоэффективности и расходах на содержание дома на побережье. Возвращение в центр Афин — к 17:30.

Участие бесплатное, только по предварительной регистрации: в каждый из дней мы можем принять не более 30 гостей. [Напишите нам](/contacts) до 10 апреля, указав удобный день и интересующий вас тип недвижимости, — мы подстроим маршрут под вас.`,
        },
        el: {
          title: 'Ημέρες ανοιχτών θυρών στην Αθηναϊκή Ριβιέρα',
          place: 'Αθηναϊκή Ριβιέρα: Γλυφάδα, Βούλα και Λαγονήσι',
          summary:
            'Δύο ημέρες ξεναγήσεων σε βίλες, διαμερίσματα και επενδυτικά ακίνητα στα παράλια της Αθήνας, με μεταφορά από το γραφείο μας στην Αθήνα.',
          body: `Το Σάββατο 17 και την Κυριακή 18 Απριλίου 2027 ανοίγουμε τις πόρτες των ακινήτων μας στην Αθηναϊκή Ριβιέρα, από τη Γλυφάδα ως το Λαγονήσι, για δύο ημέρες ξεναγήσεων. Είναι μια ευκαιρία να δείτε μέσα σε ένα Σαββατοκύριακο κατοικίες και επενδυτικά ακίνητα που συνήθως απαιτούν αρκετές επισκέψεις, και να γνωρίσετε τους ανθρώπους που τα έχτισαν.

Κάθε ημέρα ξεκινά στις 10:00 στο γραφείο μας στη Λεωφόρο Βασιλίσσης Σοφίας, όπου οι σύμβουλοί μας κάνουν μια σύντομη ενημέρωση για την αγορά των παραλίων, τις τιμές και τους κανόνες της [Golden Visa](/services/golden-visa). Στη συνέχεια, με μικρά λεωφορεία, κατευθυνόμαστε προς τα παράλια:

- **Γλυφάδα:** το Glyfada Gardens, η πολυκατοικία μας σχεδόν μηδενικής κατανάλωσης ενέργειας, και μεταπωλούμενα διαμερίσματα της περιοχής·
- **Βούλα:** μισθωμένο κτίριο καταστημάτων και γραφείων για επενδυτές που αναζητούν εισόδημα·
- **Λαγονήσι:** βίλες με θέα θάλασσα στο Lagonisi Shore Residences και γεύμα δίπλα στη θάλασσα.

Οι μηχανικοί μας θα απαντούν σε ερωτήσεις για την ποιότητα κατασκευής, την ενεργειακή απόδοση και το κόστος συντήρησης ενός σπιτιού στα παράλια. Η επιστροφή στο κέντρο της Αθήνας γίνεται έως τις 17:30.

Η συμμετοχή είναι δωρεάν και μόνο με εγγραφή, καθώς οι θέσεις κάθε ημέρας περιορίζονται σε 30. [Επικοινωνήστε μαζί μας](/contacts) έως τις 10 Απριλίου, αναφέροντας την ημέρα που προτιμάτε και το είδος ακινήτου που σας ενδιαφέρει, ώστε να προσαρμόσουμε τη διαδρομή.`,
        },
      },
    ),
  },
];

export const events = withSeo(eventEntries);
