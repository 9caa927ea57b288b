import type { Locale } from '../i18n/locales';

/**
 * The client state, under its established names (including the misspelt `seacrhInputValue`, which
 * other parts rely on). Server and browser start from the same initial state, derived from route data.
 */
export interface AppState {
  /** Index of the current full-screen slide (home). */
  currentSlideIndex: number;
  slidesCount: number;
  /** Wheel navigation between slides is paused (a popup or menu is open). */
  stopWheel: boolean;
  /** The burger (main) menu is open. */
  mainMenu: boolean;
  /** Listing pagination: the last page shown and the number of pages. */
  currentPage: number;
  pageCount: number;
  /** The full-screen projects menu is open. */
  menu: boolean;
  /** Listing items appended by "show more", after the server-rendered first page. */
  moreItem: unknown[];
  /** Listing sort order. */
  sort: string;
  /** The search term. */
  seacrhInputValue: string;
  /** A popup (project, search) is open over the page. */
  pageHasOpenedPopup: boolean;
  /** The popup open is the search popup (opened by the icon, closed by its close icon). */
  searchPopup: boolean;
  /** The category slug of the current projects page in each locale. */
  urlsForProjectPage: Partial<Record<Locale, string>>;
  /** The footer is in view: the side rail moves up out of its way. */
  asideMargin: boolean;
}

export const initialAppState: AppState = {
  currentSlideIndex: 0,
  slidesCount: 1,
  stopWheel: false,
  mainMenu: false,
  currentPage: 1,
  pageCount: 1,
  menu: false,
  moreItem: [],
  sort: '',
  seacrhInputValue: '',
  pageHasOpenedPopup: false,
  searchPopup: false,
  urlsForProjectPage: {},
  asideMargin: false,
};
