import type { Locale } from './locales';

/**
 * The words of the last-resort error page, in every language, inside the code itself: that page must
 * show when nothing else could, the language's own strings included.
 */
export const FALLBACK_TEXT: Record<
  Locale,
  { title: string; home: string; newVersion: string; badAddress: { title: string; text: string } }
> = {
  en: {
    title: 'An error occurred while showing the error page',
    home: 'Go back to home',
    newVersion: 'The site has just been updated. Please reload the page.',
    badAddress: {
      title: 'This address is not valid',
      text: 'The address contains characters that do not make up a web address. Check it, or start again from the home page.',
    },
  },
  ru: {
    title: 'При показе страницы ошибки произошла ошибка',
    home: 'Вернуться на главную',
    newVersion: 'Сайт только что обновился. Пожалуйста, перезагрузите страницу.',
    badAddress: {
      title: 'Адрес недействителен',
      text: 'В адресе есть символы, из которых не может состоять веб-адрес. Проверьте его или начните с главной страницы.',
    },
  },
  el: {
    title: 'Παρουσιάστηκε σφάλμα κατά την εμφάνιση της σελίδας σφάλματος',
    home: 'Επιστροφή στην αρχική',
    newVersion: 'Ο ιστότοπος μόλις ενημερώθηκε. Παρακαλούμε φορτώστε ξανά τη σελίδα.',
    badAddress: {
      title: 'Η διεύθυνση δεν είναι έγκυρη',
      text: 'Η διεύθυνση περιέχει χαρακτήρες που δεν σχηματίζουν διεύθυνση ιστού. Ελέγξτε την ή ξεκινήστε από την αρχική σελίδα.',
    },
  },
};
