import type { CollectionEntrySeed } from '@dkg/content-model';
import { perLocale, pictures } from './media-catalogue';
import { propertySeo, withSeo } from './catalogue-seo';

/**
 * The property listings. `reference` is the listing number shown in the URL (/properties/{reference}).
 * Golden Visa eligibility follows the 2024 thresholds: €800,000 in Attica, Thessaloniki, Mykonos,
 * Santorini and islands of more than 3,100 inhabitants, €400,000 elsewhere, for a single home of
 * at least 120 m²; land is not marked eligible.
 */
const listings: CollectionEntrySeed[] = [
  {
    $key: 'property-1001',
    shared: {
      reference: 1001,
      type: 'villa',
      availability: 'available',
      region: 'athens-riviera',
      price: 2_350_000,
      area: 420,
      bedrooms: 5,
      bathrooms: 5,
      yearBuilt: 2019,
      goldenVisaEligible: true,
      featured: true,
      location: { lat: 37.7856, lng: 23.8886 },
      listedAt: '2025-10-14',
    },
    locales: perLocale(pictures('property-1001', 4), {
      en: {
        title: 'Sea-view villa in Lagonisi',
        address: 'Lagonisi, Saronikos, East Attica',
        description: `A contemporary villa on a quiet lane on the hillside above Lagonisi, with an open view over the Saronic Gulf to Aegina. It was completed in 2019 as part of our Lagonisi Shore Residences, stands on a 1,300 m² plot and is laid out on three levels linked by a lift.

- **Ground floor:** living and dining room with sliding glass walls onto the pool terrace, kitchen with island and pantry, guest bedroom with shower room.
- **First floor:** main bedroom with dressing room and private balcony, two further en-suite bedrooms.
- **Lower ground floor:** family room, fifth bedroom, laundry and plant room.

The 12 × 4 m overflow pool is heated by a heat pump, and the garden has olive trees, lavender and automatic irrigation. Photovoltaics, underfloor heating and triple-glazed aluminium frames give the house energy class A+. A carport takes two cars, with space for two more inside the gate.

The nearest sandy beach is a five-minute walk; shops, cafés and the Lagonisi marina are within 2 km. Athens International Airport is 35 km away, about 35 minutes by car. The villa is offered furnished and qualifies for the [Golden Visa](/services/golden-visa).`,
      },
      ru: {
        title: 'Вилла с видом на море в Лагониси',
        address: 'Лагониси, муниципалитет Сароникос, Восточная Аттика',
        description: `Современная вилла на тихой улице на склоне холма над Лагониси, с открытым видом на Саронический залив и остров Эгина. Дом построен в 2019 году в составе нашего комплекса Lagonisi Shore Residences на участке 1300 м²; три уровня соединены лифтом.

- **Первый этаж:** гостиная-столовая с раздвижными стеклянными стенами и выходом к бассейну, кухня с островом и кладовой, гостевая спальня с душевой.
- **Второй этаж:** хозяйская спальня с гардеробной и собственным балконом, ещё две спальни с ванными.
- **Цокольный этаж:** семейная гостиная, пятая спальня, прачечная и техническое помещение.

Бассейн 12 × 4 м с переливом подогревается тепловым насосом, в саду — оливы, лаванда и автоматический полив. Солнечные панели, тёплые полы и алюминиевые окна с тройным остеклением обеспечивают класс энергоэффективности A+. Навес на две машины и ещё два места на участке.

До ближайшего песчаного пляжа пять минут пешком, магазины, кафе и марина Лагониси — в пределах 2 км. До международного аэропорта Афин 35 км, около 35 минут на машине. Вилла продаётся с мебелью и даёт право на [«золотую визу»](/services/golden-visa).`,
      },
      el: {
        title: 'Βίλα με θέα θάλασσα στο Λαγονήσι',
        address: 'Λαγονήσι, Δήμος Σαρωνικού, Ανατολική Αττική',
        description: `Σύγχρονη βίλα σε ήσυχο δρόμο στην πλαγιά πάνω από το Λαγονήσι, με ανοιχτή θέα στον Σαρωνικό και την Αίγινα. Ολοκληρώθηκε το 2019 ως μέρος του συγκροτήματος Lagonisi Shore Residences, σε οικόπεδο 1.300 τ.μ., και αναπτύσσεται σε τρία επίπεδα που συνδέονται με ανελκυστήρα.

- **Ισόγειο:** σαλόνι και τραπεζαρία με συρόμενες τζαμαρίες προς τη βεράντα της πισίνας, κουζίνα με νησίδα και αποθήκη τροφίμων, ξενώνας με ντους.
- **Όροφος:** κύρια κρεβατοκάμαρα με ντουλάπα-δωμάτιο και ιδιωτικό μπαλκόνι, δύο ακόμη υπνοδωμάτια με δικό τους μπάνιο.
- **Ημιυπόγειο:** οικογενειακό καθιστικό, πέμπτο υπνοδωμάτιο, πλυσταριό και μηχανοστάσιο.

Η πισίνα υπερχείλισης 12 × 4 μ. θερμαίνεται με αντλία θερμότητας και ο κήπος έχει ελιές, λεβάντα και αυτόματο πότισμα. Φωτοβολταϊκά, ενδοδαπέδια θέρμανση και κουφώματα αλουμινίου με τριπλούς υαλοπίνακες εξασφαλίζουν ενεργειακή κλάση Α+. Στεγασμένη θέση για δύο αυτοκίνητα και χώρος για άλλα δύο μέσα στην αυλή.

Η πλησιέστερη αμμουδιά απέχει πέντε λεπτά με τα πόδια· καταστήματα, καφέ και η μαρίνα του Λαγονησίου βρίσκονται σε ακτίνα 2 χλμ. Το Διεθνές Αεροδρόμιο της Αθήνας απέχει 35 χλμ., περίπου 35 λεπτά με το αυτοκίνητο. Η βίλα διατίθεται επιπλωμένη και πληροί τις προϋποθέσεις της [Golden Visa](/services/golden-visa).`,
      },
    }),
  },
  {
    $key: 'property-1002',
    shared: {
      reference: 1002,
      type: 'apartment',
      availability: 'available',
      region: 'athens-center',
      price: 690_000,
      area: 128,
      bedrooms: 3,
      bathrooms: 2,
      yearBuilt: 1968,
      goldenVisaEligible: false,
      featured: true,
      location: { lat: 37.979, lng: 23.744 },
      listedAt: '2026-03-02',
    },
    locales: perLocale(pictures('property-1002', 3), {
      en: {
        title: 'Renovated apartment in Kolonaki',
        address: 'Kolonaki, Athens',
        description: `A bright, fully renovated apartment on the fourth floor of a well-kept 1968 building on one of the quiet upper streets of Kolonaki, below Lycabettus Hill. The apartment runs through the building, with balconies front and back and a view of the pine trees of Lycabettus from the living room.

- Entrance hall, living and dining room of 42 m² with a fireplace
- Kitchen with breakfast corner and a service balcony
- Three bedrooms, one with an en-suite bathroom, and a second bathroom
- Storage room in the basement

The renovation, finished in 2024, replaced the wiring, plumbing and windows, added air-to-water heat pumps and restored the original oak parquet and marble of the hall. Energy class B. The building has a lift and a doorman in the mornings; there is no private parking, but spaces can be rented in a garage two streets away.

Evangelismos metro station is a six-minute walk and Syntagma Square fifteen minutes on foot. Cafés, galleries and the shops of Kolonaki Square are at the bottom of the street.`,
      },
      ru: {
        title: 'Квартира после ремонта в Колонаки',
        address: 'Колонаки, Афины',
        description: `Светлая квартира с полным ремонтом на пятом этаже ухоженного дома 1968 года, на одной из тихих верхних улиц Колонаки у подножия холма Ликавитос. Квартира сквозная, с балконами на обе стороны; из гостиной виден сосновый лес Ликавитоса.

- Прихожая, гостиная-столовая площадью 42 м² с камином
- Кухня с обеденной зоной и хозяйственным балконом
- Три спальни, одна с собственной ванной, и вторая ванная комната
- Кладовая в подвале

Ремонт, завершённый в 2024 году, включал замену электропроводки, сантехники и окон, установку тепловых насосов «воздух — вода» и реставрацию оригинального дубового паркета и мрамора в холле. Класс энергоэффективности B. В доме есть лифт, по утрам работает консьерж. Собственной парковки нет, но место можно арендовать в гараже в двух кварталах.

До станции метро «Эвангелизмос» шесть минут пешком, до площади Синтагма — пятнадцать. Кафе, галереи и магазины площади Колонаки — в конце улицы.`,
      },
      el: {
        title: 'Ανακαινισμένο διαμέρισμα στο Κολωνάκι',
        address: 'Κολωνάκι, Αθήνα',
        description: `Φωτεινό, πλήρως ανακαινισμένο διαμέρισμα στον τέταρτο όροφο προσεγμένης πολυκατοικίας του 1968, σε έναν από τους ήσυχους πάνω δρόμους του Κολωνακίου, κάτω από τον Λυκαβηττό. Είναι διαμπερές, με μπαλκόνια μπρος και πίσω, και από το σαλόνι βλέπει τα πεύκα του Λυκαβηττού.

- Χολ εισόδου, σαλόνι-τραπεζαρία 42 τ.μ. με τζάκι
- Κουζίνα με καθιστικό πρωινού και βεράντα υπηρεσίας
- Τρία υπνοδωμάτια, το ένα με δικό του μπάνιο, και δεύτερο μπάνιο
- Αποθήκη στο υπόγειο

Η ανακαίνιση, που ολοκληρώθηκε το 2024, περιλάμβανε νέα ηλεκτρολογικά, υδραυλικά και κουφώματα, αντλίες θερμότητας αέρα-νερού και αποκατάσταση του αρχικού δρύινου παρκέ και των μαρμάρων του χολ. Ενεργειακή κλάση Β. Η πολυκατοικία έχει ανελκυστήρα και θυρωρό τις πρωινές ώρες· δεν υπάρχει ιδιωτική θέση στάθμευσης, μπορεί όμως να μισθωθεί θέση σε γκαράζ δύο δρόμους πιο κάτω.

Ο σταθμός του μετρό «Ευαγγελισμός» απέχει έξι λεπτά με τα πόδια και η πλατεία Συντάγματος δεκαπέντε. Καφέ, γκαλερί και τα καταστήματα της πλατείας Κολωνακίου βρίσκονται στο τέλος του δρόμου.`,
      },
    }),
  },
  {
    $key: 'property-1003',
    shared: {
      reference: 1003,
      type: 'apartment',
      availability: 'reserved',
      region: 'athens-riviera',
      price: 1_150_000,
      area: 165,
      bedrooms: 3,
      bathrooms: 3,
      yearBuilt: 2023,
      goldenVisaEligible: true,
      featured: false,
      location: { lat: 37.871, lng: 23.761 },
      listedAt: '2025-11-20',
    },
    locales: perLocale(pictures('property-1003', 4), {
      en: {
        title: 'Penthouse with private pool in Glyfada',
        address: 'Upper Glyfada, Athens Riviera',
        description: `One of the two penthouses of Glyfada Gardens, our nearly zero-energy building completed in 2023 in upper Glyfada. The apartment occupies the whole top floor and is surrounded by 140 m² of planted terraces, with a private pool and a view over the rooftops to the sea and the Saronic islands.

- Living, dining and kitchen space of 60 m² opening onto the pool terrace
- Main bedroom with dressing room and bathroom, two further bedrooms with their own bathrooms
- Guest WC, laundry room and storage room in the basement
- Two parking spaces with an EV charger

The apartment is delivered with heat-recovery ventilation, underfloor heating and cooling from heat pumps, smart-home controls and external motorised blinds. Energy class A+ (nZEB). Kitchen by an Italian maker, with stone worktops and built-in appliances.

The beaches and the marina of Glyfada are ten minutes by car, the tram stop is 900 m away and the airport is 30 minutes on the coastal road. The penthouse is reserved; similar apartments may be offered in our next Riviera projects.`,
      },
      ru: {
        title: 'Пентхаус с бассейном в Глифаде',
        address: 'Верхняя Глифада, Афинская Ривьера',
        description: `Один из двух пентхаусов в Glyfada Gardens — нашем доме с почти нулевым энергопотреблением, построенном в 2023 году в верхней Глифаде. Квартира занимает весь верхний этаж; вокруг неё 140 м² озеленённых террас с собственным бассейном и видом поверх крыш на море и острова Саронического залива.

- Гостиная, столовая и кухня общей площадью 60 м² с выходом к бассейну
- Хозяйская спальня с гардеробной и ванной, ещё две спальни с собственными ванными
- Гостевой санузел, прачечная и кладовая в подвале
- Два машино-места с зарядкой для электромобиля

Квартира сдаётся с приточно-вытяжной вентиляцией с рекуперацией, тёплыми полами с функцией охлаждения от тепловых насосов, системой «умный дом» и наружными моторизованными жалюзи. Класс энергоэффективности A+ (nZEB). Кухня итальянского производства с каменными столешницами и встроенной техникой.

До пляжей и марины Глифады десять минут на машине, до трамвайной остановки 900 м, до аэропорта — 30 минут по прибрежной дороге. Пентхаус зарезервирован; похожие квартиры могут появиться в наших следующих проектах на Ривьере.`,
      },
      el: {
        title: 'Ρετιρέ με ιδιωτική πισίνα στη Γλυφάδα',
        address: 'Άνω Γλυφάδα, Αθηναϊκή Ριβιέρα',
        description: `Ένα από τα δύο ρετιρέ του Glyfada Gardens, της πολυκατοικίας σχεδόν μηδενικής κατανάλωσης ενέργειας που ολοκληρώσαμε το 2023 στην Άνω Γλυφάδα. Καταλαμβάνει ολόκληρο τον τελευταίο όροφο και περιβάλλεται από 140 τ.μ. φυτεμένες βεράντες, με ιδιωτική πισίνα και θέα πάνω από τις ταράτσες προς τη θάλασσα και τα νησιά του Σαρωνικού.

- Ενιαίος χώρος σαλονιού, τραπεζαρίας και κουζίνας 60 τ.μ. με έξοδο στη βεράντα της πισίνας
- Κύρια κρεβατοκάμαρα με ντουλάπα-δωμάτιο και μπάνιο, δύο ακόμη υπνοδωμάτια με δικό τους μπάνιο
- WC επισκεπτών, πλυσταριό και αποθήκη στο υπόγειο
- Δύο θέσεις στάθμευσης με φορτιστή ηλεκτρικού αυτοκινήτου

Παραδίδεται με μηχανικό αερισμό με ανάκτηση θερμότητας, ενδοδαπέδια θέρμανση και δροσισμό από αντλίες θερμότητας, σύστημα έξυπνου σπιτιού και εξωτερικές μηχανοκίνητες περσίδες. Ενεργειακή κλάση Α+ (nZEB). Ιταλική κουζίνα με πέτρινους πάγκους και εντοιχισμένες συσκευές.

Οι παραλίες και η μαρίνα της Γλυφάδας απέχουν δέκα λεπτά με το αυτοκίνητο, η στάση του τραμ 900 μ. και το αεροδρόμιο 30 λεπτά από την παραλιακή. Το ρετιρέ είναι κρατημένο· ανάλογα διαμερίσματα ενδέχεται να διατεθούν στα επόμενα έργα μας στη Ριβιέρα.`,
      },
    }),
  },
  {
    $key: 'property-1004',
    shared: {
      reference: 1004,
      type: 'apartment',
      availability: 'available',
      region: 'athens-center',
      price: 145_000,
      area: 34,
      bedrooms: 0,
      bathrooms: 1,
      yearBuilt: 1975,
      goldenVisaEligible: false,
      featured: false,
      location: { lat: 37.9685, lng: 23.748 },
      listedAt: '2026-05-11',
    },
    locales: perLocale(pictures('property-1004', 3), {
      en: {
        title: 'Studio near the Panathenaic Stadium in Pangrati',
        address: 'Pangrati, Athens',
        description: `A compact, newly renovated studio on the second floor of a 1975 apartment building in Pangrati, one of the most sought-after neighbourhoods of central Athens, three minutes' walk from the Panathenaic Stadium and the National Garden.

- Open living and sleeping area with a built-in wardrobe
- Kitchenette with induction hob, oven and dishwasher
- Shower room with a window, and a balcony onto a quiet, tree-lined street

The renovation was completed in 2025: new electrical installation, plumbing, double-glazed aluminium windows, an inverter air conditioner and a wall-hung electric water heater. Energy class C. The building has a lift and low shared charges, as it no longer runs a central heating boiler.

Pangrati's squares, bakeries and tavernas are on the doorstep, Syntagma Square is a fifteen-minute walk and Evangelismos metro station ten minutes away. The studio suits a first home in Athens or a long-term let to students and young professionals, for whom demand in the area is constant; it is sold empty and ready to move in.`,
      },
      ru: {
        title: 'Студия у стадиона Панатинаикос в Панграти',
        address: 'Панграти, Афины',
        description: `Компактная студия после нового ремонта на третьем этаже дома 1975 года в Панграти — одном из самых востребованных районов центра Афин, в трёх минутах ходьбы от стадиона Панатинаикос и Национального сада.

- Общая жилая и спальная зона со встроенным шкафом
- Мини-кухня с индукционной плитой, духовкой и посудомоечной машиной
- Душевая с окном и балкон на тихую улицу, засаженную деревьями

Ремонт завершён в 2025 году: новая электропроводка и сантехника, алюминиевые окна с двойным остеклением, инверторный кондиционер и электрический водонагреватель. Класс энергоэффективности C. В доме есть лифт, общие расходы невысоки, так как центральный котёл больше не используется.

Площади, пекарни и таверны Панграти — в двух шагах, до площади Синтагма пятнадцать минут пешком, до метро «Эвангелизмос» — десять. Студия подойдёт как первое жильё в Афинах или для долгосрочной аренды студентам и молодым специалистам: спрос в районе стабильно высокий. Продаётся без мебели, готова к заселению.`,
      },
      el: {
        title: 'Στούντιο κοντά στο Καλλιμάρμαρο, στο Παγκράτι',
        address: 'Παγκράτι, Αθήνα',
        description: `Μικρό, πρόσφατα ανακαινισμένο στούντιο στον δεύτερο όροφο πολυκατοικίας του 1975 στο Παγκράτι, μία από τις πιο περιζήτητες γειτονιές του κέντρου, τρία λεπτά με τα πόδια από το Καλλιμάρμαρο και τον Εθνικό Κήπο.

- Ενιαίος χώρος καθιστικού και ύπνου με εντοιχισμένη ντουλάπα
- Κουζινάκι με επαγωγικές εστίες, φούρνο και πλυντήριο πιάτων
- Μπάνιο με παράθυρο και μπαλκόνι σε ήσυχο, δεντροφυτεμένο δρόμο

Η ανακαίνιση ολοκληρώθηκε το 2025: νέα ηλεκτρολογική και υδραυλική εγκατάσταση, κουφώματα αλουμινίου με διπλά τζάμια, κλιματιστικό inverter και ηλεκτρικός θερμοσίφωνας. Ενεργειακή κλάση Γ. Η πολυκατοικία έχει ανελκυστήρα και χαμηλά κοινόχρηστα, αφού δεν λειτουργεί πλέον κεντρικός λέβητας.

Οι πλατείες, οι φούρνοι και οι ταβέρνες του Παγκρατίου είναι δίπλα, το Σύνταγμα απέχει δεκαπέντε λεπτά με τα πόδια και ο σταθμός του μετρό «Ευαγγελισμός» δέκα. Το στούντιο ταιριάζει για πρώτη κατοικία στην Αθήνα ή για μακροχρόνια μίσθωση σε φοιτητές και νέους επαγγελματίες, για τους οποίους η ζήτηση στην περιοχή είναι σταθερή. Πωλείται κενό και έτοιμο για κατοίκηση.`,
      },
    }),
  },
  {
    $key: 'property-1005',
    shared: {
      reference: 1005,
      type: 'commercial',
      availability: 'available',
      region: 'athens-center',
      price: 1_480_000,
      area: 260,
      bedrooms: 0,
      bathrooms: 2,
      yearBuilt: 1932,
      goldenVisaEligible: true,
      featured: false,
      location: { lat: 37.9768, lng: 23.7262 },
      listedAt: '2025-09-22',
    },
    locales: perLocale(pictures('property-1005', 3), {
      en: {
        title: 'Let retail unit near Monastiraki Square',
        address: 'Monastiraki, Historic Centre, Athens',
        description: `A ground-floor shop with basement in a listed 1932 building on a pedestrian street between Monastiraki and Ermou Street, one of the busiest shopping routes in Athens, with visitors and residents passing from morning to late evening all year round.

- 150 m² of sales floor on the ground floor, with a 9 m shop front and 4.5 m ceilings
- 110 m² basement used as storage and staff area, with two WCs
- Independent entrance for deliveries from the side street

The unit is let to an international fashion retailer on a lease running until 2031, at a current rent of €78,000 a year, indexed annually to inflation: a gross yield of about 5.3%. The tenant fitted out the shop in 2023 and is responsible for its maintenance.

The building's facade was restored in 2019, and the shop has new electrical and air-conditioning installations; energy class C. Monastiraki metro station (lines 1 and 3) is three minutes away. As a commercial property above €800,000 in Attica, the unit qualifies for the [Golden Visa](/services/golden-visa); long-term leasing is compatible with the programme.`,
      },
      ru: {
        title: 'Торговое помещение с арендатором у площади Монастираки',
        address: 'Монастираки, исторический центр, Афины',
        description: `Магазин на первом этаже с подвалом в охраняемом здании 1932 года на пешеходной улице между Монастираки и улицей Эрму — одним из самых оживлённых торговых маршрутов Афин, где туристы и местные жители проходят с утра до позднего вечера круглый год.

- 150 м² торгового зала на первом этаже, витрина шириной 9 м, потолки 4,5 м
- Подвал площадью 110 м² под склад и помещения для персонала, два санузла
- Отдельный вход для разгрузки с боковой улицы

Помещение сдано международной сети одежды по договору до 2031 года; текущая арендная плата — 78 000 евро в год с ежегодной индексацией на инфляцию, валовая доходность около 5,3%. Арендатор отделал магазин в 2023 году и отвечает за его содержание.

Фасад здания отреставрирован в 2019 году, в магазине новые электросети и кондиционирование; класс энергоэффективности C. До станции метро «Монастираки» (линии 1 и 3) три минуты. Как коммерческая недвижимость в Аттике стоимостью выше 800 000 евро, объект даёт право на [«золотую визу»](/services/golden-visa); долгосрочная аренда программе не противоречит.`,
      },
      el: {
        title: 'Μισθωμένο κατάστημα κοντά στην πλατεία Μοναστηρακίου',
        address: 'Μοναστηράκι, Ιστορικό Κέντρο, Αθήνα',
        description: `Ισόγειο κατάστημα με υπόγειο σε διατηρητέο κτίριο του 1932, σε πεζόδρομο ανάμεσα στο Μοναστηράκι και την Ερμού, έναν από τους πιο πολυσύχναστους εμπορικούς δρόμους της Αθήνας, με επισκέπτες και κατοίκους από το πρωί ως αργά το βράδυ όλο τον χρόνο.

- 150 τ.μ. χώρος πώλησης στο ισόγειο, με πρόσοψη 9 μ. και ύψος 4,5 μ.
- Υπόγειο 110 τ.μ. για αποθήκη και χώρους προσωπικού, με δύο WC
- Ανεξάρτητη είσοδος τροφοδοσίας από τον πλαϊνό δρόμο

Το κατάστημα είναι μισθωμένο σε διεθνή αλυσίδα ένδυσης με σύμβαση έως το 2031 και τρέχον μίσθωμα 78.000 € τον χρόνο, με ετήσια αναπροσαρμογή βάσει πληθωρισμού, δηλαδή μικτή απόδοση περίπου 5,3%. Ο μισθωτής διαμόρφωσε τον χώρο το 2023 και έχει την ευθύνη της συντήρησής του.

Η πρόσοψη του κτιρίου αποκαταστάθηκε το 2019 και το κατάστημα έχει νέες ηλεκτρολογικές και κλιματιστικές εγκαταστάσεις· ενεργειακή κλάση Γ. Ο σταθμός «Μοναστηράκι» (γραμμές 1 και 3) απέχει τρία λεπτά. Ως επαγγελματικό ακίνητο άνω των 800.000 € στην Αττική, πληροί τις προϋποθέσεις της [Golden Visa](/services/golden-visa)· η μακροχρόνια μίσθωση είναι συμβατή με το πρόγραμμα.`,
      },
    }),
  },
  {
    $key: 'property-1006',
    shared: {
      reference: 1006,
      type: 'apartment',
      availability: 'available',
      region: 'thessaloniki',
      price: 420_000,
      area: 118,
      bedrooms: 3,
      bathrooms: 2,
      yearBuilt: 2022,
      goldenVisaEligible: false,
      featured: false,
      location: { lat: 40.582, lng: 22.952 },
      listedAt: '2026-01-19',
    },
    locales: perLocale(pictures('property-1006', 3), {
      en: {
        title: 'Sea-view apartment in Kalamaria',
        address: 'Kalamaria, Thessaloniki',
        description: `A three-bedroom apartment on the fourth floor of a 2022 building in Kalamaria, two blocks from the seafront, with a wide view of the Thermaic Gulf from the living room and the main balcony.

- Living and dining room with open kitchen, 45 m², opening onto a 22 m² balcony
- Three bedrooms, the main one with its own bathroom, and a family bathroom
- Covered parking space and storage room in the basement

The building has an external thermal envelope, aluminium frames with double low-emission glazing, an autonomous heat pump for each apartment and solar water heating. Energy class A. Finishes are in good condition: large-format porcelain floors, oak-veneered doors and a fitted kitchen with island.

The Kalamaria seafront with its cafés and cycle path is a three-minute walk away, and the shops and schools of the district are all nearby. The city centre is 7 km away and Thessaloniki airport 12 km, about 15 minutes by car. At this price the apartment is below the Golden Visa threshold for Thessaloniki, which makes it a good choice as a family home or a long-term rental.`,
      },
      ru: {
        title: 'Квартира с видом на море в Каламарии',
        address: 'Каламария, Салоники',
        description: `Квартира с тремя спальнями на пятом этаже дома 2022 года постройки в Каламарии, в двух кварталах от набережной. Из гостиной и с главного балкона открывается широкий вид на Термаический залив.

- Гостиная-столовая с открытой кухней площадью 45 м² и выходом на балкон 22 м²
- Три спальни, при хозяйской — собственная ванная, и общая ванная комната
- Крытое машино-место и кладовая в подвале

У дома наружное утепление, алюминиевые окна с двойным низкоэмиссионным остеклением, в каждой квартире автономный тепловой насос, горячую воду греют солнечные коллекторы. Класс энергоэффективности A. Отделка в хорошем состоянии: крупноформатный керамогранит, двери с дубовым шпоном, встроенная кухня с островом.

До набережной Каламарии с кафе и велодорожкой три минуты пешком, магазины и школы района рядом. До центра города 7 км, до аэропорта Салоник 12 км, около 15 минут на машине. Цена ниже порога «золотой визы» для Салоник, поэтому квартира прежде всего подойдёт для жизни семьёй или долгосрочной сдачи в аренду.`,
      },
      el: {
        title: 'Διαμέρισμα με θέα θάλασσα στην Καλαμαριά',
        address: 'Καλαμαριά, Θεσσαλονίκη',
        description: `Τεσσάρι στον τέταρτο όροφο πολυκατοικίας του 2022 στην Καλαμαριά, δύο τετράγωνα από την παραλία, με ευρεία θέα στον Θερμαϊκό από το σαλόνι και το κεντρικό μπαλκόνι.

- Σαλόνι-τραπεζαρία με ανοιχτή κουζίνα 45 τ.μ. και έξοδο σε μπαλκόνι 22 τ.μ.
- Τρία υπνοδωμάτια, το κύριο με δικό του μπάνιο, και δεύτερο μπάνιο
- Κλειστή θέση στάθμευσης και αποθήκη στο υπόγειο

Η πολυκατοικία έχει θερμοπρόσοψη, κουφώματα αλουμινίου με διπλούς υαλοπίνακες χαμηλής εκπομπής, αυτόνομη αντλία θερμότητας σε κάθε διαμέρισμα και ηλιακό θερμοσίφωνα. Ενεργειακή κλάση Α. Τα υλικά είναι σε πολύ καλή κατάσταση: πλακάκια μεγάλων διαστάσεων, πόρτες με καπλαμά δρυός και κουζίνα με νησίδα.

Η παραλία της Καλαμαριάς, με τα καφέ και τον ποδηλατόδρομο, απέχει τρία λεπτά με τα πόδια, ενώ καταστήματα και σχολεία της περιοχής βρίσκονται κοντά. Το κέντρο της πόλης απέχει 7 χλμ. και το αεροδρόμιο «Μακεδονία» 12 χλμ., περίπου 15 λεπτά με το αυτοκίνητο. Η τιμή είναι κάτω από το όριο της Golden Visa για τη Θεσσαλονίκη· το διαμέρισμα απευθύνεται κυρίως σε οικογένειες ή σε όσους αναζητούν μακροχρόνια μίσθωση.`,
      },
    }),
  },
  {
    $key: 'property-1007',
    shared: {
      reference: 1007,
      type: 'apartment',
      availability: 'sold',
      region: 'thessaloniki',
      price: 880_000,
      area: 156,
      bedrooms: 3,
      bathrooms: 2,
      yearBuilt: 1962,
      goldenVisaEligible: true,
      featured: false,
      location: { lat: 40.632, lng: 22.942 },
      listedAt: '2025-04-07',
    },
    locales: perLocale(pictures('property-1007', 3), {
      en: {
        title: 'Waterfront apartment on Nikis Avenue',
        address: 'Nikis Avenue, Thessaloniki city centre',
        description: `A large apartment on the sixth floor of a 1962 building on Nikis Avenue, the seafront boulevard of Thessaloniki, with an uninterrupted view across the gulf from every room at the front: from the port to the White Tower, and on clear days to Mount Olympus.

- Living and dining room of 55 m² with three French windows onto a 14 m long balcony
- Kitchen with dining area, three bedrooms and two bathrooms
- Study, laundry room and a storage room in the basement

The apartment was completely renovated in 2021 with new installations, soundproof double glazing on the seafront side, underfloor heating and heat-pump air conditioning. The original terrazzo floors in the hall were restored. Energy class B.

The shops of Tsimiski Street, Aristotelous Square and the metro are within a five-minute walk; the airport is 25 minutes away by car. The apartment qualified for the Golden Visa and was sold in the autumn of 2025 to a family relocating to Thessaloniki. Similar properties on the waterfront rarely come to the market; please contact our Thessaloniki office to be told of new listings.`,
      },
      ru: {
        title: 'Квартира на набережной Никис',
        address: 'Проспект Никис, центр Салоник',
        description: `Просторная квартира на седьмом этаже дома 1962 года на проспекте Никис — главной набережной Салоник. Из всех комнат с фасадной стороны открывается вид на залив: от порта до Белой башни, а в ясную погоду — до Олимпа.

- Гостиная-столовая площадью 55 м² с тремя французскими окнами на балкон длиной 14 м
- Кухня с обеденной зоной, три спальни и две ванные комнаты
- Кабинет, прачечная и кладовая в подвале

В 2021 году в квартире сделан капитальный ремонт: новые коммуникации, шумоизолирующие стеклопакеты со стороны моря, тёплые полы и кондиционирование на тепловых насосах. Оригинальный терраццо в холле отреставрирован. Класс энергоэффективности B.

Магазины улицы Цимиски, площадь Аристотелус и метро — в пяти минутах пешком, до аэропорта 25 минут на машине. Квартира соответствовала требованиям «золотой визы» и осенью 2025 года была продана семье, переезжающей в Салоники. Подобные объекты на набережной редко выходят на рынок — свяжитесь с нашим офисом в Салониках, чтобы первыми узнавать о новых предложениях.`,
      },
      el: {
        title: 'Διαμέρισμα στη Λεωφόρο Νίκης',
        address: 'Λεωφόρος Νίκης, κέντρο Θεσσαλονίκης',
        description: `Μεγάλο διαμέρισμα στον έκτο όροφο πολυκατοικίας του 1962 στη Λεωφόρο Νίκης, με ανεμπόδιστη θέα στον κόλπο από όλα τα δωμάτια της πρόσοψης: από το λιμάνι ως τον Λευκό Πύργο και, τις καθαρές μέρες, ως τον Όλυμπο.

- Σαλόνι-τραπεζαρία 55 τ.μ. με τρεις μπαλκονόπορτες σε μπαλκόνι μήκους 14 μ.
- Κουζίνα με τραπεζαρία, τρία υπνοδωμάτια και δύο μπάνια
- Γραφείο, πλυσταριό και αποθήκη στο υπόγειο

Το διαμέρισμα ανακαινίστηκε πλήρως το 2021, με νέες εγκαταστάσεις, ηχομονωτικά διπλά τζάμια στην πρόσοψη, ενδοδαπέδια θέρμανση και κλιματισμό με αντλίες θερμότητας. Τα αρχικά μωσαϊκά του χολ αποκαταστάθηκαν. Ενεργειακή κλάση Β.

Τα καταστήματα της Τσιμισκή, η πλατεία Αριστοτέλους και το μετρό απέχουν λιγότερο από πέντε λεπτά με τα πόδια· το αεροδρόμιο 25 λεπτά με το αυτοκίνητο. Το διαμέρισμα πληρούσε τις προϋποθέσεις της Golden Visa και πωλήθηκε το φθινόπωρο του 2025 σε οικογένεια που μετεγκαθίσταται στη Θεσσαλονίκη. Τέτοια ακίνητα στην παραλία σπάνια βγαίνουν στην αγορά· επικοινωνήστε με το γραφείο μας στη Θεσσαλονίκη για να ενημερώνεστε πρώτοι.`,
      },
    }),
  },
  {
    $key: 'property-1008',
    shared: {
      reference: 1008,
      type: 'commercial',
      availability: 'available',
      region: 'thessaloniki',
      price: 960_000,
      area: 480,
      bedrooms: 0,
      bathrooms: 4,
      yearBuilt: 2018,
      goldenVisaEligible: true,
      featured: false,
      location: { lat: 40.596, lng: 22.986 },
      listedAt: '2026-06-22',
    },
    locales: perLocale(pictures('property-1008', 3), {
      en: {
        title: 'Office floor in Pylaia Business Centre',
        address: 'Pylaia, Thessaloniki',
        description: `A whole office floor of 480 m² on the fourth level of Pylaia Business Centre, the three-building complex we developed and completed in 2018 in the eastern business district of Thessaloniki. The floor is vacant and can be used by an owner-occupier or let as a whole or in two suites.

- Open-plan offices with 2.9 m ceilings, raised floors and a perimeter of full-height glazing
- Two meeting rooms, a kitchenette, four WCs and a server room already in place
- Eight parking spaces in the basement, two of them with EV chargers

Heating and cooling come from the complex's geothermal heat-pump plant, metered per floor, and the building is rated energy class A. A café, a pharmacy and a nursery are on the ground floor around the central square.

The ring road is next to the complex, the airport is ten minutes away and the city centre fifteen. Comparable floors in the complex are let at around €12 per m² a month, which gives an indicative gross yield of about 7%. As a commercial property above €800,000 in Thessaloniki, the floor qualifies for the [Golden Visa](/services/golden-visa).`,
      },
      ru: {
        title: 'Офисный этаж в бизнес-центре Pylaia',
        address: 'Пилеа, Салоники',
        description: `Целый офисный этаж площадью 480 м² на пятом уровне бизнес-центра Pylaia — комплекса из трёх зданий, который мы построили в 2018 году в восточном деловом районе Салоник. Этаж свободен: его можно занять самому, сдать целиком или разделить на два блока.

- Офисы открытой планировки: потолки 2,9 м, фальшполы, панорамное остекление по периметру
- Уже оборудованы две переговорные, мини-кухня, четыре санузла и серверная
- Восемь машино-мест в подземном паркинге, два из них с зарядкой для электромобилей

Отопление и охлаждение обеспечивает геотермальная система комплекса с поэтажным учётом, класс энергоэффективности здания — A. На первом этаже центральной площади есть кафе, аптека и детский сад.

Кольцевая дорога проходит рядом с комплексом, до аэропорта десять минут, до центра города — пятнадцать. Аналогичные этажи в комплексе сдаются примерно по 12 евро за м² в месяц, что даёт ориентировочную валовую доходность около 7%. Как коммерческая недвижимость в Салониках стоимостью выше 800 000 евро, объект даёт право на [«золотую визу»](/services/golden-visa).`,
      },
      el: {
        title: 'Όροφος γραφείων στο Επιχειρηματικό Κέντρο Πυλαίας',
        address: 'Πυλαία, Θεσσαλονίκη',
        description: `Ολόκληρος όροφος γραφείων 480 τ.μ. στο τέταρτο επίπεδο του Επιχειρηματικού Κέντρου Πυλαίας, του συγκροτήματος τριών κτιρίων που αναπτύξαμε και ολοκληρώσαμε το 2018 στην ανατολική επιχειρηματική ζώνη της Θεσσαλονίκης. Ο όροφος είναι κενός και μπορεί να στεγάσει τον ίδιο τον αγοραστή ή να μισθωθεί ολόκληρος ή σε δύο τμήματα.

- Ενιαίοι χώροι γραφείων με ύψος 2,9 μ., ψευδοπατώματα και υαλοπετάσματα σε όλη την περίμετρο
- Ήδη διαμορφωμένες δύο αίθουσες συσκέψεων, κουζινάκι, τέσσερα WC και χώρος server
- Οκτώ θέσεις στάθμευσης στο υπόγειο, οι δύο με φορτιστές ηλεκτρικών αυτοκινήτων

Θέρμανση και ψύξη παρέχει η γεωθερμική εγκατάσταση του συγκροτήματος, με μέτρηση ανά όροφο· ενεργειακή κλάση Α. Στο ισόγειο της κεντρικής πλατείας λειτουργούν καφέ, φαρμακείο και παιδικός σταθμός.

Η Περιφερειακή Οδός βρίσκεται δίπλα, το αεροδρόμιο απέχει δέκα λεπτά και το κέντρο δεκαπέντε. Αντίστοιχοι όροφοι του συγκροτήματος μισθώνονται περίπου 12 € ανά τ.μ. τον μήνα, που αντιστοιχεί σε ενδεικτική μικτή απόδοση περίπου 7%. Ως επαγγελματικό ακίνητο άνω των 800.000 € στη Θεσσαλονίκη, πληροί τις προϋποθέσεις της [Golden Visa](/services/golden-visa).`,
      },
    }),
  },
  {
    $key: 'property-1009',
    shared: {
      reference: 1009,
      type: 'villa',
      availability: 'available',
      region: 'halkidiki',
      price: 690_000,
      area: 210,
      bedrooms: 4,
      bathrooms: 3,
      yearBuilt: 2021,
      goldenVisaEligible: true,
      featured: true,
      location: { lat: 39.99, lng: 23.615 },
      listedAt: '2026-04-14',
    },
    locales: perLocale(pictures('property-1009', 4), {
      en: {
        title: 'Villa with pool in Pefkochori, Kassandra',
        address: 'Pefkochori, Kassandra, Halkidiki',
        description: `A detached villa built in 2021 on a 750 m² plot at the edge of the pine forest above Pefkochori, with a view over the Toroneos Gulf to Sithonia. The sandy beach and the village harbour are 350 m away, an easy walk downhill.

- **Ground floor:** open living room, dining area and kitchen of 70 m², guest bedroom and shower room, covered veranda of 40 m².
- **First floor:** three bedrooms, two of them en-suite, and a balcony along the whole sea-facing side.
- **Outside:** 9 × 4 m pool with sun deck, outdoor kitchen with barbecue, irrigated garden and parking for three cars.

The house is built with a reinforced-concrete frame, external insulation and aluminium frames with thermal breaks; heat pumps supply heating, cooling and hot water, and a 6 kWp photovoltaic system covers much of the consumption. Energy class A. The villa is sold furnished and equipped, ready to use from the first summer.

Thessaloniki airport is 95 km away, about 1 hour 20 minutes by car. At €690,000 the villa exceeds the €400,000 threshold that applies in Halkidiki and qualifies for the [Golden Visa](/services/golden-visa).`,
      },
      ru: {
        title: 'Вилла с бассейном в Пефкохори, Кассандра',
        address: 'Пефкохори, Кассандра, Халкидики',
        description: `Отдельно стоящая вилла 2021 года постройки на участке 750 м² на краю соснового леса над Пефкохори, с видом на залив Торонеос и полуостров Ситония. До песчаного пляжа и гавани посёлка 350 м — лёгкая прогулка вниз по склону.

- **Первый этаж:** гостиная, столовая и кухня общей площадью 70 м², гостевая спальня с душевой, крытая веранда 40 м².
- **Второй этаж:** три спальни, две из них с собственными ванными, и балкон вдоль всего фасада с видом на море.
- **Участок:** бассейн 9 × 4 м с террасой, летняя кухня с барбекю, сад с поливом и парковка на три машины.

Железобетонный каркас, наружное утепление и алюминиевые окна с терморазрывом; отопление, охлаждение и горячую воду обеспечивают тепловые насосы, а солнечная электростанция 6 кВт покрывает значительную часть потребления. Класс энергоэффективности A. Вилла продаётся с мебелью и техникой и готова к отдыху уже этим летом.

До аэропорта Салоник 95 км, около 1 часа 20 минут на машине. Цена 690 000 евро превышает порог 400 000 евро, действующий на Халкидиках, поэтому вилла даёт право на [«золотую визу»](/services/golden-visa).`,
      },
      el: {
        title: 'Βίλα με πισίνα στο Πευκοχώρι Κασσάνδρας',
        address: 'Πευκοχώρι, Κασσάνδρα, Χαλκιδική',
        description: `Μονοκατοικία του 2021 σε οικόπεδο 750 τ.μ. στην άκρη του πευκοδάσους πάνω από το Πευκοχώρι, με θέα στον Τορωναίο κόλπο και τη Σιθωνία. Η αμμουδιά και το λιμανάκι του χωριού απέχουν 350 μ., μια εύκολη κατηφορική βόλτα.

- **Ισόγειο:** ενιαίο σαλόνι, τραπεζαρία και κουζίνα 70 τ.μ., ξενώνας με ντους, σκεπαστή βεράντα 40 τ.μ.
- **Όροφος:** τρία υπνοδωμάτια, τα δύο με δικό τους μπάνιο, και μπαλκόνι σε όλη την όψη προς τη θάλασσα.
- **Περιβάλλων χώρος:** πισίνα 9 × 4 μ. με deck, υπαίθρια κουζίνα με ψησταριά, κήπος με πότισμα και στάθμευση για τρία αυτοκίνητα.

Φέρων οργανισμός από οπλισμένο σκυρόδεμα, θερμοπρόσοψη και κουφώματα αλουμινίου με θερμοδιακοπή· αντλίες θερμότητας για θέρμανση, ψύξη και ζεστό νερό και φωτοβολταϊκό 6 kWp που καλύπτει μεγάλο μέρος της κατανάλωσης. Ενεργειακή κλάση Α. Η βίλα πωλείται επιπλωμένη και εξοπλισμένη, έτοιμη από το πρώτο καλοκαίρι.

Το αεροδρόμιο της Θεσσαλονίκης απέχει 95 χλμ., περίπου 1 ώρα και 20 λεπτά με το αυτοκίνητο. Με τιμή 690.000 € ξεπερνά το όριο των 400.000 € που ισχύει στη Χαλκιδική και πληροί τις προϋποθέσεις της [Golden Visa](/services/golden-visa).`,
      },
    }),
  },
  {
    $key: 'property-1010',
    shared: {
      reference: 1010,
      type: 'house',
      availability: 'reserved',
      region: 'halkidiki',
      price: 385_000,
      area: 145,
      bedrooms: 3,
      bathrooms: 2,
      yearBuilt: 2008,
      goldenVisaEligible: false,
      featured: false,
      location: { lat: 40.222, lng: 23.668 },
      listedAt: '2025-09-03',
    },
    locales: perLocale(pictures('property-1010', 3), {
      en: {
        title: 'Stone house near the beach in Nikiti',
        address: 'Nikiti, Sithonia, Halkidiki',
        description: `A stone-built family house of 2008 on a 520 m² garden plot on the edge of Nikiti, the village at the entrance to Sithonia, 600 m from the long sandy beach and a short walk from the old stone village with its tavernas.

- **Ground floor:** living room with a fireplace, kitchen and dining room opening onto a vine-covered pergola, bedroom and shower room.
- **First floor:** two bedrooms and a bathroom, with a sea-view balcony.
- **Garden:** mature olive and fig trees, a stone barbecue, a storeroom and parking for two cars.

The walls are of local stone with an inner layer of insulation, and the house was upgraded in 2023 with new double-glazed timber windows, a heat pump and solar water heating, reaching energy class B. The wooden roof was inspected and its tiles relaid in the same year.

Nikiti has shops, a health centre and schools open all year, so the house suits both a holiday home and permanent living. Thessaloniki airport is 85 km away, about 1 hour 10 minutes by car. The house is reserved, with contracts expected to be signed shortly.`,
      },
      ru: {
        title: 'Каменный дом у моря в Никити',
        address: 'Никити, Ситония, Халкидики',
        description: `Каменный семейный дом 2008 года на участке 520 м² с садом на окраине Никити — посёлка у въезда на Ситонию. До длинного песчаного пляжа 600 м, до старой каменной деревни с тавернами — несколько минут пешком.

- **Первый этаж:** гостиная с камином, кухня и столовая с выходом под перголу, увитую виноградом, спальня и душевая.
- **Второй этаж:** две спальни и ванная комната, балкон с видом на море.
- **Сад:** взрослые оливы и смоковницы, каменный мангал, кладовая и парковка на две машины.

Стены из местного камня утеплены изнутри. В 2023 году дом модернизировали: новые деревянные окна с двойным остеклением, тепловой насос и солнечный водонагреватель — класс энергоэффективности B. В том же году проверили деревянную кровлю и перекрыли черепицу.

В Никити круглый год работают магазины, поликлиника и школы, так что дом подходит и для отдыха, и для постоянного проживания. До аэропорта Салоник 85 км, около 1 часа 10 минут на машине. Дом зарезервирован, подписание договора ожидается в ближайшее время.`,
      },
      el: {
        title: 'Πέτρινο σπίτι κοντά στη θάλασσα στη Νικήτη',
        address: 'Νικήτη, Σιθωνία, Χαλκιδική',
        description: `Πέτρινη οικογενειακή κατοικία του 2008 σε οικόπεδο 520 τ.μ. με κήπο στις παρυφές της Νικήτης, στην είσοδο της Σιθωνίας, 600 μ. από τη μεγάλη αμμουδιά και λίγα λεπτά με τα πόδια από τον παλιό πέτρινο οικισμό με τις ταβέρνες του.

- **Ισόγειο:** καθιστικό με τζάκι, κουζίνα και τραπεζαρία με έξοδο σε κληματαριά, υπνοδωμάτιο και μπάνιο με ντους.
- **Όροφος:** δύο υπνοδωμάτια και μπάνιο, με μπαλκόνι με θέα στη θάλασσα.
- **Κήπος:** μεγάλες ελιές και συκιές, πέτρινη ψησταριά, αποθήκη και στάθμευση για δύο αυτοκίνητα.

Οι τοίχοι είναι από ντόπια πέτρα με εσωτερική θερμομόνωση, ενώ το 2023 το σπίτι αναβαθμίστηκε με νέα ξύλινα κουφώματα με διπλά τζάμια, αντλία θερμότητας και ηλιακό θερμοσίφωνα, φτάνοντας την ενεργειακή κλάση Β. Την ίδια χρονιά ελέγχθηκε η ξύλινη στέγη και ξαναστρώθηκαν τα κεραμίδια.

Η Νικήτη έχει καταστήματα, κέντρο υγείας και σχολεία ανοιχτά όλο τον χρόνο, οπότε το σπίτι ταιριάζει τόσο για εξοχική όσο και για μόνιμη κατοικία. Το αεροδρόμιο της Θεσσαλονίκης απέχει 85 χλμ., περίπου 1 ώρα και 10 λεπτά. Το ακίνητο είναι κρατημένο και η υπογραφή των συμβολαίων αναμένεται σύντομα.`,
      },
    }),
  },
  {
    $key: 'property-1011',
    shared: {
      reference: 1011,
      type: 'land',
      availability: 'available',
      region: 'halkidiki',
      price: 240_000,
      area: 4_200,
      bedrooms: 0,
      bathrooms: 0,
      yearBuilt: null,
      goldenVisaEligible: false,
      featured: false,
      location: { lat: 40.195, lng: 23.78 },
      listedAt: '2025-07-15',
    },
    locales: perLocale(pictures('property-1011', 3), {
      en: {
        title: 'Sea-view plot near Vourvourou, Sithonia',
        address: 'Vourvourou, Sithonia, Halkidiki',
        description: `A gently sloping plot of 4,200 m² among pine and strawberry trees on the hillside above Vourvourou, on the east coast of Sithonia, with a view over the turquoise bay and its small islands towards Mount Athos.

- Frontage of 48 m onto an asphalted municipal road
- Electricity and water supply at the boundary
- 900 m to the nearest beach, 2 km to the shops and tavernas of Vourvourou

The plot lies outside the town plan and exceeds the 4,000 m² minimum required to build there. A preliminary study by a civil engineer confirms that a detached house of about 186 m², plus basement and pool, can be built, subject to the usual forestry and archaeological clearances, which the engineer considers straightforward for this location. A topographic survey and the title documents are available on request.

Vourvourou is one of the quietest and best-preserved resorts in Halkidiki, with crystal-clear water protected from the wind. Thessaloniki airport is 100 km away, about 1 hour 30 minutes by car. Our construction team can prepare the design, the permit and a fixed-price building contract for the house.`,
      },
      ru: {
        title: 'Участок с видом на море у Вурвуру, Ситония',
        address: 'Вурвуру, Ситония, Халкидики',
        description: `Участок площадью 4200 м² с небольшим уклоном среди сосен и земляничных деревьев на склоне над Вурвуру, на восточном берегу Ситонии. Открывается вид на бирюзовую бухту с островками и на гору Афон.

- Фасад 48 м вдоль асфальтированной муниципальной дороги
- Электричество и водопровод на границе участка
- 900 м до ближайшего пляжа, 2 км до магазинов и таверн Вурвуру

Участок находится за пределами генплана и превышает минимальную площадь 4000 м², необходимую для строительства в таких зонах. Предварительное заключение инженера-строителя подтверждает возможность построить отдельный дом площадью около 186 м² с подвалом и бассейном — при получении обычных согласований лесной службы и археологов, которые, по оценке инженера, для этого места не вызовут трудностей. Топографическая съёмка и документы о праве собственности предоставляются по запросу.

Вурвуру — один из самых тихих и сохранивших природу курортов Халкидиков, с прозрачной водой, защищённой от ветра. До аэропорта Салоник 100 км, около полутора часов на машине. Наша строительная команда может подготовить проект, получить разрешение и построить дом по фиксированной цене.`,
      },
      el: {
        title: 'Οικόπεδο με θέα θάλασσα στο Βουρβουρού Σιθωνίας',
        address: 'Βουρβουρού, Σιθωνία, Χαλκιδική',
        description: `Ήπια επικλινές οικόπεδο 4.200 τ.μ. ανάμεσα σε πεύκα και κουμαριές, στην πλαγιά πάνω από το Βουρβουρού, στην ανατολική ακτή της Σιθωνίας, με θέα στον τιρκουάζ κόλπο με τα νησάκια του και στο Άγιον Όρος.

- Πρόσωπο 48 μ. σε ασφαλτοστρωμένο δημοτικό δρόμο
- Ρεύμα και νερό στο όριο του οικοπέδου
- 900 μ. από την πλησιέστερη παραλία, 2 χλμ. από τα καταστήματα και τις ταβέρνες του Βουρβουρού

Το οικόπεδο είναι εκτός σχεδίου και ξεπερνά την ελάχιστη αρτιότητα των 4.000 τ.μ. Προκαταρκτική μελέτη πολιτικού μηχανικού επιβεβαιώνει τη δυνατότητα ανέγερσης μονοκατοικίας περίπου 186 τ.μ., με υπόγειο και πισίνα, με την επιφύλαξη των συνήθων εγκρίσεων από το Δασαρχείο και την Εφορεία Αρχαιοτήτων, που κατά τον μηχανικό δεν αναμένεται να δυσκολέψουν. Τοπογραφικό διάγραμμα και τίτλοι ιδιοκτησίας διατίθενται κατόπιν αιτήματος.

Το Βουρβουρού είναι από τους πιο ήσυχους και καλύτερα διατηρημένους προορισμούς της Χαλκιδικής, με πεντακάθαρα, απάνεμα νερά. Το αεροδρόμιο της Θεσσαλονίκης απέχει 100 χλμ., περίπου μιάμιση ώρα. Η κατασκευαστική μας ομάδα μπορεί να αναλάβει τη μελέτη, την άδεια και την ανέγερση της κατοικίας με σύμβαση σταθερού τιμήματος.`,
      },
    }),
  },
  {
    $key: 'property-1012',
    shared: {
      reference: 1012,
      type: 'villa',
      availability: 'available',
      region: 'crete',
      price: 1_650_000,
      area: 340,
      bedrooms: 5,
      bathrooms: 5,
      yearBuilt: 2020,
      goldenVisaEligible: true,
      featured: true,
      location: { lat: 35.265, lng: 25.721 },
      listedAt: '2025-06-30',
    },
    locales: perLocale(pictures('property-1012', 4), {
      en: {
        title: 'Villa above Elounda Bay',
        address: 'Elounda, Agios Nikolaos, Lasithi, Crete',
        description: `A stone-clad villa of 2020 on a 2,600 m² plot on the hillside above Elounda, looking east over the bay, the Spinalonga peninsula and the Gulf of Mirabello. The house is laid out on two levels that follow the slope, so that every bedroom opens directly onto a terrace.

- **Upper level:** entrance, living room with double-height ceiling, dining room and kitchen, main suite with a private terrace.
- **Lower level:** four en-suite bedrooms, a family room, gym and laundry.
- **Outside:** 14 m infinity pool, pergola with outdoor dining, olive and citrus garden, parking for four cars.

The villa is built with a concrete frame faced in local stone, with timber ceilings, handmade floor tiles and custom joinery. Heat pumps, photovoltaics with battery storage and triple-glazed frames on the north side give energy class A.

The villa holds a holiday-rental licence and earned about €95,000 gross in the 2025 season through a local management company, which is ready to continue. Elounda's harbour and beaches are 5 minutes away, Agios Nikolaos 15 minutes and Heraklion airport about one hour by car. The villa qualifies for the [Golden Visa](/services/golden-visa); note that a Golden Visa property may not be let on short-term contracts.`,
      },
      ru: {
        title: 'Вилла над заливом Элунда',
        address: 'Элунда, Агиос-Николаос, Ласити, Крит',
        description: `Облицованная камнем вилла 2020 года на участке 2600 м² на склоне над Элундой, с видом на восток — на залив, полуостров Спиналонга и залив Мирабелло. Дом расположен на двух уровнях по рельефу, и каждая спальня выходит прямо на террасу.

- **Верхний уровень:** вход, гостиная с двусветным пространством, столовая и кухня, хозяйская спальня с собственной террасой.
- **Нижний уровень:** четыре спальни с ванными, семейная гостиная, спортзал и прачечная.
- **Участок:** бассейн-инфинити длиной 14 м, пергола с обеденной зоной, сад с оливами и цитрусовыми, парковка на четыре машины.

Бетонный каркас облицован местным камнем, внутри — деревянные потолки, плитка ручной работы и мебель на заказ. Тепловые насосы, солнечные панели с аккумуляторами и тройное остекление с северной стороны обеспечивают класс энергоэффективности A.

У виллы есть лицензия на краткосрочную аренду: в сезоне 2025 года она принесла около 95 000 евро валового дохода через местную управляющую компанию, готовую продолжить работу. До гавани и пляжей Элунды 5 минут, до Агиос-Николаоса 15, до аэропорта Ираклиона — около часа на машине. Вилла даёт право на [«золотую визу»](/services/golden-visa); учтите, что объект, оформленный под «золотую визу», нельзя сдавать в краткосрочную аренду.`,
      },
      el: {
        title: 'Βίλα πάνω από τον κόλπο της Ελούντας',
        address: 'Ελούντα, Άγιος Νικόλαος, Λασίθι, Κρήτη',
        description: `Πετρόχτιστη βίλα του 2020 σε οικόπεδο 2.600 τ.μ. στην πλαγιά πάνω από την Ελούντα, με ανατολικό προσανατολισμό προς τον κόλπο, τη χερσόνησο της Σπιναλόγκας και τον κόλπο του Μιραμπέλλου. Αναπτύσσεται σε δύο επίπεδα που ακολουθούν την κλίση, ώστε κάθε υπνοδωμάτιο να βγαίνει απευθείας σε βεράντα.

- **Άνω επίπεδο:** είσοδος, σαλόνι με διπλό ύψος, τραπεζαρία και κουζίνα, κύρια σουίτα με ιδιωτική βεράντα.
- **Κάτω επίπεδο:** τέσσερα υπνοδωμάτια με μπάνιο, οικογενειακό καθιστικό, γυμναστήριο και πλυσταριό.
- **Περιβάλλων χώρος:** πισίνα υπερχείλισης 14 μ., πέργκολα με υπαίθρια τραπεζαρία, κήπος με ελιές και εσπεριδοειδή, στάθμευση για τέσσερα αυτοκίνητα.

Ο σκελετός από σκυρόδεμα είναι επενδυμένος με ντόπια πέτρα, με ξύλινες οροφές, χειροποίητα πλακάκια και επιπλοποιία κατά παραγγελία. Αντλίες θερμότητας, φωτοβολταϊκά με μπαταρίες και τριπλοί υαλοπίνακες στη βόρεια όψη δίνουν ενεργειακή κλάση Α.

Η βίλα διαθέτει άδεια τουριστικής μίσθωσης και απέφερε περίπου 95.000 € μικτά τη σεζόν του 2025 μέσω τοπικής εταιρείας διαχείρισης, πρόθυμης να συνεχίσει. Το λιμάνι και οι παραλίες της Ελούντας απέχουν 5 λεπτά, ο Άγιος Νικόλαος 15 και το αεροδρόμιο του Ηρακλείου περίπου μία ώρα. Πληροί τις προϋποθέσεις της [Golden Visa](/services/golden-visa)· σημειώστε ότι ακίνητο για Golden Visa δεν επιτρέπεται να διατίθεται για βραχυχρόνια μίσθωση.`,
      },
    }),
  },
  {
    $key: 'property-1013',
    shared: {
      reference: 1013,
      type: 'house',
      availability: 'sold',
      region: 'crete',
      price: 345_000,
      area: 160,
      bedrooms: 3,
      bathrooms: 2,
      yearBuilt: 1890,
      goldenVisaEligible: false,
      featured: false,
      location: { lat: 35.408, lng: 24.2 },
      listedAt: '2025-03-18',
    },
    locales: perLocale(pictures('property-1013', 3), {
      en: {
        title: 'Restored stone house in Vamos, Apokoronas',
        address: 'Vamos, Apokoronas, Chania, Crete',
        description: `A village house of the 1890s in the centre of Vamos, the old capital of Apokoronas, restored in 2018 with care for its arches, stone walls and timber ceilings. The house is arranged around a walled courtyard with a lemon tree and an 8 × 3 m pool.

- **Ground floor:** living room under a stone arch, kitchen and dining room opening onto the courtyard, shower room.
- **First floor:** two bedrooms and a bathroom, with a terrace looking towards the White Mountains.
- **Annex:** a separate guest studio with its own entrance.

The restoration kept the lime-plastered walls and the original stone floors, and added insulation under the roof, underfloor heating and double-glazed timber windows made by a local joiner. Energy class B. The courtyard has an outdoor kitchen and a shaded dining area under a reed pergola.

Vamos has tavernas, a bakery, a pharmacy and a health centre; the beaches of Kalyves and Almyrida are 10 minutes away, Chania 25 minutes and Chania airport 40 minutes by car. The house was sold in the summer of 2025 to a couple who now live there for most of the year.`,
      },
      ru: {
        title: 'Отреставрированный каменный дом в Вамосе, Апокоронас',
        address: 'Вамос, Апокоронас, Ханья, Крит',
        description: `Деревенский дом 1890-х годов в центре Вамоса — старого административного центра Апокоронаса, бережно отреставрированный в 2018 году с сохранением арок, каменных стен и деревянных потолков. Дом выстроен вокруг закрытого дворика с лимонным деревом и бассейном 8 × 3 м.

- **Первый этаж:** гостиная под каменной аркой, кухня и столовая с выходом во двор, душевая.
- **Второй этаж:** две спальни и ванная комната, терраса с видом на Белые горы.
- **Пристройка:** отдельная гостевая студия с собственным входом.

При реставрации сохранили стены на известковой штукатурке и старые каменные полы, а также утеплили кровлю, сделали тёплые полы и установили деревянные окна с двойным остеклением работы местного столяра. Класс энергоэффективности B. Во дворе — летняя кухня и обеденная зона под тростниковой перголой.

В Вамосе есть таверны, пекарня, аптека и поликлиника; до пляжей Каливеса и Алмириды 10 минут, до Ханьи 25 минут, до аэропорта Ханьи — 40 минут на машине. Дом продан летом 2025 года паре, которая теперь живёт здесь большую часть года.`,
      },
      el: {
        title: 'Αναπαλαιωμένο πέτρινο σπίτι στον Βάμο Αποκορώνου',
        address: 'Βάμος, Αποκόρωνας, Χανιά, Κρήτη',
        description: `Χωριάτικο σπίτι του 1890 στο κέντρο του Βάμου, της παλιάς πρωτεύουσας του Αποκορώνου, που αναπαλαιώθηκε το 2018 με σεβασμό στις καμάρες, τους πέτρινους τοίχους και τα ξύλινα ταβάνια του. Το σπίτι οργανώνεται γύρω από μια περιτοιχισμένη αυλή με λεμονιά και πισίνα 8 × 3 μ.

- **Ισόγειο:** καθιστικό κάτω από πέτρινη καμάρα, κουζίνα και τραπεζαρία με έξοδο στην αυλή, μπάνιο με ντους.
- **Όροφος:** δύο υπνοδωμάτια και μπάνιο, με ταράτσα που βλέπει προς τα Λευκά Όρη.
- **Βοηθητικό κτίσμα:** ανεξάρτητο στούντιο επισκεπτών με δική του είσοδο.

Η αναπαλαίωση διατήρησε τους ασβεστοσοβατισμένους τοίχους και τα αρχικά πέτρινα δάπεδα και πρόσθεσε θερμομόνωση στη στέγη, ενδοδαπέδια θέρμανση και ξύλινα κουφώματα με διπλά τζάμια από ντόπιο ξυλουργό. Ενεργειακή κλάση Β. Στην αυλή υπάρχουν υπαίθρια κουζίνα και σκιερή τραπεζαρία κάτω από καλαμωτή.

Ο Βάμος έχει ταβέρνες, φούρνο, φαρμακείο και κέντρο υγείας· οι παραλίες των Καλυβών και της Αλμυρίδας απέχουν 10 λεπτά, τα Χανιά 25 λεπτά και το αεροδρόμιο των Χανίων 40 λεπτά με το αυτοκίνητο. Το σπίτι πωλήθηκε το καλοκαίρι του 2025 σε ένα ζευγάρι που ζει πλέον εδώ τον περισσότερο χρόνο.`,
      },
    }),
  },
  {
    $key: 'property-1014',
    shared: {
      reference: 1014,
      type: 'land',
      availability: 'available',
      region: 'crete',
      price: 180_000,
      area: 8_500,
      bedrooms: 0,
      bathrooms: 0,
      yearBuilt: null,
      goldenVisaEligible: false,
      featured: false,
      location: { lat: 35.345, lng: 24.545 },
      listedAt: '2026-02-10',
    },
    locales: perLocale(pictures('property-1014', 3), {
      en: {
        title: 'Olive-grove plot with sea view near Rethymno',
        address: 'Pigi, Rethymno, Crete',
        description: `An olive grove of 8,500 m² on the hills east of Rethymno, just outside the village of Pigi, with a distant view over the coast and the Sea of Crete. The land is planted with about 120 mature olive trees of the local Koroneiki variety, which produced close to 900 litres of oil in the last harvest.

- Access by a concreted rural road, 300 m from the village
- Electricity pole 40 m from the boundary; water from the village network on application
- 4 km to the beaches of Adelianos Kampos, 12 km to the old town of Rethymno

The plot lies outside the town plan and is well above the 4,000 m² minimum for building, so a house of about 200 m² can be planned on the upper terrace, where the view is widest, without removing more than a few trees. Our engineers can carry out a building-potential study before purchase.

Rethymno has a hospital, international schools and a lively old town with shops and restaurants. Chania and Heraklion airports are each about 1 hour 10 minutes away. The olive grove can also be bought as it is, as an agricultural investment, with harvesting arranged by a neighbouring farmer.`,
      },
      ru: {
        title: 'Оливковая роща с видом на море у Ретимно',
        address: 'Пиги, Ретимно, Крит',
        description: `Оливковая роща площадью 8500 м² на холмах к востоку от Ретимно, сразу за деревней Пиги, с видом вдаль на побережье и Критское море. На участке около 120 взрослых деревьев местного сорта корониики; в прошлый урожай они дали почти 900 литров масла.

- Подъезд по бетонной сельской дороге, 300 м от деревни
- Электрический столб в 40 м от границы, вода — от деревенской сети по заявке
- 4 км до пляжей Аделианос-Камбос, 12 км до старого города Ретимно

Участок находится за пределами генплана и значительно превышает минимальную площадь 4000 м² для строительства, поэтому на верхней террасе, откуда вид шире всего, можно запланировать дом площадью около 200 м², срубив не больше нескольких деревьев. Наши инженеры могут до покупки подготовить заключение о возможностях застройки.

В Ретимно есть больница, международные школы и оживлённый старый город с магазинами и ресторанами. До аэропортов Ханьи и Ираклиона — примерно по 1 часу 10 минут. Рощу можно купить и как есть, в качестве сельскохозяйственной инвестиции: сбор урожая возьмёт на себя соседний фермер.`,
      },
      el: {
        title: 'Ελαιώνας με θέα θάλασσα κοντά στο Ρέθυμνο',
        address: 'Πηγή, Ρέθυμνο, Κρήτη',
        description: `Ελαιώνας 8.500 τ.μ. στους λόφους ανατολικά του Ρεθύμνου, λίγο έξω από το χωριό Πηγή, με θέα από μακριά στην ακτή και το Κρητικό Πέλαγος. Έχει περίπου 120 μεγάλα ελαιόδεντρα ποικιλίας κορωνέικη, που έδωσαν σχεδόν 900 λίτρα λάδι στην τελευταία συγκομιδή.

- Πρόσβαση από τσιμεντοστρωμένο αγροτικό δρόμο, 300 μ. από το χωριό
- Κολόνα ρεύματος 40 μ. από το όριο· νερό από το δίκτυο του χωριού κατόπιν αίτησης
- 4 χλμ. από τις παραλίες του Αδελιανού Κάμπου, 12 χλμ. από την παλιά πόλη του Ρεθύμνου

Το οικόπεδο είναι εκτός σχεδίου και ξεπερνά κατά πολύ την αρτιότητα των 4.000 τ.μ., οπότε στο πάνω πεζούλι, όπου η θέα είναι πιο ανοιχτή, μπορεί να μελετηθεί κατοικία περίπου 200 τ.μ. χωρίς να κοπούν παρά ελάχιστα δέντρα. Οι μηχανικοί μας μπορούν να εκπονήσουν μελέτη δομησιμότητας πριν από την αγορά.

Το Ρέθυμνο διαθέτει νοσοκομείο, διεθνή σχολεία και μια ζωντανή παλιά πόλη με καταστήματα και εστιατόρια. Τα αεροδρόμια Χανίων και Ηρακλείου απέχουν περίπου 1 ώρα και 10 λεπτά το καθένα. Ο ελαιώνας μπορεί να αγοραστεί και ως έχει, ως αγροτική επένδυση, με τη συγκομιδή να την αναλαμβάνει γειτονικός παραγωγός.`,
      },
    }),
  },
  {
    $key: 'property-1015',
    shared: {
      reference: 1015,
      type: 'villa',
      availability: 'reserved',
      region: 'corfu',
      price: 2_900_000,
      area: 380,
      bedrooms: 5,
      bathrooms: 6,
      yearBuilt: 2017,
      goldenVisaEligible: true,
      featured: false,
      location: { lat: 39.787, lng: 19.925 },
      listedAt: '2025-05-26',
    },
    locales: perLocale(pictures('property-1015', 4), {
      en: {
        title: 'Seafront villa near Kassiopi, Corfu',
        address: 'Kassiopi, North-East Corfu',
        description: `A seafront villa of 2017 on the wooded north-east coast of Corfu, 2 km from Kassiopi, on a 5,200 m² plot of olive trees and cypresses that runs down to its own rocky shore. The view takes in the Corfu Channel and the mountains of the Albanian coast opposite.

- **Main house:** living room with a stone fireplace, dining room, kitchen, four en-suite bedrooms and a study.
- **Guest house:** an independent suite with its own terrace and kitchenette.
- **Outside:** 16 m pool on a terrace above the sea, pool house with shower room, steps down to a swimming platform and a mooring buoy.

Built with local stone and lime render, with Corfiot timber shutters and terracotta roofs, the villa is equipped with geothermal heat pumps, photovoltaics and a borehole with water treatment. Energy class A. A caretaker's cottage and parking for four cars are at the entrance.

Kassiopi's harbour, tavernas and shops are five minutes away by car or ten by boat; Corfu airport is 36 km away, about 50 minutes. The villa is reserved; it qualifies for the [Golden Visa](/services/golden-visa), as it is above the €800,000 threshold that applies on Corfu.`,
      },
      ru: {
        title: 'Вилла на берегу моря у Кассиопи, Корфу',
        address: 'Кассиопи, северо-восток Корфу',
        description: `Вилла 2017 года на первой линии моря на лесистом северо-восточном побережье Корфу, в 2 км от Кассиопи. Участок площадью 5200 м² с оливами и кипарисами спускается к собственному скалистому берегу; открывается вид на пролив Корфу и горы албанского побережья напротив.

- **Главный дом:** гостиная с каменным камином, столовая, кухня, четыре спальни с ванными и кабинет.
- **Гостевой дом:** отдельный люкс с террасой и мини-кухней.
- **Участок:** 16-метровый бассейн на террасе над морем, павильон с душевой, лестница к купальной платформе и швартовочный буй.

Вилла построена из местного камня с известковой штукатуркой, с традиционными для Корфу деревянными ставнями и черепичными крышами; установлены геотермальные тепловые насосы, солнечные панели и скважина с водоподготовкой. Класс энергоэффективности A. У въезда — домик для смотрителя и парковка на четыре машины.

До гавани, таверн и магазинов Кассиопи пять минут на машине или десять на лодке; до аэропорта Корфу 36 км, около 50 минут. Вилла зарезервирована; она даёт право на [«золотую визу»](/services/golden-visa), так как её цена выше порога 800 000 евро, действующего на Корфу.`,
      },
      el: {
        title: 'Παραθαλάσσια βίλα κοντά στην Κασσιόπη, Κέρκυρα',
        address: 'Κασσιόπη, Βορειοανατολική Κέρκυρα',
        description: `Παραθαλάσσια βίλα του 2017 στην καταπράσινη βορειοανατολική ακτή της Κέρκυρας, 2 χλμ. από την Κασσιόπη, σε οικόπεδο 5.200 τ.μ. με ελιές και κυπαρίσσια που κατεβαίνει ως τη δική του βραχώδη ακτή. Η θέα αγκαλιάζει το στενό της Κέρκυρας και τα βουνά της απέναντι αλβανικής ακτής.

- **Κυρίως κατοικία:** σαλόνι με πέτρινο τζάκι, τραπεζαρία, κουζίνα, τέσσερα υπνοδωμάτια με μπάνιο και γραφείο.
- **Ξενώνας:** ανεξάρτητη σουίτα με δική της βεράντα και κουζινάκι.
- **Περιβάλλων χώρος:** πισίνα 16 μ. σε πλάτωμα πάνω από τη θάλασσα, pool house με μπάνιο, σκάλα προς εξέδρα κολύμβησης και σημαδούρα πρόσδεσης.

Χτισμένη με ντόπια πέτρα και ασβεστοκονίαμα, με κερκυραϊκά ξύλινα παντζούρια και κεραμοσκεπές, η βίλα διαθέτει γεωθερμικές αντλίες θερμότητας, φωτοβολταϊκά και γεώτρηση με σύστημα επεξεργασίας νερού. Ενεργειακή κλάση Α. Στην είσοδο υπάρχουν σπιτάκι επιστάτη και στάθμευση για τέσσερα αυτοκίνητα.

Το λιμάνι, οι ταβέρνες και τα καταστήματα της Κασσιόπης απέχουν πέντε λεπτά με το αυτοκίνητο ή δέκα με βάρκα· το αεροδρόμιο της Κέρκυρας 36 χλμ., περίπου 50 λεπτά. Η βίλα είναι κρατημένη· πληροί τις προϋποθέσεις της [Golden Visa](/services/golden-visa), αφού ξεπερνά το όριο των 800.000 € που ισχύει στην Κέρκυρα.`,
      },
    }),
  },
  {
    $key: 'property-1016',
    shared: {
      reference: 1016,
      type: 'apartment',
      availability: 'available',
      region: 'corfu',
      price: 360_000,
      area: 96,
      bedrooms: 2,
      bathrooms: 1,
      yearBuilt: 1860,
      goldenVisaEligible: false,
      featured: false,
      location: { lat: 39.6245, lng: 19.9225 },
      listedAt: '2026-07-08',
    },
    locales: perLocale(pictures('property-1016', 3), {
      en: {
        title: 'Apartment with a view of the Old Fortress, Corfu Town',
        address: 'Old Town, Corfu',
        description: `An elegant apartment on the third floor of a 19th-century building in the Old Town of Corfu, a UNESCO World Heritage site, a few steps from the Spianada square and the Liston arcades. The tall windows of the living room look across the rooftops to the Old Fortress and the sea.

- Entrance hall, living room of 32 m² with painted ceiling and two French balconies
- Kitchen with dining area
- Two double bedrooms and a bathroom with a window
- Shared roof terrace for the building's three apartments

The apartment was renovated in 2023 under the rules that protect the Old Town: the original timber floors, doors and shutters were restored, and the installations, kitchen and bathroom were renewed. Heating and cooling come from discreet heat-pump units. Energy class C, a good rating for a listed building of this age.

Everything is within walking distance: cafés, shops, museums, the market and the harbour for the ferries to Paxos and the mainland. Corfu airport is 3 km away. The apartment is suitable as a second home or a permanent residence in one of the most beautiful towns of the Mediterranean.`,
      },
      ru: {
        title: 'Квартира с видом на Старую крепость, город Корфу',
        address: 'Старый город, Корфу',
        description: `Элегантная квартира на четвёртом этаже здания XIX века в Старом городе Корфу — объекте Всемирного наследия ЮНЕСКО, в нескольких шагах от площади Спианада и аркад Листона. Высокие окна гостиной смотрят поверх крыш на Старую крепость и море.

- Прихожая, гостиная площадью 32 м² с расписным потолком и двумя французскими балконами
- Кухня с обеденной зоной
- Две спальни с двуспальными кроватями и ванная комната с окном
- Общая терраса на крыше для трёх квартир дома

В 2023 году квартиру отремонтировали по правилам охраны Старого города: отреставрировали оригинальные деревянные полы, двери и ставни, обновили коммуникации, кухню и ванную. Отопление и охлаждение — от незаметных блоков тепловых насосов. Класс энергоэффективности C — хороший показатель для охраняемого здания такого возраста.

Всё рядом и доступно пешком: кафе, магазины, музеи, рынок и порт с паромами на Паксос и материк. До аэропорта Корфу 3 км. Квартира подойдёт как второй дом или для постоянной жизни в одном из самых красивых городов Средиземноморья.`,
      },
      el: {
        title: 'Διαμέρισμα με θέα στο Παλαιό Φρούριο, πόλη της Κέρκυρας',
        address: 'Παλιά Πόλη, Κέρκυρα',
        description: `Κομψό διαμέρισμα στον τρίτο όροφο κτιρίου του 19ου αιώνα στην Παλιά Πόλη της Κέρκυρας, μνημείο παγκόσμιας κληρονομιάς της UNESCO, λίγα βήματα από τη Σπιανάδα και το Λιστόν. Τα ψηλά παράθυρα του σαλονιού βλέπουν πάνω από τις στέγες προς το Παλαιό Φρούριο και τη θάλασσα.

- Χολ εισόδου, σαλόνι 32 τ.μ. με ζωγραφιστό ταβάνι και δύο γαλλικά μπαλκόνια
- Κουζίνα με τραπεζαρία
- Δύο διπλά υπνοδωμάτια και μπάνιο με παράθυρο
- Κοινόχρηστη ταράτσα για τα τρία διαμερίσματα του κτιρίου

Το διαμέρισμα ανακαινίστηκε το 2023 σύμφωνα με τους όρους προστασίας της Παλιάς Πόλης: αποκαταστάθηκαν τα αρχικά ξύλινα πατώματα, οι πόρτες και τα παντζούρια, και ανανεώθηκαν οι εγκαταστάσεις, η κουζίνα και το μπάνιο. Θέρμανση και ψύξη παρέχουν διακριτικές μονάδες αντλιών θερμότητας. Ενεργειακή κλάση Γ, πολύ καλή για διατηρητέο κτίριο αυτής της ηλικίας.

Όλα είναι κοντά με τα πόδια: καφέ, καταστήματα, μουσεία, η αγορά και το λιμάνι με τα πλοία για τους Παξούς και την ηπειρωτική χώρα. Το αεροδρόμιο απέχει 3 χλμ. Το διαμέρισμα ταιριάζει ως δεύτερη κατοικία ή ως μόνιμο σπίτι σε μια από τις ωραιότερες πόλεις της Μεσογείου.`,
      },
    }),
  },
  {
    $key: 'property-1017',
    shared: {
      reference: 1017,
      type: 'villa',
      availability: 'available',
      region: 'cyclades',
      price: 4_800_000,
      area: 460,
      bedrooms: 6,
      bathrooms: 7,
      yearBuilt: 2022,
      goldenVisaEligible: true,
      featured: true,
      location: { lat: 37.418, lng: 25.346 },
      listedAt: '2026-05-04',
    },
    locales: perLocale(pictures('property-1017', 4), {
      en: {
        title: 'Cycladic villa above Psarou, Mykonos',
        address: 'Psarou, Mykonos, Cyclades',
        description: `A villa of 460 m² completed in 2022 on a 4,100 m² plot on the hill above Psarou, one of the most sheltered bays on the south coast of Mykonos, with a view over Psarou and Platis Gialos to the open Aegean. Designed in the Cycladic idiom, with whitewashed volumes, stone walls and cedar pergolas, it is built around a series of terraces facing the sunset.

- **Main house:** living room and dining room opening onto the pool terrace, professional kitchen, main suite with dressing room and a private terrace, three further en-suite bedrooms.
- **Guest house:** two en-suite bedrooms with a shared lounge and kitchenette.
- **Outside:** 15 m infinity pool, outdoor dining for twelve, hot tub, gym, staff quarters and parking for five cars.

Heating and cooling come from heat pumps, a photovoltaic system with battery storage covers most of the daytime demand, and a private desalination unit supplies the pool and garden. Energy class A.

The beach is a five-minute drive, Mykonos Town ten minutes and the airport 4 km away. The villa is offered fully furnished; it qualifies for the [Golden Visa](/services/golden-visa), as Mykonos falls under the €800,000 threshold.`,
      },
      ru: {
        title: 'Кикладская вилла над Псару, Миконос',
        address: 'Псару, Миконос, Киклады',
        description: `Вилла площадью 460 м², построенная в 2022 году на участке 4100 м² на холме над Псару — одной из самых защищённых от ветра бухт на южном побережье Миконоса. Открывается вид на Псару и Платис-Ялос и дальше на открытое Эгейское море. Дом выдержан в кикладском стиле — белёные объёмы, каменные стены, перголы из кедра — и выстроен вокруг каскада террас, обращённых к закату.

- **Главный дом:** гостиная и столовая с выходом к бассейну, профессиональная кухня, хозяйская спальня с гардеробной и собственной террасой, ещё три спальни с ванными.
- **Гостевой дом:** две спальни с ванными, общая гостиная и мини-кухня.
- **Участок:** 15-метровый бассейн-инфинити, обеденная зона на двенадцать человек, джакузи, спортзал, помещения для персонала и парковка на пять машин.

Отопление и охлаждение — тепловые насосы, солнечная электростанция с аккумуляторами покрывает большую часть дневного потребления, а собственная опреснительная установка снабжает бассейн и сад. Класс энергоэффективности A.

До пляжа пять минут на машине, до города Миконос десять, аэропорт — в 4 км. Вилла продаётся полностью меблированной и даёт право на [«золотую визу»](/services/golden-visa): на Миконосе действует порог 800 000 евро.`,
      },
      el: {
        title: 'Κυκλαδίτικη βίλα πάνω από τον Ψαρρού, Μύκονος',
        address: 'Ψαρρού, Μύκονος, Κυκλάδες',
        description: `Βίλα 460 τ.μ., ολοκληρωμένη το 2022, σε οικόπεδο 4.100 τ.μ. στον λόφο πάνω από τον Ψαρρού, έναν από τους πιο απάνεμους κόλπους της νότιας Μυκόνου, με θέα στον Ψαρρού, τον Πλατύ Γιαλό και το ανοιχτό Αιγαίο. Σχεδιασμένη στο κυκλαδίτικο ιδίωμα, με ασβεστωμένους όγκους, πέτρινους τοίχους και πέργκολες από κέδρο, αναπτύσσεται γύρω από διαδοχικές βεράντες προς το ηλιοβασίλεμα.

- **Κυρίως κατοικία:** σαλόνι και τραπεζαρία με έξοδο στη βεράντα της πισίνας, επαγγελματική κουζίνα, κύρια σουίτα με ντουλάπα-δωμάτιο και ιδιωτική βεράντα, τρία ακόμη υπνοδωμάτια με μπάνιο.
- **Ξενώνας:** δύο υπνοδωμάτια με μπάνιο, κοινό καθιστικό και κουζινάκι.
- **Περιβάλλων χώρος:** πισίνα υπερχείλισης 15 μ., υπαίθρια τραπεζαρία δώδεκα ατόμων, υδρομασάζ, γυμναστήριο, χώροι προσωπικού και στάθμευση για πέντε αυτοκίνητα.

Θέρμανση και ψύξη παρέχουν αντλίες θερμότητας, φωτοβολταϊκό με μπαταρίες καλύπτει το μεγαλύτερο μέρος της ημερήσιας κατανάλωσης και ιδιωτική μονάδα αφαλάτωσης τροφοδοτεί την πισίνα και τον κήπο. Ενεργειακή κλάση Α.

Η παραλία απέχει πέντε λεπτά με το αυτοκίνητο, η Χώρα δέκα και το αεροδρόμιο 4 χλμ. Η βίλα διατίθεται πλήρως επιπλωμένη και πληροί τις προϋποθέσεις της [Golden Visa](/services/golden-visa), αφού στη Μύκονο ισχύει το όριο των 800.000 €.`,
      },
    }),
  },
  {
    $key: 'property-1018',
    shared: {
      reference: 1018,
      type: 'house',
      availability: 'available',
      region: 'cyclades',
      price: 780_000,
      area: 150,
      bedrooms: 3,
      bathrooms: 3,
      yearBuilt: 2019,
      goldenVisaEligible: false,
      featured: false,
      location: { lat: 37.118, lng: 25.24 },
      listedAt: '2026-08-21',
    },
    locales: perLocale(pictures('property-1018', 3), {
      en: {
        title: 'Island house with pool near Naoussa, Paros',
        address: 'Naoussa, Paros, Cyclades',
        description: `A whitewashed island house of 2019 on a 2,300 m² plot in the countryside 1.5 km from Naoussa, the fishing village on the north coast of Paros, with a view over fields and dry-stone walls to the bay of Naoussa and the sea beyond.

- Living room with built-in stone sofas, dining area and kitchen under a timber and reed ceiling
- Three bedrooms, each with its own bathroom and a private patio
- Pool of 10 × 3.5 m with a shaded terrace, outdoor shower and barbecue
- Parking for two cars and a storeroom

The house is built in the traditional way, with thick walls, small deep windows on the windy north side and large openings to the south, and stays cool in summer without much air conditioning. It has heat pumps, solar water heating and a 5 kWp photovoltaic system; energy class A.

Naoussa's harbour, restaurants and beaches are five minutes by car, the port of Parikia 15 minutes and Paros airport about 20 minutes. With more than 3,100 inhabitants, Paros falls under the €800,000 Golden Visa threshold, so at this price the house does not qualify; it is an excellent holiday home or a base for living on the island all year.`,
      },
      ru: {
        title: 'Дом с бассейном у Наусы, Парос',
        address: 'Науса, Парос, Киклады',
        description: `Белёный островной дом 2019 года на участке 2300 м² за городом, в 1,5 км от Наусы — рыбацкого посёлка на северном побережье Пароса. Из дома открывается вид на поля и сухие каменные ограды, на залив Наусы и море за ним.

- Гостиная с каменными встроенными диванами, столовая и кухня под потолком из дерева и тростника
- Три спальни, у каждой своя ванная и собственный дворик
- Бассейн 10 × 3,5 м с затенённой террасой, уличный душ и барбекю
- Парковка на две машины и кладовая

Дом построен по традиционной технологии: толстые стены, маленькие глубокие окна с ветреной северной стороны и большие проёмы на юг, поэтому летом в нём прохладно почти без кондиционеров. Установлены тепловые насосы, солнечный водонагреватель и солнечная электростанция мощностью 5 кВт; класс энергоэффективности A.

До гавани, ресторанов и пляжей Наусы пять минут на машине, до порта Парикии 15 минут, до аэропорта Пароса — около 20. Население Пароса превышает 3100 человек, поэтому здесь действует порог «золотой визы» 800 000 евро, и по этой цене дом под программу не подходит. Зато это прекрасный дом для отпуска или для жизни на острове круглый год.`,
      },
      el: {
        title: 'Νησιώτικο σπίτι με πισίνα κοντά στη Νάουσα Πάρου',
        address: 'Νάουσα, Πάρος, Κυκλάδες',
        description: `Ασβεστωμένο νησιώτικο σπίτι του 2019 σε οικόπεδο 2.300 τ.μ. στην ύπαιθρο, 1,5 χλμ. από τη Νάουσα, το ψαροχώρι της βόρειας Πάρου, με θέα πάνω από χωράφια και ξερολιθιές στον κόλπο της Νάουσας και το πέλαγος.

- Σαλόνι με χτιστούς καναπέδες, τραπεζαρία και κουζίνα κάτω από ταβάνι με ξύλο και καλάμι
- Τρία υπνοδωμάτια, καθένα με δικό του μπάνιο και ιδιωτική αυλή
- Πισίνα 10 × 3,5 μ. με σκιασμένη βεράντα, υπαίθριο ντους και ψησταριά
- Στάθμευση για δύο αυτοκίνητα και αποθήκη

Το σπίτι είναι χτισμένο με τον παραδοσιακό τρόπο, με χοντρούς τοίχους, μικρά βαθιά παράθυρα στη βόρεια, ανεμοδαρμένη πλευρά και μεγάλα ανοίγματα προς τον νότο, και μένει δροσερό το καλοκαίρι χωρίς πολύ κλιματισμό. Διαθέτει αντλίες θερμότητας, ηλιακό θερμοσίφωνα και φωτοβολταϊκό 5 kWp· ενεργειακή κλάση Α.

Το λιμανάκι, τα εστιατόρια και οι παραλίες της Νάουσας απέχουν πέντε λεπτά με το αυτοκίνητο, το λιμάνι της Παροικιάς 15 λεπτά και το αεροδρόμιο περίπου 20. Η Πάρος έχει πάνω από 3.100 κατοίκους και εμπίπτει στο όριο των 800.000 € για τη Golden Visa, οπότε σε αυτή την τιμή το σπίτι δεν πληροί τις προϋποθέσεις· είναι όμως ιδανικό εξοχικό ή βάση για μόνιμη ζωή στο νησί.`,
      },
    }),
  },
  {
    $key: 'property-1019',
    shared: {
      reference: 1019,
      type: 'villa',
      availability: 'sold',
      region: 'cyclades',
      price: 2_200_000,
      area: 190,
      bedrooms: 3,
      bathrooms: 3,
      yearBuilt: 2016,
      goldenVisaEligible: true,
      featured: false,
      location: { lat: 36.432, lng: 25.423 },
      listedAt: '2025-02-12',
    },
    locales: perLocale(pictures('property-1019', 4), {
      en: {
        title: 'Caldera-view cave villa in Imerovigli, Santorini',
        address: 'Imerovigli, Santorini, Cyclades',
        description: `A cave villa on the edge of the caldera in Imerovigli, the highest village on the rim of Santorini, with a view across the volcano and the islet of Thirasia to the sunset. The house was created in 2016 from three traditional cave dwellings dug into the volcanic rock and linked by new vaulted rooms.

- Living room and kitchen under a barrel vault, opening onto the main terrace
- Three bedrooms, each with its own bathroom, one of them in the original cave
- Heated plunge pool and hot tub on two terraces facing the caldera
- Private entrance from the caldera path and a parking space in the village

Cave houses keep an even temperature through the year; the villa also has heat pumps, dehumidification, a solar water heater and a rainwater cistern under the terrace. Energy class B.

The villa held a holiday-rental licence and was one of the best-booked properties on the caldera. It was sold in the autumn of 2025 to an investor who, under the [Golden Visa](/services/golden-visa) rules, now uses it as a family home. Fira is a twenty-minute walk along the caldera path, and the airport 9 km away.`,
      },
      ru: {
        title: 'Пещерная вилла с видом на кальдеру в Имеровигли, Санторини',
        address: 'Имеровигли, Санторини, Киклады',
        description: `Пещерная вилла на краю кальдеры в Имеровигли — самой высокой деревне на гребне Санторини, с видом на вулкан, остров Тирасия и закат. Дом создан в 2016 году из трёх традиционных пещерных жилищ, вырубленных в вулканической породе и соединённых новыми сводчатыми помещениями.

- Гостиная и кухня под цилиндрическим сводом с выходом на главную террасу
- Три спальни, у каждой своя ванная, одна — в старой пещере
- Бассейн с подогревом и джакузи на двух террасах с видом на кальдеру
- Отдельный вход с тропы вдоль кальдеры и парковочное место в деревне

В пещерных домах круглый год держится ровная температура; кроме того, на вилле установлены тепловые насосы, осушители воздуха, солнечный водонагреватель и цистерна для дождевой воды под террасой. Класс энергоэффективности B.

У виллы была лицензия на краткосрочную аренду, и она была одним из самых востребованных объектов на кальдере. Осенью 2025 года виллу купил инвестор, который по правилам [«золотой визы»](/services/golden-visa) теперь использует её как семейный дом. До Фиры двадцать минут пешком по тропе вдоль кальдеры, до аэропорта — 9 км.`,
      },
      el: {
        title: 'Υπόσκαφη βίλα με θέα στην Καλντέρα, Ημεροβίγλι Σαντορίνης',
        address: 'Ημεροβίγλι, Σαντορίνη, Κυκλάδες',
        description: `Υπόσκαφη βίλα στο χείλος της καλντέρας στο Ημεροβίγλι, το ψηλότερο χωριό στην κορυφογραμμή της Σαντορίνης, με θέα στο ηφαίστειο, τη Θηρασιά και το ηλιοβασίλεμα. Δημιουργήθηκε το 2016 από τρεις παραδοσιακές υπόσκαφες κατοικίες σκαμμένες στο ηφαιστειακό πέτρωμα, που ενώθηκαν με νέους θολωτούς χώρους.

- Σαλόνι και κουζίνα κάτω από καμαρωτό θόλο, με έξοδο στην κύρια βεράντα
- Τρία υπνοδωμάτια με δικό τους μπάνιο, το ένα μέσα στην αρχική σπηλιά
- Θερμαινόμενη πισίνα και υδρομασάζ σε δύο βεράντες προς την καλντέρα
- Ιδιωτική είσοδος από το μονοπάτι της καλντέρας και θέση στάθμευσης στο χωριό

Τα υπόσκαφα κρατούν σταθερή θερμοκρασία όλο τον χρόνο· η βίλα διαθέτει επιπλέον αντλίες θερμότητας, αφύγρανση, ηλιακό θερμοσίφωνα και στέρνα για βρόχινο νερό κάτω από τη βεράντα. Ενεργειακή κλάση Β.

Η βίλα είχε άδεια τουριστικής μίσθωσης και ήταν από τα πιο περιζήτητα καταλύματα της καλντέρας. Πωλήθηκε το φθινόπωρο του 2025 σε επενδυτή που, σύμφωνα με τους κανόνες της [Golden Visa](/services/golden-visa), τη χρησιμοποιεί πλέον ως οικογενειακή κατοικία. Τα Φηρά απέχουν είκοσι λεπτά με τα πόδια από το μονοπάτι της καλντέρας και το αεροδρόμιο 9 χλμ.`,
      },
    }),
  },
  {
    $key: 'property-1020',
    shared: {
      reference: 1020,
      type: 'land',
      availability: 'available',
      region: 'cyclades',
      price: 310_000,
      area: 4_600,
      bedrooms: 0,
      bathrooms: 0,
      yearBuilt: null,
      goldenVisaEligible: false,
      featured: false,
      location: { lat: 37.046, lng: 25.372 },
      listedAt: '2026-09-15',
    },
    locales: perLocale(pictures('property-1020', 3), {
      en: {
        title: 'Building plot near Plaka beach, Naxos',
        address: 'Plaka, Naxos, Cyclades',
        description: `A plot of 4,600 m² on the low hills behind Plaka, the longest sandy beach on the west coast of Naxos, with an open view over the dunes and the sea towards Paros. The land is terraced with old dry-stone walls and planted with a few olive and fig trees.

- 700 m to Plaka beach, 8 km to Naxos Town and 6 km to the airport
- Access from a municipal dirt road, which the municipality plans to pave
- Electricity and water at 120 m, along the same road

The plot is outside the town plan and above the 4,000 m² minimum, so a house of about 200 m² with a pool can be built, subject to the rules for building in the Cyclades: a height limit, whitewashed walls and traditional proportions. An archaeological clearance has already been issued. We can provide a preliminary architectural design and a fixed-price construction offer.

Naxos is the greenest island of the Cyclades, with year-round shops, schools and a health centre, and good ferry and air connections with Athens. The west coast beaches, shallow and sheltered, are popular with families and windsurfers.`,
      },
      ru: {
        title: 'Участок под строительство у пляжа Плака, Наксос',
        address: 'Плака, Наксос, Киклады',
        description: `Участок площадью 4600 м² на невысоких холмах за Плакой — самым длинным песчаным пляжем западного побережья Наксоса. Открывается вид на дюны и море в сторону Пароса. Земля разбита на террасы со старыми каменными оградами, растёт несколько олив и смоковниц.

- 700 м до пляжа Плака, 8 км до города Наксос и 6 км до аэропорта
- Подъезд по муниципальной грунтовой дороге, которую муниципалитет планирует заасфальтировать
- Электричество и вода — в 120 м, вдоль той же дороги

Участок находится за пределами генплана и превышает минимальные 4000 м², поэтому на нём можно построить дом площадью около 200 м² с бассейном — с соблюдением правил строительства на Кикладах: ограничение высоты, белёные стены и традиционные пропорции. Разрешение археологической службы уже получено. Мы можем подготовить эскизный проект и предложение по строительству с фиксированной ценой.

Наксос — самый зелёный остров Киклад: магазины, школы и поликлиника работают круглый год, есть удобное паромное и авиасообщение с Афинами. Пляжи западного побережья, мелкие и защищённые от ветра, любят семьи и виндсёрферы.`,
      },
      el: {
        title: 'Οικόπεδο κοντά στην παραλία της Πλάκας, Νάξος',
        address: 'Πλάκα, Νάξος, Κυκλάδες',
        description: `Οικόπεδο 4.600 τ.μ. στους χαμηλούς λόφους πίσω από την Πλάκα, τη μεγαλύτερη αμμουδιά της δυτικής Νάξου, με ανοιχτή θέα πάνω από τους αμμόλοφους στη θάλασσα και την Πάρο. Η έκταση είναι διαμορφωμένη σε πεζούλες με παλιές ξερολιθιές και έχει μερικές ελιές και συκιές.

- 700 μ. από την παραλία της Πλάκας, 8 χλμ. από τη Χώρα και 6 χλμ. από το αεροδρόμιο
- Πρόσβαση από δημοτικό χωματόδρομο, που ο δήμος σχεδιάζει να ασφαλτοστρώσει
- Ρεύμα και νερό σε απόσταση 120 μ., στον ίδιο δρόμο

Το οικόπεδο είναι εκτός σχεδίου και άρτιο, άνω των 4.000 τ.μ., οπότε μπορεί να χτιστεί κατοικία περίπου 200 τ.μ. με πισίνα, σύμφωνα με τους όρους δόμησης των Κυκλάδων: περιορισμός ύψους, ασβεστωμένοι τοίχοι και παραδοσιακές αναλογίες. Η βεβαίωση της Εφορείας Αρχαιοτήτων έχει ήδη εκδοθεί. Μπορούμε να ετοιμάσουμε προμελέτη και προσφορά κατασκευής σε σταθερή τιμή.

Η Νάξος είναι το πιο πράσινο νησί των Κυκλάδων, με καταστήματα, σχολεία και κέντρο υγείας όλο τον χρόνο και καλή ακτοπλοϊκή και αεροπορική σύνδεση με την Αθήνα. Οι ρηχές, απάνεμες παραλίες της δυτικής ακτής είναι αγαπημένες των οικογενειών και των ιστιοσανιδιστών.`,
      },
    }),
  },
  {
    $key: 'property-1021',
    shared: {
      reference: 1021,
      type: 'villa',
      availability: 'available',
      region: 'peloponnese',
      price: 1_950_000,
      area: 350,
      bedrooms: 5,
      bathrooms: 4,
      yearBuilt: 2014,
      goldenVisaEligible: true,
      featured: true,
      location: { lat: 37.318, lng: 23.152 },
      listedAt: '2025-12-01',
    },
    locales: perLocale(pictures('property-1021', 4), {
      en: {
        title: 'Waterfront villa with jetty in Porto Heli',
        address: 'Porto Heli, Ermionida, Argolida',
        description: `A waterfront villa of 2014 on a 3,000 m² plot on the bay of Porto Heli, with its own jetty, a sandy beach in front of the garden and a view across the sheltered water to the hills of the Argolid. Spetses is ten minutes away by water taxi.

- **Ground floor:** living room and dining room opening onto a covered terrace, kitchen, study, guest bedroom with shower room.
- **First floor:** main suite with a sea-view terrace, three further bedrooms and two bathrooms.
- **Outside:** 12 m pool, mature garden with palms and olive trees, jetty with mooring for a 15 m boat, boathouse and parking for three cars.

The villa has a reinforced-concrete frame with stone facing and tiled roofs, and was upgraded in 2024 with heat pumps, new double-glazed frames and photovoltaics. Energy class B+. A staff flat above the garage can house a caretaker all year.

Porto Heli's shops, restaurants and marina are 2 km away. Athens is about 2 hours 30 minutes by car and there is a helipad 3 km from the house. The villa qualifies for the [Golden Visa](/services/golden-visa) and is one of the few properties on the bay with a private jetty.`,
      },
      ru: {
        title: 'Вилла с причалом на берегу в Порто-Хели',
        address: 'Порто-Хели, Эрмионида, Арголида',
        description: `Вилла 2014 года на первой линии на участке 3000 м² на берегу залива Порто-Хели: собственный причал, песчаный пляж перед садом и вид через тихую бухту на холмы Арголиды. До Спеце десять минут на водном такси.

- **Первый этаж:** гостиная и столовая с выходом на крытую террасу, кухня, кабинет, гостевая спальня с душевой.
- **Второй этаж:** хозяйская спальня с террасой с видом на море, ещё три спальни и две ванные комнаты.
- **Участок:** 12-метровый бассейн, взрослый сад с пальмами и оливами, причал для лодки длиной до 15 м, лодочный сарай и парковка на три машины.

Железобетонный каркас облицован камнем, крыши черепичные; в 2024 году виллу модернизировали — установили тепловые насосы, новые окна с двойным остеклением и солнечные панели. Класс энергоэффективности B+. Над гаражом есть квартира для персонала, где круглый год может жить смотритель.

До магазинов, ресторанов и марины Порто-Хели 2 км. До Афин около 2 часов 30 минут на машине, вертолётная площадка — в 3 км от дома. Вилла даёт право на [«золотую визу»](/services/golden-visa) и входит в число немногих объектов на заливе с собственным причалом.`,
      },
      el: {
        title: 'Παραθαλάσσια βίλα με προβλήτα στο Πόρτο Χέλι',
        address: 'Πόρτο Χέλι, Ερμιονίδα, Αργολίδα',
        description: `Παραθαλάσσια βίλα του 2014 σε οικόπεδο 3.000 τ.μ. στον κόλπο του Πόρτο Χελίου, με δική της προβλήτα, αμμουδιά μπροστά στον κήπο και θέα στα απάνεμα νερά και τους λόφους της Αργολίδας. Οι Σπέτσες απέχουν δέκα λεπτά με θαλάσσιο ταξί.

- **Ισόγειο:** σαλόνι και τραπεζαρία με έξοδο σε σκεπαστή βεράντα, κουζίνα, γραφείο, ξενώνας με ντους.
- **Όροφος:** κύρια σουίτα με βεράντα προς τη θάλασσα, τρία ακόμη υπνοδωμάτια και δύο μπάνια.
- **Περιβάλλων χώρος:** πισίνα 12 μ., ώριμος κήπος με φοίνικες και ελιές, προβλήτα για σκάφος έως 15 μ., νεώσοικος και στάθμευση για τρία αυτοκίνητα.

Ο φέρων οργανισμός από οπλισμένο σκυρόδεμα έχει πέτρινη επένδυση και κεραμοσκεπές· το 2024 η βίλα αναβαθμίστηκε με αντλίες θερμότητας, νέα κουφώματα με διπλά τζάμια και φωτοβολταϊκά. Ενεργειακή κλάση Β+. Πάνω από το γκαράζ υπάρχει διαμέρισμα προσωπικού για επιστάτη όλο τον χρόνο.

Τα καταστήματα, τα εστιατόρια και η μαρίνα του Πόρτο Χελίου απέχουν 2 χλμ. Η Αθήνα απέχει περίπου 2 ώρες και 30 λεπτά με το αυτοκίνητο και υπάρχει ελικοδρόμιο 3 χλμ. από το σπίτι. Η βίλα πληροί τις προϋποθέσεις της [Golden Visa](/services/golden-visa) και είναι από τα λίγα ακίνητα του κόλπου με ιδιωτική προβλήτα.`,
      },
    }),
  },
  {
    $key: 'property-1022',
    shared: {
      reference: 1022,
      type: 'house',
      availability: 'available',
      region: 'peloponnese',
      price: 520_000,
      area: 185,
      bedrooms: 4,
      bathrooms: 3,
      yearBuilt: 2012,
      goldenVisaEligible: true,
      featured: false,
      location: { lat: 36.93, lng: 21.705 },
      listedAt: '2026-03-27',
    },
    locales: perLocale(pictures('property-1022', 3), {
      en: {
        title: 'Family house with olive grove near Pylos',
        address: 'Pylos, Messinia, Peloponnese',
        description: `A stone family house of 2012 on a 3,000 m² plot in the hills above Pylos, with about 70 olive trees and a view over Navarino Bay to the island of Sfaktiria. The house stands at the end of a quiet lane, 4 km from the town and its harbour.

- **Ground floor:** living room with fireplace, dining room and kitchen opening onto a covered veranda, one bedroom and a shower room.
- **First floor:** three bedrooms, one of them en-suite, a family bathroom and a balcony facing the bay.
- **Outside:** 10 × 4 m pool, vegetable garden, olive grove with irrigation and a storeroom for equipment.

The house was built by a local builder with thick stone walls, timber roofs and terracotta floors, and is in very good condition. An air-to-water heat pump, a wood-burning stove and solar water heating keep running costs low; energy class B.

Pylos has shops, a health centre and schools, and the sandy beaches of Navarino Bay are ten minutes away. Two golf courses lie within 20 minutes, and Kalamata airport is 50 km away, about 45 minutes by car. At €520,000, above the €400,000 threshold that applies in Messinia, the house qualifies for the [Golden Visa](/services/golden-visa).`,
      },
      ru: {
        title: 'Семейный дом с оливковой рощей у Пилоса',
        address: 'Пилос, Мессиния, Пелопоннес',
        description: `Каменный семейный дом 2012 года на участке 3000 м² на холмах над Пилосом: около 70 оливковых деревьев и вид на Наваринскую бухту и остров Сфактирия. Дом стоит в конце тихой улочки, в 4 км от города и его гавани.

- **Первый этаж:** гостиная с камином, столовая и кухня с выходом на крытую веранду, спальня и душевая.
- **Второй этаж:** три спальни, одна с собственной ванной, общая ванная комната и балкон с видом на бухту.
- **Участок:** бассейн 10 × 4 м, огород, оливковая роща с поливом и кладовая для инвентаря.

Дом построил местный мастер: толстые каменные стены, деревянные перекрытия крыши и полы из терракоты; состояние очень хорошее. Тепловой насос «воздух — вода», дровяная печь и солнечный водонагреватель обеспечивают низкие расходы на содержание; класс энергоэффективности B.

В Пилосе есть магазины, поликлиника и школы, до песчаных пляжей Наваринской бухты десять минут. В пределах 20 минут — два гольф-поля, до аэропорта Каламаты 50 км, около 45 минут на машине. Цена 520 000 евро выше порога 400 000 евро, действующего в Мессинии, поэтому дом даёт право на [«золотую визу»](/services/golden-visa).`,
      },
      el: {
        title: 'Οικογενειακό σπίτι με ελαιώνα κοντά στην Πύλο',
        address: 'Πύλος, Μεσσηνία, Πελοπόννησος',
        description: `Πέτρινη οικογενειακή κατοικία του 2012 σε οικόπεδο 3.000 τ.μ. στους λόφους πάνω από την Πύλο, με περίπου 70 ελαιόδεντρα και θέα στον κόλπο του Ναυαρίνου και τη Σφακτηρία. Το σπίτι βρίσκεται στο τέλος ενός ήσυχου δρόμου, 4 χλμ. από την πόλη και το λιμάνι της.

- **Ισόγειο:** καθιστικό με τζάκι, τραπεζαρία και κουζίνα με έξοδο σε σκεπαστή βεράντα, ένα υπνοδωμάτιο και μπάνιο με ντους.
- **Όροφος:** τρία υπνοδωμάτια, το ένα με δικό του μπάνιο, δεύτερο μπάνιο και μπαλκόνι προς τον κόλπο.
- **Περιβάλλων χώρος:** πισίνα 10 × 4 μ., λαχανόκηπος, ελαιώνας με άρδευση και αποθήκη για εργαλεία.

Το σπίτι χτίστηκε από ντόπιο μάστορα με χοντρούς πέτρινους τοίχους, ξύλινη στέγη και πήλινα δάπεδα και είναι σε πολύ καλή κατάσταση. Αντλία θερμότητας αέρα-νερού, ξυλόσομπα και ηλιακός θερμοσίφωνας κρατούν χαμηλά τα έξοδα· ενεργειακή κλάση Β.

Η Πύλος έχει καταστήματα, κέντρο υγείας και σχολεία, ενώ οι αμμουδιές του Ναυαρίνου απέχουν δέκα λεπτά. Δύο γήπεδα γκολφ βρίσκονται σε απόσταση 20 λεπτών και το αεροδρόμιο της Καλαμάτας 50 χλμ., περίπου 45 λεπτά. Με τιμή 520.000 €, πάνω από το όριο των 400.000 € που ισχύει στη Μεσσηνία, το σπίτι πληροί τις προϋποθέσεις της [Golden Visa](/services/golden-visa).`,
      },
    }),
  },
  {
    $key: 'property-1023',
    shared: {
      reference: 1023,
      type: 'house',
      availability: 'reserved',
      region: 'peloponnese',
      price: 460_000,
      area: 135,
      bedrooms: 3,
      bathrooms: 2,
      yearBuilt: 1880,
      goldenVisaEligible: true,
      featured: false,
      location: { lat: 37.566, lng: 22.798 },
      listedAt: '2025-08-11',
    },
    locales: perLocale(pictures('property-1023', 3), {
      en: {
        title: 'Neoclassical townhouse in the old town of Nafplio',
        address: 'Old Town, Nafplio, Argolida',
        description: `A neoclassical townhouse of the 1880s on a stepped lane of the old town of Nafplio, below the Akronafplia fortress, restored in 2021 with its facade, wrought-iron balconies and painted ceilings intact. From the roof terrace there is a view over the tiled roofs to the Bourtzi castle in the harbour and the Argolic Gulf.

- **Ground floor:** entrance hall, kitchen and dining room opening onto a small courtyard with a bougainvillea.
- **First floor:** living room with two balconies onto the lane, a bedroom and a bathroom.
- **Second floor:** two bedrooms and a bathroom, with stairs up to the roof terrace.

The restoration was approved by the heritage authorities and used lime plasters, restored timber floors and new timber windows with slim double glazing. Heating and cooling come from heat pumps; energy class C.

Syntagma Square, the seafront promenade and the town beach of Arvanitia are all within five minutes' walk. Athens is 140 km away, about 1 hour 45 minutes by car. The house is reserved; at €460,000 and 135 m² it meets the Golden Visa conditions that apply in the Peloponnese.`,
      },
      ru: {
        title: 'Неоклассический дом в старом городе Нафплиона',
        address: 'Старый город, Нафплион, Арголида',
        description: `Неоклассический городской дом 1880-х годов на ступенчатой улочке старого Нафплиона под крепостью Акронафплия, отреставрированный в 2021 году с сохранением фасада, кованых балконов и расписных потолков. С террасы на крыше открывается вид поверх черепичных крыш на крепость Бурдзи в гавани и Арголический залив.

- **Первый этаж:** прихожая, кухня и столовая с выходом в маленький дворик с бугенвиллеей.
- **Второй этаж:** гостиная с двумя балконами на улочку, спальня и ванная комната.
- **Третий этаж:** две спальни и ванная, лестница на террасу на крыше.

Реставрация согласована со службой охраны памятников: известковая штукатурка, отреставрированные деревянные полы и новые деревянные окна с тонкими стеклопакетами. Отопление и охлаждение — тепловые насосы; класс энергоэффективности C.

Площадь Синтагма, набережная и городской пляж Арванития — в пяти минутах пешком. До Афин 140 км, около 1 часа 45 минут на машине. Дом зарезервирован; при цене 460 000 евро и площади 135 м² он соответствует условиям «золотой визы», действующим на Пелопоннесе.`,
      },
      el: {
        title: 'Νεοκλασικό σπίτι στην παλιά πόλη του Ναυπλίου',
        address: 'Παλιά Πόλη, Ναύπλιο, Αργολίδα',
        description: `Νεοκλασικό σπίτι της δεκαετίας του 1880 σε σκαλωτό σοκάκι της παλιάς πόλης του Ναυπλίου, κάτω από την Ακροναυπλία, που αποκαταστάθηκε το 2021 διατηρώντας την πρόσοψη, τα σφυρήλατα μπαλκόνια και τα ζωγραφιστά ταβάνια. Από την ταράτσα η θέα απλώνεται πάνω από τα κεραμίδια ως το Μπούρτζι και τον Αργολικό κόλπο.

- **Ισόγειο:** χολ εισόδου, κουζίνα και τραπεζαρία με έξοδο σε μικρή αυλή με μπουκαμβίλια.
- **Πρώτος όροφος:** σαλόνι με δύο μπαλκόνια στο σοκάκι, υπνοδωμάτιο και μπάνιο.
- **Δεύτερος όροφος:** δύο υπνοδωμάτια και μπάνιο, με σκάλα προς την ταράτσα.

Η αποκατάσταση εγκρίθηκε από την αρμόδια υπηρεσία νεότερων μνημείων και έγινε με ασβεστοκονιάματα, αποκατεστημένα ξύλινα πατώματα και νέα ξύλινα κουφώματα με λεπτούς διπλούς υαλοπίνακες. Θέρμανση και ψύξη με αντλίες θερμότητας· ενεργειακή κλάση Γ.

Η πλατεία Συντάγματος, η παραλιακή και η παραλία της Αρβανιτιάς απέχουν λιγότερο από πέντε λεπτά με τα πόδια. Η Αθήνα απέχει 140 χλμ., περίπου 1 ώρα και 45 λεπτά. Το σπίτι είναι κρατημένο· με τιμή 460.000 € και 135 τ.μ. πληροί τις προϋποθέσεις της Golden Visa που ισχύουν στην Πελοπόννησο.`,
      },
    }),
  },
  {
    $key: 'property-1024',
    shared: {
      reference: 1024,
      type: 'commercial',
      availability: 'available',
      region: 'athens-riviera',
      price: 3_400_000,
      area: 1_150,
      bedrooms: 0,
      bathrooms: 8,
      yearBuilt: 2009,
      goldenVisaEligible: true,
      featured: false,
      location: { lat: 37.845, lng: 23.772 },
      listedAt: '2026-10-05',
    },
    locales: perLocale(pictures('property-1024', 3), {
      en: {
        title: 'Let retail and office building in Voula',
        address: 'Voula, Vari-Voula-Vouliagmeni, Athens Riviera',
        description: `A freestanding retail and office building of 2009 on a busy avenue in Voula, the residential heart of the Athens Riviera, fully let to three tenants and offered as an income-producing investment.

- **Ground floor:** a 480 m² supermarket, let to a national chain until 2034.
- **First and second floors:** 670 m² of offices, let to a private diagnostic clinic and an engineering firm.
- **Basements:** 30 parking spaces and storage.

Total rental income is €205,000 a year, indexed to inflation, which gives a gross yield of about 6.0%. The leases are registered, the tenants have been in place since 2015 or earlier, and the building has never had a vacancy of more than three months.

The building was upgraded in 2022 with a new roof insulation, heat pumps and LED lighting, and reaches energy class B. It has a lift, separate entrances for the supermarket and the offices, and its own on-street loading bay. The beaches of Voula and the tram terminus are within 600 m, and the airport is 25 minutes away along the Attiki Odos. As a commercial property above €800,000 in Attica, the building qualifies for the [Golden Visa](/services/golden-visa).`,
      },
      ru: {
        title: 'Торгово-офисное здание с арендаторами в Вуле',
        address: 'Вула, муниципалитет Вари-Вула-Вульягмени, Афинская Ривьера',
        description: `Отдельно стоящее торгово-офисное здание 2009 года на оживлённом проспекте в Вуле — жилом центре Афинской Ривьеры. Здание полностью сдано трём арендаторам и продаётся как доходная инвестиция.

- **Первый этаж:** супермаркет площадью 480 м², сданный общенациональной сети до 2034 года.
- **Второй и третий этажи:** 670 м² офисов, которые арендуют частный диагностический центр и инженерная компания.
- **Подземные этажи:** 30 машино-мест и кладовые.

Общий арендный доход — 205 000 евро в год с индексацией на инфляцию, валовая доходность около 6,0%. Договоры аренды зарегистрированы, арендаторы работают здесь с 2015 года или дольше, и здание ни разу не простаивало больше трёх месяцев.

В 2022 году здание модернизировали: утеплили кровлю, установили тепловые насосы и светодиодное освещение; класс энергоэффективности B. Есть лифт, отдельные входы для супермаркета и офисов и собственная зона разгрузки. До пляжей Вулы и конечной станции трамвая — не больше 600 м, до аэропорта 25 минут по автомагистрали Аттики-Одос. Как коммерческая недвижимость в Аттике стоимостью выше 800 000 евро, здание даёт право на [«золотую визу»](/services/golden-visa).`,
      },
      el: {
        title: 'Μισθωμένο κτίριο καταστημάτων και γραφείων στη Βούλα',
        address: 'Βούλα, Δήμος Βάρης-Βούλας-Βουλιαγμένης, Αθηναϊκή Ριβιέρα',
        description: `Αυτοτελές κτίριο καταστημάτων και γραφείων του 2009 σε κεντρική λεωφόρο της Βούλας, της οικιστικής καρδιάς της Αθηναϊκής Ριβιέρας, πλήρως μισθωμένο σε τρεις μισθωτές και διαθέσιμο ως επένδυση με σταθερό εισόδημα.

- **Ισόγειο:** σούπερ μάρκετ 480 τ.μ., μισθωμένο σε πανελλαδική αλυσίδα έως το 2034.
- **Πρώτος και δεύτερος όροφος:** 670 τ.μ. γραφείων, μισθωμένα σε ιδιωτικό διαγνωστικό κέντρο και σε τεχνική εταιρεία.
- **Υπόγεια:** 30 θέσεις στάθμευσης και αποθήκες.

Το συνολικό μίσθωμα ανέρχεται σε 205.000 € τον χρόνο, με αναπροσαρμογή βάσει πληθωρισμού, δηλαδή μικτή απόδοση περίπου 6,0%. Οι μισθώσεις είναι καταχωρισμένες, οι μισθωτές βρίσκονται στο κτίριο από το 2015 ή νωρίτερα και το κτίριο δεν έμεινε ποτέ κενό για περισσότερο από τρεις μήνες.

Το 2022 έγινε αναβάθμιση με νέα θερμομόνωση δώματος, αντλίες θερμότητας και φωτισμό LED, και το κτίριο έφτασε την ενεργειακή κλάση Β. Διαθέτει ανελκυστήρα, χωριστές εισόδους για το σούπερ μάρκετ και τα γραφεία και δική του θέση φορτοεκφόρτωσης. Οι παραλίες της Βούλας και το τέρμα του τραμ απέχουν έως 600 μ., ενώ το αεροδρόμιο 25 λεπτά μέσω Αττικής Οδού. Ως επαγγελματικό ακίνητο άνω των 800.000 € στην Αττική, πληροί τις προϋποθέσεις της [Golden Visa](/services/golden-visa).`,
      },
    }),
  },
];

export const properties = withSeo(listings, propertySeo);
