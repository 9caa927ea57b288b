import type { Locale } from '@dkg/content-model';

export interface SeoText {
  metaTitle: string;
  metaDescription: string;
}

/**
 * What search engines show of each guide article, by its url: a title of at most 60 characters with
 * the site's name, a description of 120 to 160.
 */
export const guideSeo: Record<string, Record<Locale, SeoText>> = {
  'golden-visa-residence-permit': {
    en: {
      metaTitle: 'Greek Golden Visa for property investors | DKG',
      metaDescription:
        'Who qualifies, the investment thresholds after the 2024 reform, the family members covered and the steps to a five-year Greek residence permit.',
    },
    ru: {
      metaTitle: 'Золотая виза Греции: ВНЖ за инвестиции | DKG',
      metaDescription:
        'Кто может подать заявку, пороги инвестиций после реформы 2024 года, члены семьи и шаги к ВНЖ на пять лет — практический обзор золотой визы Греции.',
    },
    el: {
      metaTitle: 'Golden Visa μέσω ακινήτων: ο οδηγός | DKG',
      metaDescription:
        'Ποιος δικαιούται, τα όρια επένδυσης μετά τη μεταρρύθμιση του 2024, τα μέλη της οικογένειας και τα βήματα για άδεια διαμονής πέντε ετών.',
    },
  },
  'buying-property-in-greece': {
    en: {
      metaTitle: 'Buying property in Greece step by step | DKG',
      metaDescription:
        'From budget to registered title: the lawyer, notary and engineer checks, the taxes and the documents a foreign buyer meets when buying a home in Greece.',
    },
    ru: {
      metaTitle: 'Покупка недвижимости в Греции: пошагово | DKG',
      metaDescription:
        'От бюджета до регистрации права собственности: юрист, нотариус, проверки инженера, налоги и документы иностранного покупателя жилья в Греции.',
    },
    el: {
      metaTitle: 'Αγορά ακινήτου στην Ελλάδα βήμα βήμα | DKG',
      metaDescription:
        'Από τον προϋπολογισμό ως τη μεταγραφή: δικηγόρος, συμβολαιογράφος, έλεγχοι μηχανικού, φόροι και έγγραφα για ξένους αγοραστές κατοικίας.',
    },
  },
  'tax-number-and-bank-account': {
    en: {
      metaTitle: 'Greek tax number (AFM) and bank account | DKG',
      metaDescription:
        'How a foreigner gets a Greek tax number and opens a bank account, in person or by power of attorney: the documents, the order and the usual timeline.',
    },
    ru: {
      metaTitle: 'Налоговый номер AFM и счёт в банке Греции | DKG',
      metaDescription:
        'Как иностранцу получить греческий налоговый номер и открыть банковский счёт лично или по доверенности: документы, порядок и обычные сроки.',
    },
    el: {
      metaTitle: 'ΑΦΜ και τραπεζικός λογαριασμός για ξένους | DKG',
      metaDescription:
        'Πώς ένας ξένος παίρνει ελληνικό ΑΦΜ και ανοίγει τραπεζικό λογαριασμό, αυτοπροσώπως ή με πληρεξούσιο: τα έγγραφα, η σειρά και οι χρόνοι.',
    },
  },
  'property-taxes-and-costs': {
    en: {
      metaTitle: 'Property taxes and buying costs in Greece | DKG',
      metaDescription:
        'Transfer tax or VAT, notary, lawyer and land registry fees, then ENFIA and tax on rent: what buying and owning a home in Greece really costs.',
    },
    ru: {
      metaTitle: 'Налоги и расходы на покупку жилья в Греции | DKG',
      metaDescription:
        'Налог на передачу или НДС, нотариус, юрист и кадастр, затем ENFIA и налог на аренду: сколько на деле стоит купить и содержать жильё в Греции.',
    },
    el: {
      metaTitle: 'Φόροι και έξοδα αγοράς ακινήτου | DKG',
      metaDescription:
        'Φόρος μεταβίβασης ή ΦΠΑ, συμβολαιογράφος, δικηγόρος και κτηματολόγιο, έπειτα ΕΝΦΙΑ και φόρος ενοικίων: πόσο κοστίζει ένα σπίτι στην Ελλάδα.',
    },
  },
  'setting-up-a-company-in-greece': {
    en: {
      metaTitle: 'Setting up a company in Greece | DKG',
      metaDescription:
        'IKE, AE or a branch: the legal forms open to a foreign investor, registration through the one-stop shop, and the taxes and accounting that follow.',
    },
    ru: {
      metaTitle: 'Как открыть компанию в Греции | DKG',
      metaDescription:
        'IKE, AE или филиал: формы компании для иностранного инвестора, регистрация через единое окно, налоги и бухгалтерия, которые за ней следуют.',
    },
    el: {
      metaTitle: 'Σύσταση εταιρείας στην Ελλάδα | DKG',
      metaDescription:
        'ΙΚΕ, ΑΕ ή υποκατάστημα: οι νομικές μορφές για ξένο επενδυτή, η σύσταση μέσω υπηρεσίας μιας στάσης και οι φόροι και τα λογιστικά που ακολουθούν.',
    },
  },
  'residence-permits-for-non-eu-citizens': {
    en: {
      metaTitle: 'Residence permits in Greece for non-EU citizens | DKG',
      metaDescription:
        'Golden Visa, financially independent persons, digital nomads, work and family permits: the routes to living in Greece for non-EU citizens compared.',
    },
    ru: {
      metaTitle: 'ВНЖ в Греции для граждан стран вне ЕС | DKG',
      metaDescription:
        'Золотая виза, ВНЖ для финансово независимых, виза цифрового кочевника, рабочие и семейные разрешения: сравнение вариантов для граждан вне ЕС.',
    },
    el: {
      metaTitle: 'Άδειες διαμονής για πολίτες τρίτων χωρών | DKG',
      metaDescription:
        'Golden Visa, οικονομικά ανεξάρτητοι, ψηφιακοί νομάδες, άδειες εργασίας και οικογενειακής επανένωσης: οι δρόμοι διαμονής στην Ελλάδα συγκριτικά.',
    },
  },
  'tax-residence-and-incentives': {
    en: {
      metaTitle: 'Moving your tax residence to Greece | DKG',
      metaDescription:
        'When you become a Greek tax resident, and the special regimes for high-net-worth individuals, pensioners and people who relocate to work in Greece.',
    },
    ru: {
      metaTitle: 'Налоговое резидентство в Греции | DKG',
      metaDescription:
        'Когда вы становитесь налоговым резидентом Греции и какие особые режимы есть для состоятельных лиц, пенсионеров и тех, кто переезжает работать.',
    },
    el: {
      metaTitle: 'Φορολογική κατοικία στην Ελλάδα | DKG',
      metaDescription:
        'Πότε γίνεστε φορολογικός κάτοικος Ελλάδας και ποια ειδικά καθεστώτα ισχύουν για εύπορους, συνταξιούχους και όσους μετακομίζουν για δουλειά.',
    },
  },
  'building-permits-and-construction': {
    en: {
      metaTitle: 'Building in Greece: land, permits, construction | DKG',
      metaDescription:
        'Buying a plot you can build on, the building permit, the studies and the works on site: how a house gets built in Greece and how long it takes.',
    },
    ru: {
      metaTitle: 'Строительство в Греции: участок и разрешения | DKG',
      metaDescription:
        'Покупка участка под застройку, разрешение на строительство, проекты и сама стройка: как в Греции строят дом и сколько времени это занимает.',
    },
    el: {
      metaTitle: 'Χτίζοντας στην Ελλάδα: οικόπεδο και άδειες | DKG',
      metaDescription:
        'Αγορά οικοπέδου που χτίζεται, οικοδομική άδεια, μελέτες και η ίδια η κατασκευή: πώς χτίζεται ένα σπίτι στην Ελλάδα και πόσο χρόνο παίρνει.',
    },
  },
};
