import type { SingleSeed } from '@dkg/content-model';
import type { Locale } from '@dkg/content-model';

interface PageText {
  title: string;
  intro: string;
  body: string;
  seo: { metaTitle: string; metaDescription: string };
}

/** An editorial page single: the same picture in every locale, its own words per locale. */
function page(image: string, gallery: string[], texts: Record<Locale, PageText>): SingleSeed {
  const locale = (text: PageText) => ({ ...text, image, gallery, seo: { ...text.seo, shareImage: image } });
  return { en: locale(texts.en), ru: locale(texts.ru), el: locale(texts.el) };
}

const about = page('page-about', ['page-about-team', 'page-about-thessaloniki', 'page-about-villa'], {
  en: {
    title: 'About DKG',
    intro:
      'DKG Development is a Greek real estate developer and construction company founded in Athens in 2004. We design, build and sell homes, and help families and investors from around the world settle and invest in Greece.',
    seo: {
      metaTitle: 'About us | DKG Development',
      metaDescription:
        'Greek developer and builder since 2004, with offices in Athens and Thessaloniki: 60+ projects, 150,000 m² built and 400+ Golden Visa families.',
    },
    body: `## Who we are

DKG Development S.A. was founded in Athens in 2004 by a civil engineer and an architect who had worked together on apartment buildings in the northern suburbs. The first project was a six-apartment building in Chalandri; two decades later, we have completed more than 60 projects — apartment buildings, family houses, seaside villas and office buildings — with about 150,000 m² of built space in total.

Today the company employs around 85 people: architects, civil and mechanical engineers, site managers, lawyers and client advisers. Our head office is on Vasilissis Sofias Avenue in Athens, and since 2015 we have had an office in Thessaloniki serving northern Greece and Halkidiki.

## What we do

We are a developer and a builder at the same time. We find and buy the land, design the building, obtain the permits, build it with our own site teams and sell the homes ourselves — so we answer for the result from start to finish.

Alongside our own developments, we offer the experience we have built up as services:

- [Golden Visa](/services/golden-visa) support for non-EU families investing in Greek property;
- [real estate investment](/services/investment) advice and property management;
- [construction](/services/construction) and [project management](/services/project-management) for private clients and companies;
- [transaction support](/services/transaction-support) and [business consulting](/services/business-consulting) for buyers and entrepreneurs.

## Our clients

About half of our buyers come from abroad — from more than 35 countries, most of all from the Middle East, Eastern Europe, China, the United Kingdom and the United States — and the other half are Greek families and investors. Since 2014 we have guided more than 400 families through the Golden Visa programme. Our team works in English, Russian and Greek, and we are often the first point of contact in Greece for clients who have never been here before.

## How we work

- **One responsible party.** Design, permits, construction and after-sales service sit under one roof, so there is nobody to blame but us.
- **Honest numbers.** Prices, taxes and fees are set out in writing before you commit. If a property has a problem, you hear it from us first.
- **Built for the climate.** Our buildings are designed for the Greek summer and for earthquakes: good insulation, shading, cross-ventilation, heat pumps and structures designed to the Eurocodes.
- **Long-term relationships.** Many clients have bought a second home from us or introduced friends and family. We look after properties after handover and stay in touch for years.

## Quality and responsibility

Our quality, environmental and occupational health and safety management systems are certified to international standards — see our [certificates](/certificates). We work with trusted suppliers and subcontractors, many of them for more than a decade, and with the law and accounting firms listed on our [partners](/partners) page. We pay particular attention to safety on site and to the neighbours of our sites, who live with our work every day.

## Visit us

We are happy to meet you in Athens or Thessaloniki, or by video call wherever you are. See our [contacts](/contacts), or browse our [current projects](/dkg-projects) and [completed projects](/dkg-projects-old).`,
  },
  ru: {
    title: 'О компании DKG',
    intro:
      'DKG Development — греческий девелопер и строительная компания, основанная в Афинах в 2004 году. Мы проектируем, строим и продаём жильё, а также помогаем семьям и инвесторам со всего мира обосноваться и инвестировать в Греции.',
    seo: {
      metaTitle: 'О компании | DKG Development',
      metaDescription:
        'Греческий девелопер и застройщик с 2004 года, офисы в Афинах и Салониках: более 60 проектов, 150 000 м² построено, 400+ семей с Золотой визой.',
    },
    body: `## Кто мы

Компанию DKG Development S.A. основали в Афинах в 2004 году инженер-строитель и архитектор, которые до этого вместе проектировали жилые дома в северных пригородах столицы. Первым проектом стал дом на шесть квартир в Халандри; спустя два десятилетия на нашем счету более 60 реализованных проектов — многоквартирные дома, семейные дома, виллы у моря и офисные здания общей площадью около 150 000 м².

Сегодня в компании работают около 85 человек: архитекторы, инженеры-конструкторы и специалисты по инженерным системам, прорабы, юристы и консультанты по работе с клиентами. Головной офис находится на проспекте Василисис Софиас в Афинах, а с 2015 года у нас работает офис в Салониках, который обслуживает Северную Грецию и Халкидики.

## Чем мы занимаемся

Мы одновременно девелопер и строитель: находим и покупаем землю, проектируем здание, получаем разрешения, строим силами собственных бригад и сами продаём квартиры — а значит, отвечаем за результат от начала до конца.

Помимо собственных проектов, накопленный опыт мы предлагаем в виде услуг:

- сопровождение по программе [Золотая виза](/services/golden-visa) для семей из стран вне ЕС, инвестирующих в греческую недвижимость;
- консультации по [инвестициям в недвижимость](/services/investment) и управление объектами;
- [строительство](/services/construction) и [управление проектами](/services/project-management) для частных клиентов и компаний;
- [сопровождение сделок](/services/transaction-support) и [бизнес-консалтинг](/services/business-consulting) для покупателей и предпринимателей.

## Наши клиенты

Около половины наших покупателей — иностранцы из более чем 35 стран, больше всего — с Ближнего Востока, из Восточной Европы, Китая, Великобритании и США. Другая половина — греческие семьи и инвесторы. С 2014 года мы помогли пройти программу Золотой визы более чем 400 семьям. Наша команда работает на русском, английском и греческом языках, и мы часто становимся первым контактом в Греции для клиентов, которые никогда раньше здесь не бывали.

## Наши принципы

- **Одна ответственная сторона.** Проектирование, разрешения, строительство и послепродажное обслуживание — под одной крышей, так что переложить ответственность не на кого.
- **Честные цифры.** Цены, налоги и сборы мы фиксируем письменно до того, как вы примете решение. Если у объекта есть проблема, вы узнаете о ней первыми — от нас.
- **С учётом климата.** Наши здания рассчитаны на греческое лето и на землетрясения: хорошая теплоизоляция, затенение, сквозное проветривание, тепловые насосы и конструкции по Еврокодам.
- **Долгие отношения.** Многие клиенты покупают у нас второй дом или приводят друзей и родственников. Мы обслуживаем объекты после сдачи и остаёмся на связи годами.

## Качество и ответственность

Наши системы менеджмента качества, экологического менеджмента и охраны труда сертифицированы по международным стандартам — см. раздел [сертификаты](/certificates). Мы работаем с проверенными поставщиками и субподрядчиками, со многими — больше десяти лет, а также с юридическими и бухгалтерскими фирмами, перечисленными на странице [партнёров](/partners). Особое внимание мы уделяем безопасности на стройке и соседям наших объектов, которые каждый день живут рядом с нашей работой.

## Приходите к нам

Мы будем рады встретиться с вами в Афинах или Салониках либо по видеосвязи, где бы вы ни находились. Смотрите [контакты](/contacts) или познакомьтесь с нашими [текущими](/dkg-projects) и [завершёнными проектами](/dkg-projects-old).`,
  },
  el: {
    title: 'Η DKG',
    intro:
      'Η DKG Development είναι ελληνική εταιρεία ανάπτυξης ακινήτων και κατασκευών που ιδρύθηκε στην Αθήνα το 2004. Σχεδιάζουμε, χτίζουμε και πουλάμε κατοικίες και βοηθάμε οικογένειες και επενδυτές από όλο τον κόσμο να εγκατασταθούν και να επενδύσουν στην Ελλάδα.',
    seo: {
      metaTitle: 'Η εταιρεία | DKG Development',
      metaDescription:
        'Ανάπτυξη ακινήτων και κατασκευές από το 2004, με γραφεία σε Αθήνα και Θεσσαλονίκη: 60+ έργα, 150.000 τ.μ. και 400+ οικογένειες με Golden Visa.',
    },
    body: `## Ποιοι είμαστε

Η DKG Development Α.Ε. ιδρύθηκε στην Αθήνα το 2004 από έναν πολιτικό μηχανικό και έναν αρχιτέκτονα που είχαν ήδη συνεργαστεί σε πολυκατοικίες στα βόρεια προάστια. Το πρώτο έργο ήταν μια πολυκατοικία έξι διαμερισμάτων στο Χαλάνδρι· είκοσι χρόνια αργότερα έχουμε ολοκληρώσει περισσότερα από 60 έργα — πολυκατοικίες, μονοκατοικίες, παραθαλάσσιες βίλες και κτίρια γραφείων — με συνολική δομημένη επιφάνεια περίπου 150.000 τ.μ.

Σήμερα η εταιρεία απασχολεί περίπου 85 ανθρώπους: αρχιτέκτονες, πολιτικούς και μηχανολόγους μηχανικούς, εργοταξιάρχες, νομικούς και συμβούλους πελατών. Τα κεντρικά μας γραφεία βρίσκονται στη Λεωφόρο Βασιλίσσης Σοφίας στην Αθήνα, ενώ από το 2015 λειτουργεί γραφείο στη Θεσσαλονίκη, που καλύπτει τη Βόρεια Ελλάδα και τη Χαλκιδική.

## Τι κάνουμε

Είμαστε ταυτόχρονα developer και κατασκευαστική εταιρεία. Βρίσκουμε και αγοράζουμε τη γη, σχεδιάζουμε το κτίριο, εκδίδουμε τις άδειες, το χτίζουμε με τα δικά μας συνεργεία και πουλάμε οι ίδιοι τις κατοικίες — άρα απαντάμε για το αποτέλεσμα από την αρχή μέχρι το τέλος.

Πέρα από τα δικά μας έργα, προσφέρουμε την εμπειρία που αποκτήσαμε και ως υπηρεσίες:

- υποστήριξη για το [Golden Visa](/services/golden-visa) σε οικογένειες από τρίτες χώρες που επενδύουν σε ελληνικά ακίνητα·
- συμβουλές για [επενδύσεις σε ακίνητα](/services/investment) και διαχείριση ακινήτων·
- [κατασκευή](/services/construction) και [διαχείριση έργων](/services/project-management) για ιδιώτες και επιχειρήσεις·
- [υποστήριξη συναλλαγών](/services/transaction-support) και [επιχειρηματική συμβουλευτική](/services/business-consulting) για αγοραστές και επιχειρηματίες.

## Οι πελάτες μας

Περίπου οι μισοί αγοραστές μας έρχονται από το εξωτερικό — από περισσότερες από 35 χώρες, κυρίως από τη Μέση Ανατολή, την Ανατολική Ευρώπη, την Κίνα, το Ηνωμένο Βασίλειο και τις ΗΠΑ — και οι άλλοι μισοί είναι ελληνικές οικογένειες και επενδυτές. Από το 2014 έχουμε συνοδεύσει στο πρόγραμμα Golden Visa περισσότερες από 400 οικογένειες. Η ομάδα μας εργάζεται στα ελληνικά, τα αγγλικά και τα ρωσικά και είναι συχνά το πρώτο σημείο επαφής στην Ελλάδα για πελάτες που δεν έχουν έρθει ποτέ πριν.

## Πώς εργαζόμαστε

- **Ένας υπεύθυνος.** Μελέτη, άδειες, κατασκευή και εξυπηρέτηση μετά την πώληση βρίσκονται κάτω από την ίδια στέγη· δεν υπάρχει κανείς άλλος στον οποίο να μεταθέσουμε την ευθύνη.
- **Τίμιοι αριθμοί.** Τιμές, φόροι και έξοδα δίνονται γραπτώς πριν δεσμευτείτε. Αν ένα ακίνητο έχει πρόβλημα, το μαθαίνετε πρώτα από εμάς.
- **Σχεδιασμένα για το κλίμα.** Τα κτίριά μας είναι φτιαγμένα για το ελληνικό καλοκαίρι και για τους σεισμούς: καλή θερμομόνωση, σκίαση, διαμπερής αερισμός, αντλίες θερμότητας και φέρων οργανισμός με βάση τους Ευρωκώδικες.
- **Μακροχρόνιες σχέσεις.** Πολλοί πελάτες έχουν αγοράσει από εμάς και δεύτερη κατοικία ή μας έχουν συστήσει σε φίλους και συγγενείς. Φροντίζουμε τα ακίνητα μετά την παράδοση και μένουμε σε επαφή για χρόνια.

## Ποιότητα και ευθύνη

Τα συστήματα διαχείρισης ποιότητας, περιβάλλοντος και υγείας και ασφάλειας στην εργασία είναι πιστοποιημένα σύμφωνα με διεθνή πρότυπα — δείτε τις [πιστοποιήσεις](/certificates) μας. Συνεργαζόμαστε με αξιόπιστους προμηθευτές και υπεργολάβους, με πολλούς εδώ και πάνω από μια δεκαετία, καθώς και με τα δικηγορικά και λογιστικά γραφεία που θα βρείτε στη σελίδα των [συνεργατών](/partners). Δίνουμε ιδιαίτερη προσοχή στην ασφάλεια στα εργοτάξια και στους γείτονές τους, που ζουν καθημερινά δίπλα στη δουλειά μας.

## Ελάτε να γνωριστούμε

Θα χαρούμε να σας συναντήσουμε στην Αθήνα ή στη Θεσσαλονίκη, ή μέσω βιντεοκλήσης όπου κι αν βρίσκεστε. Δείτε τα [στοιχεία επικοινωνίας](/contacts) ή ρίξτε μια ματιά στα [τρέχοντα](/dkg-projects) και στα [ολοκληρωμένα έργα](/dkg-projects-old) μας.`,
  },
});

const construction = page(
  'page-construction',
  ['page-construction-frame', 'page-construction-interior', 'page-construction-handover'],
  {
    en: {
      title: 'How we build',
      intro:
        'Every DKG building is designed, permitted and built by our own team. Here is what that means on site — from the first survey to the day you receive the keys.',
      seo: {
        metaTitle: 'How we build | DKG Development',
        metaDescription:
          'Our own engineers and crews, Eurocode seismic design, energy class A and A+, tested concrete and a ten-year structural warranty on every DKG building.',
      },
      body: `## Our own teams, from design to handover

Unlike many developers, we do not hand our projects over to a general contractor. Our architects and engineers design the buildings, our site managers run the sites and our own crews build the structure. Specialist work — electrical and mechanical installations, aluminium frames, lifts — is carried out under our supervision by subcontractors we have worked with for many years.

## 1. Survey and design

Every project starts with a topographical and geotechnical survey and a careful reading of the planning rules. We design for the way people live in Greece: generous balconies and verandas, deep shading on south and west facades, cross-ventilation in every apartment and storage for everything a family brings with it. Architectural, structural and services drawings are coordinated before the permit application, so that changes on site remain the exception.

## 2. Structure

Greece is an earthquake country, and we treat the structure accordingly. Our buildings are designed to the Eurocodes, including Eurocode 8 for seismic design, with reinforced concrete frames and shear walls. Concrete comes from certified plants, samples from every pour are tested by an accredited laboratory, and our engineers check the reinforcement before each pour. The structural drawings and test results become part of the building's file.

## 3. Envelope and energy

We design our new buildings for energy class A or A+. That means:

- external thermal insulation on facades and roofs, without thermal bridges;
- aluminium frames with thermal breaks and double or triple low-emissivity glazing;
- heat pumps for heating and cooling, with underfloor heating in many homes;
- solar water heating and, where the roof allows, photovoltaic panels;
- shading — pergolas, louvres, planted terraces — designed as part of the architecture.

The result is a home that stays comfortable in August and costs little to heat in January.

## 4. Finishes

We choose materials that age well in the Greek climate: natural stone and large-format porcelain tiles, solid wood doors, quality sanitary ware and kitchens from established European manufacturers. Buyers of off-plan homes can choose finishes from our selection at set milestones, and any changes are agreed in writing, with their cost.

## 5. Quality control

Each phase is inspected against a checklist before the next begins: formwork and reinforcement, waterproofing, installations before they are covered, finishes. Independent building inspectors check the works at key stages, as Greek law requires. We photograph and record everything that will be hidden inside walls and floors.

## 6. Handover and after-sales

Before handover we walk through every home with the buyer and list anything that still needs attention. You receive the keys together with the as-built drawings, the energy performance certificate, the manuals and warranties of the equipment and the building's Electronic Building Identity. We give a ten-year warranty on the structure and two years on finishes and installations, and our after-sales team responds within two working days.

## Building for clients

The same teams build private houses, villas and commercial buildings for clients. See our [construction services](/services/construction), look through our [projects](/dkg-projects) or read our guide to [building in Greece](/business-in-greece/building-permits-and-construction).`,
    },
    ru: {
      title: 'Как мы строим',
      intro:
        'Каждое здание DKG проектирует, согласовывает и строит наша собственная команда. Вот что это означает на практике — от первых изысканий до дня, когда вы получаете ключи.',
      seo: {
        metaTitle: 'Как мы строим | DKG Development',
        metaDescription:
          'Собственные инженеры и бригады, сейсмостойкость по Еврокодам, класс энергоэффективности A и A+, испытания бетона и гарантия 10 лет на конструкции.',
      },
      body: `## Собственные команды — от проекта до сдачи

В отличие от многих девелоперов, мы не передаём свои проекты генеральному подрядчику. Наши архитекторы и инженеры проектируют здания, наши прорабы руководят стройками, а наши бригады возводят конструкции. Специализированные работы — электрику, вентиляцию и отопление, алюминиевые конструкции, лифты — под нашим контролем выполняют субподрядчики, с которыми мы сотрудничаем много лет.

## 1. Изыскания и проект

Каждый проект начинается с топографической съёмки, геотехнических изысканий и внимательного изучения градостроительных правил. Мы проектируем под то, как люди живут в Греции: просторные балконы и веранды, глубокое затенение южных и западных фасадов, сквозное проветривание в каждой квартире и место для хранения всего, что нужно семье. Архитектурный, конструктивный и инженерный разделы согласуются между собой ещё до подачи заявления на разрешение, поэтому изменения на стройке остаются исключением.

## 2. Каркас

Греция — сейсмоактивная страна, и к конструкциям мы относимся соответственно. Здания рассчитываются по Еврокодам, в том числе по Еврокоду 8 для сейсмостойкого проектирования, с железобетонным каркасом и диафрагмами жёсткости. Бетон поставляют сертифицированные заводы, пробы с каждой заливки испытывает аккредитованная лаборатория, а армирование перед каждой заливкой проверяют наши инженеры. Конструктивные чертежи и результаты испытаний входят в документацию здания.

## 3. Ограждающие конструкции и энергоэффективность

Новые здания мы проектируем под класс энергоэффективности A или A+. Это означает:

- наружное утепление фасадов и кровли без мостиков холода;
- алюминиевые окна с терморазрывом и двух- или трёхкамерными низкоэмиссионными стеклопакетами;
- тепловые насосы для отопления и охлаждения, во многих домах — тёплые полы;
- солнечные водонагреватели и, где позволяет кровля, фотоэлектрические панели;
- затенение — перголы, жалюзи, озеленённые террасы, — продуманное как часть архитектуры.

В результате в доме комфортно в августе, а отопление в январе обходится недорого.

## 4. Отделка

Мы выбираем материалы, которые достойно стареют в греческом климате: натуральный камень и крупноформатный керамогранит, двери из массива, качественную сантехнику и кухни известных европейских производителей. Покупатели квартир на стадии строительства могут выбрать отделку из нашей коллекции на определённых этапах, а любые изменения мы согласуем письменно, с указанием стоимости.

## 5. Контроль качества

Каждый этап проверяется по контрольному списку, прежде чем начнётся следующий: опалубка и армирование, гидроизоляция, инженерные сети до их закрытия, отделка. На ключевых этапах, как того требует греческий закон, работы проверяют независимые строительные инспекторы. Всё, что будет скрыто в стенах и полах, мы фотографируем и документируем.

## 6. Сдача и гарантийное обслуживание

Перед передачей мы вместе с покупателем обходим каждую квартиру и составляем список того, что ещё нужно доделать. Вместе с ключами вы получаете исполнительные чертежи, сертификат энергоэффективности, инструкции и гарантии на оборудование и Электронный паспорт здания. На конструкции мы даём гарантию десять лет, на отделку и инженерные системы — два года, а служба гарантийного обслуживания отвечает в течение двух рабочих дней.

## Строим для клиентов

Те же команды строят частные дома, виллы и коммерческие здания по заказу клиентов. Подробнее — в разделе [услуги строительства](/services/construction), на странице [наших проектов](/dkg-projects) и в руководстве о [строительстве в Греции](/business-in-greece/building-permits-and-construction).`,
    },
    el: {
      title: 'Πώς χτίζουμε',
      intro:
        'Κάθε κτίριο της DKG το σχεδιάζει, το αδειοδοτεί και το χτίζει η δική μας ομάδα. Τι σημαίνει αυτό στην πράξη — από την πρώτη αποτύπωση έως τη μέρα που παίρνετε τα κλειδιά.',
      seo: {
        metaTitle: 'Πώς χτίζουμε | DKG Development',
        metaDescription:
          'Δικοί μας μηχανικοί και συνεργεία, αντισεισμικός σχεδιασμός με Ευρωκώδικες, ενεργειακή κατηγορία Α και Α+ και δεκαετής εγγύηση στον φέροντα οργανισμό.',
      },
      body: `## Δικές μας ομάδες, από τη μελέτη έως την παράδοση

Σε αντίθεση με πολλούς developers, δεν αναθέτουμε τα έργα μας σε γενικό εργολάβο. Οι αρχιτέκτονες και οι μηχανικοί μας σχεδιάζουν τα κτίρια, οι εργοταξιάρχες μας διευθύνουν τα εργοτάξια και τα δικά μας συνεργεία κατασκευάζουν τον φέροντα οργανισμό. Τις εξειδικευμένες εργασίες — ηλεκτρολογικά, μηχανολογικά, αλουμίνια, ανελκυστήρες — τις εκτελούν, υπό την επίβλεψή μας, υπεργολάβοι με τους οποίους συνεργαζόμαστε πολλά χρόνια.

## 1. Αποτύπωση και μελέτη

Κάθε έργο ξεκινά με τοπογραφική αποτύπωση, γεωτεχνική έρευνα και προσεκτική ανάγνωση των πολεοδομικών κανόνων. Σχεδιάζουμε για τον τρόπο που ζει κανείς στην Ελλάδα: άνετα μπαλκόνια και βεράντες, βαθιά σκίαση στις νότιες και δυτικές όψεις, διαμπερής αερισμός σε κάθε διαμέρισμα και αποθηκευτικοί χώροι για όλα όσα χρειάζεται μια οικογένεια. Τα αρχιτεκτονικά, στατικά και ηλεκτρομηχανολογικά σχέδια συντονίζονται πριν από την υποβολή για άδεια, ώστε οι αλλαγές στο εργοτάξιο να είναι η εξαίρεση.

## 2. Φέρων οργανισμός

Η Ελλάδα είναι σεισμογενής χώρα και αντιμετωπίζουμε τον φέροντα οργανισμό ανάλογα. Τα κτίριά μας μελετώνται με βάση τους Ευρωκώδικες, μεταξύ αυτών ο Ευρωκώδικας 8 για τον αντισεισμικό σχεδιασμό, με πλαίσια οπλισμένου σκυροδέματος και τοιχώματα. Το σκυρόδεμα προέρχεται από πιστοποιημένες μονάδες, από κάθε σκυροδέτηση λαμβάνονται δοκίμια που ελέγχει διαπιστευμένο εργαστήριο και ο οπλισμός ελέγχεται από τους μηχανικούς μας πριν από κάθε σκυροδέτηση. Τα στατικά σχέδια και τα αποτελέσματα των δοκιμών γίνονται μέρος του φακέλου του κτιρίου.

## 3. Κέλυφος και ενέργεια

Σχεδιάζουμε τα νέα μας κτίρια για ενεργειακή κατηγορία Α ή Α+. Αυτό σημαίνει:

- εξωτερική θερμομόνωση σε όψεις και δώματα, χωρίς θερμογέφυρες·
- κουφώματα αλουμινίου με θερμοδιακοπή και διπλούς ή τριπλούς υαλοπίνακες χαμηλής εκπομπής·
- αντλίες θερμότητας για θέρμανση και ψύξη, με ενδοδαπέδια θέρμανση σε πολλές κατοικίες·
- ηλιακούς θερμοσίφωνες και, όπου το επιτρέπει το δώμα, φωτοβολταϊκά·
- σκίαση — πέργκολες, περσίδες, φυτεμένα δώματα — σχεδιασμένη ως μέρος της αρχιτεκτονικής.

Το αποτέλεσμα είναι ένα σπίτι που μένει άνετο τον Αύγουστο και θερμαίνεται με μικρό κόστος τον Ιανουάριο.

## 4. Τελειώματα

Επιλέγουμε υλικά που γερνούν καλά στο ελληνικό κλίμα: φυσική πέτρα και πλακίδια πορσελάνης μεγάλων διαστάσεων, μασίφ πόρτες, ποιοτικά είδη υγιεινής και κουζίνες από καταξιωμένους ευρωπαίους κατασκευαστές. Όσοι αγοράζουν κατοικία υπό κατασκευή μπορούν να επιλέξουν τελειώματα από τη συλλογή μας σε συγκεκριμένα στάδια, και κάθε αλλαγή συμφωνείται γραπτώς, μαζί με το κόστος της.

## 5. Ποιοτικός έλεγχος

Κάθε φάση ελέγχεται με λίστα ελέγχου πριν ξεκινήσει η επόμενη: καλούπια και οπλισμός, στεγανοποιήσεις, εγκαταστάσεις πριν κλείσουν, τελειώματα. Ελεγκτές δόμησης ελέγχουν τις εργασίες σε κρίσιμα στάδια, όπως ορίζει ο νόμος. Φωτογραφίζουμε και καταγράφουμε ό,τι θα κρυφτεί μέσα σε τοίχους και δάπεδα.

## 6. Παράδοση και εξυπηρέτηση

Πριν από την παράδοση περπατάμε μαζί με τον αγοραστή κάθε κατοικία και καταγράφουμε ό,τι χρειάζεται ακόμη διόρθωση. Μαζί με τα κλειδιά παραλαμβάνετε τα σχέδια όπως κατασκευάστηκε, το Πιστοποιητικό Ενεργειακής Απόδοσης, τα εγχειρίδια και τις εγγυήσεις του εξοπλισμού και την Ηλεκτρονική Ταυτότητα Κτιρίου. Δίνουμε δεκαετή εγγύηση στον φέροντα οργανισμό και διετή στα τελειώματα και στις εγκαταστάσεις, και η ομάδα εξυπηρέτησης απαντά μέσα σε δύο εργάσιμες ημέρες.

## Χτίζουμε και για πελάτες

Οι ίδιες ομάδες χτίζουν μονοκατοικίες, βίλες και επαγγελματικά κτίρια για λογαριασμό πελατών. Δείτε τις [κατασκευαστικές μας υπηρεσίες](/services/construction), τα [έργα μας](/dkg-projects) ή τον οδηγό για το [χτίσιμο στην Ελλάδα](/business-in-greece/building-permits-and-construction).`,
    },
  },
);

const privacyPolicy = page('page-privacy-policy', [], {
  en: {
    title: 'Privacy policy',
    intro:
      'How DKG Development S.A. collects, uses and protects your personal data when you visit our website or contact us, and the rights you have under the General Data Protection Regulation.',
    seo: {
      metaTitle: 'Privacy policy | DKG Development',
      metaDescription:
        'How DKG Development S.A. processes personal data under the GDPR: what we collect, why, for how long, who receives it and how to exercise your rights.',
    },
    body: `*Last updated: 1 October 2026*

This privacy policy explains how DKG Development S.A. processes the personal data of visitors to this website and of people who contact us. We process personal data in accordance with Regulation (EU) 2016/679, the General Data Protection Regulation ("GDPR"), and Greek Law 4624/2019.

## Data controller

The controller is **DKG Development S.A.**, 45 Vasilissis Sofias Avenue, 106 76 Athens, Greece, registered with the General Commercial Registry (GEMI) under no. 058214601000, tax number (AFM) 800415732.

For any question about your personal data, you can contact our Data Protection Officer at **dpo@dkg-development.gr** or by post at the address above, marked "For the attention of the Data Protection Officer".

## What data we collect

- **Data you give us.** When you use the contact form, call or email us, we receive your name, email address, telephone number and the content of your message, as well as any other information you choose to share, such as your budget, the properties you are interested in or family details relevant to a residence permit.
- **Data from your use of the website.** Our servers record technical data such as your IP address, browser type, the pages requested and the date and time of each request. These logs are needed to deliver the website securely.
- **Data of clients.** If you become a client, we process the data needed to perform our contract with you — identity documents, tax number, bank details and property documents — under separate contractual terms that we give you at the time.

We do not ask for special categories of data (such as health data) through the website, and we ask you not to send them to us.

## Why we use your data and on what legal basis

- **To answer your enquiry** and, if you ask, to prepare an offer: steps taken at your request before entering into a contract (Art. 6(1)(b) GDPR).
- **To perform our contracts** for the sale of property and the provision of services (Art. 6(1)(b) GDPR).
- **To meet legal obligations**, in particular under tax, accounting and anti-money-laundering law (Art. 6(1)(c) GDPR).
- **To operate and secure the website**, prevent abuse and fix errors: our legitimate interest (Art. 6(1)(f) GDPR).
- **To send you news about new projects and events**, only if you have given your consent, which you can withdraw at any time (Art. 6(1)(a) GDPR).

## Cookies

The website does not use advertising or analytics cookies. It uses only technical storage that is strictly necessary for it to work — for example, to remember your search term during a visit — which does not require consent. If we introduce analytics or marketing cookies in the future, we will ask for your consent first and update this policy.

## Who receives your data

Your data is accessible only to the DKG staff who need it. Where necessary, we share it with:

- providers who host and maintain our website and IT systems, under data processing agreements;
- partner lawyers, notaries, engineers and accountants involved in your transaction, once you have asked us to proceed;
- banks and public authorities, such as the tax authority, the Hellenic Cadastre and the Ministry of Migration and Asylum, when your transaction or the law requires it.

We never sell personal data.

## Transfers outside the EU

We store data within the European Economic Area. If a provider processes data outside the EEA, we make sure that the transfer is covered by an adequacy decision of the European Commission or by standard contractual clauses.

## How long we keep your data

- Enquiries that do not lead to a contract: up to 24 months after our last contact.
- Client files: for the duration of the contract and then for as long as tax and anti-money-laundering law require, generally five to ten years.
- Server logs: up to 90 days, unless they are needed to investigate a security incident.
- Newsletter subscriptions: until you unsubscribe.

## Your rights

Under the GDPR you have the right to:

- access the personal data we hold about you;
- have inaccurate data corrected;
- have your data erased, where there is no legal reason for us to keep it;
- restrict or object to processing, in particular processing based on our legitimate interests;
- receive your data in a portable format;
- withdraw your consent at any time, without affecting processing carried out before the withdrawal.

To exercise your rights, write to dpo@dkg-development.gr. We will reply within one month and may ask you to confirm your identity.

If you believe that we have not handled your data properly, you can lodge a complaint with the **Hellenic Data Protection Authority**, 1–3 Kifisias Avenue, 115 23 Athens, [www.dpa.gr](https://www.dpa.gr).

## Security

We protect personal data with technical and organisational measures appropriate to the risk, including encrypted connections (HTTPS), access controls, regular backups and staff training. Messages sent through the contact form travel over an encrypted connection.

## Children

Our website is not intended for children under 15, and we do not knowingly collect their data.

## Changes to this policy

We may update this policy when our services or the law change. The date at the top shows the current version, and material changes will be announced on this page.

See also our [terms of use](/terms-of-use).`,
  },
  ru: {
    title: 'Политика конфиденциальности',
    intro:
      'Как DKG Development S.A. собирает, использует и защищает ваши персональные данные, когда вы посещаете наш сайт или связываетесь с нами, и какие права вы имеете по Общему регламенту ЕС о защите данных.',
    seo: {
      metaTitle: 'Политика конфиденциальности | DKG Development',
      metaDescription:
        'Как DKG Development S.A. обрабатывает персональные данные по GDPR: что мы собираем, зачем, как долго храним, кому передаём и как реализовать ваши права.',
    },
    body: `*Последнее обновление: 1 октября 2026 года*

Настоящая политика описывает, как DKG Development S.A. обрабатывает персональные данные посетителей сайта и людей, которые к нам обращаются. Мы обрабатываем персональные данные в соответствии с Регламентом (ЕС) 2016/679 — Общим регламентом по защите данных (GDPR) — и греческим Законом 4624/2019.

## Оператор данных

Оператором (контролёром) данных является **DKG Development S.A.**, пр. Василисис Софиас, 45, 106 76 Афины, Греция; компания зарегистрирована в Едином коммерческом реестре (GEMI) под № 058214601000, налоговый номер (AFM) 800415732.

По любым вопросам, связанным с вашими персональными данными, обращайтесь к нашему специалисту по защите данных по адресу **dpo@dkg-development.gr** или по почте на указанный выше адрес с пометкой «Вниманию специалиста по защите данных».

## Какие данные мы собираем

- **Данные, которые вы сообщаете нам.** Когда вы заполняете форму обратной связи, звоните или пишете нам, мы получаем ваше имя, адрес электронной почты, номер телефона и текст сообщения, а также любую другую информацию, которой вы решите поделиться, — например, бюджет, интересующие вас объекты или сведения о семье, важные для ВНЖ.
- **Данные об использовании сайта.** Наши серверы фиксируют технические данные: IP-адрес, тип браузера, запрошенные страницы, дату и время каждого запроса. Эти журналы необходимы для безопасной работы сайта.
- **Данные клиентов.** Если вы становитесь нашим клиентом, мы обрабатываем данные, необходимые для исполнения договора с вами, — документы, удостоверяющие личность, налоговый номер, банковские реквизиты и документы на недвижимость — на основании отдельных договорных условий, которые мы предоставим вам в тот момент.

Мы не запрашиваем через сайт особые категории данных (например, сведения о здоровье) и просим не отправлять их нам.

## Цели и правовые основания обработки

- **Ответ на ваш запрос** и, по вашей просьбе, подготовка предложения — действия по вашему запросу до заключения договора (ст. 6(1)(b) GDPR).
- **Исполнение договоров** купли-продажи недвижимости и оказания услуг (ст. 6(1)(b) GDPR).
- **Выполнение требований закона**, в частности налогового и бухгалтерского законодательства и правил противодействия отмыванию денег (ст. 6(1)(c) GDPR).
- **Работа и защита сайта**, предотвращение злоупотреблений и исправление ошибок — наш законный интерес (ст. 6(1)(f) GDPR).
- **Рассылка новостей о новых проектах и событиях** — только с вашего согласия, которое можно отозвать в любой момент (ст. 6(1)(a) GDPR).

## Файлы cookie

Сайт не использует рекламные и аналитические cookie. Применяется только техническое хранение данных, строго необходимое для работы сайта, — например, чтобы запомнить поисковый запрос во время посещения, — и согласия на него не требуется. Если в будущем мы введём аналитические или маркетинговые cookie, то сначала запросим ваше согласие и обновим эту политику.

## Кто получает ваши данные

Доступ к вашим данным есть только у тех сотрудников DKG, которым они необходимы для работы. При необходимости мы передаём их:

- поставщикам услуг хостинга и обслуживания сайта и ИТ-систем на основании договоров об обработке данных;
- партнёрским адвокатам, нотариусам, инженерам и бухгалтерам, участвующим в вашей сделке, после того как вы поручили нам действовать;
- банкам и государственным органам — налоговой службе, Кадастру Греции, Министерству миграции и убежища, — если этого требует ваша сделка или закон.

Мы никогда не продаём персональные данные.

## Передача данных за пределы ЕС

Мы храним данные в пределах Европейской экономической зоны. Если поставщик обрабатывает данные за её пределами, мы обеспечиваем, чтобы передача основывалась на решении Европейской комиссии о достаточности защиты или на стандартных договорных условиях.

## Сроки хранения

- Запросы, которые не привели к заключению договора, — до 24 месяцев после последнего контакта.
- Дела клиентов — в течение срока действия договора и далее столько, сколько требует налоговое законодательство и законодательство о противодействии отмыванию денег, как правило от пяти до десяти лет.
- Журналы серверов — до 90 дней, если они не нужны для расследования инцидента безопасности.
- Подписка на рассылку — до вашего отказа от неё.

## Ваши права

В соответствии с GDPR вы вправе:

- получить доступ к своим персональным данным, которые у нас есть;
- исправить неточные данные;
- потребовать удаления данных, если у нас нет законных оснований их хранить;
- ограничить обработку или возразить против неё, в частности против обработки на основании нашего законного интереса;
- получить свои данные в переносимом формате;
- в любой момент отозвать согласие без ущерба для обработки, проведённой до отзыва.

Чтобы воспользоваться своими правами, напишите на dpo@dkg-development.gr. Мы ответим в течение одного месяца и можем попросить подтвердить вашу личность.

Если вы считаете, что мы обращаемся с вашими данными ненадлежащим образом, вы можете подать жалобу в **Управление по защите персональных данных Греции** (Hellenic Data Protection Authority), пр. Кифисиас, 1–3, 115 23 Афины, [www.dpa.gr](https://www.dpa.gr).

## Безопасность

Мы защищаем персональные данные техническими и организационными мерами, соответствующими рискам: шифрованием соединений (HTTPS), разграничением доступа, регулярным резервным копированием и обучением сотрудников. Сообщения из формы обратной связи передаются по зашифрованному каналу.

## Дети

Наш сайт не предназначен для детей младше 15 лет, и мы сознательно не собираем их данные.

## Изменения политики

Мы можем обновлять эту политику при изменении наших услуг или законодательства. Дата в начале страницы указывает на действующую редакцию; о существенных изменениях мы сообщим на этой странице.

См. также [условия использования](/terms-of-use).`,
  },
  el: {
    title: 'Πολιτική απορρήτου',
    intro:
      'Πώς η DKG Development Α.Ε. συλλέγει, χρησιμοποιεί και προστατεύει τα προσωπικά σας δεδομένα όταν επισκέπτεστε τον ιστότοπό μας ή επικοινωνείτε μαζί μας, και ποια δικαιώματα έχετε σύμφωνα με τον Γενικό Κανονισμό Προστασίας Δεδομένων.',
    seo: {
      metaTitle: 'Πολιτική απορρήτου | DKG Development',
      metaDescription:
        'Πώς η DKG Development Α.Ε. επεξεργάζεται προσωπικά δεδομένα βάσει ΓΚΠΔ: τι συλλέγουμε, γιατί, για πόσο, ποιοι τα λαμβάνουν και πώς ασκείτε τα δικαιώματά σας.',
    },
    body: `*Τελευταία ενημέρωση: 1 Οκτωβρίου 2026*

Η παρούσα πολιτική εξηγεί πώς η DKG Development Α.Ε. επεξεργάζεται τα προσωπικά δεδομένα των επισκεπτών του ιστοτόπου και όσων επικοινωνούν μαζί μας. Επεξεργαζόμαστε προσωπικά δεδομένα σύμφωνα με τον Κανονισμό (ΕΕ) 2016/679, τον Γενικό Κανονισμό Προστασίας Δεδομένων («ΓΚΠΔ»), και τον ν. 4624/2019.

## Υπεύθυνος επεξεργασίας

Υπεύθυνος επεξεργασίας είναι η **DKG Development Α.Ε.**, Λεωφ. Βασιλίσσης Σοφίας 45, 106 76 Αθήνα, με αριθμό ΓΕΜΗ 058214601000 και ΑΦΜ 800415732.

Για οποιοδήποτε ερώτημα σχετικά με τα δεδομένα σας μπορείτε να απευθυνθείτε στον Υπεύθυνο Προστασίας Δεδομένων στο **dpo@dkg-development.gr** ή ταχυδρομικά στην παραπάνω διεύθυνση, με την ένδειξη «Υπόψη Υπευθύνου Προστασίας Δεδομένων».

## Ποια δεδομένα συλλέγουμε

- **Δεδομένα που μας δίνετε.** Όταν χρησιμοποιείτε τη φόρμα επικοινωνίας, μας τηλεφωνείτε ή μας στέλνετε email, λαμβάνουμε το ονοματεπώνυμο, τη διεύθυνση email, το τηλέφωνο και το περιεχόμενο του μηνύματός σας, καθώς και όποια άλλη πληροφορία επιλέξετε να μοιραστείτε, όπως τον προϋπολογισμό σας, τα ακίνητα που σας ενδιαφέρουν ή οικογενειακά στοιχεία σχετικά με άδεια διαμονής.
- **Δεδομένα από τη χρήση του ιστοτόπου.** Οι διακομιστές μας καταγράφουν τεχνικά δεδομένα, όπως τη διεύθυνση IP, τον τύπο του προγράμματος περιήγησης, τις σελίδες που ζητήθηκαν και την ημερομηνία και ώρα κάθε αιτήματος. Τα αρχεία αυτά είναι απαραίτητα για την ασφαλή λειτουργία του ιστοτόπου.
- **Δεδομένα πελατών.** Αν γίνετε πελάτης μας, επεξεργαζόμαστε τα δεδομένα που απαιτούνται για την εκτέλεση της σύμβασης — έγγραφα ταυτοποίησης, ΑΦΜ, τραπεζικά στοιχεία και έγγραφα ακινήτων — βάσει χωριστών συμβατικών όρων που σας παρέχουμε εκείνη τη στιγμή.

Δεν ζητάμε μέσω του ιστοτόπου ειδικές κατηγορίες δεδομένων (όπως δεδομένα υγείας) και σας παρακαλούμε να μην μας τα αποστέλλετε.

## Σκοποί και νομική βάση

- **Απάντηση στο αίτημά σας** και, αν το ζητήσετε, σύνταξη προσφοράς: ενέργειες κατόπιν αιτήματός σας πριν από τη σύναψη σύμβασης (άρθρο 6 παρ. 1 στοιχ. β΄ ΓΚΠΔ).
- **Εκτέλεση των συμβάσεών μας** για την πώληση ακινήτων και την παροχή υπηρεσιών (άρθρο 6 παρ. 1 στοιχ. β΄ ΓΚΠΔ).
- **Συμμόρφωση με έννομες υποχρεώσεις**, ιδίως φορολογικές, λογιστικές και για την πρόληψη της νομιμοποίησης εσόδων από παράνομες δραστηριότητες (άρθρο 6 παρ. 1 στοιχ. γ΄ ΓΚΠΔ).
- **Λειτουργία και ασφάλεια του ιστοτόπου**, πρόληψη καταχρήσεων και διόρθωση σφαλμάτων: έννομο συμφέρον μας (άρθρο 6 παρ. 1 στοιχ. στ΄ ΓΚΠΔ).
- **Αποστολή ενημερώσεων για νέα έργα και εκδηλώσεις**, μόνο εφόσον έχετε δώσει τη συγκατάθεσή σας, την οποία μπορείτε να ανακαλέσετε οποτεδήποτε (άρθρο 6 παρ. 1 στοιχ. α΄ ΓΚΠΔ).

## Cookies

Ο ιστότοπος δεν χρησιμοποιεί διαφημιστικά cookies ούτε cookies ανάλυσης επισκεψιμότητας. Χρησιμοποιεί μόνο τεχνική αποθήκευση απολύτως απαραίτητη για τη λειτουργία του — για παράδειγμα, για να θυμάται τον όρο αναζήτησης κατά την επίσκεψή σας — για την οποία δεν απαιτείται συγκατάθεση. Αν στο μέλλον εισαγάγουμε cookies ανάλυσης ή μάρκετινγκ, θα ζητήσουμε πρώτα τη συγκατάθεσή σας και θα ενημερώσουμε την παρούσα πολιτική.

## Αποδέκτες

Πρόσβαση στα δεδομένα σας έχουν μόνο όσοι εργαζόμενοι της DKG τα χρειάζονται. Όπου απαιτείται, τα διαβιβάζουμε:

- σε παρόχους φιλοξενίας και συντήρησης του ιστοτόπου και των πληροφοριακών μας συστημάτων, βάσει συμβάσεων επεξεργασίας δεδομένων·
- σε συνεργάτες δικηγόρους, συμβολαιογράφους, μηχανικούς και λογιστές που συμμετέχουν στη συναλλαγή σας, αφού μας αναθέσετε να προχωρήσουμε·
- σε τράπεζες και δημόσιες αρχές, όπως η ΑΑΔΕ, το Ελληνικό Κτηματολόγιο και το Υπουργείο Μετανάστευσης και Ασύλου, όταν το απαιτεί η συναλλαγή σας ή ο νόμος.

Δεν πουλάμε ποτέ προσωπικά δεδομένα.

## Διαβιβάσεις εκτός ΕΕ

Αποθηκεύουμε τα δεδομένα εντός του Ευρωπαϊκού Οικονομικού Χώρου. Αν κάποιος πάροχος επεξεργάζεται δεδομένα εκτός ΕΟΧ, διασφαλίζουμε ότι η διαβίβαση καλύπτεται από απόφαση επάρκειας της Ευρωπαϊκής Επιτροπής ή από τυποποιημένες συμβατικές ρήτρες.

## Χρόνος διατήρησης

- Αιτήματα που δεν οδήγησαν σε σύμβαση: έως 24 μήνες από την τελευταία επικοινωνία.
- Φάκελοι πελατών: για τη διάρκεια της σύμβασης και στη συνέχεια για όσο απαιτεί η φορολογική νομοθεσία και η νομοθεσία για την πρόληψη της νομιμοποίησης εσόδων, κατά κανόνα από πέντε έως δέκα χρόνια.
- Αρχεία καταγραφής διακομιστών: έως 90 ημέρες, εκτός αν χρειάζονται για τη διερεύνηση περιστατικού ασφαλείας.
- Εγγραφές στο ενημερωτικό δελτίο: έως ότου διαγραφείτε.

## Τα δικαιώματά σας

Σύμφωνα με τον ΓΚΠΔ έχετε δικαίωμα:

- πρόσβασης στα προσωπικά δεδομένα που τηρούμε για εσάς·
- διόρθωσης ανακριβών δεδομένων·
- διαγραφής, όταν δεν υπάρχει νόμιμος λόγος διατήρησής τους·
- περιορισμού της επεξεργασίας ή εναντίωσης σε αυτήν, ιδίως όταν βασίζεται στο έννομο συμφέρον μας·
- φορητότητας των δεδομένων σας·
- ανάκλησης της συγκατάθεσής σας οποτεδήποτε, χωρίς να θίγεται η επεξεργασία που έγινε πριν από την ανάκληση.

Για να ασκήσετε τα δικαιώματά σας, γράψτε στο dpo@dkg-development.gr. Θα απαντήσουμε μέσα σε έναν μήνα και ενδέχεται να σας ζητήσουμε να επιβεβαιώσετε την ταυτότητά σας.

Αν θεωρείτε ότι δεν χειριστήκαμε σωστά τα δεδομένα σας, μπορείτε να υποβάλετε καταγγελία στην **Αρχή Προστασίας Δεδομένων Προσωπικού Χαρακτήρα**, Λεωφ. Κηφισίας 1–3, 115 23 Αθήνα, [www.dpa.gr](https://www.dpa.gr).

## Ασφάλεια

Προστατεύουμε τα προσωπικά δεδομένα με τεχνικά και οργανωτικά μέτρα ανάλογα με τον κίνδυνο, όπως κρυπτογραφημένες συνδέσεις (HTTPS), έλεγχο πρόσβασης, τακτικά αντίγραφα ασφαλείας και εκπαίδευση του προσωπικού. Τα μηνύματα της φόρμας επικοινωνίας διαβιβάζονται μέσω κρυπτογραφημένης σύνδεσης.

## Ανήλικοι

Ο ιστότοπος δεν απευθύνεται σε παιδιά κάτω των 15 ετών και δεν συλλέγουμε εν γνώσει μας δεδομένα τους.

## Αλλαγές της πολιτικής

Μπορεί να επικαιροποιούμε την πολιτική όταν αλλάζουν οι υπηρεσίες μας ή η νομοθεσία. Η ημερομηνία στην αρχή δείχνει την ισχύουσα έκδοση, και τυχόν ουσιώδεις αλλαγές θα ανακοινώνονται σε αυτή τη σελίδα.

Δείτε επίσης τους [όρους χρήσης](/terms-of-use).`,
  },
});

const termsOfUse = page('page-terms-of-use', [], {
  en: {
    title: 'Terms of use',
    intro:
      'The conditions that apply when you use the DKG Development website. Please read them carefully: by using the website, you accept them.',
    seo: {
      metaTitle: 'Terms of use | DKG Development',
      metaDescription:
        'Terms of use of the DKG Development website: information on properties and prices, permitted use, intellectual property, liability and governing law.',
    },
    body: `*Last updated: 1 October 2026*

## 1. About these terms

This website is operated by DKG Development S.A. ("DKG", "we"), 45 Vasilissis Sofias Avenue, 106 76 Athens, Greece, GEMI no. 058214601000, email info@dkg-development.gr, telephone +30 210 721 4500. These terms govern your use of the website in all its language versions. If you do not agree with them, please do not use the website.

## 2. Information on the website

We take care that the information on the website is accurate and up to date, but it is provided for general information only.

- **Properties and projects.** Descriptions, floor plans, areas, visualisations and photographs are indicative. Computer-generated images of projects under construction may differ from the finished building. Areas are gross areas unless stated otherwise.
- **Prices and availability.** Prices are in euros and exclude the taxes and costs of the purchase unless stated otherwise, and they may change without notice. A property is reserved for you only once a reservation agreement has been signed.
- **Guide and legal information.** Our guide to doing business in Greece summarises rules on residence permits, taxes and property in general terms, and legislation changes often. The guide is not legal, tax or investment advice and does not replace advice on your own situation from a qualified professional.

Nothing on the website is a binding offer. A contract for a property or a service is concluded only in writing and, for the transfer of real estate, before a notary, as Greek law requires.

## 3. Use of the website

You may use the website for personal, non-commercial purposes. You agree not to:

- use the website in breach of Greek or EU law;
- attempt to gain unauthorised access to the website, its servers or the content service behind it;
- interfere with the operation of the website, for example by sending automated requests in volumes that burden it;
- copy listings or other content systematically, by scraping or otherwise, in order to republish them;
- submit false information, or information about another person, through the contact form.

We may restrict access for anyone who breaches these terms.

## 4. Intellectual property

The website and its content — text, photographs, visualisations, floor plans, logos and design — belong to DKG or its licensors and are protected by Greek and international intellectual property law, including Law 2121/1993. You may view and print pages for your personal use. Any other reproduction, distribution or modification requires our prior written consent. The DKG name and logo are trademarks of DKG Development S.A.

## 5. Contact form and communications

When you send us a message, you confirm that the information you provide is accurate. We use it to reply to you, as described in our [privacy policy](/privacy-policy). Sending a message does not create a client relationship or any obligation on either side.

## 6. Links to other websites

The website contains links to websites of third parties, such as public authorities and partners. We provide them for convenience; we have no control over their content and accept no responsibility for it. External links open in a new window.

## 7. Availability

We aim to keep the website available at all times, but we do not guarantee uninterrupted access. We may suspend, change or discontinue parts of the website, for example for maintenance, without notice.

## 8. Liability

We are not liable for loss or damage arising from reliance on the general information on the website, from the temporary unavailability of the website or from the content of third-party websites, except where liability cannot be excluded by law — in particular for intent and gross negligence. Nothing in these terms limits your rights as a consumer under Greek and EU law.

## 9. Changes to these terms

We may amend these terms from time to time. The version published on this page at the time of your visit applies, and the date at the top shows when it was last updated.

## 10. Governing law and jurisdiction

These terms are governed by Greek law. Disputes fall under the jurisdiction of the courts of Athens, without prejudice to the mandatory right of consumers to bring proceedings before the courts of their place of residence. Consumers may also refer a dispute to the Hellenic Consumer Ombudsman.

## 11. Contact

Questions about these terms: info@dkg-development.gr or +30 210 721 4500. See also our [contacts](/contacts).`,
  },
  ru: {
    title: 'Условия использования',
    intro:
      'Условия, которые действуют при использовании сайта DKG Development. Пожалуйста, внимательно ознакомьтесь с ними: пользуясь сайтом, вы их принимаете.',
    seo: {
      metaTitle: 'Условия использования | DKG Development',
      metaDescription:
        'Условия использования сайта DKG Development: информация об объектах и ценах, правила пользования, интеллектуальная собственность, ответственность и право.',
    },
    body: `*Последнее обновление: 1 октября 2026 года*

## 1. Об этих условиях

Сайт принадлежит компании DKG Development S.A. («DKG», «мы»), пр. Василисис Софиас, 45, 106 76 Афины, Греция, № в GEMI 058214601000, электронная почта info@dkg-development.gr, телефон +30 210 721 4500. Настоящие условия регулируют использование сайта во всех его языковых версиях. Если вы с ними не согласны, пожалуйста, не пользуйтесь сайтом.

## 2. Информация на сайте

Мы следим за тем, чтобы информация на сайте была точной и актуальной, однако она носит исключительно общий информационный характер.

- **Объекты и проекты.** Описания, планировки, площади, визуализации и фотографии приводятся для ознакомления. Компьютерные изображения строящихся объектов могут отличаться от готового здания. Площади указаны как общие, если не оговорено иное.
- **Цены и наличие.** Цены указаны в евро без учёта налогов и расходов по сделке, если не оговорено иное, и могут меняться без предупреждения. Объект закрепляется за вами только после подписания соглашения о бронировании.
- **Путеводитель и правовая информация.** Наш путеводитель по ведению бизнеса в Греции в общих чертах описывает правила получения ВНЖ, налогообложения и покупки недвижимости, а законодательство часто меняется. Путеводитель не является юридической, налоговой или инвестиционной консультацией и не заменяет консультацию квалифицированного специалиста по вашей конкретной ситуации.

Ничто на сайте не является офертой. Договор в отношении недвижимости или услуги заключается только в письменной форме, а при передаче права собственности на недвижимость — у нотариуса, как того требует греческий закон.

## 3. Использование сайта

Вы можете пользоваться сайтом в личных некоммерческих целях. Вы обязуетесь не:

- использовать сайт в нарушение законодательства Греции или ЕС;
- пытаться получить несанкционированный доступ к сайту, его серверам или контент-сервису, на котором он работает;
- мешать работе сайта, например направляя автоматические запросы в объёмах, создающих для него нагрузку;
- систематически копировать объявления или другой контент — с помощью парсинга или иным способом — для повторной публикации;
- отправлять через форму обратной связи ложные сведения или данные другого лица.

Мы можем ограничить доступ к сайту для тех, кто нарушает эти условия.

## 4. Интеллектуальная собственность

Сайт и его содержимое — тексты, фотографии, визуализации, планировки, логотипы и дизайн — принадлежат DKG или её лицензиарам и охраняются греческим и международным законодательством об интеллектуальной собственности, в том числе Законом 2121/1993. Вы можете просматривать и распечатывать страницы для личного использования. Любое иное воспроизведение, распространение или изменение требует нашего предварительного письменного согласия. Название и логотип DKG являются товарными знаками DKG Development S.A.

## 5. Форма обратной связи и переписка

Отправляя нам сообщение, вы подтверждаете, что предоставленные сведения достоверны. Мы используем их, чтобы ответить вам, как описано в нашей [политике конфиденциальности](/privacy-policy). Отправка сообщения не делает вас нашим клиентом и не создаёт обязательств ни для одной из сторон.

## 6. Ссылки на другие сайты

На сайте есть ссылки на сайты третьих лиц, например государственных органов и партнёров. Мы приводим их для удобства, не контролируем их содержание и не несём за него ответственности. Внешние ссылки открываются в новом окне.

## 7. Доступность

Мы стремимся к тому, чтобы сайт был доступен всегда, но не гарантируем бесперебойную работу. Мы можем приостанавливать, изменять или прекращать работу отдельных разделов сайта, например на время технического обслуживания, без предварительного уведомления.

## 8. Ответственность

Мы не несём ответственности за убытки, возникшие из-за того, что вы полагались на общую информацию с сайта, из-за временной недоступности сайта или содержания сторонних сайтов, за исключением случаев, когда ответственность не может быть исключена по закону, — в частности, при умысле и грубой неосторожности. Ничто в этих условиях не ограничивает ваши права потребителя по законодательству Греции и ЕС.

## 9. Изменение условий

Мы можем время от времени изменять эти условия. Применяется редакция, опубликованная на этой странице на момент вашего посещения; дата в начале страницы указывает на последнее обновление.

## 10. Применимое право и подсудность

Настоящие условия регулируются правом Греции. Споры подлежат рассмотрению в судах Афин без ущерба для права потребителей обращаться в суд по месту жительства. Потребители также могут обратиться к Омбудсмену по защите прав потребителей Греции.

## 11. Контакты

Вопросы по этим условиям: info@dkg-development.gr или +30 210 721 4500. См. также [контакты](/contacts).`,
  },
  el: {
    title: 'Όροι χρήσης',
    intro:
      'Οι όροι που ισχύουν όταν χρησιμοποιείτε τον ιστότοπο της DKG Development. Διαβάστε τους προσεκτικά· με τη χρήση του ιστοτόπου τους αποδέχεστε.',
    seo: {
      metaTitle: 'Όροι χρήσης | DKG Development',
      metaDescription:
        'Οι όροι χρήσης του ιστοτόπου της DKG Development: πληροφορίες για ακίνητα και τιμές, επιτρεπτή χρήση, πνευματική ιδιοκτησία, ευθύνη και εφαρμοστέο δίκαιο.',
    },
    body: `*Τελευταία ενημέρωση: 1 Οκτωβρίου 2026*

## 1. Σχετικά με τους όρους

Ο ιστότοπος ανήκει στην DKG Development Α.Ε. («DKG», «εμείς»), Λεωφ. Βασιλίσσης Σοφίας 45, 106 76 Αθήνα, αριθμός ΓΕΜΗ 058214601000, email info@dkg-development.gr, τηλέφωνο +30 210 721 4500. Οι παρόντες όροι διέπουν τη χρήση του ιστοτόπου σε όλες τις γλωσσικές του εκδόσεις. Αν δεν συμφωνείτε με αυτούς, παρακαλούμε να μη χρησιμοποιείτε τον ιστότοπο.

## 2. Πληροφορίες του ιστοτόπου

Φροντίζουμε οι πληροφορίες του ιστοτόπου να είναι ακριβείς και επίκαιρες, παρέχονται όμως αποκλειστικά για γενική ενημέρωση.

- **Ακίνητα και έργα.** Περιγραφές, κατόψεις, εμβαδά, φωτορεαλιστικές απεικονίσεις και φωτογραφίες είναι ενδεικτικά. Οι ψηφιακές απεικονίσεις έργων υπό κατασκευή μπορεί να διαφέρουν από το ολοκληρωμένο κτίριο. Τα εμβαδά αναφέρονται ως μικτά, εκτός αν ορίζεται διαφορετικά.
- **Τιμές και διαθεσιμότητα.** Οι τιμές αναφέρονται σε ευρώ, χωρίς τους φόρους και τα έξοδα της αγοράς, εκτός αν αναφέρεται διαφορετικά, και μπορεί να αλλάξουν χωρίς προειδοποίηση. Ένα ακίνητο δεσμεύεται για εσάς μόνο μετά την υπογραφή συμφωνητικού κράτησης.
- **Οδηγός και νομικές πληροφορίες.** Ο οδηγός μας για το επιχειρείν στην Ελλάδα συνοψίζει γενικά τους κανόνες για τις άδειες διαμονής, τη φορολογία και τα ακίνητα, και η νομοθεσία αλλάζει συχνά. Ο οδηγός δεν αποτελεί νομική, φορολογική ή επενδυτική συμβουλή και δεν υποκαθιστά τη συμβουλή ειδικού για τη δική σας περίπτωση.

Τίποτα στον ιστότοπο δεν αποτελεί δεσμευτική πρόταση σύναψης σύμβασης. Σύμβαση για ακίνητο ή υπηρεσία συνάπτεται μόνο εγγράφως και, για τη μεταβίβαση ακινήτου, με συμβολαιογραφικό έγγραφο, όπως ορίζει ο νόμος.

## 3. Χρήση του ιστοτόπου

Μπορείτε να χρησιμοποιείτε τον ιστότοπο για προσωπικούς, μη εμπορικούς σκοπούς. Δεσμεύεστε να μην:

- χρησιμοποιείτε τον ιστότοπο κατά παράβαση της ελληνικής ή της ενωσιακής νομοθεσίας·
- επιχειρείτε μη εξουσιοδοτημένη πρόσβαση στον ιστότοπο, στους διακομιστές του ή στην υπηρεσία περιεχομένου που τον υποστηρίζει·
- παρεμποδίζετε τη λειτουργία του, για παράδειγμα με αυτοματοποιημένα αιτήματα σε όγκο που τον επιβαρύνει·
- αντιγράφετε συστηματικά αγγελίες ή άλλο περιεχόμενο, με scraping ή με άλλο τρόπο, για να το αναδημοσιεύσετε·
- υποβάλλετε μέσω της φόρμας επικοινωνίας ψευδή στοιχεία ή στοιχεία τρίτου προσώπου.

Μπορούμε να περιορίσουμε την πρόσβαση όποιου παραβιάζει τους όρους.

## 4. Πνευματική ιδιοκτησία

Ο ιστότοπος και το περιεχόμενό του — κείμενα, φωτογραφίες, απεικονίσεις, κατόψεις, λογότυπα και σχεδιασμός — ανήκουν στην DKG ή στους δικαιοπαρόχους της και προστατεύονται από την ελληνική και διεθνή νομοθεσία για την πνευματική ιδιοκτησία, μεταξύ άλλων από τον ν. 2121/1993. Μπορείτε να βλέπετε και να εκτυπώνετε σελίδες για προσωπική χρήση. Κάθε άλλη αναπαραγωγή, διανομή ή τροποποίηση απαιτεί την προηγούμενη έγγραφη συναίνεσή μας. Η επωνυμία και το λογότυπο DKG είναι σήματα της DKG Development Α.Ε.

## 5. Φόρμα επικοινωνίας

Όταν μας στέλνετε μήνυμα, βεβαιώνετε ότι τα στοιχεία που δίνετε είναι ακριβή. Τα χρησιμοποιούμε για να σας απαντήσουμε, όπως περιγράφεται στην [πολιτική απορρήτου](/privacy-policy). Η αποστολή μηνύματος δεν δημιουργεί σχέση πελάτη ούτε υποχρέωση για κανένα από τα μέρη.

## 6. Σύνδεσμοι προς άλλους ιστοτόπους

Ο ιστότοπος περιέχει συνδέσμους προς ιστοτόπους τρίτων, όπως δημόσιων αρχών και συνεργατών. Τους παρέχουμε για διευκόλυνσή σας· δεν ελέγχουμε το περιεχόμενό τους και δεν φέρουμε ευθύνη γι' αυτό. Οι εξωτερικοί σύνδεσμοι ανοίγουν σε νέο παράθυρο.

## 7. Διαθεσιμότητα

Επιδιώκουμε ο ιστότοπος να είναι πάντα διαθέσιμος, δεν εγγυόμαστε όμως αδιάλειπτη πρόσβαση. Μπορούμε να αναστείλουμε, να αλλάξουμε ή να καταργήσουμε τμήματα του ιστοτόπου, για παράδειγμα για συντήρηση, χωρίς προειδοποίηση.

## 8. Ευθύνη

Δεν ευθυνόμαστε για ζημίες που προκύπτουν από την εμπιστοσύνη σε γενικές πληροφορίες του ιστοτόπου, από την προσωρινή μη διαθεσιμότητά του ή από το περιεχόμενο ιστοτόπων τρίτων, εκτός αν η ευθύνη δεν μπορεί να αποκλειστεί κατά τον νόμο — ιδίως για δόλο και βαριά αμέλεια. Τίποτα στους παρόντες όρους δεν περιορίζει τα δικαιώματά σας ως καταναλωτή κατά το ελληνικό και το ενωσιακό δίκαιο.

## 9. Τροποποιήσεις

Μπορούμε να τροποποιούμε κατά καιρούς τους όρους. Ισχύει η έκδοση που είναι αναρτημένη σε αυτή τη σελίδα κατά την επίσκεψή σας, και η ημερομηνία στην αρχή δείχνει την τελευταία ενημέρωση.

## 10. Εφαρμοστέο δίκαιο και δικαιοδοσία

Οι όροι διέπονται από το ελληνικό δίκαιο. Για κάθε διαφορά αρμόδια είναι τα δικαστήρια της Αθήνας, με την επιφύλαξη του δικαιώματος των καταναλωτών να προσφύγουν στα δικαστήρια του τόπου κατοικίας τους. Οι καταναλωτές μπορούν επίσης να απευθυνθούν στον Συνήγορο του Καταναλωτή.

## 11. Επικοινωνία

Ερωτήσεις για τους όρους: info@dkg-development.gr ή +30 210 721 4500. Δείτε επίσης τη σελίδα [επικοινωνίας](/contacts).`,
  },
});

const services = page('page-services', [], {
  en: {
    title: 'Our services',
    intro:
      'Six services built on twenty years of developing and building in Greece — for buyers, investors, property owners and entrepreneurs.',
    seo: {
      metaTitle: 'Services | DKG Development',
      metaDescription:
        'Golden Visa, real estate investment, construction, project management, transaction support and business consulting in Greece, from one experienced team.',
    },
    body: `Whether you are buying a home, applying for residence, building on your own land or setting up a company, you work with one team that knows every step of the Greek process. Each service can be used on its own or combined with others: many clients start with the [Golden Visa](/services/golden-visa) and go on to [investment](/services/investment) or [business consulting](/services/business-consulting).

Not sure where to start? [Tell us about your plans](/contacts) and we will suggest the right combination.`,
  },
  ru: {
    title: 'Наши услуги',
    intro:
      'Шесть услуг, в основе которых двадцать лет девелопмента и строительства в Греции, — для покупателей, инвесторов, собственников и предпринимателей.',
    seo: {
      metaTitle: 'Услуги | DKG Development',
      metaDescription:
        'Золотая виза, инвестиции в недвижимость, строительство, управление проектами, сопровождение сделок и бизнес-консалтинг в Греции — одна опытная команда.',
    },
    body: `Покупаете ли вы жильё, оформляете ВНЖ, строите на собственном участке или открываете компанию — вы работаете с одной командой, которая знает каждый шаг греческих процедур. Услуги можно заказать по отдельности или в сочетании: многие клиенты начинают с [Золотой визы](/services/golden-visa), а затем переходят к [инвестициям](/services/investment) или [бизнес-консалтингу](/services/business-consulting).

Не знаете, с чего начать? [Расскажите о своих планах](/contacts), и мы предложим подходящее решение.`,
  },
  el: {
    title: 'Οι υπηρεσίες μας',
    intro:
      'Έξι υπηρεσίες που στηρίζονται σε είκοσι χρόνια ανάπτυξης ακινήτων και κατασκευών στην Ελλάδα — για αγοραστές, επενδυτές, ιδιοκτήτες και επιχειρηματίες.',
    seo: {
      metaTitle: 'Υπηρεσίες | DKG Development',
      metaDescription:
        'Golden Visa, επενδύσεις σε ακίνητα, κατασκευή, διαχείριση έργων, υποστήριξη συναλλαγών και επιχειρηματική συμβουλευτική, από μία έμπειρη ομάδα.',
    },
    body: `Είτε αγοράζετε κατοικία, είτε ζητάτε άδεια διαμονής, είτε χτίζετε στο δικό σας οικόπεδο ή ιδρύετε εταιρεία, συνεργάζεστε με μία ομάδα που γνωρίζει κάθε βήμα των ελληνικών διαδικασιών. Κάθε υπηρεσία μπορεί να χρησιμοποιηθεί αυτόνομα ή σε συνδυασμό: πολλοί πελάτες ξεκινούν με το [Golden Visa](/services/golden-visa) και συνεχίζουν με [επενδύσεις](/services/investment) ή [επιχειρηματική συμβουλευτική](/services/business-consulting).

Δεν ξέρετε από πού να ξεκινήσετε; [Πείτε μας τα σχέδιά σας](/contacts) και θα σας προτείνουμε τον σωστό συνδυασμό.`,
  },
});

const partners = page('page-partners', [], {
  en: {
    title: 'Partners',
    intro: 'The law firms, banks, architects and suppliers we trust — many of them for more than a decade.',
    seo: {
      metaTitle: 'Partners | DKG Development',
      metaDescription:
        'The law firms, notaries, banks, architects and suppliers DKG Development works with on property purchases, residence permits and construction in Greece.',
    },
    body: `We choose partners who share our standards and can serve our clients in their own language. Law firms and notaries handle the legal side of purchases and residence permits, banks open accounts and process payments, and long-standing suppliers and subcontractors help us build. Our partners pay us no referral fees, and our recommendations are never for sale.

If you would like to work with DKG, [get in touch](/contacts).`,
  },
  ru: {
    title: 'Партнёры',
    intro:
      'Юридические фирмы, банки, архитекторы и поставщики, которым мы доверяем, — со многими из них мы работаем больше десяти лет.',
    seo: {
      metaTitle: 'Партнёры | DKG Development',
      metaDescription:
        'Юридические фирмы, нотариусы, банки, архитекторы и поставщики, с которыми DKG работает при покупке недвижимости, оформлении ВНЖ и строительстве в Греции.',
    },
    body: `Мы выбираем партнёров, которые разделяют наши стандарты и могут общаться с клиентами на их родном языке. Юридические фирмы и нотариусы отвечают за правовую сторону сделок и ВНЖ, банки открывают счета и проводят платежи, а поставщики и субподрядчики, с которыми мы работаем много лет, помогают нам строить. Партнёры не платят нам за рекомендации, и наши рекомендации не продаются.

Если вы хотите сотрудничать с DKG, [напишите нам](/contacts).`,
  },
  el: {
    title: 'Συνεργάτες',
    intro:
      'Τα δικηγορικά γραφεία, οι τράπεζες, οι αρχιτέκτονες και οι προμηθευτές που εμπιστευόμαστε — πολλούς από αυτούς εδώ και πάνω από μια δεκαετία.',
    seo: {
      metaTitle: 'Συνεργάτες | DKG Development',
      metaDescription:
        'Δικηγορικά γραφεία, συμβολαιογράφοι, τράπεζες, αρχιτέκτονες και προμηθευτές με τους οποίους συνεργάζεται η DKG σε αγορές ακινήτων, άδειες και κατασκευές.',
    },
    body: `Επιλέγουμε συνεργάτες που μοιράζονται τα πρότυπά μας και μπορούν να εξυπηρετήσουν τους πελάτες μας στη γλώσσα τους. Δικηγορικά γραφεία και συμβολαιογράφοι χειρίζονται το νομικό σκέλος των αγορών και των αδειών διαμονής, οι τράπεζες ανοίγουν λογαριασμούς και διεκπεραιώνουν πληρωμές, ενώ προμηθευτές και υπεργολάβοι με τους οποίους δουλεύουμε χρόνια μας βοηθούν να χτίζουμε. Οι συνεργάτες μας δεν μας καταβάλλουν προμήθειες για συστάσεις και οι συστάσεις μας δεν πωλούνται.

Αν θέλετε να συνεργαστείτε με την DKG, [επικοινωνήστε μαζί μας](/contacts).`,
  },
});

const certificates = page('page-certificates', [], {
  en: {
    title: 'Certificates',
    intro:
      'Independent certifications of our quality, environmental and safety management, and the registrations under which we build.',
    seo: {
      metaTitle: 'Certificates | DKG Development',
      metaDescription:
        'Certificates of DKG Development: quality, environmental and occupational safety management systems audited by accredited bodies, with PDF copies to download.',
    },
    body: `Certification is no substitute for good work, but it makes our processes verifiable. Our management systems are audited every year by accredited certification bodies, and our construction company is registered in the national register of construction contractors. You can view and download each certificate below.

For earlier versions or additional documents, [contact us](/contacts).`,
  },
  ru: {
    title: 'Сертификаты',
    intro:
      'Независимая сертификация наших систем менеджмента качества, экологии и охраны труда, а также регистрации, на основании которых мы строим.',
    seo: {
      metaTitle: 'Сертификаты | DKG Development',
      metaDescription:
        'Сертификаты DKG Development: системы менеджмента качества, экологии и охраны труда, проверенные аккредитованными органами, с копиями в формате PDF.',
    },
    body: `Сертификация не заменяет качественной работы, но делает наши процессы проверяемыми. Наши системы менеджмента ежегодно проходят аудит аккредитованных органов по сертификации, а строительная компания внесена в национальный реестр строительных подрядчиков. Ниже можно посмотреть и скачать каждый сертификат.

Если вам нужны предыдущие версии или дополнительные документы, [свяжитесь с нами](/contacts).`,
  },
  el: {
    title: 'Πιστοποιήσεις',
    intro:
      'Ανεξάρτητες πιστοποιήσεις των συστημάτων διαχείρισης ποιότητας, περιβάλλοντος και ασφάλειας, και τα μητρώα στα οποία είμαστε εγγεγραμμένοι ως κατασκευαστές.',
    seo: {
      metaTitle: 'Πιστοποιήσεις | DKG Development',
      metaDescription:
        'Πιστοποιήσεις της DKG Development: συστήματα διαχείρισης ποιότητας, περιβάλλοντος και ασφάλειας, ελεγμένα από διαπιστευμένους φορείς, με αρχεία PDF.',
    },
    body: `Η πιστοποίηση δεν υποκαθιστά την καλή δουλειά, κάνει όμως τις διαδικασίες μας επαληθεύσιμες. Τα συστήματα διαχείρισης ελέγχονται κάθε χρόνο από διαπιστευμένους φορείς πιστοποίησης και η κατασκευαστική μας εταιρεία είναι εγγεγραμμένη στο εθνικό μητρώο εργοληπτικών επιχειρήσεων. Παρακάτω μπορείτε να δείτε και να κατεβάσετε κάθε πιστοποιητικό.

Για παλαιότερες εκδόσεις ή πρόσθετα έγγραφα, [επικοινωνήστε μαζί μας](/contacts).`,
  },
});

const properties = page('page-properties', [], {
  en: {
    title: 'Properties for sale',
    intro:
      'Apartments, houses, villas, commercial premises and land across Greece — new developments and carefully selected resale properties.',
    seo: {
      metaTitle: 'Properties for sale in Greece | DKG',
      metaDescription:
        'Apartments, villas, houses, commercial premises and land in Athens, Thessaloniki, Halkidiki, Crete and the islands, many eligible for the Golden Visa.',
    },
    body: `Every property listed here has been visited by our team, and its title and permits were checked before it went online. Filter by type, region, price and bedrooms, or look for the Golden Visa label to see the properties that qualify for the residence programme.

If you cannot find what you are looking for, [tell us what you need](/contacts): many properties are sold before they are ever advertised.`,
  },
  ru: {
    title: 'Недвижимость в продаже',
    intro:
      'Квартиры, дома, виллы, коммерческие помещения и участки по всей Греции — новые проекты и тщательно отобранные объекты вторичного рынка.',
    seo: {
      metaTitle: 'Недвижимость в Греции | DKG',
      metaDescription:
        'Квартиры, виллы, дома, коммерческие помещения и участки в Афинах, Салониках, на Халкидиках, Крите и островах, в том числе под Золотую визу.',
    },
    body: `Каждый объект в этом разделе лично осмотрели наши специалисты, а права собственности и разрешения проверены до публикации. Используйте фильтры по типу, региону, цене и количеству спален или ищите отметку «Золотая виза», чтобы увидеть объекты, подходящие под программу ВНЖ.

Не нашли подходящий вариант? [Расскажите, что вы ищете](/contacts): многие объекты продаются ещё до того, как попадают в рекламу.`,
  },
  el: {
    title: 'Ακίνητα προς πώληση',
    intro:
      'Διαμερίσματα, μονοκατοικίες, βίλες, επαγγελματικοί χώροι και οικόπεδα σε όλη την Ελλάδα — νέα έργα και προσεκτικά επιλεγμένα ακίνητα μεταπώλησης.',
    seo: {
      metaTitle: 'Ακίνητα προς πώληση | DKG',
      metaDescription:
        'Διαμερίσματα, βίλες, μονοκατοικίες, επαγγελματικοί χώροι και οικόπεδα σε Αθήνα, Θεσσαλονίκη, Χαλκιδική, Κρήτη και νησιά, πολλά κατάλληλα για Golden Visa.',
    },
    body: `Κάθε ακίνητο αυτής της σελίδας το έχει επισκεφθεί η ομάδα μας, και οι τίτλοι και οι άδειές του ελέγχθηκαν πριν δημοσιευθεί. Φιλτράρετε ανά τύπο, περιοχή, τιμή και υπνοδωμάτια ή αναζητήστε την ένδειξη Golden Visa για να δείτε τα ακίνητα που πληρούν τις προϋποθέσεις του προγράμματος.

Δεν βρίσκετε αυτό που ψάχνετε; [Πείτε μας τι χρειάζεστε](/contacts): πολλά ακίνητα πωλούνται πριν καν διαφημιστούν.`,
  },
});

const events = page('page-events', [], {
  en: {
    title: 'Events',
    intro:
      'Presentations, open days, exhibitions and seminars where you can meet our team in Greece and abroad.',
    seo: {
      metaTitle: 'Events | DKG Development',
      metaDescription:
        'Meet DKG at property exhibitions, open days on our sites and seminars on the Golden Visa and investing in Greece, in Athens, Thessaloniki and abroad.',
    },
    body: `We present our projects at international property exhibitions, hold open days on our construction sites and run seminars on the Golden Visa and on investing in Greece. Most events are free to attend; some require registration in advance.

If you would like an invitation to our next event in your city, [let us know](/contacts).`,
  },
  ru: {
    title: 'События',
    intro:
      'Презентации, дни открытых дверей, выставки и семинары, где можно познакомиться с нашей командой в Греции и за рубежом.',
    seo: {
      metaTitle: 'События | DKG Development',
      metaDescription:
        'Встречайте DKG на выставках недвижимости, днях открытых дверей на наших стройках и семинарах о Золотой визе и инвестициях в Греции и за рубежом.',
    },
    body: `Мы представляем наши проекты на международных выставках недвижимости, проводим дни открытых дверей на стройках и семинары о Золотой визе и инвестициях в Греции. Участие в большинстве мероприятий бесплатное, на некоторые нужна предварительная регистрация.

Хотите получить приглашение на наше следующее мероприятие в вашем городе? [Напишите нам](/contacts).`,
  },
  el: {
    title: 'Εκδηλώσεις',
    intro:
      'Παρουσιάσεις, ημέρες ανοιχτών εργοταξίων, εκθέσεις και σεμινάρια όπου μπορείτε να γνωρίσετε την ομάδα μας στην Ελλάδα και στο εξωτερικό.',
    seo: {
      metaTitle: 'Εκδηλώσεις | DKG Development',
      metaDescription:
        'Συναντήστε την DKG σε εκθέσεις ακινήτων, σε ανοιχτές ημέρες στα εργοτάξιά μας και σε σεμινάρια για το Golden Visa και τις επενδύσεις στην Ελλάδα.',
    },
    body: `Παρουσιάζουμε τα έργα μας σε διεθνείς εκθέσεις ακινήτων, ανοίγουμε τα εργοτάξιά μας στο κοινό και οργανώνουμε σεμινάρια για το Golden Visa και τις επενδύσεις στην Ελλάδα. Οι περισσότερες εκδηλώσεις είναι ελεύθερες· για ορισμένες απαιτείται προεγγραφή.

Αν θέλετε πρόσκληση για την επόμενη εκδήλωσή μας στην πόλη σας, [ενημερώστε μας](/contacts).`,
  },
});

const businessInGreece = page('page-business-in-greece', [], {
  en: {
    title: 'Business in Greece',
    intro:
      'Practical guides to residence permits, buying property, taxes and setting up a company in Greece, written by people who deal with them every day.',
    seo: {
      metaTitle: 'Guide to business in Greece | DKG',
      metaDescription:
        'Practical guides to the Golden Visa, buying property, AFM and bank accounts, property taxes, company formation and tax residence in Greece.',
    },
    body: `Our team answers the same questions every week. How much do I need to invest for a Golden Visa? What does a purchase really cost? Do I need a Greek company? These guides collect the answers in plain language, with the current thresholds, rates and procedures.

They are general guides, not legal or tax advice: rules change, and every case is different. When you are ready to act, our [services](/services) team will look at your situation in detail.`,
  },
  ru: {
    title: 'Бизнес в Греции',
    intro:
      'Практические руководства по ВНЖ, покупке недвижимости, налогам и открытию компании в Греции от людей, которые занимаются этим каждый день.',
    seo: {
      metaTitle: 'Путеводитель по бизнесу в Греции | DKG',
      metaDescription:
        'Практические руководства: Золотая виза, покупка недвижимости, AFM и банковский счёт, налоги, открытие компании и налоговое резидентство в Греции.',
    },
    body: `Каждую неделю наша команда отвечает на одни и те же вопросы. Сколько нужно вложить, чтобы получить Золотую визу? Сколько на самом деле стоит покупка? Нужна ли мне греческая компания? В этих статьях ответы собраны простым языком, с актуальными порогами, ставками и процедурами.

Это общие руководства, а не юридическая или налоговая консультация: правила меняются, а каждая ситуация индивидуальна. Когда будете готовы действовать, наша команда [услуг](/services) подробно разберёт ваш случай.`,
  },
  el: {
    title: 'Επιχειρείν στην Ελλάδα',
    intro:
      'Πρακτικοί οδηγοί για άδειες διαμονής, αγορά ακινήτου, φόρους και σύσταση εταιρείας στην Ελλάδα, γραμμένοι από ανθρώπους που ασχολούνται με αυτά καθημερινά.',
    seo: {
      metaTitle: 'Οδηγός για το επιχειρείν στην Ελλάδα | DKG',
      metaDescription:
        'Πρακτικοί οδηγοί για Golden Visa, αγορά ακινήτου, ΑΦΜ και τραπεζικό λογαριασμό, φόρους ακινήτων, σύσταση εταιρείας και φορολογική κατοικία.',
    },
    body: `Η ομάδα μας απαντά κάθε εβδομάδα στις ίδιες ερωτήσεις. Πόσα πρέπει να επενδύσω για Golden Visa; Πόσο κοστίζει πραγματικά μια αγορά; Χρειάζομαι ελληνική εταιρεία; Οι οδηγοί αυτοί συγκεντρώνουν τις απαντήσεις σε απλή γλώσσα, με τα ισχύοντα όρια, τους συντελεστές και τις διαδικασίες.

Είναι γενικοί οδηγοί και όχι νομική ή φορολογική συμβουλή: οι κανόνες αλλάζουν και κάθε περίπτωση είναι διαφορετική. Όταν είστε έτοιμοι να προχωρήσετε, η ομάδα των [υπηρεσιών](/services) μας θα εξετάσει αναλυτικά τη δική σας περίπτωση.`,
  },
});

const contacts = page('page-contacts', [], {
  en: {
    title: 'Contacts',
    intro:
      'Visit us in Athens or Thessaloniki, call, or send us a message — we reply within one working day, in English, Russian or Greek.',
    seo: {
      metaTitle: 'Contact us | DKG Development',
      metaDescription:
        'Contact DKG Development: head office at 45 Vasilissis Sofias Avenue, Athens, office in Thessaloniki, +30 210 721 4500, info@dkg-development.gr.',
    },
    body: `## Write to us

Use the form to tell us what you are looking for — a property, a Golden Visa, a construction project or advice — and a member of the relevant team will get back to you.

## Our offices

Our head office is at 45 Vasilissis Sofias Avenue in central Athens, a short walk from Evangelismos metro station. The Thessaloniki office is at 43 Tsimiski Street, in the city centre. Meetings outside office hours can be arranged by appointment, and we hold video calls with clients abroad.

General enquiries: info@dkg-development.gr, +30 210 721 4500.`,
  },
  ru: {
    title: 'Контакты',
    intro:
      'Приходите к нам в Афинах или Салониках, звоните или напишите — мы отвечаем в течение одного рабочего дня на русском, английском или греческом.',
    seo: {
      metaTitle: 'Контакты | DKG Development',
      metaDescription:
        'Контакты DKG Development: головной офис на пр. Василисис Софиас, 45 в Афинах, офис в Салониках, +30 210 721 4500, info@dkg-development.gr.',
    },
    body: `## Напишите нам

Расскажите в форме, что вы ищете, — недвижимость, Золотую визу, строительный проект или консультацию, — и с вами свяжется специалист соответствующего отдела.

## Наши офисы

Головной офис находится в центре Афин на проспекте Василисис Софиас, 45, в нескольких минутах ходьбы от станции метро «Эвангелисмос». Офис в Салониках расположен в центре города на улице Цимиски, 43. Встречу в нерабочее время можно назначить заранее, а с клиентами за рубежом мы проводим видеозвонки.

Общие вопросы: info@dkg-development.gr, +30 210 721 4500.`,
  },
  el: {
    title: 'Επικοινωνία',
    intro:
      'Επισκεφθείτε μας στην Αθήνα ή στη Θεσσαλονίκη, τηλεφωνήστε ή στείλτε μας μήνυμα — απαντάμε μέσα σε μία εργάσιμη ημέρα, στα ελληνικά, τα αγγλικά ή τα ρωσικά.',
    seo: {
      metaTitle: 'Επικοινωνία | DKG Development',
      metaDescription:
        'Επικοινωνήστε με την DKG Development: κεντρικά γραφεία Λεωφ. Βασιλίσσης Σοφίας 45, Αθήνα, γραφείο Θεσσαλονίκης, 210 721 4500, info@dkg-development.gr.',
    },
    body: `## Γράψτε μας

Χρησιμοποιήστε τη φόρμα για να μας πείτε τι αναζητάτε — ακίνητο, Golden Visa, κατασκευαστικό έργο ή συμβουλή — και ένα στέλεχος της αρμόδιας ομάδας θα επικοινωνήσει μαζί σας.

## Τα γραφεία μας

Τα κεντρικά μας γραφεία βρίσκονται στη Λεωφόρο Βασιλίσσης Σοφίας 45, στο κέντρο της Αθήνας, λίγα λεπτά με τα πόδια από τον σταθμό του μετρό «Ευαγγελισμός». Το γραφείο της Θεσσαλονίκης βρίσκεται στην οδό Τσιμισκή 43, στο κέντρο της πόλης. Συναντήσεις εκτός ωραρίου κανονίζονται κατόπιν ραντεβού, ενώ με πελάτες στο εξωτερικό συνομιλούμε μέσω βιντεοκλήσης.

Γενικές πληροφορίες: info@dkg-development.gr, +30 210 721 4500.`,
  },
});

const projects = page('page-projects', [], {
  en: {
    title: 'Our projects',
    intro:
      'Residential complexes, villas and commercial buildings developed and built by DKG — completed, under construction and in design.',
    seo: {
      metaTitle: 'Projects | DKG Development',
      metaDescription:
        'Residential complexes, seaside villas and commercial buildings by DKG Development in Athens, Thessaloniki and across Greece, by category and stage.',
    },
    body: `Browse our projects by category or see them all together. Each project shows where we are building, what stage the works have reached and what makes the design particular.

Homes in projects under construction can often be reserved off-plan: see the [properties for sale](/properties) or [contact our sales team](/contacts).`,
  },
  ru: {
    title: 'Наши проекты',
    intro:
      'Жилые комплексы, виллы и коммерческие здания, которые DKG разработала и построила, — завершённые, строящиеся и на стадии проектирования.',
    seo: {
      metaTitle: 'Проекты | DKG Development',
      metaDescription:
        'Жилые комплексы, виллы у моря и коммерческие здания DKG Development в Афинах, Салониках и по всей Греции — по категориям и стадиям строительства.',
    },
    body: `Смотрите проекты по категориям или все сразу. По каждому проекту видно, где мы строим, на какой стадии работы и чем особенна архитектура.

Квартиры в строящихся домах часто можно забронировать ещё на этапе строительства: смотрите [объекты в продаже](/properties) или [свяжитесь с отделом продаж](/contacts).`,
  },
  el: {
    title: 'Τα έργα μας',
    intro:
      'Οικιστικά συγκροτήματα, βίλες και επαγγελματικά κτίρια που ανέπτυξε και κατασκεύασε η DKG — ολοκληρωμένα, υπό κατασκευή και υπό μελέτη.',
    seo: {
      metaTitle: 'Έργα | DKG Development',
      metaDescription:
        'Οικιστικά συγκροτήματα, παραθαλάσσιες βίλες και επαγγελματικά κτίρια της DKG Development σε Αθήνα, Θεσσαλονίκη και όλη την Ελλάδα, ανά κατηγορία.',
    },
    body: `Δείτε τα έργα μας ανά κατηγορία ή όλα μαζί. Για κάθε έργο θα βρείτε πού χτίζουμε, σε ποιο στάδιο βρίσκονται οι εργασίες και τι κάνει ξεχωριστή την αρχιτεκτονική του.

Κατοικίες σε έργα υπό κατασκευή μπορούν συχνά να δεσμευτούν από τα σχέδια: δείτε τα [ακίνητα προς πώληση](/properties) ή [επικοινωνήστε με το τμήμα πωλήσεων](/contacts).`,
  },
});

const projectsOld = page('page-projects-old', [], {
  en: {
    title: 'Completed projects',
    intro: 'An archive of the buildings we have delivered since 2004 — the best evidence of how we work.',
    seo: {
      metaTitle: 'Completed projects | DKG Development',
      metaDescription:
        'The archive of projects DKG Development has completed since 2004: apartment buildings, family houses, seaside villas and office buildings across Greece.',
    },
    body: `From our first apartment building in Chalandri to seaside villas on the islands, these are the projects we have completed and handed over. Many of their owners still call on us for maintenance, for a resale or for their next home.

For projects under way, see [our current projects](/dkg-projects).`,
  },
  ru: {
    title: 'Завершённые проекты',
    intro: 'Архив зданий, которые мы сдали с 2004 года, — лучшее свидетельство того, как мы работаем.',
    seo: {
      metaTitle: 'Завершённые проекты | DKG Development',
      metaDescription:
        'Архив проектов, завершённых DKG Development с 2004 года: многоквартирные и семейные дома, виллы у моря и офисные здания по всей Греции.',
    },
    body: `От нашего первого многоквартирного дома в Халандри до вилл у моря на островах — здесь собраны проекты, которые мы завершили и передали владельцам. Многие из них до сих пор обращаются к нам за обслуживанием, помощью в перепродаже или за следующим домом.

Проекты, которые строятся сейчас, — в разделе [текущие проекты](/dkg-projects).`,
  },
  el: {
    title: 'Ολοκληρωμένα έργα',
    intro:
      'Το αρχείο των κτιρίων που παραδώσαμε από το 2004 — η καλύτερη απόδειξη του τρόπου που δουλεύουμε.',
    seo: {
      metaTitle: 'Ολοκληρωμένα έργα | DKG Development',
      metaDescription:
        'Το αρχείο των έργων που ολοκλήρωσε η DKG Development από το 2004: πολυκατοικίες, μονοκατοικίες, παραθαλάσσιες βίλες και κτίρια γραφείων σε όλη την Ελλάδα.',
    },
    body: `Από την πρώτη μας πολυκατοικία στο Χαλάνδρι έως τις παραθαλάσσιες βίλες στα νησιά, εδώ θα βρείτε τα έργα που ολοκληρώσαμε και παραδώσαμε. Πολλοί ιδιοκτήτες τους μας καλούν ακόμη για συντήρηση, για μεταπώληση ή για το επόμενο σπίτι τους.

Για τα έργα που βρίσκονται σε εξέλιξη, δείτε τα [τρέχοντα έργα](/dkg-projects).`,
  },
});

/** Every editorial page single, keyed by content type uid. */
export const pages: Record<string, SingleSeed> = {
  'api::page-about.page-about': about,
  'api::page-construction.page-construction': construction,
  'api::page-privacy-policy.page-privacy-policy': privacyPolicy,
  'api::page-terms-of-use.page-terms-of-use': termsOfUse,
  'api::page-services.page-services': services,
  'api::page-partners.page-partners': partners,
  'api::page-certificates.page-certificates': certificates,
  'api::page-properties.page-properties': properties,
  'api::page-events.page-events': events,
  'api::page-business-in-greece.page-business-in-greece': businessInGreece,
  'api::page-contacts.page-contacts': contacts,
  'api::page-projects.page-projects': projects,
  'api::page-projects-old.page-projects-old': projectsOld,
};
