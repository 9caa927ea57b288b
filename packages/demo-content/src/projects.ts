import type { CollectionEntrySeed } from '@dkg/content-model';
import { perLocale, pictures } from './media-catalogue';
import { withSeo } from './catalogue-seo';

/**
 * Project categories and the company's projects. A category's slugId differs per locale; the
 * categories of the three locales are tied together by the shared `key`.
 */
export const projectCategories: CollectionEntrySeed[] = [
  {
    $key: 'residential',
    shared: { key: 'residential', order: 1 },
    locales: {
      en: { title: 'Residential', slugId: 'residential' },
      ru: { title: 'Жилые комплексы', slugId: 'zhilye-kompleksy' },
      el: { title: 'Κατοικίες', slugId: 'katoikies' },
    },
  },
  {
    $key: 'commercial',
    shared: { key: 'commercial', order: 2 },
    locales: {
      en: { title: 'Commercial', slugId: 'commercial' },
      ru: { title: 'Коммерческая недвижимость', slugId: 'kommercheskaya-nedvizhimost' },
      el: { title: 'Επαγγελματικά ακίνητα', slugId: 'epangelmatika-akinita' },
    },
  },
  {
    $key: 'hospitality',
    shared: { key: 'hospitality', order: 3 },
    locales: {
      en: { title: 'Hospitality', slugId: 'hospitality' },
      ru: { title: 'Отели и курорты', slugId: 'oteli-i-kurorty' },
      el: { title: 'Τουρισμός και φιλοξενία', slugId: 'tourismos-filoxenia' },
    },
  },
  {
    $key: 'infrastructure',
    shared: { key: 'infrastructure', order: 4 },
    locales: {
      en: { title: 'Infrastructure', slugId: 'infrastructure' },
      ru: { title: 'Инфраструктура', slugId: 'infrastruktura' },
      el: { title: 'Υποδομές', slugId: 'ypodomes' },
    },
  },
];

const projectEntries: CollectionEntrySeed[] = [
  // --- Residential ---
  {
    $key: 'project-201',
    shared: { reference: 201, year: 2019, stage: 'completed', coordinates: { lat: 37.7838, lng: 23.8967 } },
    locales: perLocale(
      { category: 'residential', ...pictures('project-201', 3) },
      {
        en: {
          title: 'Lagonisi Shore Residences',
          location: 'Lagonisi, East Attica',
          summary:
            'Fourteen detached villas with private pools on a terraced hillside above the Saronic Gulf, completed and handed over in 2019.',
          description: `A gated community of 14 detached villas on a 2.8-hectare hillside above Lagonisi, 40 km from the centre of Athens. DKG was both developer and main contractor, from the purchase of the land and the building permits to the handover of keys and the after-sales service.

- 14 villas of 240–420 m², each with its own pool and garden
- 5,100 m² of built area in total, a gatehouse, landscaped footpaths and visitor parking
- Architectural design by Lefka Architects, a practice with long experience on the Cycladic coast

The architecture follows the slope: long, low volumes in whitewashed render and local stone, planted flat roofs and deep pergolas that shade the glazing in summer. Every villa faces south-west, towards the sea and the sunset behind Aegina.

The reinforced-concrete frames were designed to the current Greek seismic code. External insulation, thermally broken aluminium frames, heat pumps and rooftop photovoltaics gave every house energy class A or A+. Rainwater is collected in an underground tank and used to irrigate the native planting, which needs little water once established.`,
        },
        ru: {
          title: 'Резиденции Lagonisi Shore',
          location: 'Лагониси, Восточная Аттика',
          summary:
            'Четырнадцать отдельно стоящих вилл с собственными бассейнами на террасированном склоне над Сароническим заливом. Проект сдан в 2019 году.',
          description: `Закрытый посёлок из 14 отдельно стоящих вилл на склоне площадью 2,8 га над Лагониси, в 40 км от центра Афин. DKG выступила девелопером и генеральным подрядчиком — от покупки земли и получения разрешений на строительство до передачи ключей и гарантийного обслуживания.

- 14 вилл площадью от 240 до 420 м², у каждой свой бассейн и сад
- 5100 м² общей площади, КПП на въезде, пешеходные дорожки с озеленением, гостевая парковка
- Архитектурный проект — бюро «Лефка», много лет работающее на Кикладах

Архитектура повторяет рельеф: длинные невысокие объёмы из белёной штукатурки и местного камня, плоские зелёные кровли и глубокие перголы, которые летом затеняют остекление. Все виллы ориентированы на юго-запад — к морю и закату над Эгиной.

Железобетонный каркас рассчитан по действующим греческим сейсмическим нормам. Наружное утепление, алюминиевые окна с терморазрывом, тепловые насосы и солнечные панели на крышах обеспечили всем домам класс энергоэффективности A или A+. Дождевая вода собирается в подземный резервуар и идёт на полив местных растений, которым после приживания почти не нужна вода.`,
        },
        el: {
          title: 'Κατοικίες Lagonisi Shore',
          location: 'Λαγονήσι, Ανατολική Αττική',
          summary:
            'Δεκατέσσερις μονοκατοικίες με ιδιωτικές πισίνες σε κλιμακωτή πλαγιά πάνω από τον Σαρωνικό. Το έργο παραδόθηκε το 2019.',
          description: `Περιφραγμένο συγκρότημα 14 μονοκατοικιών σε πλαγιά 28 στρεμμάτων πάνω από το Λαγονήσι, 40 χλμ. από το κέντρο της Αθήνας. Η DKG ανέλαβε την ανάπτυξη και την κατασκευή του έργου, από την αγορά της γης και τις οικοδομικές άδειες έως την παράδοση των κλειδιών και την εξυπηρέτηση μετά την πώληση.

- 14 βίλες από 240 έως 420 τ.μ., καθεμία με δική της πισίνα και κήπο
- 5.100 τ.μ. συνολικής δόμησης, φυλάκιο εισόδου, διαμορφωμένα μονοπάτια και χώρος στάθμευσης επισκεπτών
- Αρχιτεκτονική μελέτη από το γραφείο Λευκά Αρχιτέκτονες, με μακρά εμπειρία στις Κυκλάδες

Η αρχιτεκτονική ακολουθεί το έδαφος: χαμηλοί, επιμήκεις όγκοι με λευκό σοβά και ντόπια πέτρα, φυτεμένα δώματα και βαθιές πέργκολες που σκιάζουν τα ανοίγματα το καλοκαίρι. Όλες οι κατοικίες έχουν νοτιοδυτικό προσανατολισμό, προς τη θάλασσα και το ηλιοβασίλεμα πίσω από την Αίγινα.

Ο φέρων οργανισμός από οπλισμένο σκυρόδεμα μελετήθηκε σύμφωνα με τον ισχύοντα αντισεισμικό κανονισμό. Εξωτερική θερμοπρόσοψη, κουφώματα αλουμινίου με θερμοδιακοπή, αντλίες θερμότητας και φωτοβολταϊκά έδωσαν σε όλες τις κατοικίες ενεργειακή κλάση Α ή Α+. Το βρόχινο νερό συλλέγεται σε υπόγεια δεξαμενή και ποτίζει τα τοπικά φυτά του κήπου.`,
        },
      },
    ),
  },
  {
    $key: 'project-202',
    shared: { reference: 202, year: 2016, stage: 'completed', coordinates: { lat: 40.5823, lng: 22.9496 } },
    locales: perLocale(
      { category: 'residential', ...pictures('project-202', 3) },
      {
        en: {
          title: 'Kalamaria Park Apartments',
          location: 'Kalamaria, Thessaloniki',
          summary:
            'Forty-eight apartments in two six-storey buildings around a shared garden, a short walk from the seafront of Kalamaria.',
          description: `Our first large residential scheme in Thessaloniki: two six-storey buildings set around a landscaped courtyard in Kalamaria, three blocks from the seafront promenade. The site had been a disused printing works; DKG bought it in 2013, cleared and remediated it, and delivered the buildings in the spring of 2016.

- 48 apartments of 55–130 m², from one-bedroom flats to three-bedroom family homes
- 6,300 m² above ground, 60 parking spaces and storage rooms on two basement levels
- A 1,400 m² shared garden with a children's play area

Every apartment has a dual aspect and a deep balcony; the top floors have roof terraces looking across the Thermaic Gulf to Mount Olympus on clear days. Facades combine white render, timber-effect aluminium louvres and glass balustrades.

The buildings were among the first in the city to use a central heat-pump system with individual metering, which keeps running costs well below the average for the area. All apartments were sold before completion, most of them to families from Thessaloniki.`,
        },
        ru: {
          title: 'Жилой комплекс Kalamaria Park',
          location: 'Каламария, Салоники',
          summary:
            'Сорок восемь квартир в двух шестиэтажных домах вокруг общего сада, в нескольких минутах ходьбы от набережной Каламарии.',
          description: `Наш первый крупный жилой проект в Салониках — два шестиэтажных дома вокруг озеленённого двора в Каламарии, в трёх кварталах от набережной. Раньше на участке стояла заброшенная типография; DKG купила его в 2013 году, расчистила, провела рекультивацию и сдала дома весной 2016 года.

- 48 квартир площадью от 55 до 130 м² — от квартир с одной спальней до семейных с тремя спальнями
- 6300 м² надземной площади, 60 машино-мест и кладовые на двух подземных уровнях
- Общий сад площадью 1400 м² с детской площадкой

Окна всех квартир выходят на две стороны, у каждой — глубокий балкон; на верхних этажах есть террасы на крыше, откуда в ясную погоду виден Олимп за Термаическим заливом. На фасадах — белая штукатурка, алюминиевые ламели под дерево и стеклянные ограждения.

Дома одними из первых в городе получили центральную систему отопления на тепловых насосах с поквартирным учётом, поэтому коммунальные расходы здесь заметно ниже средних по району. Все квартиры были проданы ещё до завершения строительства, в основном семьям из Салоник.`,
        },
        el: {
          title: 'Kalamaria Park',
          location: 'Καλαμαριά, Θεσσαλονίκη',
          summary:
            'Σαράντα οκτώ διαμερίσματα σε δύο εξαώροφα κτίρια γύρω από κοινόχρηστο κήπο, λίγα λεπτά με τα πόδια από την παραλία της Καλαμαριάς.',
          description: `Το πρώτο μεγάλο οικιστικό μας έργο στη Θεσσαλονίκη: δύο εξαώροφα κτίρια γύρω από διαμορφωμένη αυλή στην Καλαμαριά, τρία τετράγωνα από την παραλιακή. Στο οικόπεδο λειτουργούσε παλιότερα ένα τυπογραφείο· η DKG το απέκτησε το 2013, το καθάρισε και το αποκατέστησε, και παρέδωσε τα κτίρια την άνοιξη του 2016.

- 48 διαμερίσματα από 55 έως 130 τ.μ., από δυάρια έως οικογενειακά τεσσάρια
- 6.300 τ.μ. υπέργειας δόμησης, 60 θέσεις στάθμευσης και αποθήκες σε δύο υπόγεια
- Κοινόχρηστος κήπος 1.400 τ.μ. με παιδική χαρά

Όλα τα διαμερίσματα είναι διαμπερή και έχουν βαθιά μπαλκόνια· στους τελευταίους ορόφους υπάρχουν ταράτσες με θέα στον Θερμαϊκό και, τις καθαρές μέρες, στον Όλυμπο. Οι όψεις συνδυάζουν λευκό σοβά, περσίδες αλουμινίου σε απομίμηση ξύλου και γυάλινα κιγκλιδώματα.

Τα κτίρια ήταν από τα πρώτα στην πόλη με κεντρικό σύστημα αντλιών θερμότητας και ατομική μέτρηση κατανάλωσης, γι' αυτό τα κοινόχρηστα μένουν αισθητά χαμηλότερα από τον μέσο όρο της περιοχής. Όλα τα διαμερίσματα πουλήθηκαν πριν από την ολοκλήρωση, κυρίως σε οικογένειες της Θεσσαλονίκης.`,
        },
      },
    ),
  },
  {
    $key: 'project-203',
    shared: { reference: 203, year: 2023, stage: 'completed', coordinates: { lat: 37.8652, lng: 23.7515 } },
    locales: perLocale(
      { category: 'residential', ...pictures('project-203', 3) },
      {
        en: {
          title: 'Glyfada Gardens',
          location: 'Glyfada, Athens Riviera',
          summary:
            'Twenty-two nearly zero-energy apartments with planted terraces in upper Glyfada, ten minutes from the beach.',
          description: `A residential building of 22 apartments on a quiet street in upper Glyfada, designed from the outset as a nearly zero-energy building (nZEB). The project was completed in 2023 and is one of the most efficient apartment buildings on the Athens Riviera.

- 22 apartments of 78–165 m², including two penthouses with private pools
- 2,900 m² above ground and 34 parking spaces with EV charging points
- Planted terraces and a communal garden with a small gym pavilion

The facade is wrapped in a deep frame of precast concrete fins that shade the glazing from the summer sun and give every apartment privacy from the street. Balconies are 2.5 m deep and generously planted, so that the building reads from the road as a stepped garden.

Energy performance comes from the envelope first: 12 cm of external insulation, triple glazing on the west side, heat-recovery ventilation, heat pumps for heating, cooling and hot water, and 60 kWp of photovoltaics on the roof. Measured consumption in the first full year was 40% below the design estimate for a conventional class A building.

Beaches, the marina and the shops of Glyfada are ten minutes away; the tram to Syntagma stops 900 m from the entrance.`,
        },
        ru: {
          title: 'Glyfada Gardens',
          location: 'Глифада, Афинская Ривьера',
          summary:
            'Двадцать две квартиры в доме с почти нулевым энергопотреблением и озеленёнными террасами в верхней Глифаде, в десяти минутах от пляжа.',
          description: `Жилой дом на 22 квартиры на тихой улице в верхней Глифаде, с самого начала спроектированный как здание с почти нулевым энергопотреблением (nZEB). Проект завершён в 2023 году и входит в число самых энергоэффективных многоквартирных домов на Афинской Ривьере.

- 22 квартиры площадью от 78 до 165 м², в том числе два пентхауса с собственными бассейнами
- 2900 м² надземной площади и 34 машино-места с зарядкой для электромобилей
- Озеленённые террасы и общий сад с небольшим павильоном-спортзалом

Фасад обрамлён глубокими сборными бетонными рёбрами: они защищают остекление от летнего солнца и скрывают квартиры от взглядов с улицы. Балконы глубиной 2,5 м щедро озеленены, и со стороны дороги дом выглядит как ступенчатый сад.

Энергоэффективность начинается с ограждающих конструкций: 12 см наружного утепления, тройное остекление на западной стороне, приточно-вытяжная вентиляция с рекуперацией, тепловые насосы для отопления, охлаждения и горячей воды и солнечная электростанция мощностью 60 кВт на крыше. За первый полный год фактическое потребление оказалось на 40% ниже расчётного для обычного здания класса A.

До пляжей, марины и магазинов Глифады — десять минут, остановка трамвая до площади Синтагма — в 900 м от входа.`,
        },
        el: {
          title: 'Glyfada Gardens',
          location: 'Γλυφάδα, Αθηναϊκή Ριβιέρα',
          summary:
            'Είκοσι δύο διαμερίσματα σχεδόν μηδενικής κατανάλωσης ενέργειας, με φυτεμένες βεράντες, στην Άνω Γλυφάδα, δέκα λεπτά από τη θάλασσα.',
          description: `Πολυκατοικία 22 διαμερισμάτων σε ήσυχο δρόμο της Άνω Γλυφάδας, σχεδιασμένη από την αρχή ως κτίριο σχεδόν μηδενικής κατανάλωσης ενέργειας (nZEB). Το έργο ολοκληρώθηκε το 2023 και είναι από τις πιο αποδοτικές πολυκατοικίες της Αθηναϊκής Ριβιέρας.

- 22 διαμερίσματα από 78 έως 165 τ.μ., ανάμεσά τους δύο ρετιρέ με ιδιωτική πισίνα
- 2.900 τ.μ. υπέργειας δόμησης και 34 θέσεις στάθμευσης με φορτιστές ηλεκτρικών αυτοκινήτων
- Φυτεμένες βεράντες και κοινόχρηστος κήπος με μικρό περίπτερο γυμναστικής

Η όψη περιβάλλεται από βαθύ πλαίσιο προκατασκευασμένων πτερυγίων σκυροδέματος, που σκιάζουν τα τζάμια το καλοκαίρι και προστατεύουν την ιδιωτικότητα των κατοίκων από τον δρόμο. Τα μπαλκόνια έχουν βάθος 2,5 μ. και πλούσια φύτευση, ώστε το κτίριο να μοιάζει με κλιμακωτό κήπο.

Η ενεργειακή απόδοση ξεκινά από το κέλυφος: 12 εκ. εξωτερική θερμομόνωση, τριπλοί υαλοπίνακες στη δυτική όψη, μηχανικός αερισμός με ανάκτηση θερμότητας, αντλίες θερμότητας για θέρμανση, ψύξη και ζεστό νερό και φωτοβολταϊκά 60 kWp στο δώμα. Τον πρώτο πλήρη χρόνο η μετρημένη κατανάλωση ήταν 40% χαμηλότερη από την εκτίμηση της μελέτης για ένα συμβατικό κτίριο κλάσης Α.

Οι παραλίες, η μαρίνα και τα καταστήματα της Γλυφάδας απέχουν δέκα λεπτά, ενώ η στάση του τραμ προς το Σύνταγμα βρίσκεται 900 μ. από την είσοδο.`,
        },
      },
    ),
  },
  {
    $key: 'project-204',
    shared: { reference: 204, year: 2027, stage: 'in-progress', coordinates: { lat: 39.9902, lng: 23.6148 } },
    locales: perLocale(
      { category: 'residential', ...pictures('project-204', 3) },
      {
        en: {
          title: 'Pefkochori Hillside Villas',
          location: 'Pefkochori, Halkidiki',
          summary:
            'Nine villas among pine trees above the beach of Pefkochori on Kassandra, due for completion in the summer of 2027.',
          description: `Nine villas on a pine-covered slope above Pefkochori, on the eastern coast of Kassandra, 800 m from the beach and an hour and a half from Thessaloniki airport. The frames were topped out in June 2026; finishes and landscaping are under way and the first handovers are planned for the summer of 2027.

- 9 villas of 160–230 m² on plots of 600–900 m², each with a private pool
- Three or four bedrooms, all with their own bathroom, and a ground-floor guest room
- Underground technical rooms and covered parking for two cars per villa

The design keeps as many of the existing Aleppo pines as possible: every building footprint was adjusted on site after a tree survey, and only 31 trees were removed out of more than 200. The houses have pitched roofs in local clay tiles, stone plinths and large timber-framed openings towards the Toroneos Gulf.

Each villa will be delivered with heat pumps, photovoltaics and battery storage, and is designed for energy class A+. Three villas remain available; details, floor plans and prices are available from our Thessaloniki office.`,
        },
        ru: {
          title: 'Виллы Pefkochori Hillside',
          location: 'Пефкохори, Халкидики',
          summary:
            'Девять вилл среди сосен над пляжем Пефкохори на полуострове Кассандра. Завершение строительства — летом 2027 года.',
          description: `Девять вилл на поросшем соснами склоне над Пефкохори, на восточном берегу Кассандры, в 800 м от пляжа и в полутора часах езды от аэропорта Салоник. Каркасы завершены в июне 2026 года, сейчас идут отделочные работы и благоустройство; первые виллы планируется передать владельцам летом 2027 года.

- 9 вилл площадью от 160 до 230 м² на участках от 600 до 900 м², у каждой свой бассейн
- Три или четыре спальни, каждая с собственной ванной, и гостевая комната на первом этаже
- Подземные технические помещения и крытая парковка на две машины у каждой виллы

Проект сохраняет как можно больше алеппских сосен: после обследования деревьев пятно застройки каждого дома уточняли прямо на участке, и из более чем двухсот деревьев убрали только 31. У домов скатные кровли из местной глиняной черепицы, каменные цоколи и большие проёмы в деревянных рамах с видом на залив Торонеос.

Каждая вилла будет сдана с тепловыми насосами, солнечными панелями и аккумуляторами и рассчитана на класс энергоэффективности A+. В продаже остаются три виллы; планировки, цены и подробности — в нашем офисе в Салониках.`,
        },
        el: {
          title: 'Βίλες Pefkochori Hillside',
          location: 'Πευκοχώρι, Χαλκιδική',
          summary:
            'Εννέα βίλες ανάμεσα στα πεύκα, πάνω από την παραλία του Πευκοχωρίου στην Κασσάνδρα, με ολοκλήρωση το καλοκαίρι του 2027.',
          description: `Εννέα βίλες σε πευκόφυτη πλαγιά πάνω από το Πευκοχώρι, στην ανατολική ακτή της Κασσάνδρας, 800 μ. από την παραλία και μιάμιση ώρα από το αεροδρόμιο της Θεσσαλονίκης. Ο φέρων οργανισμός ολοκληρώθηκε τον Ιούνιο του 2026· οι εργασίες τελειωμάτων και περιβάλλοντος χώρου προχωρούν και οι πρώτες παραδόσεις προγραμματίζονται για το καλοκαίρι του 2027.

- 9 βίλες από 160 έως 230 τ.μ. σε οικόπεδα 600–900 τ.μ., καθεμία με ιδιωτική πισίνα
- Τρία ή τέσσερα υπνοδωμάτια, όλα με δικό τους μπάνιο, και ξενώνας στο ισόγειο
- Υπόγειοι βοηθητικοί χώροι και στεγασμένη στάθμευση για δύο αυτοκίνητα ανά βίλα

Η μελέτη διατηρεί όσο το δυνατόν περισσότερα χαλέπια πεύκα: το αποτύπωμα κάθε κτιρίου προσαρμόστηκε επί τόπου μετά από καταγραφή των δέντρων, και από τα περισσότερα από 200 δέντρα κόπηκαν μόνο 31. Τα σπίτια έχουν κεραμοσκεπές με τοπικά κεραμίδια, πέτρινες βάσεις και μεγάλα ανοίγματα με ξύλινα κουφώματα προς τον Τορωναίο κόλπο.

Κάθε βίλα θα παραδοθεί με αντλίες θερμότητας, φωτοβολταϊκά και μπαταρίες αποθήκευσης και έχει σχεδιαστεί για ενεργειακή κλάση Α+. Διαθέσιμες παραμένουν τρεις βίλες· κατόψεις, τιμές και λεπτομέρειες δίνει το γραφείο μας στη Θεσσαλονίκη.`,
        },
      },
    ),
  },
  {
    $key: 'project-205',
    shared: { reference: 205, year: 2028, stage: 'planned', coordinates: { lat: 37.9668, lng: 23.7488 } },
    locales: perLocale(
      { category: 'residential', ...pictures('project-205', 3) },
      {
        en: {
          title: 'Pangrati Urban Homes',
          location: 'Pangrati, Athens',
          summary:
            'The conversion of a 1970s office building near the Panathenaic Stadium into 24 contemporary apartments, planned for 2028.',
          description: `An empty seven-storey office building from 1974, two streets from the Panathenaic Stadium, will become 24 apartments for people who want to live in the centre of Athens within walking distance of Syntagma. The building permit application was filed in 2026 and works are expected to start in the spring of 2027, with completion in 2028.

- 24 apartments of 45–120 m²: studios, one- and two-bedroom flats and two penthouses
- 2,650 m² of floor area, a bicycle room and a shared roof garden with a view of the Acropolis
- Retail at street level, let to local shops

Reusing the existing concrete frame saves around 1,800 tonnes of CO₂ compared with demolition and new construction. The frame will be strengthened to current seismic standards with new shear walls and carbon-fibre wrapping, and the old curtain wall replaced by a new facade of insulated render, tall windows and French balconies that fits the neighbourhood's inter-war houses.

Target energy class: A. Off-plan sales are expected to open in 2027; our team can explain how the [Golden Visa](/services/golden-visa) rules apply to homes in converted buildings.`,
        },
        ru: {
          title: 'Pangrati Urban Homes',
          location: 'Панграти, Афины',
          summary:
            'Реконструкция офисного здания 1970-х годов рядом со стадионом Панатинаикос в 24 современные квартиры. Завершение запланировано на 2028 год.',
          description: `Пустующее семиэтажное офисное здание 1974 года в двух кварталах от стадиона Панатинаикос станет домом на 24 квартиры — для тех, кто хочет жить в центре Афин и ходить до площади Синтагма пешком. Заявка на разрешение на строительство подана в 2026 году; работы должны начаться весной 2027 года и завершиться в 2028-м.

- 24 квартиры площадью от 45 до 120 м²: студии, квартиры с одной и двумя спальнями и два пентхауса
- 2650 м² площади, велосипедная комната и общий сад на крыше с видом на Акрополь
- Торговые помещения на первом этаже, сданные в аренду местным магазинам

Сохранение существующего бетонного каркаса экономит около 1800 тонн CO₂ по сравнению со сносом и новым строительством. Каркас усилят по действующим сейсмическим нормам — новыми диафрагмами жёсткости и углепластиковыми обоймами, а старый навесной фасад заменят утеплённой штукатуркой, высокими окнами и французскими балконами в духе соседних домов межвоенной эпохи.

Целевой класс энергоэффективности — A. Продажи на этапе проекта планируется открыть в 2027 году; наши специалисты расскажут, как правила [«золотой визы»](/services/golden-visa) применяются к квартирам в реконструированных зданиях.`,
        },
        el: {
          title: 'Pangrati Urban Homes',
          location: 'Παγκράτι, Αθήνα',
          summary:
            'Μετατροπή κτιρίου γραφείων του 1970 κοντά στο Παναθηναϊκό Στάδιο σε 24 σύγχρονα διαμερίσματα, με ορίζοντα ολοκλήρωσης το 2028.',
          description: `Ένα άδειο επταώροφο κτίριο γραφείων του 1974, δύο δρόμους από το Καλλιμάρμαρο, θα γίνει πολυκατοικία 24 διαμερισμάτων για όσους θέλουν να ζουν στο κέντρο της Αθήνας και να πηγαίνουν με τα πόδια στο Σύνταγμα. Η αίτηση για οικοδομική άδεια υποβλήθηκε το 2026· οι εργασίες αναμένεται να ξεκινήσουν την άνοιξη του 2027 και να ολοκληρωθούν το 2028.

- 24 διαμερίσματα από 45 έως 120 τ.μ.: στούντιο, δυάρια, τριάρια και δύο ρετιρέ
- 2.650 τ.μ. επιφάνειας, χώρος για ποδήλατα και κοινόχρηστος κήπος στο δώμα με θέα την Ακρόπολη
- Καταστήματα στο ισόγειο, μισθωμένα σε επιχειρήσεις της γειτονιάς

Η επανάχρηση του υπάρχοντος σκελετού γλιτώνει περίπου 1.800 τόνους CO₂ σε σχέση με την κατεδάφιση και την ανέγερση νέου κτιρίου. Ο φέρων οργανισμός θα ενισχυθεί σύμφωνα με τον ισχύοντα αντισεισμικό κανονισμό με νέα τοιχώματα και μανδύες ινοπλισμένων πολυμερών, ενώ το παλιό υαλοπέτασμα θα αντικατασταθεί από θερμοπρόσοψη, ψηλά παράθυρα και γαλλικά μπαλκόνια που ταιριάζουν στα μεσοπολεμικά σπίτια της γειτονιάς.

Στόχος είναι η ενεργειακή κλάση Α. Οι πωλήσεις στα σχέδια αναμένεται να ξεκινήσουν το 2027· η ομάδα μας μπορεί να σας εξηγήσει πώς εφαρμόζονται οι κανόνες της [Golden Visa](/services/golden-visa) σε κατοικίες μετασκευασμένων κτιρίων.`,
        },
      },
    ),
  },
  // --- Commercial ---
  {
    $key: 'project-206',
    shared: { reference: 206, year: 2012, stage: 'completed', coordinates: { lat: 37.9551, lng: 23.7006 } },
    locales: perLocale(
      { category: 'commercial', ...pictures('project-206', 3) },
      {
        en: {
          title: 'Syngrou Avenue Office Building',
          location: 'Kallithea, Athens',
          summary:
            'An eight-storey office building of 7,800 m² on Syngrou Avenue, built for a single tenant and completed in 2012.',
          description: `A Grade A office building on Syngrou Avenue, the business corridor between central Athens and the coast, built to the brief of an insurance group that signed a twelve-year lease before construction began. Construction ran through the most difficult years of the Greek economy and was completed on budget in the autumn of 2012.

- 7,800 m² of offices on eight floors, with floor plates of about 950 m² and no internal columns
- Three basement levels with 140 parking spaces
- Staff restaurant, auditorium for 120 people and a landscaped roof terrace

The building is wrapped in a double-skin glass facade with motorised external blinds in the cavity, which cuts solar gain on the south-west elevation by more than half. A raised-floor system and chilled beams allow tenants to reconfigure the offices without touching the ceilings.

The building was one of the first in Greece to receive a LEED Silver rating under the Core and Shell scheme. In 2024 DKG managed a refurbishment of the lobby and the mechanical plant, replacing the original chillers with high-efficiency heat pumps.`,
        },
        ru: {
          title: 'Офисное здание на проспекте Сингру',
          location: 'Каллитея, Афины',
          summary:
            'Восьмиэтажное офисное здание площадью 7800 м² на проспекте Сингру, построенное под одного арендатора и сданное в 2012 году.',
          description: `Офисное здание класса A на проспекте Сингру — деловой магистрали между центром Афин и побережьем — построено по техническому заданию страховой группы, которая заранее подписала договор аренды на двенадцать лет. Строительство пришлось на самые трудные годы греческой экономики, но было завершено осенью 2012 года без превышения бюджета.

- 7800 м² офисов на восьми этажах, этажи по 950 м² без внутренних колонн
- Три подземных уровня на 140 машино-мест
- Столовая для сотрудников, конференц-зал на 120 мест и озеленённая терраса на крыше

Здание облицовано двойным стеклянным фасадом с моторизованными жалюзи в межстекольном пространстве — это более чем вдвое снижает теплопоступления на юго-западной стороне. Фальшполы и охлаждающие балки позволяют арендатору перепланировать офисы, не трогая потолки.

Здание одним из первых в Греции получило сертификат LEED Silver по программе Core and Shell. В 2024 году DKG провела обновление вестибюля и инженерного оборудования, заменив первоначальные чиллеры высокоэффективными тепловыми насосами.`,
        },
        el: {
          title: 'Κτίριο γραφείων στη Λεωφόρο Συγγρού',
          location: 'Καλλιθέα, Αθήνα',
          summary:
            'Οκταώροφο κτίριο γραφείων 7.800 τ.μ. στη Λεωφόρο Συγγρού, κατασκευασμένο για έναν μισθωτή και παραδομένο το 2012.',
          description: `Κτίριο γραφείων κατηγορίας Α στη Λεωφόρο Συγγρού, τον επιχειρηματικό άξονα ανάμεσα στο κέντρο της Αθήνας και την παραλία, σχεδιασμένο σύμφωνα με τις απαιτήσεις ασφαλιστικού ομίλου που είχε υπογράψει δωδεκαετή μίσθωση πριν από την έναρξη της κατασκευής. Η κατασκευή έγινε στα πιο δύσκολα χρόνια της ελληνικής οικονομίας και ολοκληρώθηκε εντός προϋπολογισμού το φθινόπωρο του 2012.

- 7.800 τ.μ. γραφείων σε οκτώ ορόφους, με κατόψεις περίπου 950 τ.μ. χωρίς εσωτερικά υποστυλώματα
- Τρία υπόγεια με 140 θέσεις στάθμευσης
- Εστιατόριο προσωπικού, αμφιθέατρο 120 θέσεων και φυτεμένο δώμα

Το κτίριο περιβάλλεται από διπλό γυάλινο κέλυφος με μηχανοκίνητες περσίδες στο ενδιάμεσο κενό, που μειώνουν στο μισό και πλέον τα ηλιακά κέρδη στη νοτιοδυτική όψη. Τα ψευδοπατώματα και οι ψυχρές δοκοί επιτρέπουν στον μισθωτή να αναδιατάσσει τους χώρους χωρίς επεμβάσεις στις οροφές.

Ήταν από τα πρώτα κτίρια στην Ελλάδα που πήραν πιστοποίηση LEED Silver στην κατηγορία Core and Shell. Το 2024 η DKG ανέλαβε την ανακαίνιση της εισόδου και των ηλεκτρομηχανολογικών εγκαταστάσεων, αντικαθιστώντας τους αρχικούς ψύκτες με αντλίες θερμότητας υψηλής απόδοσης.`,
        },
      },
    ),
  },
  {
    $key: 'project-207',
    shared: { reference: 207, year: 2018, stage: 'completed', coordinates: { lat: 40.6003, lng: 22.9868 } },
    locales: perLocale(
      { category: 'commercial', ...pictures('project-207', 3) },
      {
        en: {
          title: 'Pylaia Business Centre',
          location: 'Pylaia, Thessaloniki',
          summary:
            'Three office buildings with 12,500 m² of lettable space around a landscaped square in the eastern business district of Thessaloniki.',
          description: `Three office buildings arranged around a public square in Pylaia, the fastest-growing business district of Thessaloniki, ten minutes from the airport and next to the ring road. DKG developed the scheme speculatively and let it floor by floor to technology firms, a shipping company and a private clinic; the last building was completed in 2018.

- 12,500 m² of lettable offices in three buildings of five and six storeys
- 320 underground parking spaces, 40 of them with EV chargers
- A café, a pharmacy and a nursery on the ground floor of the square

Floors of 450–900 m² can be let whole or divided into suites from 150 m². The buildings share a central energy centre with geothermal heat pumps drawing on 64 boreholes beneath the square, which provides heating and cooling without any fossil fuel on site.

The square has become a meeting place for the whole district, with shaded seating, a water feature and a weekly farmers' market. Office floors still change hands from time to time; see the [properties](/properties) section for any that are currently for sale.`,
        },
        ru: {
          title: 'Бизнес-центр Pylaia',
          location: 'Пилеа, Салоники',
          summary:
            'Три офисных здания с 12 500 м² арендопригодной площади вокруг озеленённой площади в восточном деловом районе Салоник.',
          description: `Три офисных здания вокруг общественной площади в Пилее — самом быстрорастущем деловом районе Салоник, в десяти минутах от аэропорта и рядом с кольцевой дорогой. DKG строила комплекс без предварительных арендаторов и сдавала его поэтажно технологическим компаниям, судоходной фирме и частной клинике; последнее здание было сдано в 2018 году.

- 12 500 м² арендопригодных офисов в трёх зданиях высотой пять и шесть этажей
- 320 подземных машино-мест, из них 40 с зарядкой для электромобилей
- Кафе, аптека и детский сад на первом этаже со стороны площади

Этажи площадью от 450 до 900 м² сдаются целиком или блоками от 150 м². У зданий общий энергоцентр с геотермальными тепловыми насосами и 64 скважинами под площадью: отопление и охлаждение обходятся без ископаемого топлива на площадке.

Площадь стала местом встреч для всего района — здесь есть скамейки в тени, фонтан и еженедельный фермерский рынок. Офисные этажи время от времени выставляются на продажу; актуальные предложения — в разделе [«Недвижимость»](/properties).`,
        },
        el: {
          title: 'Επιχειρηματικό Κέντρο Πυλαίας',
          location: 'Πυλαία, Θεσσαλονίκη',
          summary:
            'Τρία κτίρια γραφείων με 12.500 τ.μ. μισθώσιμων χώρων γύρω από διαμορφωμένη πλατεία στην ανατολική επιχειρηματική ζώνη της Θεσσαλονίκης.',
          description: `Τρία κτίρια γραφείων γύρω από δημόσια πλατεία στην Πυλαία, την πιο δυναμικά αναπτυσσόμενη επιχειρηματική περιοχή της Θεσσαλονίκης, δέκα λεπτά από το αεροδρόμιο και δίπλα στην Περιφερειακή Οδό. Η DKG ανέπτυξε το έργο χωρίς προσυμφωνημένους μισθωτές και το μίσθωσε όροφο προς όροφο σε εταιρείες τεχνολογίας, σε μια ναυτιλιακή και σε ιδιωτική κλινική· το τελευταίο κτίριο ολοκληρώθηκε το 2018.

- 12.500 τ.μ. μισθώσιμων γραφείων σε τρία πενταώροφα και εξαώροφα κτίρια
- 320 υπόγειες θέσεις στάθμευσης, οι 40 με φορτιστές ηλεκτρικών αυτοκινήτων
- Καφέ, φαρμακείο και παιδικός σταθμός στο ισόγειο της πλατείας

Οι όροφοι των 450–900 τ.μ. μισθώνονται ολόκληροι ή σε τμήματα από 150 τ.μ. Τα κτίρια μοιράζονται κεντρικό ενεργειακό σταθμό με γεωθερμικές αντλίες θερμότητας και 64 γεωτρήσεις κάτω από την πλατεία, που καλύπτουν θέρμανση και ψύξη χωρίς ορυκτά καύσιμα.

Η πλατεία έγινε σημείο συνάντησης για όλη τη γειτονιά, με σκιερά καθιστικά, σιντριβάνι και εβδομαδιαία λαϊκή αγορά παραγωγών. Κατά καιρούς διατίθενται όροφοι προς πώληση· δείτε την ενότητα [Ακίνητα](/properties) για όσους διατίθενται σήμερα.`,
        },
      },
    ),
  },
  {
    $key: 'project-208',
    shared: { reference: 208, year: 2027, stage: 'in-progress', coordinates: { lat: 35.3387, lng: 25.1442 } },
    locales: perLocale(
      { category: 'commercial', ...pictures('project-208', 3) },
      {
        en: {
          title: 'Heraklion Retail Park',
          location: 'Heraklion, Crete',
          summary:
            'A 16,000 m² retail park on the northern road axis of Heraklion, under construction and due to open in the spring of 2027.',
          description: `A single-level retail park on the western edge of Heraklion, at the junction of the northern road axis of Crete with the road to the industrial area. Earthworks began in 2025 and the steel frames of all three buildings are up; fit-out for the anchor tenants starts in early 2027, with opening planned for the spring.

- 16,000 m² of retail space in three buildings, with units of 250–4,000 m²
- 650 surface parking spaces under photovoltaic canopies
- A drive-through restaurant, a service area with 24 fast EV chargers and a bus stop

The photovoltaic canopies over the car park, with 2.4 MWp of panels, will cover most of the park's own electricity use and shade cars in the Cretan summer. Buildings are steel-framed with insulated sandwich panels and long rooflights that reduce the need for artificial lighting during the day.

Stormwater from the roofs and the car park is collected in an attenuation basin, filtered and reused for landscape irrigation. Around 70% of the space is already pre-let to national supermarket, DIY and sports retailers.`,
        },
        ru: {
          title: 'Торговый парк в Ираклионе',
          location: 'Ираклион, Крит',
          summary:
            'Торговый парк площадью 16 000 м² на северной магистрали Ираклиона. Идёт строительство, открытие планируется весной 2027 года.',
          description: `Одноэтажный торговый парк на западной окраине Ираклиона, на пересечении северной магистрали Крита с дорогой в промышленную зону. Земляные работы начались в 2025 году, металлические каркасы всех трёх зданий уже возведены; отделка помещений для якорных арендаторов начнётся в начале 2027 года, а открытие запланировано на весну.

- 16 000 м² торговых площадей в трёх зданиях, помещения от 250 до 4000 м²
- 650 наземных парковочных мест под навесами с солнечными панелями
- Ресторан с обслуживанием в машине, зона сервиса с 24 быстрыми зарядными станциями для электромобилей и автобусная остановка

Навесы над парковкой с солнечными панелями общей мощностью 2,4 МВт покроют бо́льшую часть потребления парка и защитят машины от критского солнца. Здания — на металлическом каркасе с утеплёнными сэндвич-панелями и длинными зенитными фонарями, которые днём сокращают потребность в искусственном освещении.

Ливневые стоки с крыш и парковки собираются в регулирующий пруд, очищаются и идут на полив озеленения. Около 70% площадей уже зарезервировано общенациональными сетями супермаркетов, товаров для дома и спорта.`,
        },
        el: {
          title: 'Εμπορικό πάρκο Ηρακλείου',
          location: 'Ηράκλειο, Κρήτη',
          summary:
            'Εμπορικό πάρκο 16.000 τ.μ. στον Βόρειο Οδικό Άξονα στο Ηράκλειο, υπό κατασκευή, με έναρξη λειτουργίας την άνοιξη του 2027.',
          description: `Ισόγειο εμπορικό πάρκο στη δυτική είσοδο του Ηρακλείου, στον κόμβο του Βόρειου Οδικού Άξονα Κρήτης με τον δρόμο προς τη ΒΙΠΕ. Οι χωματουργικές εργασίες ξεκίνησαν το 2025 και οι μεταλλικοί σκελετοί και των τριών κτιρίων έχουν στηθεί· η διαμόρφωση των χώρων των βασικών μισθωτών αρχίζει στις αρχές του 2027 και τα εγκαίνια προγραμματίζονται για την άνοιξη.

- 16.000 τ.μ. εμπορικών χώρων σε τρία κτίρια, με καταστήματα από 250 έως 4.000 τ.μ.
- 650 υπαίθριες θέσεις στάθμευσης κάτω από φωτοβολταϊκά στέγαστρα
- Εστιατόριο drive-through, σταθμός εξυπηρέτησης με 24 ταχυφορτιστές ηλεκτρικών αυτοκινήτων και στάση λεωφορείου

Τα φωτοβολταϊκά στέγαστρα του πάρκινγκ, ισχύος 2,4 MWp, θα καλύπτουν το μεγαλύτερο μέρος της κατανάλωσης του πάρκου και θα σκιάζουν τα αυτοκίνητα το κρητικό καλοκαίρι. Τα κτίρια έχουν μεταλλικό φέροντα οργανισμό, θερμομονωτικά πάνελ και επιμήκεις φεγγίτες που περιορίζουν την ανάγκη για τεχνητό φωτισμό κατά τη διάρκεια της ημέρας.

Τα όμβρια από τις στέγες και τον χώρο στάθμευσης συλλέγονται σε λεκάνη ανάσχεσης, φιλτράρονται και χρησιμοποιούνται για άρδευση του πρασίνου. Περίπου το 70% των χώρων έχει ήδη προμισθωθεί σε πανελλαδικές αλυσίδες σούπερ μάρκετ, ειδών σπιτιού και αθλητικών ειδών.`,
        },
      },
    ),
  },
  {
    $key: 'project-209',
    shared: { reference: 209, year: 2028, stage: 'planned', coordinates: { lat: 37.9427, lng: 23.6465 } },
    locales: perLocale(
      { category: 'commercial', ...pictures('project-209', 3) },
      {
        en: {
          title: 'Piraeus Warehouse Offices',
          location: 'Piraeus, Attica',
          summary:
            'The conversion of a listed inter-war tobacco warehouse near the port of Piraeus into 9,000 m² of offices and studios, planned for 2028.',
          description: `A four-storey tobacco warehouse built in 1928 near the commercial port of Piraeus, listed for its brick and concrete architecture, will be restored and converted into offices for shipping, logistics and creative businesses. DKG acquired the building in 2025; the permits from the Ministry of Culture's council for modern monuments are being processed, and works are scheduled for 2027–2028.

- 9,000 m² of offices and studios from 80 m² to full floors of 2,100 m²
- A covered central atrium where the old loading bays were, with a café and exhibition space
- 90 parking spaces in a new underground level, and bicycle storage with showers

The restoration keeps the exposed brick, the mushroom columns and the steel windows of the original building, which will be repaired and fitted with a secondary insulated glazing line on the inside. New services run in the raised floors so that the ceilings remain visible.

The target is a BREEAM "Very Good" rating and energy class A, with heat pumps, photovoltaics on the restored roof and connection to the planned district cooling network of the port area. The project is within a ten-minute walk of the Piraeus metro, tram and suburban railway stations.`,
        },
        ru: {
          title: 'Офисы в табачном складе Пирея',
          location: 'Пирей, Аттика',
          summary:
            'Реконструкция охраняемого табачного склада межвоенной эпохи у порта Пирей в 9000 м² офисов и студий. Завершение запланировано на 2028 год.',
          description: `Четырёхэтажный табачный склад 1928 года у торгового порта Пирей — памятник кирпичной и бетонной архитектуры — будет отреставрирован и превращён в офисы для судоходных, логистических и творческих компаний. DKG приобрела здание в 2025 году; сейчас идёт согласование в совете Министерства культуры по памятникам новейшего времени, работы запланированы на 2027–2028 годы.

- 9000 м² офисов и студий — от 80 м² до целых этажей по 2100 м²
- Крытый центральный атриум на месте бывших погрузочных площадок, с кафе и выставочным пространством
- 90 машино-мест на новом подземном уровне, велопарковка с душевыми

При реставрации сохранятся открытая кирпичная кладка, грибовидные колонны и стальные окна исходного здания: их отремонтируют и дополнят изнутри вторым утеплённым контуром остекления. Новые инженерные сети пройдут в фальшполах, чтобы потолки остались открытыми.

Цель — рейтинг BREEAM Very Good и класс энергоэффективности A: тепловые насосы, солнечные панели на отреставрированной кровле и подключение к планируемой сети централизованного холодоснабжения портовой зоны. До станций метро, трамвая и пригородной электрички Пирея — не более десяти минут пешком.`,
        },
        el: {
          title: 'Γραφεία στην καπναποθήκη του Πειραιά',
          location: 'Πειραιάς, Αττική',
          summary:
            'Μετατροπή διατηρητέας μεσοπολεμικής καπναποθήκης κοντά στο λιμάνι του Πειραιά σε 9.000 τ.μ. γραφείων και στούντιο, με ορίζοντα το 2028.',
          description: `Μια τετραώροφη καπναποθήκη του 1928 κοντά στο εμπορικό λιμάνι του Πειραιά, χαρακτηρισμένη διατηρητέα για την αρχιτεκτονική της από τούβλο και μπετόν, θα αποκατασταθεί και θα μετατραπεί σε γραφεία για ναυτιλιακές, εταιρείες logistics και δημιουργικές επιχειρήσεις. Η DKG απέκτησε το κτίριο το 2025· οι εγκρίσεις από το αρμόδιο συμβούλιο νεότερων μνημείων του Υπουργείου Πολιτισμού βρίσκονται σε εξέλιξη και οι εργασίες έχουν προγραμματιστεί για το 2027–2028.

- 9.000 τ.μ. γραφείων και στούντιο, από 80 τ.μ. έως ολόκληρους ορόφους 2.100 τ.μ.
- Στεγασμένο κεντρικό αίθριο στη θέση των παλιών ραμπών φόρτωσης, με καφέ και εκθεσιακό χώρο
- 90 θέσεις στάθμευσης σε νέο υπόγειο και χώρος για ποδήλατα με ντους

Η αποκατάσταση διατηρεί τα εμφανή τούβλα, τα μανιταροειδή υποστυλώματα και τα σιδερένια παράθυρα του αρχικού κτιρίου, που θα επισκευαστούν και θα αποκτήσουν εσωτερικά δεύτερη θερμομονωτική υάλωση. Οι νέες εγκαταστάσεις θα περάσουν στα ψευδοπατώματα, ώστε οι οροφές να μείνουν εμφανείς.

Στόχος είναι η πιστοποίηση BREEAM Very Good και η ενεργειακή κλάση Α, με αντλίες θερμότητας, φωτοβολταϊκά στη στέγη και σύνδεση στο σχεδιαζόμενο δίκτυο τηλεψύξης της λιμενικής ζώνης. Οι σταθμοί μετρό, τραμ και προαστιακού του Πειραιά απέχουν λιγότερο από δέκα λεπτά με τα πόδια.`,
        },
      },
    ),
  },
  // --- Hospitality ---
  {
    $key: 'project-210',
    shared: { reference: 210, year: 2015, stage: 'completed', coordinates: { lat: 35.2614, lng: 25.7237 } },
    locales: perLocale(
      { category: 'hospitality', ...pictures('project-210', 3) },
      {
        en: {
          title: 'Elounda Bay Boutique Hotel',
          location: 'Elounda, Crete',
          summary:
            'A 42-suite boutique hotel terraced into the hillside above the bay of Elounda, built for a Cretan hotel family and opened in 2015.',
          description: `A boutique hotel of 42 suites on a steep, rocky plot above the bay of Elounda, looking across to Spinalonga. DKG built the hotel as design-and-build contractor for a Cretan family of hoteliers, from the excavation of the terraces to the furnishing of the rooms, and handed it over in April 2015, in time for its first season.

- 42 suites of 40–110 m² in eight low buildings, 21 of them with private plunge pools
- Restaurant, bar, spa with indoor pool, and a 25 m infinity pool
- 6,200 m² of built area on a 2.4-hectare plot

The buildings are stepped into the slope so that no roof rises above the level of the road, and clad in the local grey limestone that came out of the excavation. Roofs are planted with thyme and other Cretan herbs; interiors use chestnut wood, handmade tiles and textiles woven in the villages of Lasithi.

Solar thermal collectors provide most of the hot water, and a small desalination unit powered partly by photovoltaics supplies the pools. Since the opening, DKG has carried out two extensions of the spa and a renovation of all bathrooms for the same owners.`,
        },
        ru: {
          title: 'Бутик-отель в заливе Элунда',
          location: 'Элунда, Крит',
          summary:
            'Бутик-отель на 42 люкса, встроенный террасами в склон над заливом Элунда. Построен для критской семьи отельеров и открыт в 2015 году.',
          description: `Бутик-отель на 42 люкса на крутом скалистом участке над заливом Элунда с видом на Спиналонгу. DKG строила отель как подрядчик «под ключ» — от проектирования и выемки грунта под террасы до меблировки номеров — для критской семьи отельеров и сдала его в апреле 2015 года, как раз к первому сезону.

- 42 люкса площадью от 40 до 110 м² в восьми невысоких корпусах, у 21 из них свой бассейн
- Ресторан, бар, спа с крытым бассейном и 25-метровый бассейн-инфинити
- 6200 м² застройки на участке площадью 2,4 га

Корпуса встроены в склон так, что ни одна крыша не поднимается выше уровня дороги, и облицованы местным серым известняком, вынутым при выемке котлована. На кровлях растут тимьян и другие критские травы; в интерьерах — каштановое дерево, плитка ручной работы и ткани, сотканные в деревнях Ласитиона.

Большую часть горячей воды дают солнечные коллекторы, а бассейны питает небольшая опреснительная установка, частично работающая от солнечных панелей. После открытия DKG дважды расширяла спа и обновила все ванные комнаты для тех же владельцев.`,
        },
        el: {
          title: 'Boutique ξενοδοχείο στον κόλπο της Ελούντας',
          location: 'Ελούντα, Κρήτη',
          summary:
            'Boutique ξενοδοχείο 42 σουιτών, κλιμακωτά χτισμένο στην πλαγιά πάνω από τον κόλπο της Ελούντας, για κρητική οικογένεια ξενοδόχων· λειτουργεί από το 2015.',
          description: `Boutique ξενοδοχείο 42 σουιτών σε απότομο, βραχώδες οικόπεδο πάνω από τον κόλπο της Ελούντας, με θέα στη Σπιναλόγκα. Η DKG το κατασκεύασε ως ανάδοχος μελέτης-κατασκευής για κρητική οικογένεια ξενοδόχων, από την εκσκαφή των πεζουλιών έως την επίπλωση των δωματίων, και το παρέδωσε τον Απρίλιο του 2015, έγκαιρα για την πρώτη του σεζόν.

- 42 σουίτες από 40 έως 110 τ.μ. σε οκτώ χαμηλά κτίρια, οι 21 με ιδιωτική πισίνα
- Εστιατόριο, μπαρ, spa με εσωτερική πισίνα και πισίνα υπερχείλισης 25 μ.
- 6.200 τ.μ. δόμησης σε οικόπεδο 24 στρεμμάτων

Τα κτίρια κλιμακώνονται στην πλαγιά ώστε καμία στέγη να μην ξεπερνά το επίπεδο του δρόμου, και είναι επενδυμένα με τον γκρίζο ασβεστόλιθο που βγήκε από την εκσκαφή. Στα δώματα φυτρώνουν θυμάρι και άλλα κρητικά βότανα· στους εσωτερικούς χώρους κυριαρχούν το ξύλο καστανιάς, τα χειροποίητα πλακάκια και υφαντά από τα χωριά του Λασιθίου.

Ηλιακοί συλλέκτες καλύπτουν το μεγαλύτερο μέρος του ζεστού νερού, ενώ μια μικρή μονάδα αφαλάτωσης, που τροφοδοτείται εν μέρει από φωτοβολταϊκά, γεμίζει τις πισίνες. Από τα εγκαίνια, η DKG έχει επεκτείνει δύο φορές το spa και ανακαίνισε όλα τα μπάνια για τους ίδιους ιδιοκτήτες.`,
        },
      },
    ),
  },
  {
    $key: 'project-211',
    shared: { reference: 211, year: 2021, stage: 'completed', coordinates: { lat: 39.7874, lng: 19.9196 } },
    locales: perLocale(
      { category: 'hospitality', ...pictures('project-211', 3) },
      {
        en: {
          title: 'Kassiopi Seaside Suites',
          location: 'Kassiopi, Corfu',
          summary:
            'Eighteen suites in a restored olive-press complex and two new wings on the waterfront of Kassiopi, opened in 2021.',
          description: `A small waterfront hotel on the north-east coast of Corfu, created from a 19th-century olive press and its storehouses together with two new wings. The building permit came through in 2019; works continued through the pandemic and the hotel opened in June 2021.

- 18 suites of 35–75 m², eight in the restored stone buildings and ten in the new wings
- A breakfast room in the old press hall, with the original millstones kept in place
- A pool terrace on the rocks and direct access to a pebble cove

The old buildings were restored with lime mortars and reclaimed roof tiles under the supervision of the local heritage office. The new wings are deliberately simple: rendered walls in the ochre colours of Corfu, green timber shutters and tiled roofs at the same pitch as the old press, so that from the sea the complex reads as one small settlement.

Heating and cooling come from air-to-water heat pumps, and all suites have occupancy sensors that switch off air conditioning when the balcony doors are open. The hotel is operated on a long lease by a Corfiot hospitality company and is open from April to October.`,
        },
        ru: {
          title: 'Kassiopi Seaside Suites',
          location: 'Кассиопи, Корфу',
          summary:
            'Восемнадцать люксов в отреставрированной оливковой давильне и двух новых корпусах на набережной Кассиопи. Отель открыт в 2021 году.',
          description: `Небольшой отель на берегу моря на северо-востоке Корфу, созданный из оливковой давильни XIX века с её складами и двух новых корпусов. Разрешение на строительство было получено в 2019 году, работы продолжались и во время пандемии, и в июне 2021 года отель принял первых гостей.

- 18 люксов площадью от 35 до 75 м²: восемь в отреставрированных каменных зданиях и десять в новых корпусах
- Зал для завтраков в бывшем цехе давильни, где на своих местах остались старые жернова
- Терраса с бассейном на скалах и собственный спуск к галечной бухте

Старые здания реставрировали на известковых растворах с использованием старой черепицы под надзором местной службы охраны наследия. Новые корпуса намеренно просты: оштукатуренные стены в охристых тонах Корфу, зелёные деревянные ставни и черепичные крыши того же уклона, что у давильни, — с моря комплекс выглядит как маленькая деревня.

Отопление и охлаждение обеспечивают тепловые насосы «воздух — вода», а датчики присутствия в каждом номере отключают кондиционер, когда открыта балконная дверь. Отель передан в долгосрочную аренду местной гостиничной компании и работает с апреля по октябрь.`,
        },
        el: {
          title: 'Kassiopi Seaside Suites',
          location: 'Κασσιόπη, Κέρκυρα',
          summary:
            'Δεκαοκτώ σουίτες σε αναστηλωμένο ελαιοτριβείο και δύο νέες πτέρυγες στο παραλιακό μέτωπο της Κασσιόπης· λειτουργεί από το 2021.',
          description: `Μικρό παραθαλάσσιο ξενοδοχείο στη βορειοανατολική ακτή της Κέρκυρας, που δημιουργήθηκε από ένα ελαιοτριβείο του 19ου αιώνα και τις αποθήκες του, μαζί με δύο νέες πτέρυγες. Η οικοδομική άδεια εκδόθηκε το 2019, οι εργασίες συνεχίστηκαν και μέσα στην πανδημία και το ξενοδοχείο υποδέχθηκε τους πρώτους επισκέπτες τον Ιούνιο του 2021.

- 18 σουίτες από 35 έως 75 τ.μ., οκτώ στα αναστηλωμένα πέτρινα κτίρια και δέκα στις νέες πτέρυγες
- Αίθουσα πρωινού στον χώρο του παλιού ελαιοτριβείου, με τις αρχικές μυλόπετρες στη θέση τους
- Βεράντα με πισίνα πάνω στα βράχια και απευθείας πρόσβαση σε βοτσαλωτό κολπίσκο

Τα παλιά κτίρια αποκαταστάθηκαν με ασβεστοκονιάματα και παλιά κεραμίδια, υπό την εποπτεία της αρμόδιας Εφορείας. Οι νέες πτέρυγες είναι σκόπιμα λιτές: σοβατισμένοι τοίχοι στις ώχρες της Κέρκυρας, πράσινα ξύλινα παντζούρια και κεραμοσκεπές με την ίδια κλίση με εκείνη του ελαιοτριβείου, ώστε από τη θάλασσα το συγκρότημα να διαβάζεται σαν ένας μικρός οικισμός.

Θέρμανση και ψύξη παρέχουν αντλίες θερμότητας αέρα-νερού, ενώ αισθητήρες σε κάθε σουίτα κλείνουν το κλιματιστικό όταν ανοίγει η μπαλκονόπορτα. Το ξενοδοχείο λειτουργεί με μακροχρόνια μίσθωση από κερκυραϊκή εταιρεία φιλοξενίας, από τον Απρίλιο έως τον Οκτώβριο.`,
        },
      },
    ),
  },
  {
    $key: 'project-212',
    shared: { reference: 212, year: 2027, stage: 'in-progress', coordinates: { lat: 37.1236, lng: 25.2367 } },
    locales: perLocale(
      { category: 'hospitality', ...pictures('project-212', 3) },
      {
        en: {
          title: 'Naoussa Cycladic Retreat',
          location: 'Naoussa, Paros',
          summary:
            'A 36-key resort of whitewashed cube houses on the hills outside Naoussa, under construction and opening for the 2027 season.',
          description: `A resort of 36 keys on a 4-hectare plot of dry-stone terraces two kilometres outside Naoussa, on the north coast of Paros. Works started in October 2025, with breaks for the summer seasons as the island's building rules require; the frames and stone walls are complete, and the resort is scheduled to open in June 2027.

- 24 suites and 12 two-bedroom villas, each with a private terrace and outdoor shower
- A main house with reception, restaurant and bar, and a 30 m pool set into the old terraces
- 3,900 m² of built area, with a building coverage of under 10% of the plot

The architecture is that of the Cyclades: small whitewashed volumes, flat roofs, thick walls and deep, shaded openings, grouped like a hamlet along the contours. Walls are built with stone from the site, and the old terraces are being rebuilt by local craftsmen and replanted with vines, olives and capers.

Water is the main constraint on Paros. The resort will treat all of its wastewater for irrigation, collect rainwater from every roof and run its own desalination unit on solar power, so that it does not draw on the island's network in summer.`,
        },
        ru: {
          title: 'Курорт Naoussa Cycladic Retreat',
          location: 'Науса, Парос',
          summary:
            'Курорт на 36 номеров из белёных кубических домиков на холмах у Наусы. Идёт строительство, открытие — к сезону 2027 года.',
          description: `Курорт на 36 номеров на участке площадью 4 га с сухими каменными террасами, в двух километрах от Наусы на северном побережье Пароса. Работы начались в октябре 2025 года с перерывами на летние сезоны, как того требуют строительные правила острова; каркасы и каменные стены завершены, открытие запланировано на июнь 2027 года.

- 24 люкса и 12 вилл с двумя спальнями, у каждого номера своя терраса и уличный душ
- Главный дом с ресепшен, рестораном и баром, 30-метровый бассейн, встроенный в старые террасы
- 3900 м² застройки, которая занимает менее 10% участка

Архитектура — кикладская: небольшие белёные объёмы, плоские крыши, толстые стены и глубокие затенённые проёмы, сгруппированные вдоль горизонталей рельефа, словно маленькая деревня. Стены сложены из камня с участка, а старые террасы восстанавливают местные мастера и заново засаживают виноградом, оливами и каперсами.

Главное ограничение на Паросе — вода. Курорт будет очищать все стоки для полива, собирать дождевую воду со всех крыш и использовать собственную опреснительную установку на солнечной энергии, чтобы летом не нагружать островную сеть.`,
        },
        el: {
          title: 'Naoussa Cycladic Retreat',
          location: 'Νάουσα, Πάρος',
          summary:
            'Τουριστικό συγκρότημα 36 μονάδων με λευκά κυβικά σπίτια στους λόφους έξω από τη Νάουσα, υπό κατασκευή, με έναρξη λειτουργίας τη σεζόν του 2027.',
          description: `Τουριστικό συγκρότημα 36 μονάδων σε έκταση 40 στρεμμάτων με ξερολιθικές πεζούλες, δύο χιλιόμετρα έξω από τη Νάουσα, στη βόρεια ακτή της Πάρου. Οι εργασίες ξεκίνησαν τον Οκτώβριο του 2025, με διακοπές τους καλοκαιρινούς μήνες όπως ορίζουν οι κανόνες του νησιού· ο φέρων οργανισμός και οι πέτρινοι τοίχοι έχουν ολοκληρωθεί και τα εγκαίνια προγραμματίζονται για τον Ιούνιο του 2027.

- 24 σουίτες και 12 βίλες δύο υπνοδωματίων, όλες με ιδιωτική βεράντα και υπαίθριο ντους
- Κεντρικό κτίριο με υποδοχή, εστιατόριο και μπαρ, πισίνα 30 μ. ενταγμένη στις παλιές πεζούλες
- 3.900 τ.μ. δόμησης, με κάλυψη μικρότερη του 10% του οικοπέδου

Η αρχιτεκτονική είναι κυκλαδίτικη: μικροί ασβεστωμένοι όγκοι, επίπεδα δώματα, χοντροί τοίχοι και βαθιά σκιασμένα ανοίγματα, που ακολουθούν τις ισοϋψείς σαν μικρός οικισμός. Οι τοίχοι χτίζονται με πέτρα του οικοπέδου και οι παλιές πεζούλες ξαναστήνονται από ντόπιους τεχνίτες και φυτεύονται με αμπέλια, ελιές και κάπαρη.

Ο μεγαλύτερος περιορισμός στην Πάρο είναι το νερό. Το συγκρότημα θα επεξεργάζεται όλα τα λύματά του για άρδευση, θα συλλέγει το βρόχινο νερό από κάθε δώμα και θα διαθέτει δική του μονάδα αφαλάτωσης με ηλιακή ενέργεια, ώστε να μην επιβαρύνει το δίκτυο του νησιού το καλοκαίρι.`,
        },
      },
    ),
  },
  {
    $key: 'project-213',
    shared: { reference: 213, year: 2028, stage: 'planned', coordinates: { lat: 37.3204, lng: 23.1449 } },
    locales: perLocale(
      { category: 'hospitality', ...pictures('project-213', 3) },
      {
        en: {
          title: 'Porto Heli Marina Hotel',
          location: 'Porto Heli, Peloponnese',
          summary:
            'A 60-room waterfront hotel with branded residences facing the bay of Porto Heli and the island of Spetses, planned for 2028.',
          description: `A waterfront hotel on the bay of Porto Heli in the Argolid, a natural harbour that is one of the most popular yachting destinations in Greece, with Spetses ten minutes away by water taxi. The project replaces a closed 1970s hotel on the same site; the environmental permit was granted in 2026 and construction is planned for 2027–2028.

- 60 rooms and suites, and 14 hotel-serviced residences for sale
- A restaurant on the water, a beach club, a spa and a 40 m pool
- A private jetty for tenders and a helipad within 3 km

Rather than rebuild the old eight-storey block, the design spreads the programme over low, two- and three-storey buildings stepped down to the shore and linked by shaded walkways, reducing the height on the waterfront by two thirds. Materials are local stone, lime render, timber and terracotta.

The hotel is designed for energy class A+, with seawater heat pumps for the spa and pool, photovoltaics on all roofs and car-free circulation inside the site. The residences are expected to meet the requirements of the [Golden Visa](/services/golden-visa) programme.`,
        },
        ru: {
          title: 'Отель Porto Heli Marina',
          location: 'Порто-Хели, Пелопоннес',
          summary:
            'Отель на 60 номеров с брендированными резиденциями на берегу залива Порто-Хели напротив острова Спеце. Завершение запланировано на 2028 год.',
          description: `Отель на берегу залива Порто-Хели в Арголиде — естественной гавани и одной из самых популярных яхтенных стоянок Греции; до Спеце десять минут на водном такси. Проект заменит закрытую гостиницу 1970-х годов на том же участке: экологическое разрешение получено в 2026 году, строительство запланировано на 2027–2028 годы.

- 60 номеров и люксов и 14 резиденций с гостиничным сервисом, предназначенных для продажи
- Ресторан у воды, пляжный клуб, спа и 40-метровый бассейн
- Собственный причал для тендеров; вертолётная площадка — в 3 км

Вместо восстановления старого восьмиэтажного корпуса проект распределяет программу по невысоким двух- и трёхэтажным зданиям, спускающимся к берегу и связанным тенистыми галереями, — высота застройки у воды снижается на две трети. Материалы — местный камень, известковая штукатурка, дерево и терракота.

Отель рассчитан на класс энергоэффективности A+: тепловые насосы на морской воде для спа и бассейна, солнечные панели на всех крышах и территория, свободная от автомобилей. Ожидается, что резиденции будут соответствовать требованиям программы [«золотой визы»](/services/golden-visa).`,
        },
        el: {
          title: 'Ξενοδοχείο Porto Heli Marina',
          location: 'Πόρτο Χέλι, Πελοπόννησος',
          summary:
            'Παραθαλάσσιο ξενοδοχείο 60 δωματίων με επώνυμες κατοικίες στον κόλπο του Πόρτο Χελίου, απέναντι από τις Σπέτσες, με ορίζοντα το 2028.',
          description: `Παραθαλάσσιο ξενοδοχείο στον κόλπο του Πόρτο Χελίου στην Αργολίδα, ένα φυσικό λιμάνι από τους πιο αγαπημένους προορισμούς των σκαφών αναψυχής στην Ελλάδα, δέκα λεπτά με θαλάσσιο ταξί από τις Σπέτσες. Το έργο αντικαθιστά ένα κλειστό ξενοδοχείο της δεκαετίας του 1970 στο ίδιο οικόπεδο· οι περιβαλλοντικοί όροι εγκρίθηκαν το 2026 και η κατασκευή προγραμματίζεται για το 2027–2028.

- 60 δωμάτια και σουίτες, καθώς και 14 κατοικίες με ξενοδοχειακές υπηρεσίες προς πώληση
- Εστιατόριο πάνω στο νερό, beach club, spa και πισίνα 40 μ.
- Ιδιωτική προβλήτα για λάντζες και ελικοδρόμιο σε απόσταση 3 χλμ.

Αντί να ανακατασκευαστεί το παλιό οκταώροφο κτίριο, η μελέτη κατανέμει το πρόγραμμα σε χαμηλά διώροφα και τριώροφα κτίρια που κατεβαίνουν κλιμακωτά προς την ακτή και συνδέονται με σκιερές διαδρομές, μειώνοντας κατά δύο τρίτα το ύψος στο παραλιακό μέτωπο. Τα υλικά είναι ντόπια πέτρα, ασβεστοκονίαμα, ξύλο και τερακότα.

Το ξενοδοχείο σχεδιάζεται για ενεργειακή κλάση Α+, με αντλίες θερμότητας θαλασσινού νερού για το spa και την πισίνα, φωτοβολταϊκά σε όλα τα δώματα και κυκλοφορία χωρίς αυτοκίνητα μέσα στο συγκρότημα. Οι κατοικίες αναμένεται να πληρούν τις προϋποθέσεις του προγράμματος [Golden Visa](/services/golden-visa).`,
        },
      },
    ),
  },
  // --- Infrastructure ---
  {
    $key: 'project-214',
    shared: { reference: 214, year: 2009, stage: 'completed', coordinates: { lat: 35.4514, lng: 24.1735 } },
    locales: perLocale(
      { category: 'infrastructure', ...pictures('project-214', 3) },
      {
        en: {
          title: 'Apokoronas Wastewater Treatment Plant',
          location: 'Kalyves, Chania, Crete',
          summary:
            'A biological wastewater treatment plant for 18,000 population equivalent serving the coastal villages of Apokoronas, completed in 2009.',
          description: `A public works contract for the municipality of Apokoronas, east of Chania: a biological wastewater treatment plant and 14 km of main sewers and pumping stations serving Kalyves, Almyrida and the neighbouring villages, whose population triples in summer. It was the company's first large public project, completed in 2009 after 26 months of works.

- Treatment capacity of 18,000 population equivalent, in two lines to follow seasonal loads
- 14 km of gravity sewers and pressure mains, and six pumping stations
- Tertiary treatment, so that the treated water can be reused for irrigation

The plant uses extended aeration with biological nitrogen and phosphorus removal, followed by sand filtration and UV disinfection. Buildings were kept low and finished in stone, and the site is screened by a belt of carob and olive trees so that it is barely visible from the road.

Since the plant went into operation, the beaches of Kalyves and Almyrida have held Blue Flag status every year, and around 600,000 m³ of treated water a year irrigates olive groves in the area.`,
        },
        ru: {
          title: 'Очистные сооружения Апокоронаса',
          location: 'Каливес, Ханья, Крит',
          summary:
            'Биологические очистные сооружения на 18 000 эквивалентных жителей для прибрежных деревень Апокоронаса, завершённые в 2009 году.',
          description: `Государственный контракт муниципалитета Апокоронас к востоку от Ханьи: биологические очистные сооружения, 14 км магистральной канализации и насосные станции для Каливеса, Алмириды и соседних деревень, население которых летом утраивается. Это был первый крупный государственный проект компании; он завершён в 2009 году после 26 месяцев работ.

- Производительность — 18 000 эквивалентных жителей, две линии для сезонных колебаний нагрузки
- 14 км самотечных и напорных коллекторов, шесть насосных станций
- Доочистка, позволяющая повторно использовать очищенную воду для полива

Сооружения работают по схеме продлённой аэрации с биологическим удалением азота и фосфора, затем вода проходит песчаные фильтры и ультрафиолетовое обеззараживание. Здания сделаны невысокими и облицованы камнем, а площадку закрывает полоса рожковых и оливковых деревьев, так что с дороги её почти не видно.

С момента запуска пляжи Каливеса и Алмириды ежегодно получают «Голубой флаг», а около 600 000 м³ очищенной воды в год идёт на полив оливковых рощ округи.`,
        },
        el: {
          title: 'Εγκατάσταση Επεξεργασίας Λυμάτων Αποκορώνου',
          location: 'Καλύβες, Χανιά, Κρήτη',
          summary:
            'Βιολογικός καθαρισμός 18.000 ισοδύναμων κατοίκων για τα παραλιακά χωριά του Αποκορώνου, ολοκληρωμένος το 2009.',
          description: `Δημόσιο έργο για τον Δήμο Αποκορώνου, ανατολικά των Χανίων: μονάδα βιολογικού καθαρισμού, 14 χλμ. κεντρικών αγωγών αποχέτευσης και αντλιοστάσια για τις Καλύβες, την Αλμυρίδα και τα γειτονικά χωριά, που τριπλασιάζουν τον πληθυσμό τους το καλοκαίρι. Ήταν το πρώτο μεγάλο δημόσιο έργο της εταιρείας και ολοκληρώθηκε το 2009, ύστερα από 26 μήνες εργασιών.

- Δυναμικότητα 18.000 ισοδύναμων κατοίκων, σε δύο γραμμές για τα εποχικά φορτία
- 14 χλμ. βαρυτικών αγωγών και αγωγών υπό πίεση, έξι αντλιοστάσια
- Τριτοβάθμια επεξεργασία, ώστε το επεξεργασμένο νερό να επαναχρησιμοποιείται για άρδευση

Η μονάδα λειτουργεί με παρατεταμένο αερισμό και βιολογική αφαίρεση αζώτου και φωσφόρου, και ακολουθούν αμμόφιλτρα και απολύμανση με υπεριώδη ακτινοβολία. Τα κτίρια κρατήθηκαν χαμηλά και επενδύθηκαν με πέτρα, ενώ μια ζώνη από χαρουπιές και ελιές κρύβει την εγκατάσταση, που σχεδόν δεν φαίνεται από τον δρόμο.

Από τη λειτουργία της μονάδας, οι παραλίες των Καλυβών και της Αλμυρίδας βραβεύονται κάθε χρόνο με Γαλάζια Σημαία, ενώ περίπου 600.000 κυβικά μέτρα επεξεργασμένου νερού τον χρόνο ποτίζουν τους ελαιώνες της περιοχής.`,
        },
      },
    ),
  },
  {
    $key: 'project-215',
    shared: { reference: 215, year: 2014, stage: 'completed', coordinates: { lat: 40.4966, lng: 22.9262 } },
    locales: perLocale(
      { category: 'infrastructure', ...pictures('project-215', 3) },
      {
        en: {
          title: 'Perea Seafront Promenade',
          location: 'Perea, Thessaloniki',
          summary:
            'A 3.2 km seafront promenade with a cycle path, play areas and new sea defences along the Thermaic Gulf, completed in 2014.',
          description: `The reconstruction of the seafront of Perea, a coastal town on the eastern shore of the Thermaic Gulf, for the municipality of Thermaikos. The old road along the sea was narrowed to one lane, and the space gained was turned into a continuous promenade with new sea defences, planting and public spaces. Works took two winters and were completed in May 2014.

- 3.2 km of promenade and a 2.5 m two-way cycle path
- Rock armour and a stepped concrete sea wall along 1.8 km of eroding shore
- Three play areas, outdoor gym equipment, 240 trees and LED street lighting

The sea wall was designed with steps that double as seating and give access to the water, replacing the broken concrete blocks that had been dumped on the beach over the years. Paving uses light, permeable concrete slabs that stay cooler in summer, and rainwater from the road is filtered through planted swales before it reaches the sea.

The promenade, which links Perea with Neoi Epivates, has become one of the most used public spaces on the east side of Thessaloniki, busy from early morning to late at night in summer.`,
        },
        ru: {
          title: 'Набережная Переи',
          location: 'Перея, Салоники',
          summary:
            'Набережная длиной 3,2 км с велодорожкой, детскими площадками и новыми берегоукрепительными сооружениями на Термаическом заливе, завершённая в 2014 году.',
          description: `Реконструкция набережной Переи — прибрежного городка на восточном берегу Термаического залива — по заказу муниципалитета Термаикос. Старую приморскую дорогу сузили до одной полосы, а освободившееся пространство превратили в непрерывную набережную с новым берегоукреплением, озеленением и общественными пространствами. Работы заняли две зимы и завершились в мае 2014 года.

- 3,2 км набережной и двусторонняя велодорожка шириной 2,5 м
- Каменная наброска и ступенчатая бетонная подпорная стенка вдоль 1,8 км размываемого берега
- Три детские площадки, уличные тренажёры, 240 деревьев и светодиодное освещение

Подпорную стенку спроектировали со ступенями, которые служат скамейками и ведут к воде; они заменили обломки бетонных блоков, годами сбрасывавшиеся на пляж. Покрытие — светлые водопроницаемые бетонные плиты, которые летом меньше нагреваются, а дождевая вода с дороги перед сбросом в море проходит через озеленённые фильтрующие канавы.

Набережная, соединяющая Перею с Неи-Эпиватес, стала одним из самых оживлённых общественных пространств на востоке Салоник: летом здесь людно с раннего утра до поздней ночи.`,
        },
        el: {
          title: 'Παραλιακός περίπατος Περαίας',
          location: 'Περαία, Θεσσαλονίκη',
          summary:
            'Παραλιακός περίπατος 3,2 χλμ. με ποδηλατόδρομο, παιδικές χαρές και νέα έργα προστασίας ακτής στον Θερμαϊκό, ολοκληρωμένος το 2014.',
          description: `Η ανάπλαση του παραλιακού μετώπου της Περαίας, στην ανατολική ακτή του Θερμαϊκού, για λογαριασμό του Δήμου Θερμαϊκού. Ο παλιός παραλιακός δρόμος περιορίστηκε σε μία λωρίδα και ο χώρος που κερδήθηκε έγινε ενιαίος περίπατος με νέα έργα προστασίας της ακτής, φυτεύσεις και κοινόχρηστους χώρους. Οι εργασίες διήρκεσαν δύο χειμώνες και ολοκληρώθηκαν τον Μάιο του 2014.

- 3,2 χλμ. πεζόδρομου και αμφίδρομος ποδηλατόδρομος πλάτους 2,5 μ.
- Λιθορριπή και κλιμακωτός τοίχος από σκυρόδεμα σε 1,8 χλμ. ακτής που διαβρωνόταν
- Τρεις παιδικές χαρές, υπαίθρια όργανα γυμναστικής, 240 δέντρα και φωτισμός LED

Ο τοίχος αντιστήριξης σχεδιάστηκε με σκαλιά που γίνονται καθιστικά και οδηγούν στο νερό, στη θέση των σπασμένων τσιμεντόλιθων που είχαν ριχτεί στην ακτή με τα χρόνια. Οι πλάκες πεζοδρόμησης είναι ανοιχτόχρωμες και υδατοπερατές, ώστε να ζεσταίνονται λιγότερο το καλοκαίρι, ενώ τα όμβρια του δρόμου φιλτράρονται σε φυτεμένα αυλάκια πριν φτάσουν στη θάλασσα.

Ο περίπατος, που ενώνει την Περαία με τους Νέους Επιβάτες, έγινε ένας από τους πιο πολυσύχναστους δημόσιους χώρους της ανατολικής Θεσσαλονίκης, γεμάτος κόσμο το καλοκαίρι από νωρίς το πρωί ως αργά το βράδυ.`,
        },
      },
    ),
  },
  {
    $key: 'project-216',
    shared: { reference: 216, year: 2027, stage: 'in-progress', coordinates: { lat: 37.4555, lng: 22.4196 } },
    locales: perLocale(
      { category: 'infrastructure', ...pictures('project-216', 3) },
      {
        en: {
          title: 'Tegea Solar Park',
          location: 'Tegea, Arcadia, Peloponnese',
          summary:
            'A 12 MWp photovoltaic park with battery storage on former quarry land near Tripoli, under construction and due to connect to the grid in 2027.',
          description: `A photovoltaic park of 12 MWp on 19 hectares of former quarry and degraded grazing land in the municipality of Tegea, south of Tripoli. DKG holds the project with a Greek energy investor and is building it as EPC contractor; piling began in the spring of 2026 and grid connection is planned for the second quarter of 2027.

- 21,800 bifacial panels on single-axis trackers
- A 6 MW / 12 MWh battery storage system to shift output to the evening peak
- A new 20/150 kV substation and 4 km of underground cable to the grid

Choosing land that had already been worked avoided any clearing of forest or farmland. The panels are mounted high enough for sheep to graze between the rows, under an agreement with two local shepherds, and the perimeter fence has openings for small wildlife.

Once running, the park will produce around 21 GWh a year, the consumption of some 5,000 households. During construction the site employs up to 80 people, most of them from Arcadia, and the operation and maintenance contract will create six permanent local jobs.`,
        },
        ru: {
          title: 'Солнечный парк в Тегее',
          location: 'Тегея, Аркадия, Пелопоннес',
          summary:
            'Солнечная электростанция мощностью 12 МВт с системой накопления энергии на бывшем карьере под Триполи. Идёт строительство, подключение к сети — в 2027 году.',
          description: `Фотоэлектрическая станция мощностью 12 МВт на 19 гектарах бывшего карьера и деградировавших пастбищ в муниципалитете Тегея к югу от Триполи. DKG реализует проект вместе с греческим энергетическим инвестором и строит его как EPC-подрядчик: забивка свай началась весной 2026 года, подключение к сети запланировано на второй квартал 2027 года.

- 21 800 двусторонних панелей на одноосевых трекерах
- Система накопления энергии 6 МВт / 12 МВт·ч, смещающая выработку на вечерний пик
- Новая подстанция 20/150 кВ и 4 км подземного кабеля до сети

Выбор уже нарушенных земель позволил не вырубать лес и не занимать сельхозугодья. Панели подняты достаточно высоко, чтобы между рядами могли пастись овцы, — об этом заключено соглашение с двумя местными пастухами, а в ограждении по периметру оставлены проходы для мелких животных.

После запуска станция будет вырабатывать около 21 ГВт·ч в год — столько потребляют примерно 5000 домохозяйств. На стройке работают до 80 человек, в основном жители Аркадии, а контракт на эксплуатацию и обслуживание создаст шесть постоянных рабочих мест.`,
        },
        el: {
          title: 'Φωτοβολταϊκό πάρκο Τεγέας',
          location: 'Τεγέα, Αρκαδία, Πελοπόννησος',
          summary:
            'Φωτοβολταϊκό πάρκο 12 MWp με αποθήκευση ενέργειας σε πρώην λατομική έκταση κοντά στην Τρίπολη, υπό κατασκευή, με σύνδεση στο δίκτυο το 2027.',
          description: `Φωτοβολταϊκό πάρκο 12 MWp σε έκταση 190 στρεμμάτων πρώην λατομείου και υποβαθμισμένου βοσκότοπου στον Δήμο Τεγέας, νότια της Τρίπολης. Η DKG συμμετέχει στο έργο μαζί με Έλληνα επενδυτή στην ενέργεια και το κατασκευάζει ως ανάδοχος EPC· η έμπηξη πασσάλων ξεκίνησε την άνοιξη του 2026 και η σύνδεση στο δίκτυο προγραμματίζεται για το δεύτερο τρίμηνο του 2027.

- 21.800 αμφιπρόσωπα πάνελ σε ιχνηλάτες ενός άξονα
- Σύστημα αποθήκευσης 6 MW / 12 MWh για τη μεταφορά της παραγωγής στη βραδινή αιχμή
- Νέος υποσταθμός 20/150 kV και 4 χλμ. υπόγειου καλωδίου έως το δίκτυο

Η επιλογή έκτασης που είχε ήδη υποστεί επεμβάσεις απέτρεψε κάθε αποψίλωση δάσους ή κατάληψη καλλιεργήσιμης γης. Τα πάνελ είναι τοποθετημένα αρκετά ψηλά ώστε να βόσκουν πρόβατα ανάμεσα στις σειρές, με συμφωνία με δύο κτηνοτρόφους της περιοχής, και η περίφραξη έχει ανοίγματα για τη μικρή πανίδα.

Σε λειτουργία, το πάρκο θα παράγει περίπου 21 GWh τον χρόνο, όσο καταναλώνουν περίπου 5.000 νοικοκυριά. Στην κατασκευή απασχολούνται έως 80 άτομα, στην πλειονότητά τους από την Αρκαδία, ενώ η σύμβαση λειτουργίας και συντήρησης θα δημιουργήσει έξι μόνιμες θέσεις εργασίας.`,
        },
      },
    ),
  },
];

export const projects = withSeo(projectEntries);
