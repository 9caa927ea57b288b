import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useLocation } from 'react-router';
import { useLocale } from '../../i18n/locale-context';
import { href } from '../../navigation/href';
import { useChrome } from '../../chrome/use-chrome';
import { SEARCH_ROUTE } from '../../navigation/route-id';
import { useCurrentRoute } from '../../navigation/use-current-route';
import { useAppState, useAppStore } from '../../state/store';
import { isDialable, telHref } from '../contact-channels/channel-links';
import { PhoneIcon } from '../contact-channels/phone-icon';
import { FavouritesLink } from '../favourites/favourites-link';
import { SmartLink } from '../link/smart-link';
import { SearchInput } from '../search/search-input';
import { useDialog } from '../use-dialog';
import { ArrivalMark, ARRIVES_WHOLE } from '../arrival/arrival-mark';
import { LanguageSwitcher } from './language-switcher';
import { LogoLink } from './logo-link';
import { MainMenu } from './main-menu';
import './header.css';

/**
 * The site header: logo, menu from content, projects menu, search, language switcher,
 * contact link, and the burger menu below 1024 px. On the slide show it sits over the picture and
 * fades out past the first slide.
 *
 * The burger panel is the header's sibling, not its child: the header's backdrop filter (and the
 * transform that fades it) would make the header the box a fixed panel is sized and clipped to.
 */
export function Header({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const chrome = useChrome();
  const store = useAppStore();
  const route = useCurrentRoute();
  const location = useLocation();
  const mainMenu = useAppState((state) => state.mainMenu);
  const faded = useAppState((state) => overlay && state.currentSlideIndex > 0);
  const onSearchPage = route?.handle.name === SEARCH_ROUTE;

  const panel = useRef<HTMLDivElement>(null);
  // Before the scripts arrive the burger's link opens the panel as the page's target; once they run,
  // the state does, starting from the page: a panel opened early stays open. A navigation closes it
  // (it closes on clicking a menu item).
  const [scripted, setScripted] = useState(false);
  const shownPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    const openedEarly = shownPath.current === null && panel.current?.matches(':target') === true;
    shownPath.current = location.pathname;
    setScripted(true);
    store.setState({ mainMenu: openedEarly });
  }, [location.pathname, store]);

  const projectsMenu = useAppState((state) => state.menu);
  const toggleBurger = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    store.setState((state) => ({ mainMenu: !state.mainMenu, menu: false }));
  };
  // The burger is a link (it opens the menu without JavaScript too) in the role of a button: Space
  // works it as it works a button (Enter follows the link, which the click handler takes).
  const onBurgerKey = (event: KeyboardEvent) => {
    if (event.key === ' ') toggleBurger(event);
  };
  const closeBurger = () => store.setState({ mainMenu: false });
  // The burger stays on top of its panel and closes it: Tab goes through the panel and the burger.
  useDialog(panel, mainMenu, closeBurger, {
    focus: '.mobile-menu__list-link',
    alongside: '.site-header__burger',
  });
  const openSearch = (event: MouseEvent) => {
    event.preventDefault();
    store.setState({ searchPopup: true, pageHasOpenedPopup: true, mainMenu: false, stopWheel: true });
  };

  const header = chrome?.header;
  const menu = header?.menu ?? [];
  const phone = chrome?.headOffice?.phone;

  return (
    <>
      <header
        className={`site-header${overlay ? ' site-header--overlay' : ''}`}
        data-faded={faded || undefined}
        data-menu-open={mainMenu || undefined}
        data-over-panel={mainMenu || projectsMenu || undefined}
      >
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <div className={`site-header__bar container ${ARRIVES_WHOLE}`}>
          <LogoLink className="site-header__logo" />
          <nav className="site-header__nav" aria-label={t('nav.main')}>
            <MainMenu items={menu} className="main-menu" />
          </nav>
          <div className="site-header__tools">
            {!onSearchPage && (
              <a
                href={href('search-result', {}, locale)}
                className="icon-button site-header__search"
                aria-label={t('search.open')}
                aria-haspopup="dialog"
                onClick={openSearch}
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
              </a>
            )}
            <FavouritesLink className="site-header__favourites" />
            <LanguageSwitcher className="site-header__language" />
            {isDialable(phone) && (
              <a
                href={telHref(phone)}
                className="icon-button site-header__phone"
                aria-label={t('headerPhone.call', { number: phone })}
              >
                <PhoneIcon />
              </a>
            )}
            {header?.contactUsText && (
              <SmartLink
                href={header.contactUsHref || href('contacts', {})}
                className="button button--outline site-header__contact"
              >
                {header.contactUsText}
              </SmartLink>
            )}
            <a
              href="#mobile-menu"
              role="button"
              className="icon-button site-header__burger"
              aria-expanded={mainMenu}
              aria-controls="mobile-menu"
              aria-label={mainMenu ? t('nav.closeMenu') : t('nav.openMenu')}
              onClick={toggleBurger}
              onKeyDown={onBurgerKey}
            >
              <span className="burger-icon" aria-hidden="true">
                <span />
                <span />
              </span>
            </a>
          </div>
          <ArrivalMark />
        </div>
      </header>
      <div
        id="mobile-menu"
        className="mobile-menu"
        data-open={mainMenu || undefined}
        data-scripted={scripted || undefined}
        ref={panel}
        role="dialog"
        aria-modal={mainMenu || undefined}
        aria-label={t('nav.main')}
      >
        <div className="mobile-menu__inner container">
          {/* Without JavaScript the panel (:target) covers the header: this link closes it then. */}
          <a href="#" className="mobile-menu__close" onClick={toggleBurger} aria-label={t('nav.closeMenu')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </a>
          <nav aria-label={t('nav.main')}>
            <MainMenu items={menu} className="mobile-menu__list" onNavigate={closeBurger} />
          </nav>
          <SearchInput className="mobile-menu__search" onSubmitted={closeBurger} />
          <div className="mobile-menu__footer">
            <LanguageSwitcher />
            <FavouritesLink className="mobile-menu__favourites" />
            {header?.contactUsText && (
              <SmartLink
                href={header.contactUsHref || href('contacts', {})}
                className="button button--solid"
                onClick={closeBurger}
              >
                {header.contactUsText}
              </SmartLink>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
