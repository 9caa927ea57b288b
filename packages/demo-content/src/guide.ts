import type { CollectionEntrySeed } from '@dkg/content-model';
import type { Locale } from '@dkg/content-model';
import { guideSeo } from './guide-seo';

interface ArticleText {
  title: string;
  summary: string;
  body: string;
}

function article(
  url: string,
  order: number,
  cover: string,
  texts: Record<Locale, ArticleText>,
): CollectionEntrySeed {
  const locale = (name: Locale) => ({
    ...texts[name],
    cover,
    seo: { ...guideSeo[url][name], shareImage: cover },
  });
  return {
    $key: url,
    shared: { url, order },
    locales: { en: locale('en'), ru: locale('ru'), el: locale('el') },
  };
}

const goldenVisa = article('golden-visa-residence-permit', 1, 'guide-golden-visa', {
  en: {
    title: 'Golden Visa: the residence permit for property investors',
    summary:
      'Who qualifies, how much you need to invest after the 2024 reform, which family members are covered and how the application works — a practical overview of the Greek Golden Visa.',
    body: `The residence permit for real estate investors — widely known as the Golden Visa — was introduced in 2013 and has become one of the most popular programmes of its kind in Europe. It allows non-EU nationals to live in Greece with their families for five years, renewable for as long as the investment is kept. This guide summarises the rules as they stand after the 2024 reform. Immigration law changes often, so the details of every case should be confirmed with a lawyer before you commit funds.

## Who can apply

Any national of a country outside the European Union, the European Economic Area and Switzerland may apply, provided they have no criminal record that makes them a risk to public order or security and hold health insurance covering their stay. The property can be bought in the applicant's own name, jointly with a spouse, or through a Greek or EU company wholly owned by the applicant.

## How much you need to invest

The minimum investment depends on where the property is:

- **€800,000** in the Region of Attica, the Regional Unit of Thessaloniki, Mykonos, Santorini and on islands with more than 3,100 inhabitants;
- **€400,000** in all other regions of Greece;
- **€250,000** for converting a commercial building into housing or restoring a listed building, wherever it is.

In the first two cases the investment must be a single residential property of at least 120 m²: it is no longer possible to reach the threshold by combining several small flats. The price must be paid in full when the contract is signed, by bank transfer through a bank operating in Greece. A property bought for the Golden Visa can be the family's own home or let on a long-term lease, but it may not be offered as a short-term or holiday rental; breaking this rule carries a heavy fine and the loss of the permit.

Other routes to the same permit exist, based on bank deposits, bonds or shares, each with its own threshold. This guide covers real estate, which most of our clients choose.

## Family members

One investment covers the spouse or registered partner, the children of either spouse under 21 and the parents of both spouses. Each receives their own residence card for the same period as the investor. Children who turn 21 while the permit is valid can apply for a permit of their own until the age of 24.

## Step by step

1. **Visit and choice of property.** Most investors come to Greece on a Schengen visa or visa-free, view properties and choose one. Everything can also be done through a power of attorney.
2. **Tax number and bank account.** Both are needed before signing — see our guide to [getting an AFM and opening a bank account](/business-in-greece/tax-number-and-bank-account).
3. **Checks and contract.** A lawyer checks the title, an engineer the permits and any unauthorised works. The contract is signed before a notary and registered with the Hellenic Cadastre.
4. **Application.** The application is filed with the Ministry of Migration and Asylum together with the purchase contract, the Cadastre certificate, proof of payment, passports, health insurance and the government fees.
5. **Biometrics.** Applicants give fingerprints and a photograph at an appointment with the competent migration office.
6. **Residence cards.** On approval, the cards are issued for five years. Until then, the certificate of filing proves that you are in Greece lawfully.

Processing times depend on the workload of the authorities; several months between filing and the issue of the cards are normal.

## What the permit gives you

The Golden Visa gives the right to live in Greece, rent or buy further property, open bank accounts, enrol children in Greek or international schools and travel within the Schengen area for up to 90 days in any 180-day period. There is no minimum stay, which suits families who spend only part of the year in Greece.

It does not give the right to work as an employee. Holders may, however, be shareholders and directors of companies and manage their own investments. Greek citizenship is a separate matter that requires years of actual residence, knowledge of the Greek language and a naturalisation examination.

## Renewal

The permit is renewed for further five-year periods as long as the investor still owns the property and the other conditions are met. If the property is sold, the permit is not renewed unless a new qualifying investment is made.

## How we can help

DKG has accompanied more than 400 families through the programme. Our [Golden Visa service](/services/golden-visa) covers the choice of property, the checks, the purchase and the application, with a single team working in English, Russian and Greek. You can also browse [properties that qualify](/properties) or read about [property taxes and costs](/business-in-greece/property-taxes-and-costs).`,
  },
  ru: {
    title: 'Золотая виза: ВНЖ в Греции за инвестиции в недвижимость',
    summary:
      'Кто может получить Золотую визу, сколько нужно вложить после реформы 2024 года, на кого распространяется разрешение и как проходит подача документов — практический обзор программы.',
    body: `Вид на жительство для инвесторов в недвижимость — так называемая Золотая виза — появился в Греции в 2013 году и стал одной из самых востребованных программ такого рода в Европе. Он позволяет гражданам стран, не входящих в ЕС, жить в Греции вместе с семьёй пять лет с правом продления, пока сохраняется инвестиция. В этой статье собраны правила, действующие после реформы 2024 года. Миграционное законодательство меняется часто, поэтому детали каждого случая стоит подтвердить у юриста до того, как вы переведёте деньги.

## Кто может подать заявление

Заявителем может стать гражданин любой страны за пределами Евросоюза, Европейской экономической зоны и Швейцарии, если у него нет судимостей, из-за которых он может считаться угрозой общественному порядку или безопасности, и есть медицинская страховка на время пребывания в Греции. Недвижимость можно купить на своё имя, в совместную собственность с супругом или через греческую либо европейскую компанию, которая целиком принадлежит заявителю.

## Сколько нужно вложить

Минимальная сумма зависит от того, где находится объект:

- **800 000 €** — область Аттика, периферийная единица Салоники, Миконос, Санторини и острова с населением более 3100 человек;
- **400 000 €** — все остальные регионы Греции;
- **250 000 €** — перевод коммерческого здания в жилое или реставрация памятника архитектуры независимо от местоположения.

В первых двух случаях вложение должно быть сделано в один жилой объект площадью не менее 120 м²: набрать нужную сумму из нескольких небольших квартир больше нельзя. Цена выплачивается полностью при подписании договора банковским переводом через банк, работающий в Греции. Жильё, купленное по программе, может служить домом для семьи или сдаваться в долгосрочную аренду, но не в краткосрочную аренду туристам: за нарушение грозят крупный штраф и лишение ВНЖ.

Существуют и другие способы получить такой же ВНЖ — через банковский депозит, облигации или акции, и у каждого свой порог. Здесь мы говорим о недвижимости: именно её выбирает большинство наших клиентов.

## Члены семьи

Одна инвестиция распространяется на супруга или зарегистрированного партнёра, детей каждого из супругов до 21 года и родителей обоих супругов. Каждый получает собственную карту ВНЖ на тот же срок, что и инвестор. Дети, которым исполнился 21 год в период действия разрешения, могут оформить собственный ВНЖ до 24 лет.

## Шаг за шагом

1. **Поездка и выбор объекта.** Большинство инвесторов приезжают по шенгенской визе или в безвизовом режиме, смотрят объекты и выбирают подходящий. Всю процедуру можно пройти и по доверенности.
2. **Налоговый номер и банковский счёт.** И то и другое нужно до подписания договора — подробнее в нашей статье о [получении AFM и открытии счёта](/business-in-greece/tax-number-and-bank-account).
3. **Проверка и договор.** Юрист проверяет право собственности, инженер — разрешения и отсутствие самовольных построек. Договор подписывается у нотариуса и регистрируется в Кадастре Греции.
4. **Подача заявления.** Заявление подаётся в Министерство миграции и убежища вместе с договором купли-продажи, выпиской из Кадастра, подтверждением оплаты, паспортами, страховкой и квитанциями об уплате госпошлин.
5. **Биометрия.** Заявители сдают отпечатки пальцев и фотографируются в назначенное время в миграционной службе.
6. **Карты ВНЖ.** После одобрения карты выдаются на пять лет. До этого момента подтверждение о подаче документов служит доказательством законного пребывания в Греции.

Сроки рассмотрения зависят от загруженности ведомств; несколько месяцев между подачей и выдачей карт — обычное дело.

## Что даёт ВНЖ

Золотая виза даёт право жить в Греции, арендовать и покупать другую недвижимость, открывать счета, устраивать детей в греческие или международные школы и путешествовать по Шенгенской зоне до 90 дней в любом 180-дневном периоде. Минимального срока пребывания нет — это удобно семьям, которые проводят в Греции лишь часть года.

Права работать по найму ВНЖ не даёт. При этом его владельцы могут быть участниками и директорами компаний и управлять собственными инвестициями. Греческое гражданство — отдельный вопрос: для него нужны годы фактического проживания, знание греческого языка и экзамен на натурализацию.

## Продление

Разрешение продлевается каждые пять лет, пока недвижимость остаётся в собственности инвестора и соблюдаются остальные условия. Если объект продан, ВНЖ не продлевается, если только не сделана новая инвестиция, отвечающая требованиям программы.

## Чем мы можем помочь

DKG помогла пройти программу более чем 400 семьям. Наша [услуга «Золотая виза»](/services/golden-visa) включает подбор объекта, проверку, покупку и подачу документов — всё это делает одна команда, которая работает на русском, английском и греческом языках. Вы также можете посмотреть [объекты, подходящие под программу](/properties), или прочитать о [налогах и расходах при покупке](/business-in-greece/property-taxes-and-costs).`,
  },
  el: {
    title: 'Golden Visa: άδεια διαμονής μέσω επένδυσης σε ακίνητα',
    summary:
      'Ποιοι δικαιούνται, πόσο πρέπει να επενδύσετε μετά τη μεταρρύθμιση του 2024, ποια μέλη της οικογένειας καλύπτονται και πώς γίνεται η αίτηση — ένας πρακτικός οδηγός για το ελληνικό Golden Visa.',
    body: `Η άδεια διαμονής για επενδυτές σε ακίνητα — γνωστή ως Golden Visa — θεσπίστηκε το 2013 και έχει εξελιχθεί σε ένα από τα πιο δημοφιλή προγράμματα του είδους στην Ευρώπη. Επιτρέπει σε πολίτες τρίτων χωρών να ζουν στην Ελλάδα με την οικογένειά τους για πέντε χρόνια, με δυνατότητα ανανέωσης όσο διατηρείται η επένδυση. Ο οδηγός αυτός συνοψίζει τους κανόνες όπως ισχύουν μετά τη μεταρρύθμιση του 2024. Η μεταναστευτική νομοθεσία αλλάζει συχνά, γι' αυτό οι λεπτομέρειες κάθε περίπτωσης πρέπει να επιβεβαιώνονται από δικηγόρο πριν δεσμεύσετε κεφάλαια.

## Ποιοι μπορούν να υποβάλουν αίτηση

Αίτηση μπορεί να υποβάλει κάθε πολίτης χώρας εκτός Ευρωπαϊκής Ένωσης, Ευρωπαϊκού Οικονομικού Χώρου και Ελβετίας, εφόσον δεν έχει ποινικό μητρώο που τον καθιστά κίνδυνο για τη δημόσια τάξη ή ασφάλεια και διαθέτει ασφάλιση υγείας που καλύπτει τη διαμονή του. Το ακίνητο μπορεί να αγοραστεί στο όνομα του αιτούντος, από κοινού με τον/τη σύζυγο ή μέσω ελληνικής ή ευρωπαϊκής εταιρείας που ανήκει εξ ολοκλήρου στον αιτούντα.

## Πόσο πρέπει να επενδύσετε

Το ελάχιστο ποσό εξαρτάται από τη θέση του ακινήτου:

- **800.000 €** στην Περιφέρεια Αττικής, στην Περιφερειακή Ενότητα Θεσσαλονίκης, στη Μύκονο, στη Σαντορίνη και σε νησιά με πληθυσμό άνω των 3.100 κατοίκων·
- **400.000 €** σε όλες τις υπόλοιπες περιοχές της χώρας·
- **250.000 €** για μετατροπή επαγγελματικού κτιρίου σε κατοικία ή αποκατάσταση διατηρητέου, όπου κι αν βρίσκεται.

Στις δύο πρώτες περιπτώσεις η επένδυση πρέπει να αφορά ένα ενιαίο ακίνητο κατοικίας τουλάχιστον 120 τ.μ.: δεν επιτρέπεται πλέον να συμπληρωθεί το όριο με πολλά μικρά διαμερίσματα. Το τίμημα εξοφλείται ολόκληρο κατά την υπογραφή του συμβολαίου, με τραπεζική μεταφορά μέσω τράπεζας που λειτουργεί στην Ελλάδα. Ένα ακίνητο που αγοράστηκε για το Golden Visa μπορεί να είναι η κατοικία της οικογένειας ή να μισθωθεί μακροχρόνια, αλλά όχι να διατεθεί για βραχυχρόνια ή τουριστική μίσθωση· η παράβαση επισύρει βαρύ πρόστιμο και ανάκληση της άδειας.

Υπάρχουν και άλλοι δρόμοι για την ίδια άδεια, μέσω τραπεζικών καταθέσεων, ομολόγων ή μετοχών, ο καθένας με το δικό του όριο. Ο οδηγός αυτός αφορά τα ακίνητα, που επιλέγουν οι περισσότεροι πελάτες μας.

## Μέλη της οικογένειας

Μία επένδυση καλύπτει τον/τη σύζυγο ή τον/τη σύντροφο με σύμφωνο συμβίωσης, τα τέκνα οποιουδήποτε από τους συζύγους έως 21 ετών και τους γονείς και των δύο συζύγων. Ο καθένας λαμβάνει δική του κάρτα διαμονής, με την ίδια διάρκεια με την άδεια του επενδυτή. Τα τέκνα που συμπληρώνουν το 21ο έτος ενώ η άδεια ισχύει μπορούν να λάβουν αυτοτελή άδεια έως την ηλικία των 24 ετών.

## Βήμα βήμα

1. **Επίσκεψη και επιλογή ακινήτου.** Οι περισσότεροι επενδυτές έρχονται στην Ελλάδα με θεώρηση Σένγκεν ή χωρίς θεώρηση, βλέπουν ακίνητα και επιλέγουν. Όλα μπορούν να γίνουν και με πληρεξούσιο.
2. **ΑΦΜ και τραπεζικός λογαριασμός.** Χρειάζονται και τα δύο πριν από την υπογραφή — δείτε τον οδηγό μας για την [έκδοση ΑΦΜ και το άνοιγμα λογαριασμού](/business-in-greece/tax-number-and-bank-account).
3. **Έλεγχοι και συμβόλαιο.** Ο δικηγόρος ελέγχει τους τίτλους και ο μηχανικός τις άδειες και τυχόν αυθαίρετα. Το συμβόλαιο υπογράφεται ενώπιον συμβολαιογράφου και καταχωρίζεται στο Ελληνικό Κτηματολόγιο.
4. **Αίτηση.** Η αίτηση υποβάλλεται στο Υπουργείο Μετανάστευσης και Ασύλου μαζί με το συμβόλαιο αγοράς, το πιστοποιητικό του Κτηματολογίου, την απόδειξη πληρωμής, τα διαβατήρια, την ασφάλιση υγείας και τα παράβολα.
5. **Βιομετρικά.** Οι αιτούντες δίνουν δακτυλικά αποτυπώματα και φωτογραφία σε ραντεβού στην αρμόδια υπηρεσία αλλοδαπών και μετανάστευσης.
6. **Κάρτες διαμονής.** Μετά την έγκριση οι κάρτες εκδίδονται για πέντε χρόνια. Μέχρι τότε η βεβαίωση κατάθεσης αποδεικνύει τη νόμιμη διαμονή σας.

Ο χρόνος διεκπεραίωσης εξαρτάται από τον φόρτο των υπηρεσιών· μερικοί μήνες ανάμεσα στην κατάθεση και την έκδοση των καρτών είναι συνηθισμένοι.

## Τι σας δίνει η άδεια

Το Golden Visa δίνει το δικαίωμα να ζείτε στην Ελλάδα, να μισθώνετε ή να αγοράζετε άλλα ακίνητα, να ανοίγετε τραπεζικούς λογαριασμούς, να εγγράφετε τα παιδιά σε ελληνικά ή διεθνή σχολεία και να ταξιδεύετε στον χώρο Σένγκεν για έως 90 ημέρες ανά 180 ημέρες. Δεν υπάρχει ελάχιστος χρόνος παραμονής, κάτι που ταιριάζει σε οικογένειες που περνούν μόνο ένα μέρος του χρόνου στην Ελλάδα.

Δεν δίνει δικαίωμα εξαρτημένης εργασίας. Οι κάτοχοι μπορούν, ωστόσο, να είναι εταίροι και μέλη διοίκησης εταιρειών και να διαχειρίζονται τις επενδύσεις τους. Η ελληνική ιθαγένεια είναι ξεχωριστό ζήτημα και απαιτεί χρόνια πραγματικής διαμονής, γνώση της ελληνικής γλώσσας και εξετάσεις πολιτογράφησης.

## Ανανέωση

Η άδεια ανανεώνεται για νέες πενταετίες όσο ο επενδυτής διατηρεί την κυριότητα του ακινήτου και πληρούνται οι λοιπές προϋποθέσεις. Αν το ακίνητο πωληθεί, η άδεια δεν ανανεώνεται, εκτός αν γίνει νέα επένδυση που πληροί τα κριτήρια.

## Πώς μπορούμε να βοηθήσουμε

Η DKG έχει συνοδεύσει στο πρόγραμμα περισσότερες από 400 οικογένειες. Η [υπηρεσία Golden Visa](/services/golden-visa) καλύπτει την επιλογή ακινήτου, τους ελέγχους, την αγορά και την αίτηση, με μία ομάδα που εργάζεται στα ελληνικά, τα αγγλικά και τα ρωσικά. Μπορείτε επίσης να δείτε [ακίνητα που πληρούν τις προϋποθέσεις](/properties) ή να διαβάσετε για τους [φόρους και τα έξοδα αγοράς](/business-in-greece/property-taxes-and-costs).`,
  },
});

const buyingProperty = article('buying-property-in-greece', 2, 'guide-buying-property', {
  en: {
    title: 'Buying property in Greece: a step-by-step guide',
    summary:
      'From budget to registered title: the people, documents and checks involved when you buy a home in Greece as a foreign buyer.',
    body: `Greece is open to foreign buyers, and the purchase process, though paper-heavy, is well established. A notary handles the contract, the transfer is recorded in a public register and the buyer is usually represented by a lawyer. Knowing the sequence in advance saves time and avoids the most common surprises: unauthorised building works, unpaid taxes of the seller and titles that were never properly registered.

## Can foreigners buy property in Greece?

Yes. Citizens of the EU and the EEA buy on exactly the same terms as Greeks. Citizens of other countries can also buy freely in most of the country; only in designated border areas — parts of some islands of the Dodecanese and the North Aegean, and of Thrace, for example — does a non-EU buyer need prior approval from the regional authorities. Your lawyer will tell you at the outset whether this applies.

## 1. Budget and financing

Plan for roughly 6–8% on top of the price for taxes and fees (see our guide to [property taxes and costs](/business-in-greece/property-taxes-and-costs)). Greek banks lend to non-residents only selectively, so most foreign buyers pay from their own funds, transferred from abroad. Keep the documents that show where the money comes from: banks and notaries will ask for them under anti-money-laundering rules.

## 2. Tax number and bank account

Every buyer needs a Greek tax number (AFM), and in practice also a Greek bank account, because the price must be paid by traceable bank transfer or banker's cheque. Both can be arranged through a representative with a power of attorney; see [getting an AFM and opening a bank account](/business-in-greece/tax-number-and-bank-account).

## 3. Choosing a lawyer and the property

The lawyer works for you, not for the seller or the agent, and is usually paid around 1% of the price. Appoint one before you sign anything, including a reservation form. When you find the property, agree the price, the payment terms, what is included (furniture, parking space, storage room) and the date of completion.

## 4. Due diligence

Before any significant payment, the following checks are made:

- **Title** — the chain of title deeds, usually twenty years back, in the Hellenic Cadastre or, where the Cadastre is not yet complete, in the local land registry; mortgages, pre-notations of mortgage, seizures and pending lawsuits.
- **Planning and permits** — the building permit and plans, and an engineer's certificate confirming that there are no unauthorised works, or that they have been legalised. Without this certificate the notary cannot sign the contract.
- **Taxes and charges** — the seller's tax clearance and ENFIA certificate, and the municipal certificate for the property duty.
- **Energy performance certificate** — required for every sale.
- **Common charges** — for apartments, a statement from the building manager that no charges are owed.

For new buildings, the developer should also provide the Electronic Building Identity, which records the permit, the plans and the inspections of the building.

## 5. Reservation and preliminary contract

For a resale property, the parties often go straight to the final contract once the checks are done, sometimes with a small reservation deposit. When something still has to happen — a property under construction, a mortgage to be released, a document to be issued — a preliminary contract is signed before a notary, usually with a deposit of about 10%.

## 6. Transfer tax and the final contract

The transfer tax return is filed electronically and the tax (or, for some new buildings, VAT) is paid before signing. On the day, buyer and seller — or their representatives — sign the contract before the notary, who reads it aloud. If you do not speak Greek, a translator must be present. The balance of the price is paid at that moment, by bank transfer or banker's cheque, and the notary records the means of payment in the contract.

## 7. Registration

The notary or your lawyer files the contract with the Hellenic Cadastre. Ownership passes formally on registration, and the Cadastre issues a certificate of registration in your name, usually within a few weeks.

## After the purchase

Transfer the electricity, water and gas contracts to your name, insure the property and, if you are going to let it, declare the lease to the tax authority. The property will be included in your ENFIA assessment from the following year, because ENFIA is charged to whoever owns the property on 1 January.

If you would rather have one team take care of all of this, our [transaction support](/services/transaction-support) service covers every step from offer to registration, and our current [properties for sale](/properties) come with the checks already done.`,
  },
  ru: {
    title: 'Покупка недвижимости в Греции: пошаговое руководство',
    summary:
      'От бюджета до регистрации права собственности: кто участвует в сделке, какие нужны документы и что проверить, если вы покупаете жильё в Греции как иностранец.',
    body: `Греция открыта для иностранных покупателей, и процедура покупки, хоть и требует немало бумаг, давно отлажена. Договор оформляет нотариус, переход права собственности фиксируется в государственном реестре, а интересы покупателя, как правило, представляет адвокат. Если заранее знать порядок действий, можно сэкономить время и избежать самых частых сюрпризов: самовольных построек, неуплаченных налогов продавца и прав собственности, которые так и не были должным образом зарегистрированы.

## Могут ли иностранцы покупать недвижимость в Греции?

Да. Граждане ЕС и ЕЭЗ покупают на тех же условиях, что и греки. Граждане других стран тоже могут свободно покупать недвижимость почти по всей стране; лишь в отдельных приграничных районах — например, на части островов Додеканес и Северного Эгейского моря, а также во Фракии — покупателю не из ЕС нужно предварительное разрешение региональных властей. Ваш адвокат сразу скажет, касается ли это выбранного объекта.

## 1. Бюджет и финансирование

Сверх цены заложите примерно 6–8% на налоги и сборы (подробнее — в статье о [налогах и расходах при покупке](/business-in-greece/property-taxes-and-costs)). Греческие банки кредитуют нерезидентов избирательно, поэтому большинство иностранцев покупают на собственные средства, переведённые из-за рубежа. Сохраните документы, подтверждающие происхождение денег: банк и нотариус запросят их в рамках правил по противодействию отмыванию средств.

## 2. Налоговый номер и банковский счёт

Каждому покупателю нужен греческий налоговый номер (AFM), а на практике и счёт в греческом банке, потому что цену нужно оплатить отслеживаемым банковским переводом или банковским чеком. И то и другое можно оформить через представителя по доверенности — см. статью о [получении AFM и открытии счёта](/business-in-greece/tax-number-and-bank-account).

## 3. Выбор адвоката и объекта

Адвокат работает на вас, а не на продавца или агента; обычно его гонорар составляет около 1% от цены. Наймите его до того, как что-либо подписывать, включая бланк бронирования. Когда объект найден, согласуйте цену, порядок оплаты, что входит в сделку (мебель, парковочное место, кладовая), и дату подписания основного договора.

## 4. Проверка объекта

До внесения сколько-нибудь значительных сумм проводятся следующие проверки:

- **Право собственности** — цепочка правоустанавливающих документов, обычно за двадцать лет, в Кадастре Греции, а там, где кадастр ещё не завершён, — в местном ипотечном реестре; ипотеки, предварительные ипотечные записи, аресты и судебные иски.
- **Градостроительный статус и разрешения** — разрешение на строительство и чертежи, а также справка инженера о том, что самовольных построек нет или они легализованы. Без этой справки нотариус не подпишет договор.
- **Налоги и сборы** — справка продавца об отсутствии налоговой задолженности, справка об уплате ENFIA и справка муниципалитета об уплате местного налога на недвижимость.
- **Сертификат энергоэффективности** — обязателен при любой продаже.
- **Общедомовые расходы** — для квартир справка управляющего домом об отсутствии задолженности.

Для новостроек застройщик также должен предоставить Электронный паспорт здания, в котором собраны разрешение, чертежи и результаты проверок.

## 5. Бронирование и предварительный договор

При покупке на вторичном рынке стороны после проверок часто сразу переходят к основному договору, иногда внося небольшой задаток за бронирование. Если ещё что-то должно произойти — дом достраивается, нужно снять ипотеку или получить документ, — у нотариуса подписывается предварительный договор, обычно с задатком около 10%.

## 6. Налог на передачу и основной договор

Декларация по налогу на передачу подаётся в электронном виде, и налог (или НДС — для некоторых новостроек) уплачивается до подписания. В день сделки покупатель и продавец или их представители подписывают договор у нотариуса, который зачитывает его вслух. Если вы не говорите по-гречески, обязательно присутствие переводчика. Оставшаяся часть цены выплачивается в этот момент банковским переводом или банковским чеком, и нотариус указывает способ оплаты в договоре.

## 7. Регистрация

Нотариус или ваш адвокат подаёт договор в Кадастр. Право собственности формально переходит с момента регистрации, и Кадастр выдаёт свидетельство о регистрации на ваше имя, как правило, в течение нескольких недель.

## После покупки

Переоформите на себя договоры на электричество, воду и газ, застрахуйте недвижимость и, если собираетесь её сдавать, зарегистрируйте договор аренды в налоговой службе. Со следующего года объект будет включён в расчёт вашего ENFIA: налог начисляется тому, кто владеет недвижимостью на 1 января.

Если вы предпочитаете, чтобы всем этим занималась одна команда, наша услуга [сопровождения сделок](/services/transaction-support) охватывает все шаги от предложения до регистрации, а по [объектам в продаже](/properties) проверки уже проведены.`,
  },
  el: {
    title: 'Αγορά ακινήτου στην Ελλάδα: ο οδηγός βήμα βήμα',
    summary:
      'Από τον προϋπολογισμό έως την καταχώριση του τίτλου: ποιοι συμμετέχουν, ποια έγγραφα χρειάζονται και τι πρέπει να ελεγχθεί όταν αγοράζετε κατοικία στην Ελλάδα.',
    body: `Η Ελλάδα είναι ανοιχτή σε αγοραστές από το εξωτερικό και η διαδικασία αγοράς, αν και απαιτεί αρκετά έγγραφα, είναι καλά οργανωμένη. Το συμβόλαιο συντάσσει συμβολαιογράφος, η μεταβίβαση καταχωρίζεται σε δημόσιο μητρώο και ο αγοραστής εκπροσωπείται συνήθως από δικηγόρο. Αν γνωρίζετε από πριν τη σειρά των βημάτων, κερδίζετε χρόνο και αποφεύγετε τις πιο συνηθισμένες εκπλήξεις: αυθαίρετες κατασκευές, απλήρωτους φόρους του πωλητή και τίτλους που δεν μεταγράφηκαν ποτέ σωστά.

## Μπορούν οι αλλοδαποί να αγοράσουν ακίνητο;

Ναι. Οι πολίτες της ΕΕ και του ΕΟΧ αγοράζουν με ακριβώς τους ίδιους όρους με τους Έλληνες. Και οι πολίτες άλλων χωρών μπορούν να αγοράσουν ελεύθερα στο μεγαλύτερο μέρος της χώρας· μόνο σε ορισμένες παραμεθόριες περιοχές — για παράδειγμα σε τμήματα νησιών της Δωδεκανήσου και του Βορείου Αιγαίου ή της Θράκης — ο αγοραστής από τρίτη χώρα χρειάζεται προηγούμενη άδεια της αρμόδιας αρχής. Ο δικηγόρος σας θα σας πει από την αρχή αν αυτό σας αφορά.

## 1. Προϋπολογισμός και χρηματοδότηση

Υπολογίστε περίπου 6–8% πάνω από την τιμή για φόρους και έξοδα (δείτε τον οδηγό για τους [φόρους και τα έξοδα αγοράς](/business-in-greece/property-taxes-and-costs)). Οι ελληνικές τράπεζες χορηγούν δάνεια σε μη κατοίκους επιλεκτικά, γι' αυτό οι περισσότεροι ξένοι αγοραστές πληρώνουν με ίδια κεφάλαια που μεταφέρουν από το εξωτερικό. Κρατήστε τα έγγραφα που δείχνουν την προέλευση των χρημάτων: τράπεζα και συμβολαιογράφος θα τα ζητήσουν βάσει των κανόνων για την πρόληψη της νομιμοποίησης εσόδων από παράνομες δραστηριότητες.

## 2. ΑΦΜ και τραπεζικός λογαριασμός

Κάθε αγοραστής χρειάζεται ελληνικό ΑΦΜ και, στην πράξη, λογαριασμό σε ελληνική τράπεζα, επειδή το τίμημα πρέπει να καταβληθεί με τραπεζική μεταφορά ή τραπεζική επιταγή. Και τα δύο μπορούν να γίνουν μέσω εκπροσώπου με πληρεξούσιο· δείτε τον οδηγό για την [έκδοση ΑΦΜ και το άνοιγμα λογαριασμού](/business-in-greece/tax-number-and-bank-account).

## 3. Δικηγόρος και επιλογή ακινήτου

Ο δικηγόρος εργάζεται για εσάς, όχι για τον πωλητή ή τον μεσίτη, και η αμοιβή του είναι συνήθως γύρω στο 1% της τιμής. Ορίστε τον πριν υπογράψετε οτιδήποτε, ακόμη και ένα έντυπο κράτησης. Όταν βρείτε το ακίνητο, συμφωνήστε την τιμή, τον τρόπο πληρωμής, τι περιλαμβάνεται (έπιπλα, θέση στάθμευσης, αποθήκη) και την ημερομηνία υπογραφής.

## 4. Έλεγχοι

Πριν από κάθε σημαντική πληρωμή γίνονται οι εξής έλεγχοι:

- **Τίτλοι** — η αλυσίδα των τίτλων, συνήθως είκοσι χρόνια πίσω, στο Ελληνικό Κτηματολόγιο ή, όπου αυτό δεν έχει ολοκληρωθεί, στο τοπικό υποθηκοφυλακείο· υποθήκες, προσημειώσεις, κατασχέσεις και εκκρεμείς δίκες.
- **Πολεοδομική κατάσταση** — η οικοδομική άδεια και τα σχέδια, καθώς και βεβαίωση μηχανικού ότι δεν υπάρχουν αυθαίρετα ή ότι έχουν τακτοποιηθεί. Χωρίς αυτή τη βεβαίωση ο συμβολαιογράφος δεν μπορεί να υπογράψει.
- **Φόροι και τέλη** — φορολογική ενημερότητα και πιστοποιητικό ΕΝΦΙΑ του πωλητή, βεβαίωση του δήμου για το ΤΑΠ.
- **Πιστοποιητικό Ενεργειακής Απόδοσης** — απαιτείται σε κάθε πώληση.
- **Κοινόχρηστα** — για διαμερίσματα, βεβαίωση του διαχειριστή ότι δεν υπάρχουν οφειλές.

Στα νεόδμητα κτίρια ο κατασκευαστής πρέπει επίσης να προσκομίσει την Ηλεκτρονική Ταυτότητα Κτιρίου, όπου καταγράφονται η άδεια, τα σχέδια και οι έλεγχοι του κτιρίου.

## 5. Κράτηση και προσύμφωνο

Σε ακίνητα μεταπώλησης, μετά τους ελέγχους τα μέρη συχνά προχωρούν κατευθείαν στο οριστικό συμβόλαιο, ενίοτε με μια μικρή προκαταβολή κράτησης. Όταν εκκρεμεί κάτι — το ακίνητο είναι υπό κατασκευή, πρέπει να εξαλειφθεί μια υποθήκη ή να εκδοθεί ένα έγγραφο — υπογράφεται προσύμφωνο ενώπιον συμβολαιογράφου, συνήθως με προκαταβολή περίπου 10%.

## 6. Φόρος μεταβίβασης και οριστικό συμβόλαιο

Η δήλωση φόρου μεταβίβασης υποβάλλεται ηλεκτρονικά και ο φόρος (ή, σε ορισμένες νεόδμητες οικοδομές, ο ΦΠΑ) καταβάλλεται πριν από την υπογραφή. Την ημέρα του συμβολαίου αγοραστής και πωλητής — ή οι εκπρόσωποί τους — υπογράφουν ενώπιον του συμβολαιογράφου, ο οποίος διαβάζει το κείμενο. Αν δεν μιλάτε ελληνικά, πρέπει να παρίσταται διερμηνέας. Το υπόλοιπο του τιμήματος καταβάλλεται εκείνη τη στιγμή με τραπεζική μεταφορά ή επιταγή, και ο συμβολαιογράφος αναγράφει τον τρόπο πληρωμής στο συμβόλαιο.

## 7. Καταχώριση

Ο συμβολαιογράφος ή ο δικηγόρος σας καταθέτει το συμβόλαιο στο Κτηματολόγιο. Η κυριότητα μεταβιβάζεται τυπικά με την καταχώριση, και το Κτηματολόγιο εκδίδει πιστοποιητικό καταχώρισης στο όνομά σας, συνήθως μέσα σε λίγες εβδομάδες.

## Μετά την αγορά

Μεταφέρετε στο όνομά σας τις συμβάσεις ρεύματος, νερού και φυσικού αερίου, ασφαλίστε το ακίνητο και, αν σκοπεύετε να το μισθώσετε, δηλώστε τη μίσθωση στην ΑΑΔΕ. Το ακίνητο θα συμπεριληφθεί στον ΕΝΦΙΑ σας από το επόμενο έτος, καθώς ο φόρος βαρύνει όποιον είναι κύριος του ακινήτου την 1η Ιανουαρίου.

Αν προτιμάτε να τα αναλάβει όλα μία ομάδα, η υπηρεσία [υποστήριξης συναλλαγών](/services/transaction-support) καλύπτει κάθε βήμα από την προσφορά έως την καταχώριση, ενώ για τα [ακίνητα που διαθέτουμε](/properties) οι έλεγχοι έχουν ήδη γίνει.`,
  },
});

const taxNumber = article('tax-number-and-bank-account', 3, 'guide-tax-number', {
  en: {
    title: 'Getting a Greek tax number (AFM) and opening a bank account',
    summary:
      'The AFM and a Greek bank account are the first two things you need to buy property, sign a lease or start a business in Greece. How to get them, in person or remotely.',
    body: `Almost every transaction in Greece starts with two things: a tax registration number, known as the AFM (Arithmos Forologikou Mitroou), and an account with a bank operating in Greece. You need them to buy or rent property, connect electricity, register a car, sign an employment contract or set up a company — and for the Golden Visa, the purchase price must pass through a Greek bank. Here is how both work in practice.

## The AFM: your tax number

The AFM is a nine-digit number issued by the Independent Authority for Public Revenue (AADE). It is personal and permanent: you keep the same number for life, whether or not you become a Greek tax resident. Having an AFM does not by itself make you liable to tax in Greece; it simply identifies you to the authorities.

### Who issues it and how

An AFM can be issued in person at a tax office (DOY) or, in many cases, online through the AADE's digital services with remote identity verification. Foreign nationals who live outside the EU are generally required to appoint a tax representative in Greece — an individual or company with a Greek address that receives correspondence from the tax authority on their behalf. In practice, the representative is often the lawyer or accountant who handles the application.

### Documents you will need

- a valid passport;
- proof of your address abroad, such as a recent utility bill or bank statement;
- for applications through a representative, a power of attorney and the representative's acceptance;
- the registration form, completed in Greek.

Documents issued abroad generally need an apostille and an official Greek translation. Once the file is complete, an AFM is usually issued within a few days.

### Online access

After the AFM is issued you can request personal credentials for TAXISnet, the tax authority's online platform. With them you — or your accountant — can file tax returns, declare leases, download certificates and pay ENFIA. Keep these credentials safe: they are also used to log in to many other government services on [gov.gr](https://www.gov.gr).

## AMKA and other numbers

The AFM is not the same as the AMKA, the social security number. You do not need an AMKA to buy property, but you will need one to work in Greece or to use the public health system. EU citizens and holders of a residence permit can obtain it at a citizen service centre (KEP) or through e-EFKA.

## Opening a bank account

The four systemic banks — National Bank of Greece, Eurobank, Piraeus Bank and Alpha Bank — have branches throughout the country, and several offer service in English. Opening an account as a non-resident is possible but takes more preparation than in many other countries, because banks apply strict checks on the origin of funds.

### What banks ask for

- passport and AFM;
- proof of address abroad and, if you have one, in Greece;
- proof of income or of the source of the funds you will transfer, such as tax returns, an employment contract, company documents or a sale contract;
- the purpose of the account, for example the purchase of a specific property.

Most banks expect you to visit a branch at least once, although some allow remote onboarding for certain customers, and an account can sometimes be opened through a representative with a specific power of attorney. Expect anything from a few days to several weeks, depending on your nationality, the amounts involved and how complete the file is.

### Transferring the money

For a property purchase, transfer the funds from an account in your own name abroad, with a clear reference to the purchase. Keep the bank's confirmations: the notary records how the price was paid, and for the Golden Visa the bank issues a certificate confirming the payment.

## Power of attorney

If you cannot come to Greece, a power of attorney allows a lawyer to handle the AFM, the bank account and even the purchase on your behalf. It can be signed at a Greek consulate, or before a notary in your country and then apostilled and translated. Make it specific: list exactly what the representative may do, and for which property.

## How we help

Our [transaction support](/services/transaction-support) and [business consulting](/services/business-consulting) teams arrange the AFM, the tax representative, the TAXISnet credentials and the introduction to a bank as part of every purchase or company formation. [Contact us](/contacts) to start on the paperwork before you have even chosen a property.`,
  },
  ru: {
    title: 'Налоговый номер AFM и банковский счёт в Греции',
    summary:
      'AFM и счёт в греческом банке — первое, что понадобится для покупки недвижимости, аренды жилья или открытия бизнеса в Греции. Как получить их лично или дистанционно.',
    body: `Почти любая сделка в Греции начинается с двух вещей: налогового номера AFM (Αριθμός Φορολογικού Μητρώου) и счёта в банке, работающем в Греции. Они нужны, чтобы купить или арендовать жильё, подключить электричество, зарегистрировать автомобиль, подписать трудовой договор или открыть компанию, а для Золотой визы цена объекта обязательно должна пройти через греческий банк. Рассказываем, как это устроено на практике.

## AFM — ваш налоговый номер

AFM — это девятизначный номер, который присваивает Независимое управление государственных доходов (AADE). Он личный и бессрочный: номер остаётся с вами на всю жизнь независимо от того, станете ли вы налоговым резидентом Греции. Сам по себе AFM не означает обязанности платить налоги в Греции — он лишь идентифицирует вас перед государственными органами.

### Кто выдаёт и как

AFM можно получить лично в налоговой инспекции (DOY) или во многих случаях онлайн через цифровые сервисы AADE с удалённой идентификацией. Иностранцы, проживающие за пределами ЕС, как правило, должны назначить налогового представителя в Греции — физическое лицо или компанию с греческим адресом, которые будут получать корреспонденцию из налоговой от их имени. На практике представителем часто выступает юрист или бухгалтер, который и оформляет заявление.

### Какие документы нужны

- действующий загранпаспорт;
- подтверждение адреса за рубежом — например, недавний счёт за коммунальные услуги или банковская выписка;
- при подаче через представителя — доверенность и согласие представителя;
- регистрационная форма, заполненная на греческом языке.

Документы, выданные за границей, как правило, требуют апостиля и официального перевода на греческий язык. Когда пакет документов полный, AFM обычно присваивают за несколько дней.

### Онлайн-доступ

После получения AFM можно запросить личные учётные данные для TAXISnet — онлайн-платформы налоговой службы. С ними вы или ваш бухгалтер сможете подавать декларации, регистрировать договоры аренды, получать справки и платить ENFIA. Храните эти данные надёжно: они используются и для входа во многие другие государственные сервисы на портале [gov.gr](https://www.gov.gr).

## AMKA и другие номера

AFM — не то же самое, что AMKA, номер социального страхования. Для покупки недвижимости AMKA не нужен, но он понадобится, чтобы работать в Греции или пользоваться государственной системой здравоохранения. Граждане ЕС и владельцы ВНЖ могут получить его в центре обслуживания граждан (KEP) или через e-EFKA.

## Открытие банковского счёта

У четырёх системообразующих банков — National Bank of Greece, Eurobank, Piraeus Bank и Alpha Bank — есть отделения по всей стране, а в некоторых обслуживают на английском языке. Нерезиденту открыть счёт можно, но подготовиться придётся тщательнее, чем во многих других странах: банки строго проверяют происхождение средств.

### Что запрашивают банки

- паспорт и AFM;
- подтверждение адреса за рубежом и, если есть, в Греции;
- подтверждение доходов или источника средств, которые вы собираетесь переводить: налоговые декларации, трудовой договор, документы компании, договор продажи имущества;
- цель открытия счёта — например, покупка конкретного объекта.

Большинство банков ожидают, что вы хотя бы раз придёте в отделение, хотя некоторые позволяют части клиентов открыть счёт дистанционно, а иногда это можно сделать через представителя по специальной доверенности. Срок — от нескольких дней до нескольких недель в зависимости от гражданства, сумм и полноты документов.

### Перевод средств

Для покупки недвижимости переводите деньги со счёта за рубежом, открытого на ваше имя, с понятным назначением платежа. Сохраняйте банковские подтверждения: нотариус указывает в договоре, как была оплачена цена, а для Золотой визы банк выдаёт справку, подтверждающую платёж.

## Доверенность

Если вы не можете приехать в Грецию, по доверенности адвокат оформит AFM, счёт и даже саму покупку от вашего имени. Доверенность подписывается в греческом консульстве либо у нотариуса в вашей стране, после чего на неё ставится апостиль и делается перевод. Составляйте её конкретно: перечислите, что именно может делать представитель и в отношении какого объекта.

## Чем мы поможем

Наши команды [сопровождения сделок](/services/transaction-support) и [бизнес-консалтинга](/services/business-consulting) оформляют AFM, налоговое представительство, доступ к TAXISnet и знакомят с банком в рамках любой покупки или регистрации компании. [Свяжитесь с нами](/contacts), и мы начнём с документов ещё до того, как вы выберете объект.`,
  },
  el: {
    title: 'ΑΦΜ και τραπεζικός λογαριασμός στην Ελλάδα',
    summary:
      'Ο ΑΦΜ και ένας λογαριασμός σε ελληνική τράπεζα είναι τα πρώτα που χρειάζεστε για να αγοράσετε ακίνητο, να νοικιάσετε σπίτι ή να ξεκινήσετε επιχείρηση. Πώς αποκτώνται, με φυσική παρουσία ή εξ αποστάσεως.',
    body: `Σχεδόν κάθε συναλλαγή στην Ελλάδα ξεκινά με δύο πράγματα: τον Αριθμό Φορολογικού Μητρώου (ΑΦΜ) και έναν λογαριασμό σε τράπεζα που λειτουργεί στην Ελλάδα. Τα χρειάζεστε για να αγοράσετε ή να μισθώσετε ακίνητο, να συνδέσετε ρεύμα, να ταξινομήσετε αυτοκίνητο, να υπογράψετε σύμβαση εργασίας ή να συστήσετε εταιρεία — και για το Golden Visa το τίμημα πρέπει υποχρεωτικά να περάσει από ελληνική τράπεζα. Ο οδηγός αυτός απευθύνεται κυρίως σε όσους ζουν στο εξωτερικό, ξένους υπηκόους ή Έλληνες της διασποράς.

## Ο ΑΦΜ

Ο ΑΦΜ είναι εννιαψήφιος αριθμός που εκδίδει η Ανεξάρτητη Αρχή Δημοσίων Εσόδων (ΑΑΔΕ). Είναι προσωπικός και μόνιμος: τον κρατάτε για όλη σας τη ζωή, είτε γίνετε φορολογικός κάτοικος Ελλάδας είτε όχι. Η απόκτηση ΑΦΜ δεν σημαίνει από μόνη της φορολογική υποχρέωση στην Ελλάδα· απλώς σας ταυτοποιεί απέναντι στις αρχές.

### Πού και πώς εκδίδεται

Ο ΑΦΜ εκδίδεται με φυσική παρουσία σε ΔΟΥ ή, σε πολλές περιπτώσεις, ηλεκτρονικά μέσω των ψηφιακών υπηρεσιών της ΑΑΔΕ με ταυτοποίηση εξ αποστάσεως. Οι αλλοδαποί που κατοικούν εκτός ΕΕ υποχρεούνται κατά κανόνα να ορίσουν φορολογικό εκπρόσωπο στην Ελλάδα — φυσικό ή νομικό πρόσωπο με ελληνική διεύθυνση, που παραλαμβάνει για λογαριασμό τους την αλληλογραφία της φορολογικής διοίκησης. Στην πράξη εκπρόσωπος είναι συχνά ο δικηγόρος ή ο λογιστής που χειρίζεται την αίτηση.

### Δικαιολογητικά

- ισχύον διαβατήριο·
- αποδεικτικό διεύθυνσης στο εξωτερικό, όπως πρόσφατος λογαριασμός κοινής ωφέλειας ή τραπεζική κατάσταση·
- για αιτήσεις μέσω εκπροσώπου, πληρεξούσιο και αποδοχή του εκπροσώπου·
- η δήλωση απόδοσης ΑΦΜ, συμπληρωμένη στα ελληνικά.

Τα έγγραφα που εκδίδονται στο εξωτερικό χρειάζονται κατά κανόνα επισημείωση (apostille) και επίσημη μετάφραση στα ελληνικά. Με πλήρη φάκελο ο ΑΦΜ εκδίδεται συνήθως μέσα σε λίγες ημέρες.

### Κωδικοί Taxisnet

Μετά την έκδοση του ΑΦΜ μπορείτε να αποκτήσετε προσωπικούς κωδικούς για το Taxisnet, την ηλεκτρονική πλατφόρμα της φορολογικής διοίκησης. Με αυτούς εσείς ή ο λογιστής σας υποβάλλετε δηλώσεις, δηλώνετε μισθώσεις, εκδίδετε πιστοποιητικά και πληρώνετε τον ΕΝΦΙΑ. Φυλάξτε τους προσεκτικά: χρησιμοποιούνται και για πολλές άλλες υπηρεσίες του [gov.gr](https://www.gov.gr).

## ΑΜΚΑ και άλλοι αριθμοί

Ο ΑΦΜ δεν είναι το ίδιο με τον ΑΜΚΑ, τον Αριθμό Μητρώου Κοινωνικής Ασφάλισης. Για την αγορά ακινήτου δεν χρειάζεστε ΑΜΚΑ, θα τον χρειαστείτε όμως για να εργαστείτε στην Ελλάδα ή να χρησιμοποιήσετε το δημόσιο σύστημα υγείας. Πολίτες της ΕΕ και κάτοχοι άδειας διαμονής τον αποκτούν σε ΚΕΠ ή μέσω του e-ΕΦΚΑ.

## Άνοιγμα τραπεζικού λογαριασμού

Οι τέσσερις συστημικές τράπεζες — Εθνική Τράπεζα, Eurobank, Τράπεζα Πειραιώς και Alpha Bank — έχουν καταστήματα σε όλη τη χώρα και αρκετά εξυπηρετούν και στα αγγλικά. Το άνοιγμα λογαριασμού από μη κάτοικο είναι εφικτό, αλλά θέλει καλύτερη προετοιμασία απ' ό,τι σε πολλές άλλες χώρες, επειδή οι τράπεζες ελέγχουν αυστηρά την προέλευση των κεφαλαίων.

### Τι ζητούν οι τράπεζες

- διαβατήριο και ΑΦΜ·
- αποδεικτικό διεύθυνσης στο εξωτερικό και, αν υπάρχει, στην Ελλάδα·
- αποδεικτικά εισοδήματος ή προέλευσης των χρημάτων που θα μεταφέρετε, όπως φορολογικές δηλώσεις, σύμβαση εργασίας, εταιρικά έγγραφα ή συμβόλαιο πώλησης·
- τον σκοπό του λογαριασμού, για παράδειγμα την αγορά συγκεκριμένου ακινήτου.

Οι περισσότερες τράπεζες θέλουν να επισκεφθείτε κατάστημα τουλάχιστον μία φορά, αν και ορισμένες επιτρέπουν ψηφιακή ταυτοποίηση για ορισμένους πελάτες, ενώ ο λογαριασμός μπορεί ενίοτε να ανοίξει μέσω εκπροσώπου με ειδικό πληρεξούσιο. Ο χρόνος κυμαίνεται από λίγες ημέρες έως αρκετές εβδομάδες, ανάλογα με την υπηκοότητα, τα ποσά και την πληρότητα του φακέλου.

### Μεταφορά των χρημάτων

Για αγορά ακινήτου μεταφέρετε τα χρήματα από λογαριασμό στο όνομά σας στο εξωτερικό, με σαφή αιτιολογία. Κρατήστε τις επιβεβαιώσεις της τράπεζας: ο συμβολαιογράφος αναγράφει στο συμβόλαιο τον τρόπο πληρωμής, ενώ για το Golden Visa η τράπεζα εκδίδει βεβαίωση για την καταβολή του τιμήματος.

## Πληρεξούσιο

Αν δεν μπορείτε να έρθετε στην Ελλάδα, με πληρεξούσιο ένας δικηγόρος μπορεί να αναλάβει τον ΑΦΜ, τον λογαριασμό, ακόμη και την ίδια την αγορά. Το πληρεξούσιο υπογράφεται σε ελληνικό προξενείο ή ενώπιον συμβολαιογράφου στη χώρα σας και στη συνέχεια επισημειώνεται και μεταφράζεται. Συντάξτε το συγκεκριμένα: αναφέρετε με ακρίβεια τι μπορεί να κάνει ο εκπρόσωπος και για ποιο ακίνητο.

## Πώς βοηθάμε

Οι ομάδες [υποστήριξης συναλλαγών](/services/transaction-support) και [επιχειρηματικής συμβουλευτικής](/services/business-consulting) αναλαμβάνουν τον ΑΦΜ, τη φορολογική εκπροσώπηση, τους κωδικούς Taxisnet και τη σύσταση σε τράπεζα στο πλαίσιο κάθε αγοράς ή σύστασης εταιρείας. [Επικοινωνήστε μαζί μας](/contacts) για να ξεκινήσουμε από τα έγγραφα πριν καν επιλέξετε ακίνητο.`,
  },
});

const propertyCosts = article('property-taxes-and-costs', 4, 'guide-property-costs', {
  en: {
    title: 'Property taxes and buying costs in Greece',
    summary:
      'Transfer tax, VAT, notary and Cadastre fees when you buy; ENFIA and municipal charges while you own; tax on rent and on a sale. What to budget for.',
    body: `The price on the listing is not the whole cost of a Greek property. Buyers pay a transfer tax and several professional fees at purchase, owners pay an annual property tax and municipal charges, and rental income is taxed. This guide sets out the main items so that you can budget realistically. Rates and exemptions change from year to year, so treat the figures as a guide and confirm them for your own case.

## One-off costs when you buy

### Property transfer tax

Most purchases are subject to property transfer tax of **3.09%**: a 3% tax plus a municipal surcharge of 3% on that tax. It is calculated on the higher of the agreed price and the property's tax (objective) value, which the state sets for every area, and the buyer pays it before the contract is signed. Residents of Greece buying a first home may be exempt, within limits that depend on family size.

### VAT on new buildings

New buildings sold by a developer, where the building permit was issued from 2006 onwards, are in principle subject to 24% VAT instead of transfer tax. VAT on such sales has been suspended by successive laws, so in practice most new homes have been sold with the 3.09% transfer tax instead. Check the rule in force on the date of your contract, because it makes a large difference to the budget.

### Notary

The notary's fee is set on a sliding scale and comes to roughly 0.65–1% of the contract value, plus 24% VAT and a small charge for copies.

### Hellenic Cadastre

Registering the contract with the Cadastre costs around 0.5% of the value, plus small fees for certificates.

### Lawyer and engineer

Legal fees are agreed freely; about 1% of the price plus VAT is common for a straightforward purchase. The engineer's certificate on unauthorised works, required for the transfer, usually costs a few hundred euros; legalising an irregular addition costs more, depending on its size.

### Estate agent

Where an estate agent is involved, the commission is typically 2% of the price plus VAT, payable by each party that uses the agent. There is no agency fee when you buy directly from a developer.

### An example

For a resale apartment in Athens bought for €400,000, with a tax value below the price, a buyer might budget:

- transfer tax: €12,360;
- notary, with VAT: about €4,000;
- Cadastre: about €2,000;
- lawyer, with VAT: about €5,000;
- engineer and certificates: about €500.

That is about €24,000, or 6% of the price — plus €9,920 if an agent charges 2% plus VAT.

## Annual costs while you own

### ENFIA

The Unified Property Ownership Tax (ENFIA) is charged every year on property owned on 1 January. The main tax depends on the size of the property and on its location, age, floor and use; a supplementary tax applies, at progressive rates, to individuals whose property in Greece is worth more than €250,000 in total. Homes insured against natural disasters receive a discount. The assessment appears in TAXISnet in spring and is paid in monthly instalments. For a typical two-bedroom apartment in a good Athens neighbourhood, ENFIA comes to a few hundred euros a year.

### Municipal charges

Municipal fees for cleaning and street lighting and a small municipal property duty are collected through the electricity bill, according to the surface area of the property. Apartment owners also pay common charges for the building.

### Insurance

Insurance is not mandatory for most private homes, but it is advisable — and it reduces ENFIA.

## Taxes on income and on a sale

### Rental income

Rental income of individuals is taxed separately from other income, at 15% up to €12,000 a year, 35% from €12,001 to €35,000 and 45% above that. Leases must be declared to the tax authority. Non-residents are taxed in Greece on Greek rental income; a double tax treaty with the country where they live usually prevents it from being taxed twice.

### Capital gains

A 15% tax on gains from the sale of property by individuals exists in law but has been suspended for several years; check its status before you sell. Companies pay corporate income tax on such gains.

### Inheritance and gifts

Transfers to a spouse or children are taxed at low rates after a tax-free allowance of €150,000 per recipient. Other relatives and unrelated persons pay higher rates.

## Plan before you sign

The cheapest tax advice is the advice you take before the contract: whether to buy personally or through a company, in one name or two, with or without VAT. Our [transaction support](/services/transaction-support) team prepares a full cost estimate for every property you consider, and our [investment](/services/investment) team models the return after tax. See also our guide to [buying property in Greece](/business-in-greece/buying-property-in-greece).`,
  },
  ru: {
    title: 'Налоги и расходы при покупке недвижимости в Греции',
    summary:
      'Налог на передачу, НДС, нотариус и Кадастр при покупке; ENFIA и муниципальные сборы при владении; налоги на аренду и продажу. Что заложить в бюджет.',
    body: `Цена в объявлении — ещё не вся стоимость греческой недвижимости. При покупке оплачиваются налог на передачу собственности и услуги нескольких специалистов, владелец ежегодно платит налог на недвижимость и муниципальные сборы, а доход от аренды облагается налогом. В этой статье собраны основные статьи расходов, чтобы вы могли реалистично спланировать бюджет. Ставки и льготы меняются из года в год, поэтому цифры — ориентир, и их стоит уточнить для вашей ситуации.

## Разовые расходы при покупке

### Налог на передачу собственности

Большинство сделок облагаются налогом на передачу собственности в размере **3,09%**: это налог 3% плюс муниципальная надбавка в размере 3% от суммы налога. Он рассчитывается от большей из двух величин — согласованной цены или кадастровой (объективной) стоимости, которую государство устанавливает для каждого района, — и уплачивается покупателем до подписания договора. Жители Греции, покупающие первое жильё, могут быть освобождены от налога в пределах, зависящих от состава семьи.

### НДС на новостройки

Новые здания, которые продаёт застройщик и разрешение на строительство которых выдано начиная с 2006 года, в принципе облагаются НДС 24% вместо налога на передачу. Однако действие НДС для таких сделок раз за разом приостанавливается законом, поэтому на практике большинство новых квартир продаются с налогом на передачу 3,09%. Уточните правило, действующее на дату вашего договора: для бюджета разница огромная.

### Нотариус

Гонорар нотариуса рассчитывается по убывающей шкале и составляет примерно 0,65–1% от суммы договора плюс НДС 24% и небольшая плата за копии.

### Кадастр

Регистрация договора в Кадастре стоит около 0,5% от стоимости плюс небольшие сборы за выписки.

### Адвокат и инженер

Гонорар адвоката согласуется свободно; при несложной покупке обычно это около 1% от цены плюс НДС. Справка инженера о самовольных постройках, необходимая для сделки, как правило, стоит несколько сотен евро; легализация самовольной пристройки обходится дороже — в зависимости от её площади.

### Агентство недвижимости

Если в сделке участвует агентство, его комиссия обычно составляет 2% от цены плюс НДС для каждой стороны, которая пользуется его услугами. При покупке напрямую у застройщика комиссии нет.

### Пример

При покупке квартиры на вторичном рынке в Афинах за 400 000 € с кадастровой стоимостью ниже цены покупателю стоит заложить:

- налог на передачу: 12 360 €;
- нотариус с НДС: около 4000 €;
- Кадастр: около 2000 €;
- адвокат с НДС: около 5000 €;
- инженер и справки: около 500 €.

Итого около 24 000 €, или 6% от цены, — и ещё 9920 €, если агентство берёт 2% плюс НДС.

## Ежегодные расходы при владении

### ENFIA

Единый налог на недвижимость (ENFIA) начисляется ежегодно на недвижимость, которой вы владеете на 1 января. Основной налог зависит от площади объекта, его расположения, возраста, этажа и назначения; дополнительный налог по прогрессивной шкале платят физические лица, чья недвижимость в Греции в совокупности стоит более 250 000 €. Для жилья, застрахованного от стихийных бедствий, предусмотрена скидка. Расчёт появляется в TAXISnet весной и оплачивается ежемесячными платежами. Для типичной квартиры с двумя спальнями в хорошем районе Афин ENFIA составляет несколько сотен евро в год.

### Муниципальные сборы

Муниципальные сборы за уборку и уличное освещение, а также небольшой местный налог на недвижимость включаются в счёт за электричество и зависят от площади объекта. Владельцы квартир также оплачивают общедомовые расходы.

### Страхование

Для большинства частных домов страховка не обязательна, но желательна — к тому же она снижает ENFIA.

## Налоги на доход и продажу

### Доход от аренды

Доход физических лиц от аренды облагается отдельно от прочих доходов: 15% до 12 000 € в год, 35% — от 12 001 до 35 000 € и 45% — свыше. Договоры аренды необходимо регистрировать в налоговой службе. Нерезиденты платят налог в Греции с греческого арендного дохода; соглашение об избежании двойного налогообложения со страной проживания, как правило, не позволяет обложить этот доход дважды.

### Прирост капитала

Налог 15% на прибыль от продажи недвижимости физическими лицами предусмотрен законом, но уже несколько лет приостановлен; уточните его статус перед продажей. Компании платят с такой прибыли налог на прибыль.

### Наследство и дарение

Передача имущества супругу или детям облагается по низким ставкам после необлагаемого минимума 150 000 € на каждого получателя. Для других родственников и посторонних лиц ставки выше.

## Планируйте до подписания

Самая дешёвая налоговая консультация — та, что получена до подписания договора: покупать ли на себя или через компанию, на одно имя или на двоих, с НДС или без. Наша команда [сопровождения сделок](/services/transaction-support) готовит полный расчёт расходов по каждому объекту, который вы рассматриваете, а [инвестиционная](/services/investment) команда считает доходность после налогов. См. также руководство по [покупке недвижимости в Греции](/business-in-greece/buying-property-in-greece).`,
  },
  el: {
    title: 'Φόροι και έξοδα αγοράς ακινήτου στην Ελλάδα',
    summary:
      'Φόρος μεταβίβασης, ΦΠΑ, συμβολαιογράφος και Κτηματολόγιο κατά την αγορά· ΕΝΦΙΑ και δημοτικά τέλη όσο έχετε το ακίνητο· φόροι ενοικίων και πώλησης. Τι να προϋπολογίσετε.',
    body: `Η τιμή της αγγελίας δεν είναι το συνολικό κόστος ενός ακινήτου. Κατά την αγορά ο αγοραστής πληρώνει φόρο μεταβίβασης και αμοιβές επαγγελματιών, ως ιδιοκτήτης πληρώνει ετήσιο φόρο ακινήτων και δημοτικά τέλη, ενώ το εισόδημα από ενοίκια φορολογείται. Ο οδηγός αυτός συγκεντρώνει τα βασικά κονδύλια, ώστε να προϋπολογίσετε ρεαλιστικά. Οι συντελεστές και οι απαλλαγές αλλάζουν από χρονιά σε χρονιά, γι' αυτό τα ποσά είναι ενδεικτικά και πρέπει να επιβεβαιώνονται για τη δική σας περίπτωση.

## Εφάπαξ έξοδα κατά την αγορά

### Φόρος μεταβίβασης ακινήτων

Οι περισσότερες αγορές υπόκεινται σε φόρο μεταβίβασης **3,09%**: φόρο 3% συν δημοτικό τέλος 3% επί του φόρου. Υπολογίζεται επί της μεγαλύτερης αξίας μεταξύ του συμφωνημένου τιμήματος και της αντικειμενικής αξίας, που ορίζει το κράτος για κάθε περιοχή, και καταβάλλεται από τον αγοραστή πριν από την υπογραφή του συμβολαίου. Όσοι κατοικούν στην Ελλάδα και αγοράζουν πρώτη κατοικία μπορεί να απαλλάσσονται, εντός ορίων που εξαρτώνται από την οικογενειακή κατάσταση.

### ΦΠΑ στις νεόδμητες οικοδομές

Τα νέα κτίρια που πωλεί κατασκευαστής, με οικοδομική άδεια από το 2006 και μετά, υπόκεινται κατ' αρχήν σε ΦΠΑ 24% αντί για φόρο μεταβίβασης. Ο ΦΠΑ στις πωλήσεις αυτές έχει ανασταλεί με διαδοχικές ρυθμίσεις, οπότε στην πράξη οι περισσότερες νέες κατοικίες πωλούνται με φόρο μεταβίβασης 3,09%. Ελέγξτε τι ισχύει κατά την ημερομηνία του συμβολαίου σας, γιατί η διαφορά στον προϋπολογισμό είναι μεγάλη.

### Συμβολαιογράφος

Η αμοιβή του συμβολαιογράφου ορίζεται κλιμακωτά και ανέρχεται περίπου σε 0,65–1% της αξίας του συμβολαίου, πλέον ΦΠΑ 24% και μικρό κόστος αντιγράφων.

### Κτηματολόγιο

Η καταχώριση του συμβολαίου στο Κτηματολόγιο κοστίζει περίπου 0,5% της αξίας, συν μικρά τέλη για πιστοποιητικά.

### Δικηγόρος και μηχανικός

Η αμοιβή του δικηγόρου συμφωνείται ελεύθερα· για μια απλή αγορά συνηθίζεται περίπου 1% της τιμής πλέον ΦΠΑ. Η βεβαίωση μηχανικού για τα αυθαίρετα, που απαιτείται για τη μεταβίβαση, κοστίζει συνήθως μερικές εκατοντάδες ευρώ· η τακτοποίηση μιας αυθαίρετης προσθήκης κοστίζει περισσότερο, ανάλογα με το μέγεθός της.

### Μεσίτης

Όταν μεσολαβεί μεσιτικό γραφείο, η αμοιβή είναι συνήθως 2% της τιμής πλέον ΦΠΑ για κάθε μέρος που χρησιμοποιεί τον μεσίτη. Όταν αγοράζετε απευθείας από κατασκευαστή, δεν υπάρχει μεσιτική αμοιβή.

### Ένα παράδειγμα

Για ένα διαμέρισμα μεταπώλησης στην Αθήνα με τίμημα 400.000 € και αντικειμενική αξία χαμηλότερη από την τιμή, ο αγοραστής μπορεί να υπολογίσει:

- φόρος μεταβίβασης: 12.360 €·
- συμβολαιογράφος με ΦΠΑ: περίπου 4.000 €·
- Κτηματολόγιο: περίπου 2.000 €·
- δικηγόρος με ΦΠΑ: περίπου 5.000 €·
- μηχανικός και πιστοποιητικά: περίπου 500 €.

Σύνολο περίπου 24.000 €, δηλαδή 6% της τιμής — και 9.920 € επιπλέον αν υπάρχει μεσίτης με αμοιβή 2% πλέον ΦΠΑ.

## Ετήσια έξοδα

### ΕΝΦΙΑ

Ο Ενιαίος Φόρος Ιδιοκτησίας Ακινήτων (ΕΝΦΙΑ) επιβάλλεται κάθε χρόνο στα ακίνητα που έχετε την 1η Ιανουαρίου. Ο κύριος φόρος εξαρτάται από το εμβαδόν του ακινήτου και από τη θέση, την παλαιότητα, τον όροφο και τη χρήση του· συμπληρωματικός φόρος, με προοδευτικούς συντελεστές, επιβάλλεται σε φυσικά πρόσωπα των οποίων η συνολική ακίνητη περιουσία στην Ελλάδα ξεπερνά τις 250.000 €. Οι κατοικίες που είναι ασφαλισμένες έναντι φυσικών καταστροφών έχουν έκπτωση. Το εκκαθαριστικό εμφανίζεται στο Taxisnet την άνοιξη και εξοφλείται σε μηνιαίες δόσεις. Για ένα τυπικό διαμέρισμα δύο υπνοδωματίων σε καλή περιοχή της Αθήνας, ο ΕΝΦΙΑ ανέρχεται σε μερικές εκατοντάδες ευρώ τον χρόνο.

### Δημοτικά τέλη

Τα δημοτικά τέλη καθαριότητας και ηλεκτροφωτισμού και το Τέλος Ακίνητης Περιουσίας (ΤΑΠ) εισπράττονται μέσω του λογαριασμού ρεύματος, ανάλογα με τα τετραγωνικά μέτρα του ακινήτου. Οι ιδιοκτήτες διαμερισμάτων πληρώνουν επίσης κοινόχρηστα.

### Ασφάλιση

Για τις περισσότερες ιδιωτικές κατοικίες η ασφάλιση δεν είναι υποχρεωτική, είναι όμως συνετή — και μειώνει τον ΕΝΦΙΑ.

## Φόροι εισοδήματος και πώλησης

### Εισόδημα από ενοίκια

Το εισόδημα φυσικών προσώπων από ενοίκια φορολογείται αυτοτελώς: 15% έως 12.000 € τον χρόνο, 35% από 12.001 έως 35.000 € και 45% για το υπερβάλλον. Οι μισθώσεις πρέπει να δηλώνονται στην ΑΑΔΕ. Οι μη κάτοικοι φορολογούνται στην Ελλάδα για τα ελληνικά ενοίκια· η σύμβαση αποφυγής διπλής φορολογίας με τη χώρα κατοικίας τους συνήθως αποτρέπει τη διπλή φορολόγηση.

### Υπεραξία

Ο φόρος 15% επί της υπεραξίας από πώληση ακινήτου από φυσικά πρόσωπα προβλέπεται στον νόμο, αλλά τελεί σε αναστολή εδώ και αρκετά χρόνια· ελέγξτε την ισχύ του πριν πουλήσετε. Οι εταιρείες φορολογούνται για τέτοια κέρδη με τον φόρο εισοδήματος νομικών προσώπων.

### Κληρονομιές, δωρεές και γονικές παροχές

Οι μεταβιβάσεις σε σύζυγο ή τέκνα φορολογούνται με χαμηλούς συντελεστές, μετά από αφορολόγητο όριο 150.000 € ανά δικαιούχο. Για άλλους συγγενείς και τρίτους οι συντελεστές είναι υψηλότεροι.

## Σχεδιάστε πριν υπογράψετε

Η φθηνότερη φορολογική συμβουλή είναι αυτή που παίρνετε πριν από το συμβόλαιο: αν θα αγοράσετε ατομικά ή μέσω εταιρείας, σε ένα ή σε δύο ονόματα, με ή χωρίς ΦΠΑ. Η ομάδα [υποστήριξης συναλλαγών](/services/transaction-support) ετοιμάζει πλήρη εκτίμηση κόστους για κάθε ακίνητο που εξετάζετε και η [επενδυτική](/services/investment) ομάδα υπολογίζει την απόδοση μετά από φόρους. Δείτε επίσης τον οδηγό για την [αγορά ακινήτου στην Ελλάδα](/business-in-greece/buying-property-in-greece).`,
  },
});

const company = article('setting-up-a-company-in-greece', 5, 'guide-company', {
  en: {
    title: 'Setting up a company in Greece',
    summary:
      'IKE, AE or a branch? The main legal forms, registration through the one-stop shop, the taxes a Greek company pays and what to expect from banks and accountants.',
    body: `Greece has made company formation considerably simpler over the past decade. Registration goes through a one-stop shop, most steps are electronic, and a private company can be formed with a symbolic capital. What still takes time is everything around the registration: choosing the right form, opening a corporate bank account and putting proper accounting in place from the first day. This guide covers the basics for foreign founders.

## The main legal forms

### Private company (IKE)

The Idiotiki Kefalaiouchiki Etaireia is the form most foreign founders choose for a holding, trading or service company. It can be set up by a single partner with capital from €1, and the partners' liability is limited to their contribution. Contributions may be capital, a guarantee or services. An IKE is managed by one or more administrators, who may or may not be partners.

### Société anonyme (AE)

The Anonymi Etaireia requires a minimum share capital of €25,000 and is managed by a board of directors, with a general meeting of shareholders. It is the usual form for larger companies, for ventures with several investors, for companies planning to list on the stock exchange and for certain regulated activities. Above certain size thresholds, a statutory audit is required.

### Partnerships and sole traders

General (OE) and limited (EE) partnerships and sole traders remain common among small Greek businesses, but partners are personally liable, so these forms rarely suit foreign investors.

### Branch of a foreign company

A foreign company can register a branch in Greece instead of forming a subsidiary. The branch has no separate legal personality; the parent company is responsible for its obligations, and its Greek profits are taxed in Greece.

## How registration works

1. **Preparation.** Each partner and the administrator obtain a Greek tax number (AFM); foreign documents are apostilled and translated. The company name is checked for availability with the General Commercial Registry (GEMI).
2. **Articles of association.** For an IKE, standard articles can be used and signed electronically or at the one-stop shop; a notarial deed is needed when real estate is contributed, and always for an AE.
3. **One-stop shop.** Registration with GEMI, the tax registration and the company's AFM are completed in a single procedure, at a notary, a chamber of commerce or online. The company receives its GEMI number and can start operating.
4. **Beneficial owners.** The company declares the individuals who ultimately own or control it to the register of beneficial owners.
5. **Social security.** Administrators and partners who work in the company are registered with e-EFKA.
6. **Bank account.** The corporate account is opened after registration; for an AE, the capital is paid in and certified.

A straightforward IKE can be registered within a few days. The corporate bank account usually takes longer — from one to several weeks — because banks review the shareholders, the business plan and the source of funds in detail.

## Taxes a Greek company pays

- **Corporate income tax** of 22% on profits.
- **Withholding tax on dividends** of 5%.
- **VAT** at the standard rate of 24%, with reduced rates of 13% and 6% for certain goods and services, such as some food, accommodation and books.
- **Employer social security contributions** on salaries.

Greece has double tax treaties with more than fifty countries, which often reduce withholding taxes on payments abroad.

## Accounting and compliance

Every company needs an accountant licensed in Greece. Invoices are issued electronically and reported to the tax authority's myDATA platform, VAT returns are filed monthly or quarterly, and annual financial statements are published in GEMI. Employees are declared in the ERGANI system before they start work. Penalties for late filings are significant, so this is not an area in which to economise.

## Residence and work

Owning shares in a Greek company does not require a residence permit, but living in Greece and managing the company yourself does. Depending on your situation, the options range from the [Golden Visa](/business-in-greece/golden-visa-residence-permit) to permits for investment activity or employment — see our guide to [residence permits](/business-in-greece/residence-permits-for-non-eu-citizens). EU citizens only need to register their residence.

## Incentives

Investment projects in manufacturing, tourism, technology, agrifood and energy may qualify for grants, tax relief or fast-track licensing under the development law and the strategic investments framework. Enterprise Greece, the state investment and trade agency, is the first point of contact for larger projects.

## How we help

Our [business consulting](/services/business-consulting) team coordinates the lawyer, the notary, the accountant and the bank, in English, Russian or Greek, so that your company is registered, banked and compliant from the start. [Contact us](/contacts) to discuss the right structure.`,
  },
  ru: {
    title: 'Как открыть компанию в Греции',
    summary:
      'IKE, AE или филиал? Основные формы компаний, регистрация через систему «одного окна», налоги греческой компании и чего ждать от банков и бухгалтеров.',
    body: `За последнее десятилетие регистрация компаний в Греции заметно упростилась. Она проходит через систему «одного окна», большинство шагов выполняется в электронном виде, а частную компанию можно открыть с символическим капиталом. Время по-прежнему уходит на всё, что происходит вокруг регистрации: выбор подходящей формы, открытие корпоративного счёта и налаженный с первого дня бухгалтерский учёт. В этой статье — главное, что нужно знать иностранному учредителю.

## Основные организационно-правовые формы

### Частная компания (IKE)

Idiotiki Kefalaiouchiki Etaireia — форма, которую выбирает большинство иностранных учредителей для холдинговой, торговой или сервисной компании. Её может учредить один участник с капиталом от 1 €, а ответственность участников ограничена их вкладом. Вклад может быть денежным, в виде поручительства или услуг. Управляют IKE один или несколько администраторов, которые могут и не быть участниками.

### Акционерное общество (AE)

Для Anonymi Etaireia нужен минимальный уставный капитал 25 000 €; обществом управляет совет директоров, высший орган — общее собрание акционеров. Это обычная форма для крупных компаний, проектов с несколькими инвесторами, компаний, которые планируют выход на биржу, и для некоторых регулируемых видов деятельности. При превышении определённых размеров обязателен аудит.

### Товарищества и индивидуальные предприниматели

Полные (OE) и коммандитные (EE) товарищества, а также индивидуальное предпринимательство по-прежнему распространены среди небольших греческих предприятий, но участники отвечают по долгам личным имуществом, поэтому иностранным инвесторам такие формы подходят редко.

### Филиал иностранной компании

Вместо дочерней компании иностранная фирма может зарегистрировать в Греции филиал. У филиала нет собственной правосубъектности: по его обязательствам отвечает головная компания, а прибыль, полученная в Греции, облагается налогом в Греции.

## Как проходит регистрация

1. **Подготовка.** Каждый участник и администратор получают греческий налоговый номер (AFM); иностранные документы апостилируются и переводятся. Название компании проверяется на доступность в Едином коммерческом реестре (GEMI).
2. **Устав.** Для IKE можно использовать типовой устав и подписать его электронно или в «одном окне»; нотариальный акт нужен, если в капитал вносится недвижимость, и всегда — для AE.
3. **«Одно окно».** Регистрация в GEMI, постановка на налоговый учёт и присвоение AFM компании проходят в рамках одной процедуры — у нотариуса, в торговой палате или онлайн. Компания получает номер GEMI и может начинать работу.
4. **Бенефициары.** Компания сообщает в реестр бенефициарных владельцев сведения о физических лицах, которые в конечном счёте владеют ею или её контролируют.
5. **Социальное страхование.** Администраторы и участники, работающие в компании, регистрируются в e-EFKA.
6. **Банковский счёт.** Корпоративный счёт открывается после регистрации; в AE на него вносится и удостоверяется уставный капитал.

Несложную IKE можно зарегистрировать за несколько дней. Корпоративный счёт обычно занимает больше времени — от одной до нескольких недель, потому что банки подробно изучают участников, бизнес-план и происхождение средств.

## Какие налоги платит греческая компания

- **Налог на прибыль** — 22%.
- **Налог у источника на дивиденды** — 5%.
- **НДС** — по стандартной ставке 24%, с пониженными ставками 13% и 6% для некоторых товаров и услуг, например части продуктов питания, гостиничных услуг и книг.
- **Взносы работодателя** на социальное страхование с зарплат.

У Греции действуют соглашения об избежании двойного налогообложения более чем с пятьюдесятью странами, и они часто снижают налог у источника при выплатах за рубеж.

## Бухгалтерия и отчётность

Каждой компании нужен бухгалтер с греческой лицензией. Счета выставляются в электронном виде и передаются на платформу налоговой службы myDATA, декларации по НДС подаются ежемесячно или ежеквартально, а годовая финансовая отчётность публикуется в GEMI. Сотрудники регистрируются в системе ERGANI до выхода на работу. Штрафы за просрочку отчётности ощутимые, так что экономить здесь не стоит.

## Проживание и работа

Чтобы владеть долей в греческой компании, ВНЖ не нужен, но чтобы жить в Греции и самому руководить компанией — нужен. В зависимости от ситуации это может быть [Золотая виза](/business-in-greece/golden-visa-residence-permit), разрешение на инвестиционную деятельность или на работу по найму — подробнее в нашей статье о [видах на жительство](/business-in-greece/residence-permits-for-non-eu-citizens). Гражданам ЕС достаточно зарегистрировать своё проживание.

## Льготы

Инвестиционные проекты в производстве, туризме, технологиях, агропищевом секторе и энергетике могут претендовать на гранты, налоговые льготы или ускоренное лицензирование по закону о развитии и в рамках режима стратегических инвестиций. Для крупных проектов первая точка контакта — Enterprise Greece, государственное агентство по инвестициям и торговле.

## Чем мы поможем

Наша команда [бизнес-консалтинга](/services/business-consulting) координирует работу юриста, нотариуса, бухгалтера и банка на русском, английском или греческом языке, чтобы ваша компания с самого начала была зарегистрирована, имела счёт и вела отчётность по правилам. [Свяжитесь с нами](/contacts), чтобы обсудить подходящую структуру.`,
  },
  el: {
    title: 'Σύσταση εταιρείας στην Ελλάδα',
    summary:
      'ΙΚΕ, ΑΕ ή υποκατάστημα; Οι βασικές νομικές μορφές, η καταχώριση μέσω Υπηρεσίας Μιας Στάσης, οι φόροι μιας ελληνικής εταιρείας και τι να περιμένετε από τράπεζες και λογιστές.',
    body: `Η σύσταση εταιρείας στην Ελλάδα έχει απλοποιηθεί σημαντικά την τελευταία δεκαετία. Η καταχώριση γίνεται μέσω Υπηρεσίας Μιας Στάσης, τα περισσότερα βήματα είναι ηλεκτρονικά και μια ιδιωτική εταιρεία μπορεί να συσταθεί με συμβολικό κεφάλαιο. Αυτό που εξακολουθεί να θέλει χρόνο είναι όλα όσα περιβάλλουν την καταχώριση: η επιλογή της σωστής μορφής, το άνοιγμα εταιρικού λογαριασμού και η σωστή λογιστική οργάνωση από την πρώτη μέρα. Ο οδηγός καλύπτει τα βασικά, με έμφαση σε ιδρυτές από το εξωτερικό.

## Οι βασικές νομικές μορφές

### Ιδιωτική Κεφαλαιουχική Εταιρεία (ΙΚΕ)

Η ΙΚΕ είναι η μορφή που επιλέγουν οι περισσότεροι ξένοι ιδρυτές για εταιρεία συμμετοχών, εμπορίου ή υπηρεσιών. Μπορεί να συσταθεί από έναν εταίρο, με κεφάλαιο από 1 €, και η ευθύνη των εταίρων περιορίζεται στην εισφορά τους. Οι εισφορές μπορεί να είναι κεφαλαιακές, εγγυητικές ή εξωκεφαλαιακές. Τη διοικεί ένας ή περισσότεροι διαχειριστές, εταίροι ή μη.

### Ανώνυμη Εταιρεία (ΑΕ)

Η ΑΕ απαιτεί ελάχιστο μετοχικό κεφάλαιο 25.000 € και διοικείται από διοικητικό συμβούλιο, με ανώτατο όργανο τη γενική συνέλευση των μετόχων. Είναι η συνήθης μορφή για μεγαλύτερες επιχειρήσεις, για σχήματα με πολλούς επενδυτές, για εταιρείες που σχεδιάζουν εισαγωγή στο χρηματιστήριο και για ορισμένες εποπτευόμενες δραστηριότητες. Πάνω από ορισμένα όρια μεγέθους απαιτείται υποχρεωτικός έλεγχος από ορκωτό ελεγκτή.

### Προσωπικές εταιρείες και ατομική επιχείρηση

Οι ομόρρυθμες (ΟΕ) και ετερόρρυθμες (ΕΕ) εταιρείες και η ατομική επιχείρηση παραμένουν συνηθισμένες στις μικρές ελληνικές επιχειρήσεις, όμως οι εταίροι ευθύνονται προσωπικά, γι' αυτό σπάνια ταιριάζουν σε ξένους επενδυτές.

### Υποκατάστημα αλλοδαπής εταιρείας

Μια ξένη εταιρεία μπορεί να καταχωρίσει υποκατάστημα στην Ελλάδα αντί να ιδρύσει θυγατρική. Το υποκατάστημα δεν έχει δική του νομική προσωπικότητα· για τις υποχρεώσεις του ευθύνεται η μητρική, και τα κέρδη του στην Ελλάδα φορολογούνται στην Ελλάδα.

## Πώς γίνεται η καταχώριση

1. **Προετοιμασία.** Κάθε εταίρος και ο διαχειριστής αποκτούν ελληνικό ΑΦΜ· τα αλλοδαπά έγγραφα επισημειώνονται και μεταφράζονται. Ελέγχεται η διαθεσιμότητα της επωνυμίας στο Γενικό Εμπορικό Μητρώο (ΓΕΜΗ).
2. **Καταστατικό.** Για την ΙΚΕ μπορεί να χρησιμοποιηθεί πρότυπο καταστατικό, που υπογράφεται ηλεκτρονικά ή στην Υπηρεσία Μιας Στάσης· συμβολαιογραφική πράξη απαιτείται όταν εισφέρεται ακίνητο και πάντα για την ΑΕ.
3. **Υπηρεσία Μιας Στάσης.** Η εγγραφή στο ΓΕΜΗ, η φορολογική καταχώριση και ο ΑΦΜ της εταιρείας ολοκληρώνονται σε μία διαδικασία, σε συμβολαιογράφο, σε επιμελητήριο ή ηλεκτρονικά. Η εταιρεία λαμβάνει αριθμό ΓΕΜΗ και μπορεί να ξεκινήσει δραστηριότητα.
4. **Πραγματικοί δικαιούχοι.** Η εταιρεία δηλώνει στο Μητρώο Πραγματικών Δικαιούχων τα φυσικά πρόσωπα που τελικά την κατέχουν ή την ελέγχουν.
5. **Ασφάλιση.** Οι διαχειριστές και οι εταίροι που εργάζονται στην εταιρεία εγγράφονται στον e-ΕΦΚΑ.
6. **Τραπεζικός λογαριασμός.** Ο εταιρικός λογαριασμός ανοίγει μετά την καταχώριση· στην ΑΕ καταβάλλεται και πιστοποιείται το μετοχικό κεφάλαιο.

Μια απλή ΙΚΕ μπορεί να καταχωριστεί μέσα σε λίγες ημέρες. Ο εταιρικός λογαριασμός συνήθως αργεί περισσότερο — από μία έως αρκετές εβδομάδες — επειδή οι τράπεζες εξετάζουν διεξοδικά τους εταίρους, το επιχειρηματικό σχέδιο και την προέλευση των κεφαλαίων.

## Οι φόροι μιας ελληνικής εταιρείας

- **Φόρος εισοδήματος νομικών προσώπων** 22% επί των κερδών.
- **Παρακράτηση φόρου στα μερίσματα** 5%.
- **ΦΠΑ** με κανονικό συντελεστή 24% και μειωμένους συντελεστές 13% και 6% για ορισμένα αγαθά και υπηρεσίες, όπως ορισμένα τρόφιμα, η διαμονή και τα βιβλία.
- **Εργοδοτικές ασφαλιστικές εισφορές** επί των μισθών.

Η Ελλάδα έχει συνάψει συμβάσεις αποφυγής διπλής φορολογίας με περισσότερες από πενήντα χώρες, που συχνά μειώνουν την παρακράτηση σε πληρωμές προς το εξωτερικό.

## Λογιστική και υποχρεώσεις

Κάθε εταιρεία χρειάζεται λογιστή με άδεια άσκησης επαγγέλματος στην Ελλάδα. Τα τιμολόγια εκδίδονται ηλεκτρονικά και διαβιβάζονται στην πλατφόρμα myDATA της ΑΑΔΕ, οι δηλώσεις ΦΠΑ υποβάλλονται μηνιαία ή τριμηνιαία και οι ετήσιες οικονομικές καταστάσεις δημοσιεύονται στο ΓΕΜΗ. Οι εργαζόμενοι δηλώνονται στο ΕΡΓΑΝΗ πριν ξεκινήσουν. Τα πρόστιμα για εκπρόθεσμες υποβολές είναι σημαντικά, οπότε εδώ δεν αξίζει να κάνετε οικονομία.

## Διαμονή και εργασία

Για να είστε εταίρος σε ελληνική εταιρεία δεν χρειάζεστε άδεια διαμονής· για να ζείτε στην Ελλάδα και να διοικείτε ο ίδιος την εταιρεία, χρειάζεστε. Ανάλογα με την περίπτωση, οι επιλογές κυμαίνονται από το [Golden Visa](/business-in-greece/golden-visa-residence-permit) έως άδειες για επενδυτική δραστηριότητα ή εξαρτημένη εργασία — δείτε τον οδηγό μας για τις [άδειες διαμονής](/business-in-greece/residence-permits-for-non-eu-citizens). Οι πολίτες της ΕΕ χρειάζεται μόνο να καταχωρίσουν τη διαμονή τους.

## Κίνητρα

Επενδυτικά σχέδια στη μεταποίηση, στον τουρισμό, στην τεχνολογία, στον αγροδιατροφικό τομέα και στην ενέργεια μπορεί να λάβουν επιχορηγήσεις, φορολογικές απαλλαγές ή ταχεία αδειοδότηση μέσω του αναπτυξιακού νόμου και του πλαισίου στρατηγικών επενδύσεων. Για μεγαλύτερα έργα, πρώτο σημείο επαφής είναι η Enterprise Greece, ο κρατικός φορέας για τις επενδύσεις και το εξαγωγικό εμπόριο.

## Πώς βοηθάμε

Η ομάδα [επιχειρηματικής συμβουλευτικής](/services/business-consulting) συντονίζει δικηγόρο, συμβολαιογράφο, λογιστή και τράπεζα, στα ελληνικά, τα αγγλικά ή τα ρωσικά, ώστε η εταιρεία σας να είναι καταχωρισμένη, με λογαριασμό και πλήρως ενήμερη από την αρχή. [Επικοινωνήστε μαζί μας](/contacts) για να συζητήσουμε την κατάλληλη δομή.`,
  },
});

const residencePermits = article('residence-permits-for-non-eu-citizens', 6, 'guide-residence-permits', {
  en: {
    title: 'Residence permits in Greece: the options for non-EU citizens',
    summary:
      'Golden Visa, financially independent persons, digital nomads, work and family permits: the main routes to living in Greece, and what EU citizens need to do.',
    body: `Greece offers several routes to residence, and the right one depends less on your budget than on how you plan to live: whether you will work in Greece, for whom, and how much of the year you will spend here. This guide gives an overview of the options most relevant to our clients. The conditions below are those generally in force; amounts and procedures are revised from time to time, so always check the current rules before applying.

## EU, EEA and Swiss citizens

Citizens of the EU, the EEA and Switzerland do not need a permit to live in Greece. If they stay for more than three months, they register their residence with the aliens department of the police and receive a registration certificate. After five years of continuous residence they can obtain a permanent residence document. Their non-EU family members receive a residence card as family members of an EU citizen.

## Golden Visa: residence through investment

The permit for real estate investors gives five years of residence, renewable, with no minimum stay, for a property investment of €250,000 to €800,000 depending on the location and type of property. It covers the spouse, children under 21 and the parents of both spouses, but does not allow employment. See our detailed [Golden Visa guide](/business-in-greece/golden-visa-residence-permit).

## Financially independent persons

This permit is for people who live on income from abroad — pensions, rents, dividends, interest — and do not intend to work in Greece. The applicant must show a stable monthly income of at least **€3,500**, increased by 20% for a spouse and by 15% for each child, as well as health insurance and a home in Greece, owned or rented. The procedure starts with a national (type D) visa at a Greek consulate, followed by the residence permit in Greece, which is issued for three years and is renewable.

## Digital nomads

Remote workers employed by, or providing services to, companies outside Greece can apply for a digital nomad visa and then a residence permit. The required net monthly income is **€3,500**, increased by 20% for a spouse and by 15% for each child. The visa is issued for up to a year, and the residence permit that follows for two years, renewable. Holders may not work for Greek employers. Those who become Greek tax residents may benefit from the [tax incentives for new residents](/business-in-greece/tax-residence-and-incentives).

## Work and business

- **Employment.** A Greek employer can hire a non-EU national through the procedures for employment permits; highly qualified professionals can obtain an EU Blue Card.
- **Investment activity and independent professionals.** Separate permits exist for those who invest in a business activity in Greece, for self-employed professionals and for senior staff of foreign companies posted to Greece.
- **Company founders.** Owning shares does not require a permit, but living in Greece and running the business does. Our guide to [setting up a company](/business-in-greece/setting-up-a-company-in-greece) explains the company side.

## Family, study and other permits

Family members of non-EU nationals living legally in Greece can join them through family reunification. Students enrolled at Greek universities receive study permits. Permits also exist for researchers, for medical treatment and on humanitarian grounds.

## Long-term residence and citizenship

After five years of legal residence, non-EU nationals can apply for long-term resident status, which requires, among other things, knowledge of the Greek language and of Greek history and culture. Citizenship by naturalisation generally requires seven years of legal residence, an examination in Greek language, history and civic life, and proof of integration. Not every permit counts equally towards these periods, so plan early if citizenship is your goal.

## How the process works

Applications are filed electronically with the Ministry of Migration and Asylum, and biometrics are taken at the competent migration office. Documents issued abroad — birth and marriage certificates, criminal records, income statements — must be apostilled and officially translated into Greek. Once the application is filed, a certificate of filing allows you to remain in Greece lawfully until a decision is made. Processing times vary considerably between regions and types of permit.

## How we help

We work with specialised immigration lawyers to assess which permit suits your plans and to prepare a complete application. For clients who buy property, our [Golden Visa service](/services/golden-visa) takes care of both the investment and the permit; for entrepreneurs, our [business consulting](/services/business-consulting) team combines company formation with the right permit for the founders. [Get in touch](/contacts) for a first assessment.`,
  },
  ru: {
    title: 'Виды на жительство в Греции для граждан стран вне ЕС',
    summary:
      'Золотая виза, ВНЖ для финансово независимых лиц, цифровые кочевники, работа и воссоединение семьи: основные способы переехать в Грецию и что нужно сделать гражданам ЕС.',
    body: `В Грецию можно переехать несколькими путями, и выбор зависит не столько от бюджета, сколько от того, как вы собираетесь жить: будете ли работать в Греции, на кого и какую часть года проводить здесь. В этой статье — обзор вариантов, которые чаще всего актуальны для наших клиентов. Описанные условия действуют в общем случае; суммы и процедуры время от времени пересматриваются, поэтому перед подачей всегда проверяйте актуальные правила.

## Граждане ЕС, ЕЭЗ и Швейцарии

Гражданам ЕС, ЕЭЗ и Швейцарии разрешение на проживание в Греции не требуется. Если они остаются дольше трёх месяцев, то регистрируют проживание в отделе полиции по делам иностранцев и получают свидетельство о регистрации. После пяти лет непрерывного проживания можно получить документ о постоянном проживании. Члены их семей из третьих стран получают карту проживания члена семьи гражданина ЕС.

## Золотая виза: ВНЖ за инвестиции

Разрешение для инвесторов в недвижимость даёт право на проживание сроком пять лет с продлением и без требований к минимальному пребыванию при покупке недвижимости стоимостью от 250 000 до 800 000 € — в зависимости от региона и типа объекта. Оно распространяется на супруга, детей до 21 года и родителей обоих супругов, но не даёт права работать. Подробнее — в нашем [руководстве по Золотой визе](/business-in-greece/golden-visa-residence-permit).

## Финансово независимые лица

Этот ВНЖ предназначен для тех, кто живёт на доходы из-за рубежа — пенсию, арендную плату, дивиденды, проценты — и не собирается работать в Греции. Заявитель должен подтвердить стабильный ежемесячный доход не менее **3500 €**, плюс 20% на супруга и 15% на каждого ребёнка, а также медицинскую страховку и жильё в Греции — собственное или арендованное. Процедура начинается с национальной визы категории D в греческом консульстве, затем в Греции оформляется ВНЖ на три года с правом продления.

## Цифровые кочевники

Удалённые сотрудники, работающие по найму или оказывающие услуги компаниям за пределами Греции, могут получить визу цифрового кочевника, а затем ВНЖ. Требуемый чистый ежемесячный доход — **3500 €**, плюс 20% на супруга и 15% на каждого ребёнка. Виза выдаётся на срок до года, следующий за ней ВНЖ — на два года с правом продления. Работать на греческих работодателей держатели такого статуса не могут. Те, кто становится налоговым резидентом Греции, могут воспользоваться [налоговыми льготами для новых резидентов](/business-in-greece/tax-residence-and-incentives).

## Работа и бизнес

- **Работа по найму.** Греческий работодатель может нанять гражданина третьей страны по процедуре получения разрешения на работу; высококвалифицированные специалисты могут получить Голубую карту ЕС.
- **Инвестиционная деятельность и самозанятые.** Существуют отдельные разрешения для тех, кто инвестирует в бизнес в Греции, для самозанятых специалистов и для руководителей иностранных компаний, командированных в Грецию.
- **Учредители компаний.** Чтобы владеть долей в компании, ВНЖ не нужен, но чтобы жить в Греции и вести бизнес — нужен. О корпоративной стороне вопроса — в нашей статье об [открытии компании](/business-in-greece/setting-up-a-company-in-greece).

## Семья, учёба и другие основания

Члены семьи граждан третьих стран, законно проживающих в Греции, могут приехать к ним по программе воссоединения семьи. Студенты греческих университетов получают разрешение на учёбу. Есть также разрешения для исследователей, для лечения и по гуманитарным основаниям.

## Долгосрочное проживание и гражданство

После пяти лет законного проживания граждане третьих стран могут подать заявление на статус долгосрочного резидента; для этого, в частности, нужно знание греческого языка, истории и культуры Греции. Гражданство в порядке натурализации обычно требует семи лет законного проживания, экзамена по греческому языку, истории и обществоведению и подтверждения интеграции. Не все виды ВНЖ засчитываются в эти сроки одинаково, поэтому, если ваша цель — гражданство, планируйте заранее.

## Как проходит процедура

Заявления подаются в электронном виде в Министерство миграции и убежища, биометрия сдаётся в соответствующей миграционной службе. Документы, выданные за рубежом, — свидетельства о рождении и браке, справки о несудимости, подтверждения доходов — нужно апостилировать и официально перевести на греческий язык. После подачи заявления подтверждение о приёме документов позволяет законно оставаться в Греции до вынесения решения. Сроки рассмотрения сильно различаются в зависимости от региона и вида разрешения.

## Чем мы поможем

Вместе со специализированными иммиграционными юристами мы определим, какое разрешение подходит под ваши планы, и подготовим полный пакет документов. Для тех, кто покупает недвижимость, наша [услуга «Золотая виза»](/services/golden-visa) охватывает и инвестицию, и ВНЖ; для предпринимателей команда [бизнес-консалтинга](/services/business-consulting) совмещает регистрацию компании с подходящим разрешением для учредителей. [Свяжитесь с нами](/contacts) для первичной оценки.`,
  },
  el: {
    title: 'Άδειες διαμονής στην Ελλάδα για πολίτες τρίτων χωρών',
    summary:
      'Golden Visa, οικονομικά ανεξάρτητα πρόσωπα, ψηφιακοί νομάδες, εργασία και οικογενειακή επανένωση: οι βασικοί δρόμοι για να ζήσει κανείς στην Ελλάδα και τι ισχύει για τους πολίτες της ΕΕ.',
    body: `Η Ελλάδα προσφέρει διάφορους δρόμους για νόμιμη διαμονή, και ο σωστός εξαρτάται λιγότερο από τον προϋπολογισμό και περισσότερο από το πώς σκοπεύετε να ζήσετε: αν θα εργάζεστε στην Ελλάδα, για ποιον και πόσο μέρος του χρόνου θα περνάτε εδώ. Ο οδηγός αυτός δίνει μια επισκόπηση των επιλογών που αφορούν συχνότερα τους πελάτες μας. Οι προϋποθέσεις που περιγράφονται ισχύουν γενικά· τα ποσά και οι διαδικασίες αναθεωρούνται κατά καιρούς, γι' αυτό ελέγχετε πάντα τους ισχύοντες κανόνες πριν από την αίτηση.

## Πολίτες ΕΕ, ΕΟΧ και Ελβετίας

Οι πολίτες της ΕΕ, του ΕΟΧ και της Ελβετίας δεν χρειάζονται άδεια για να ζήσουν στην Ελλάδα. Αν παραμείνουν περισσότερο από τρεις μήνες, καταχωρίζουν τη διαμονή τους στην αρμόδια υπηρεσία αλλοδαπών της Αστυνομίας και λαμβάνουν βεβαίωση εγγραφής. Μετά από πέντε χρόνια συνεχούς διαμονής μπορούν να αποκτήσουν έγγραφο μόνιμης διαμονής. Τα μέλη των οικογενειών τους από τρίτες χώρες λαμβάνουν δελτίο διαμονής μέλους οικογένειας πολίτη της Ένωσης.

## Golden Visa: διαμονή μέσω επένδυσης

Η άδεια για επενδυτές σε ακίνητα δίνει πέντε χρόνια διαμονής, με ανανέωση και χωρίς ελάχιστο χρόνο παραμονής, για επένδυση σε ακίνητο από 250.000 € έως 800.000 €, ανάλογα με την περιοχή και τον τύπο του ακινήτου. Καλύπτει τον/τη σύζυγο, τα τέκνα έως 21 ετών και τους γονείς και των δύο συζύγων, δεν επιτρέπει όμως την εργασία. Δείτε τον αναλυτικό [οδηγό για το Golden Visa](/business-in-greece/golden-visa-residence-permit).

## Οικονομικά ανεξάρτητα πρόσωπα

Η άδεια αυτή απευθύνεται σε όσους ζουν με εισοδήματα από το εξωτερικό — συντάξεις, ενοίκια, μερίσματα, τόκους — και δεν σκοπεύουν να εργαστούν στην Ελλάδα. Ο αιτών πρέπει να αποδείξει σταθερό μηνιαίο εισόδημα τουλάχιστον **3.500 €**, προσαυξημένο κατά 20% για τον/τη σύζυγο και κατά 15% για κάθε τέκνο, καθώς και ασφάλιση υγείας και κατοικία στην Ελλάδα, ιδιόκτητη ή μισθωμένη. Η διαδικασία ξεκινά με εθνική θεώρηση εισόδου (τύπου D) σε ελληνικό προξενείο και ακολουθεί η άδεια διαμονής στην Ελλάδα, που εκδίδεται για τρία χρόνια και ανανεώνεται.

## Ψηφιακοί νομάδες

Όσοι εργάζονται εξ αποστάσεως για εργοδότες ή πελάτες εκτός Ελλάδας μπορούν να λάβουν θεώρηση ψηφιακού νομάδα και στη συνέχεια άδεια διαμονής. Το απαιτούμενο καθαρό μηνιαίο εισόδημα είναι **3.500 €**, προσαυξημένο κατά 20% για τον/τη σύζυγο και κατά 15% για κάθε τέκνο. Η θεώρηση χορηγείται για έως ένα έτος και η άδεια διαμονής που ακολουθεί για δύο χρόνια, με δυνατότητα ανανέωσης. Οι κάτοχοι δεν μπορούν να εργαστούν για Έλληνες εργοδότες. Όσοι γίνονται φορολογικοί κάτοικοι Ελλάδας μπορεί να επωφεληθούν από τα [φορολογικά κίνητρα για νέους κατοίκους](/business-in-greece/tax-residence-and-incentives).

## Εργασία και επιχειρηματικότητα

- **Εξαρτημένη εργασία.** Ένας Έλληνας εργοδότης μπορεί να προσλάβει πολίτη τρίτης χώρας μέσω των διαδικασιών για άδεια εργασίας· οι εργαζόμενοι υψηλής ειδίκευσης μπορούν να λάβουν Μπλε Κάρτα ΕΕ.
- **Επενδυτική δραστηριότητα και ελεύθεροι επαγγελματίες.** Υπάρχουν ξεχωριστές άδειες για όσους επενδύουν σε επιχειρηματική δραστηριότητα στην Ελλάδα, για αυτοαπασχολούμενους και για ανώτερα στελέχη αλλοδαπών εταιρειών που αποσπώνται στην Ελλάδα.
- **Ιδρυτές εταιρειών.** Για να είστε εταίρος δεν χρειάζεστε άδεια, για να ζείτε όμως στην Ελλάδα και να διοικείτε την επιχείρηση, χρειάζεστε. Τα εταιρικά θέματα εξηγούνται στον οδηγό για τη [σύσταση εταιρείας](/business-in-greece/setting-up-a-company-in-greece).

## Οικογένεια, σπουδές και άλλες άδειες

Τα μέλη της οικογένειας πολιτών τρίτων χωρών που διαμένουν νόμιμα στην Ελλάδα μπορούν να έρθουν μέσω οικογενειακής επανένωσης. Οι φοιτητές ελληνικών πανεπιστημίων λαμβάνουν άδεια σπουδών. Προβλέπονται επίσης άδειες για ερευνητές, για ιατρική περίθαλψη και για ανθρωπιστικούς λόγους.

## Επί μακρόν διαμονή και ιθαγένεια

Μετά από πέντε χρόνια νόμιμης διαμονής, οι πολίτες τρίτων χωρών μπορούν να ζητήσουν το καθεστώς επί μακρόν διαμένοντος, για το οποίο απαιτείται, μεταξύ άλλων, γνώση της ελληνικής γλώσσας, ιστορίας και πολιτισμού. Η απόκτηση ιθαγένειας με πολιτογράφηση απαιτεί κατά κανόνα επτά χρόνια νόμιμης διαμονής, εξετάσεις στην ελληνική γλώσσα, την ιστορία και τον πολιτισμό, και απόδειξη ένταξης. Δεν προσμετρώνται όλες οι άδειες με τον ίδιο τρόπο σε αυτά τα διαστήματα, οπότε, αν στόχος σας είναι η ιθαγένεια, σχεδιάστε νωρίς.

## Πώς γίνεται η διαδικασία

Οι αιτήσεις υποβάλλονται ηλεκτρονικά στο Υπουργείο Μετανάστευσης και Ασύλου και τα βιομετρικά λαμβάνονται στην αρμόδια υπηρεσία. Τα έγγραφα του εξωτερικού — ληξιαρχικές πράξεις γέννησης και γάμου, αποσπάσματα ποινικού μητρώου, αποδεικτικά εισοδήματος — πρέπει να φέρουν επισημείωση και επίσημη μετάφραση στα ελληνικά. Μετά την υποβολή, η βεβαίωση κατάθεσης σας επιτρέπει να παραμένετε νόμιμα στην Ελλάδα μέχρι την έκδοση απόφασης. Οι χρόνοι διεκπεραίωσης διαφέρουν αισθητά ανά περιοχή και κατηγορία άδειας.

## Πώς βοηθάμε

Συνεργαζόμαστε με εξειδικευμένους δικηγόρους μεταναστευτικού δικαίου για να εκτιμήσουμε ποια άδεια ταιριάζει στα σχέδιά σας και να ετοιμάσουμε πλήρη φάκελο. Για όσους αγοράζουν ακίνητο, η [υπηρεσία Golden Visa](/services/golden-visa) αναλαμβάνει και την επένδυση και την άδεια· για επιχειρηματίες, η ομάδα [επιχειρηματικής συμβουλευτικής](/services/business-consulting) συνδυάζει τη σύσταση εταιρείας με την κατάλληλη άδεια για τους ιδρυτές. [Επικοινωνήστε μαζί μας](/contacts) για μια πρώτη εκτίμηση.`,
  },
});

const taxResidence = article('tax-residence-and-incentives', 7, 'guide-tax-residence', {
  en: {
    title: 'Moving your tax residence to Greece: rules and incentives',
    summary:
      'When you become a Greek tax resident, how Greece taxes worldwide income, and the special regimes for high-net-worth individuals, pensioners and people who relocate to work.',
    body: `Buying a home or obtaining a residence permit does not, on its own, make you a Greek tax resident. But many of our clients do move their lives to Greece, and for them the country offers some of the most attractive regimes for new residents in Europe. This guide explains the basic rules and the three main incentive regimes. It is an overview, not tax advice: the right choice depends on your income, your family and the country you are leaving.

## When you become a Greek tax resident

You are generally a Greek tax resident if Greece is your permanent or main residence, or the centre of your vital interests — where your family lives and your economic interests lie. You are also treated as resident if you spend more than 183 days in Greece within any twelve-month period. Where another country also considers you resident, the double tax treaty between the two decides.

Greek tax residents are taxed on their worldwide income; non-residents only on income from Greek sources, such as rent from property in Greece.

## How income is taxed

Employment, pension and business income is taxed on a progressive scale from 9% to 44%. Rental income is taxed separately at 15%, 35% and 45%, and dividends and interest at flat rates of 5% and 15% respectively. Greece has no general wealth tax; property is taxed through ENFIA (see [property taxes and costs](/business-in-greece/property-taxes-and-costs)).

The tax year is the calendar year. Returns are filed online, usually between spring and summer of the following year, and the tax can be paid in instalments.

## The alternative regime for high-net-worth individuals

Individuals who transfer their tax residence to Greece can opt to pay a **flat tax of €100,000 a year** on all their foreign-source income, however large, for up to 15 years. The main conditions are:

- you were not a Greek tax resident for seven of the eight years before the transfer;
- you, or a company you control, invest at least **€500,000** in Greece — in real estate, businesses, securities or shares in Greek companies — within three years.

Family members can be included for an additional €20,000 a year each. Income from Greek sources is taxed under the normal rules, and assets located abroad are exempt from Greek inheritance and gift tax.

## Foreign pensioners: a flat 7%

Pensioners who move their tax residence to Greece can have all their foreign-source income — pensions as well as other income — taxed at a **flat rate of 7%** for up to 15 years. They must not have been Greek tax residents for five of the six previous years, and must come from a country that has a tax treaty or an administrative cooperation agreement with Greece.

## Relocating to work: 50% relief

Employees and self-employed professionals who move their tax residence to Greece to work here can have **50% of their employment or business income exempt** from income tax for seven years. The conditions include not having been a Greek tax resident for five of the previous six years, and working for a Greek employer, a permanent establishment in Greece or as self-employed in Greece, with the intention of staying for at least two years.

## Practical points

- Choose the regime before you file your first Greek tax return: each regime has its own application deadline.
- Keep evidence of your previous residence abroad — certificates of tax residence from the country you are leaving are usually required.
- Social security is separate from tax: employees and self-employed persons in Greece contribute to e-EFKA, unless an EU coordination rule or a bilateral agreement applies.
- If you keep property or companies in your former country, check its rules on leaving tax residence as carefully as the Greek ones.

## How we help

We work with independent tax advisers who specialise in relocation to Greece, and we coordinate their advice with the purchase of your home and, if needed, your [residence permit](/business-in-greece/residence-permits-for-non-eu-citizens). Our [business consulting](/services/business-consulting) team can also set up the Greek company through which many clients make the qualifying investment. [Contact us](/contacts) to arrange a consultation.`,
  },
  ru: {
    title: 'Налоговое резидентство в Греции: правила и льготы',
    summary:
      'Когда вы становитесь налоговым резидентом Греции, как облагается мировой доход и какие особые режимы действуют для состоятельных людей, пенсионеров и тех, кто переезжает работать.',
    body: `Покупка жилья или получение ВНЖ сами по себе не делают вас налоговым резидентом Греции. Но многие наши клиенты действительно переезжают сюда жить, и для них Греция предлагает одни из самых привлекательных в Европе режимов для новых резидентов. В этой статье — основные правила и три главных льготных режима. Это обзор, а не налоговая консультация: правильный выбор зависит от ваших доходов, семьи и страны, из которой вы уезжаете.

## Когда вы становитесь налоговым резидентом

Как правило, вы налоговый резидент Греции, если здесь находится ваше постоянное или основное место жительства либо центр жизненных интересов — там, где живёт семья и сосредоточены экономические интересы. Резидентом вас также считают, если вы проводите в Греции более 183 дней в течение любых двенадцати месяцев подряд. Если резидентом вас одновременно считает другая страна, вопрос решается по соглашению об избежании двойного налогообложения между ними.

Налоговые резиденты Греции платят налог со всего мирового дохода, нерезиденты — только с доходов из греческих источников, например с аренды недвижимости в Греции.

## Как облагаются доходы

Доходы от работы по найму, пенсии и предпринимательской деятельности облагаются по прогрессивной шкале от 9% до 44%. Доход от аренды облагается отдельно по ставкам 15%, 35% и 45%, дивиденды и проценты — по фиксированным ставкам 5% и 15% соответственно. Общего налога на богатство в Греции нет; недвижимость облагается через ENFIA (см. статью о [налогах и расходах](/business-in-greece/property-taxes-and-costs)).

Налоговый год совпадает с календарным. Декларации подаются онлайн, обычно весной или летом следующего года, а налог можно платить частями.

## Альтернативный режим для состоятельных лиц

Те, кто переносит налоговое резидентство в Грецию, могут выбрать **фиксированный налог 100 000 € в год** на весь иностранный доход, каким бы большим он ни был, на срок до 15 лет. Основные условия:

- в течение семи из восьми лет до переезда вы не были налоговым резидентом Греции;
- вы или контролируемая вами компания в течение трёх лет инвестируете в Грецию не менее **500 000 €** — в недвижимость, бизнес, ценные бумаги или доли в греческих компаниях.

Членов семьи можно включить в режим, доплачивая по 20 000 € в год за каждого. Доходы из греческих источников облагаются по общим правилам, а имущество за рубежом освобождается от греческого налога на наследство и дарение.

## Иностранные пенсионеры: 7%

Пенсионеры, переносящие налоговое резидентство в Грецию, могут платить **фиксированный налог 7%** со всех доходов из иностранных источников — и с пенсий, и с прочих доходов — в течение 15 лет. Условия: не быть налоговым резидентом Греции пять из шести предыдущих лет и переезжать из страны, у которой с Грецией есть налоговое соглашение или соглашение об административном сотрудничестве.

## Переезд ради работы: льгота 50%

Наёмные работники и самозанятые специалисты, которые переносят налоговое резидентство в Грецию, чтобы работать здесь, могут на семь лет освободить от подоходного налога **50% дохода от работы или деятельности**. Среди условий — не быть налоговым резидентом Греции пять из шести предыдущих лет и работать на греческого работодателя, в постоянном представительстве в Греции или как самозанятый в Греции с намерением остаться не менее чем на два года.

## Практические советы

- Определитесь с режимом до подачи первой греческой декларации: у каждого режима свои сроки подачи заявления.
- Сохраняйте подтверждения прежнего резидентства за рубежом — как правило, нужны справки о налоговом резидентстве из страны, откуда вы переезжаете.
- Социальное страхование — отдельный от налогов вопрос: работающие по найму и самозанятые в Греции платят взносы в e-EFKA, если не действуют правила координации ЕС или двустороннее соглашение.
- Если за вами остаётся недвижимость или компании в прежней стране, изучите её правила о прекращении налогового резидентства так же внимательно, как греческие.

## Чем мы поможем

Мы работаем с независимыми налоговыми консультантами, которые специализируются на переезде в Грецию, и согласуем их рекомендации с покупкой вашего дома и, при необходимости, с получением [вида на жительство](/business-in-greece/residence-permits-for-non-eu-citizens). Наша команда [бизнес-консалтинга](/services/business-consulting) может также открыть греческую компанию, через которую многие клиенты делают квалифицирующую инвестицию. [Свяжитесь с нами](/contacts), чтобы назначить консультацию.`,
  },
  el: {
    title: 'Μεταφορά φορολογικής κατοικίας στην Ελλάδα: κανόνες και κίνητρα',
    summary:
      'Πότε γίνεστε φορολογικός κάτοικος Ελλάδας, πώς φορολογείται το παγκόσμιο εισόδημα και ποια ειδικά καθεστώτα ισχύουν για ιδιώτες υψηλής περιουσίας, συνταξιούχους και όσους μετακομίζουν για να εργαστούν.',
    body: `Η αγορά κατοικίας ή η απόκτηση άδειας διαμονής δεν σας καθιστούν από μόνες τους φορολογικό κάτοικο Ελλάδας. Πολλοί πελάτες μας όμως μεταφέρουν πράγματι τη ζωή τους εδώ, και γι' αυτούς η χώρα προσφέρει μερικά από τα πιο ελκυστικά καθεστώτα για νέους κατοίκους στην Ευρώπη. Ο οδηγός εξηγεί τους βασικούς κανόνες και τα τρία κύρια καθεστώτα κινήτρων, που αφορούν και τους Έλληνες του εξωτερικού που επιστρέφουν. Πρόκειται για επισκόπηση και όχι για φορολογική συμβουλή: η σωστή επιλογή εξαρτάται από τα εισοδήματά σας, την οικογένειά σας και τη χώρα από την οποία φεύγετε.

## Πότε γίνεστε φορολογικός κάτοικος

Κατά κανόνα είστε φορολογικός κάτοικος Ελλάδας αν εδώ βρίσκεται η μόνιμη ή κύρια κατοικία σας ή το κέντρο των ζωτικών σας συμφερόντων — εκεί όπου ζει η οικογένειά σας και βρίσκονται τα οικονομικά σας συμφέροντα. Θεωρείστε επίσης κάτοικος αν παραμείνετε στην Ελλάδα περισσότερες από 183 ημέρες μέσα σε οποιοδήποτε δωδεκάμηνο. Αν και άλλη χώρα σας θεωρεί κάτοικό της, αποφασίζει η σύμβαση αποφυγής διπλής φορολογίας μεταξύ των δύο χωρών.

Οι φορολογικοί κάτοικοι Ελλάδας φορολογούνται για το παγκόσμιο εισόδημά τους· οι μη κάτοικοι μόνο για εισόδημα ελληνικής πηγής, όπως τα ενοίκια από ακίνητα στην Ελλάδα.

## Πώς φορολογείται το εισόδημα

Το εισόδημα από μισθωτή εργασία, συντάξεις και επιχειρηματική δραστηριότητα φορολογείται με προοδευτική κλίμακα από 9% έως 44%. Το εισόδημα από ενοίκια φορολογείται αυτοτελώς με 15%, 35% και 45%, ενώ τα μερίσματα και οι τόκοι με σταθερούς συντελεστές 5% και 15% αντίστοιχα. Στην Ελλάδα δεν υπάρχει γενικός φόρος περιουσίας· η ακίνητη περιουσία φορολογείται μέσω του ΕΝΦΙΑ (δείτε [φόροι και έξοδα ακινήτων](/business-in-greece/property-taxes-and-costs)).

Το φορολογικό έτος ταυτίζεται με το ημερολογιακό. Οι δηλώσεις υποβάλλονται ηλεκτρονικά, συνήθως από την άνοιξη έως το καλοκαίρι του επόμενου έτους, και ο φόρος μπορεί να εξοφληθεί σε δόσεις.

## Το εναλλακτικό καθεστώς για ιδιώτες υψηλής περιουσίας

Όσοι μεταφέρουν τη φορολογική τους κατοικία στην Ελλάδα μπορούν να επιλέξουν **σταθερό φόρο 100.000 € τον χρόνο** για το σύνολο του εισοδήματος αλλοδαπής πηγής, όσο μεγάλο κι αν είναι, για έως 15 χρόνια. Οι βασικές προϋποθέσεις είναι:

- να μην ήσασταν φορολογικός κάτοικος Ελλάδας για επτά από τα οκτώ έτη πριν από τη μεταφορά·
- εσείς ή εταιρεία που ελέγχετε να επενδύσετε τουλάχιστον **500.000 €** στην Ελλάδα — σε ακίνητα, επιχειρήσεις, κινητές αξίες ή μετοχές ελληνικών εταιρειών — μέσα σε τρία χρόνια.

Μέλη της οικογένειας μπορούν να ενταχθούν με επιπλέον 20.000 € τον χρόνο το καθένα. Το εισόδημα ελληνικής πηγής φορολογείται κανονικά, ενώ η περιουσία στο εξωτερικό απαλλάσσεται από τον ελληνικό φόρο κληρονομιών και δωρεών.

## Συνταξιούχοι από το εξωτερικό: 7%

Οι συνταξιούχοι που μεταφέρουν τη φορολογική τους κατοικία στην Ελλάδα μπορούν να φορολογούνται με **σταθερό συντελεστή 7%** για το σύνολο του εισοδήματος αλλοδαπής πηγής — συντάξεις και λοιπά εισοδήματα — για έως 15 χρόνια. Δεν πρέπει να ήταν φορολογικοί κάτοικοι Ελλάδας για πέντε από τα έξι προηγούμενα έτη και πρέπει να προέρχονται από χώρα με την οποία η Ελλάδα έχει σύμβαση φορολογίας ή συμφωνία διοικητικής συνεργασίας.

## Μετεγκατάσταση για εργασία: απαλλαγή 50%

Μισθωτοί και ελεύθεροι επαγγελματίες που μεταφέρουν τη φορολογική τους κατοικία στην Ελλάδα για να εργαστούν εδώ μπορούν να απαλλάσσονται από τον φόρο εισοδήματος για το **50% του εισοδήματος από μισθωτή εργασία ή επιχειρηματική δραστηριότητα** για επτά χρόνια. Οι προϋποθέσεις περιλαμβάνουν να μην ήταν φορολογικοί κάτοικοι Ελλάδας για πέντε από τα έξι προηγούμενα έτη και να εργάζονται σε ελληνικό εργοδότη, σε μόνιμη εγκατάσταση στην Ελλάδα ή ως αυτοαπασχολούμενοι στην Ελλάδα, με πρόθεση παραμονής τουλάχιστον δύο ετών.

## Πρακτικά ζητήματα

- Επιλέξτε καθεστώς πριν από την πρώτη ελληνική φορολογική δήλωση: κάθε καθεστώς έχει τη δική του προθεσμία αίτησης.
- Κρατήστε αποδείξεις της προηγούμενης κατοικίας σας στο εξωτερικό — συνήθως απαιτούνται πιστοποιητικά φορολογικής κατοικίας από τη χώρα που αφήνετε.
- Η κοινωνική ασφάλιση είναι ξεχωριστό ζήτημα από τη φορολογία: μισθωτοί και αυτοαπασχολούμενοι στην Ελλάδα καταβάλλουν εισφορές στον e-ΕΦΚΑ, εκτός αν εφαρμόζονται οι κανόνες συντονισμού της ΕΕ ή διμερής συμφωνία.
- Αν διατηρείτε ακίνητα ή εταιρείες στην προηγούμενη χώρα, ελέγξτε τους κανόνες της για την έξοδο από τη φορολογική κατοικία με την ίδια προσοχή που δίνετε στους ελληνικούς.

## Πώς βοηθάμε

Συνεργαζόμαστε με ανεξάρτητους φοροτεχνικούς που ειδικεύονται στη μετεγκατάσταση στην Ελλάδα και συντονίζουμε τις συμβουλές τους με την αγορά της κατοικίας σας και, αν χρειάζεται, με την [άδεια διαμονής](/business-in-greece/residence-permits-for-non-eu-citizens). Η ομάδα [επιχειρηματικής συμβουλευτικής](/services/business-consulting) μπορεί επίσης να συστήσει την ελληνική εταιρεία μέσω της οποίας πολλοί πελάτες πραγματοποιούν την επένδυση. [Επικοινωνήστε μαζί μας](/contacts) για να κλείσετε μια συνάντηση.`,
  },
});

const buildingPermits = article('building-permits-and-construction', 8, 'guide-building-permits', {
  en: {
    title: 'Building in Greece: land, permits and construction',
    summary:
      'What to check before you buy a plot, how building permits are issued through e-Adeies, which studies and inspections are required, and what to expect on site.',
    body: `Building your own house or developing a plot in Greece can be deeply rewarding — and, without preparation, frustrating. Planning rules vary from one area to the next, several authorities may need to approve a project, and the buildability of a plot is not always what the seller's advertisement suggests. This guide walks through the process as we see it on our own sites.

## Before you buy land

The first question is always what can legally be built. Before committing to a plot, an engineer should establish:

- **Whether it is inside or outside the town plan.** Plots within an approved town plan or a recognised settlement have defined building terms. Plots outside the plan (*ektos schediou*) can, as a rule, be built on only if they meet a minimum area — usually 4,000 m² — and have frontage on a recognised road, and the size of the house is limited. The exceptions that once allowed building on smaller plots have been progressively narrowed.
- **The building terms.** The building coefficient (how many square metres may be built per square metre of plot), the maximum coverage, the maximum height and the setbacks from the boundaries.
- **Restrictions.** Archaeological zones, forest land as shown on the forest maps, the coastal zone, Natura 2000 areas and traditional settlements, where the Ministry of Culture or an architecture council must approve the design.
- **Access and utilities.** Legal road access and realistic connections to water, electricity and sewerage. On the islands, water is often the limiting factor.
- **The title.** The same legal checks as for any property purchase — see [buying property in Greece](/business-in-greece/buying-property-in-greece).

## Studies and permits

Building permits are issued electronically through the **e-Adeies** system, run with the Technical Chamber of Greece. Depending on the scale of the works, a project needs either an approval for small-scale works or a full building permit; larger buildings, and those in sensitive areas, need a pre-approval first.

A full application normally includes:

- a topographical survey of the plot;
- the architectural design;
- the structural design to the Eurocodes, including Eurocode 8 for seismic resistance;
- mechanical and electrical designs;
- the energy performance study under the national energy regulation for buildings (KENAK);
- fire-safety and, where needed, geotechnical studies;
- the approvals of other authorities, such as the archaeological service or the forestry department.

Once the file is complete, a permit for a straightforward house can be issued within weeks; approvals from other authorities and architecture councils can add months. The permit sets a deadline for completing the works, which can be extended.

## During construction

A supervising engineer is responsible for the site. Independent building inspectors may check the works at key stages, and social security contributions for construction labour are calculated and paid for each project. Keep the supervising engineer's reports, the concrete test results and the material certificates: they are needed at completion and are valuable when you sell.

Typical construction costs for a well-specified house, excluding land and fees, range from about €1,800 to €2,800 per m² in Attica, and are higher on the islands, where transporting materials and crews adds to the price. High-end villas with pools, stonework and landscaping cost considerably more.

## Completion

On completion, the building receives its **Electronic Building Identity**, the digital file that records the permit, the plans, the inspections and the energy certificate; it is required for any future sale or transfer. The energy performance certificate is issued for the finished building, and the electricity and water connections follow.

## Unauthorised works

Many older Greek buildings have additions or alterations that were never permitted: an enclosed balcony, an extra room on the roof, a basement turned into living space. Most can be legalised for a fine under the current law; some cannot, and those can block a sale. If you are buying an existing building to renovate, the engineer's certificate on unauthorised works is the first document to ask for.

## How we help

DKG builds houses, villas and apartment buildings across Greece, as a [general contractor](/services/construction) or as the owner's [project manager](/services/project-management). We can assess a plot before you buy it, manage the design and permits, and build to a fixed price. Read more about [how we build](/construction) or [send us the details of your plot](/contacts).`,
  },
  ru: {
    title: 'Строительство в Греции: участок, разрешения и стройка',
    summary:
      'Что проверить перед покупкой участка, как выдаются разрешения на строительство через e-Adeies, какие нужны проекты и проверки и чего ждать на стройке.',
    body: `Построить собственный дом или освоить участок в Греции — задача благодарная, но без подготовки она может обернуться разочарованием. Градостроительные правила различаются от района к району, проект иногда должны согласовать сразу несколько ведомств, а реальные возможности застройки участка не всегда совпадают с тем, что обещает объявление продавца. В этой статье мы описываем процесс таким, каким видим его на собственных стройках.

## Перед покупкой участка

Первый вопрос — что на участке можно законно построить. До покупки инженер должен выяснить:

- **Находится ли участок в пределах городского плана.** Для участков в границах утверждённого плана застройки или признанного населённого пункта параметры застройки определены. Участки вне плана (так называемые *эктос схедиу*) по общему правилу можно застраивать, только если их площадь не меньше минимальной — как правило, 4000 м² — и у них есть выход на признанную дорогу, а площадь дома при этом ограничена. Исключения, которые когда-то позволяли строить на участках меньшего размера, постепенно сужаются.
- **Параметры застройки.** Коэффициент застройки (сколько квадратных метров можно построить на квадратный метр участка), максимальный процент застройки, предельная высота и отступы от границ.
- **Ограничения.** Археологические зоны, лесные земли по лесным картам, прибрежная зона, территории Natura 2000 и традиционные поселения, где проект должны одобрить Министерство культуры или архитектурный совет.
- **Подъезд и коммуникации.** Законный подъезд и реальная возможность подключения к воде, электричеству и канализации. На островах ограничивающим фактором часто оказывается вода.
- **Право собственности.** Те же юридические проверки, что и при покупке любой недвижимости, — см. [покупка недвижимости в Греции](/business-in-greece/buying-property-in-greece).

## Проект и разрешения

Разрешения на строительство выдаются в электронном виде через систему **e-Adeies**, которая работает при участии Технической палаты Греции. В зависимости от масштаба работ нужно либо согласование малых строительных работ, либо полноценное разрешение на строительство; для крупных зданий и объектов в чувствительных зонах сначала требуется предварительное согласование.

Полный пакет обычно включает:

- топографическую съёмку участка;
- архитектурный проект;
- конструктивный расчёт по Еврокодам, включая Еврокод 8 по сейсмостойкости;
- проекты инженерных систем;
- расчёт энергоэффективности по национальному регламенту (KENAK);
- проект пожарной безопасности и, при необходимости, геотехнические изыскания;
- согласования других ведомств, например археологической службы или лесного управления.

Когда пакет полный, разрешение на несложный дом может быть выдано за несколько недель; согласования других ведомств и архитектурных советов могут добавить месяцы. В разрешении указывается срок завершения работ, который можно продлить.

## Во время строительства

За стройку отвечает инженер технического надзора. На ключевых этапах работы могут проверять независимые строительные инспекторы, а взносы на социальное страхование за труд строителей рассчитываются и уплачиваются по каждому объекту. Сохраняйте отчёты инженера, результаты испытаний бетона и сертификаты на материалы: они понадобятся при сдаче и пригодятся при продаже.

Типичная стоимость строительства хорошо оснащённого дома без учёта участка и гонораров составляет в Аттике примерно от 1800 до 2800 € за м², на островах — выше: доставка материалов и работа бригад обходятся дороже. Виллы высокого класса с бассейнами, каменной отделкой и ландшафтным дизайном стоят значительно больше.

## Завершение строительства

По завершении зданию присваивается **Электронный паспорт здания** — цифровое досье с разрешением, чертежами, результатами проверок и энергосертификатом; без него невозможны будущая продажа или передача объекта. Сертификат энергоэффективности выдаётся на готовое здание, после чего подключаются электричество и вода.

## Самовольные постройки

Во многих старых греческих зданиях есть пристройки и изменения, на которые никогда не выдавалось разрешение: застеклённый балкон, дополнительная комната на крыше, переоборудованный под жильё подвал. Большинство из них по действующему закону можно легализовать, заплатив штраф; некоторые — нельзя, и они могут сорвать продажу. Если вы покупаете старое здание под реконструкцию, справку инженера о самовольных постройках стоит запросить в первую очередь.

## Чем мы поможем

DKG строит дома, виллы и многоквартирные здания по всей Греции — как [генеральный подрядчик](/services/construction) или как [управляющий проектом](/services/project-management) на стороне заказчика. Мы оценим участок до покупки, проведём проектирование и получение разрешений и построим по фиксированной цене. Узнайте, [как мы строим](/construction), или [пришлите нам данные вашего участка](/contacts).`,
  },
  el: {
    title: 'Χτίζοντας στην Ελλάδα: οικόπεδο, άδειες και κατασκευή',
    summary:
      'Τι να ελέγξετε πριν αγοράσετε οικόπεδο, πώς εκδίδονται οι οικοδομικές άδειες μέσω e-Άδειες, ποιες μελέτες και ποιοι έλεγχοι απαιτούνται και τι να περιμένετε στο εργοτάξιο.',
    body: `Το να χτίσετε το δικό σας σπίτι ή να αξιοποιήσετε ένα οικόπεδο στην Ελλάδα μπορεί να είναι ιδιαίτερα ικανοποιητικό — και, χωρίς προετοιμασία, αρκετά απογοητευτικό. Οι πολεοδομικοί κανόνες διαφέρουν από περιοχή σε περιοχή, ένα έργο μπορεί να χρειάζεται εγκρίσεις από πολλές υπηρεσίες και η πραγματική δυνατότητα δόμησης ενός οικοπέδου δεν είναι πάντα αυτή που υπόσχεται η αγγελία. Ο οδηγός περιγράφει τη διαδικασία όπως τη ζούμε στα δικά μας εργοτάξια.

## Πριν αγοράσετε οικόπεδο

Το πρώτο ερώτημα είναι πάντα τι μπορεί νόμιμα να χτιστεί. Πριν δεσμευτείτε, ένας μηχανικός πρέπει να διαπιστώσει:

- **Αν το ακίνητο είναι εντός ή εκτός σχεδίου.** Τα οικόπεδα εντός εγκεκριμένου σχεδίου πόλεως ή αναγνωρισμένου οικισμού έχουν καθορισμένους όρους δόμησης. Τα γήπεδα εκτός σχεδίου κατά κανόνα οικοδομούνται μόνο αν έχουν ελάχιστο εμβαδόν — συνήθως 4.000 τ.μ. — και πρόσωπο σε αναγνωρισμένο δρόμο, ενώ η επιτρεπόμενη επιφάνεια κατοικίας είναι περιορισμένη. Οι παρεκκλίσεις που κάποτε επέτρεπαν δόμηση σε μικρότερα γήπεδα περιορίζονται σταδιακά.
- **Τους όρους δόμησης.** Συντελεστή δόμησης, μέγιστη κάλυψη, μέγιστο ύψος και αποστάσεις από τα όρια.
- **Τους περιορισμούς.** Αρχαιολογικές ζώνες, δασικές εκτάσεις σύμφωνα με τους δασικούς χάρτες, ζώνη αιγιαλού και παραλίας, περιοχές Natura 2000 και παραδοσιακοί οικισμοί, όπου τη μελέτη πρέπει να εγκρίνει το Υπουργείο Πολιτισμού ή το Συμβούλιο Αρχιτεκτονικής.
- **Πρόσβαση και δίκτυα.** Νόμιμη πρόσβαση από δρόμο και ρεαλιστικές συνδέσεις με νερό, ρεύμα και αποχέτευση. Στα νησιά το νερό είναι συχνά ο καθοριστικός παράγοντας.
- **Τους τίτλους.** Τους ίδιους νομικούς ελέγχους όπως σε κάθε αγορά ακινήτου — δείτε [αγορά ακινήτου στην Ελλάδα](/business-in-greece/buying-property-in-greece).

## Μελέτες και άδειες

Οι οικοδομικές άδειες εκδίδονται ηλεκτρονικά μέσω του συστήματος **e-Άδειες**, που λειτουργεί σε συνεργασία με το Τεχνικό Επιμελητήριο Ελλάδας. Ανάλογα με την κλίμακα των εργασιών, ένα έργο χρειάζεται είτε Έγκριση Εργασιών Δόμησης Μικρής Κλίμακας είτε Άδεια Δόμησης· τα μεγαλύτερα κτίρια και όσα βρίσκονται σε ευαίσθητες περιοχές χρειάζονται πρώτα προέγκριση.

Ένας πλήρης φάκελος περιλαμβάνει συνήθως:

- τοπογραφικό διάγραμμα του οικοπέδου·
- αρχιτεκτονική μελέτη·
- στατική μελέτη με βάση τους Ευρωκώδικες, μεταξύ αυτών ο Ευρωκώδικας 8 για την αντισεισμική προστασία·
- ηλεκτρομηχανολογικές μελέτες·
- μελέτη ενεργειακής απόδοσης σύμφωνα με τον ΚΕΝΑΚ·
- μελέτη πυροπροστασίας και, όπου χρειάζεται, γεωτεχνική μελέτη·
- εγκρίσεις άλλων υπηρεσιών, όπως της Εφορείας Αρχαιοτήτων ή του Δασαρχείου.

Με πλήρη φάκελο, η άδεια για μια απλή κατοικία μπορεί να εκδοθεί μέσα σε λίγες εβδομάδες· οι εγκρίσεις άλλων υπηρεσιών και των συμβουλίων αρχιτεκτονικής μπορεί να προσθέσουν μήνες. Η άδεια ορίζει προθεσμία ολοκλήρωσης των εργασιών, η οποία μπορεί να παραταθεί.

## Κατά την κατασκευή

Την ευθύνη του εργοταξίου έχει ο επιβλέπων μηχανικός. Ελεγκτές δόμησης μπορεί να ελέγξουν τις εργασίες σε κρίσιμα στάδια, ενώ για την εργασία στην οικοδομή καταβάλλονται ασφαλιστικές εισφορές που υπολογίζονται ανά έργο. Κρατήστε τις εκθέσεις του επιβλέποντος, τα αποτελέσματα των δοκιμών σκυροδέματος και τα πιστοποιητικά των υλικών: χρειάζονται στην ολοκλήρωση και έχουν αξία όταν πουλήσετε.

Το τυπικό κόστος κατασκευής μιας κατοικίας καλών προδιαγραφών, χωρίς το οικόπεδο και τις αμοιβές, κυμαίνεται περίπου από 1.800 έως 2.800 € ανά τ.μ. στην Αττική και είναι υψηλότερο στα νησιά, όπου η μεταφορά υλικών και συνεργείων επιβαρύνει την τιμή. Οι βίλες υψηλών προδιαγραφών με πισίνα, πέτρα και διαμόρφωση περιβάλλοντος χώρου κοστίζουν αισθητά περισσότερο.

## Ολοκλήρωση

Με την ολοκλήρωση, το κτίριο αποκτά **Ηλεκτρονική Ταυτότητα Κτιρίου**, τον ψηφιακό φάκελο με την άδεια, τα σχέδια, τους ελέγχους και το ενεργειακό πιστοποιητικό· απαιτείται για κάθε μελλοντική πώληση ή μεταβίβαση. Το Πιστοποιητικό Ενεργειακής Απόδοσης εκδίδεται για το ολοκληρωμένο κτίριο και ακολουθούν οι συνδέσεις ρεύματος και νερού.

## Αυθαίρετα

Πολλά παλαιότερα ελληνικά κτίρια έχουν προσθήκες ή αλλαγές που δεν αδειοδοτήθηκαν ποτέ: ένα κλεισμένο μπαλκόνι, ένα επιπλέον δωμάτιο στο δώμα, ένα υπόγειο που μετατράπηκε σε χώρο κατοικίας. Τα περισσότερα μπορούν να τακτοποιηθούν με πρόστιμο βάσει της ισχύουσας νομοθεσίας· ορισμένα όχι, και αυτά μπορεί να μπλοκάρουν μια πώληση. Αν αγοράζετε παλαιό κτίριο για ανακαίνιση, η βεβαίωση μηχανικού για τα αυθαίρετα είναι το πρώτο έγγραφο που πρέπει να ζητήσετε.

## Πώς βοηθάμε

Η DKG χτίζει κατοικίες, βίλες και πολυκατοικίες σε όλη την Ελλάδα, ως [γενικός εργολάβος](/services/construction) ή ως [διαχειριστής έργου](/services/project-management) στο πλευρό του ιδιοκτήτη. Μπορούμε να αξιολογήσουμε ένα οικόπεδο πριν το αγοράσετε, να διαχειριστούμε μελέτες και άδειες και να χτίσουμε με σταθερή τιμή. Δείτε [πώς χτίζουμε](/construction) ή [στείλτε μας τα στοιχεία του οικοπέδου σας](/contacts).`,
  },
});

/** The guide to doing business in Greece, in reading order. */
export const guideArticles: CollectionEntrySeed[] = [
  goldenVisa,
  buyingProperty,
  taxNumber,
  propertyCosts,
  company,
  residencePermits,
  taxResidence,
  buildingPermits,
];
