import type { MouseEvent } from 'react';
import { NavLink } from 'react-router';
import type { Link as MenuLink } from '../../content/types';
import { useLocale } from '../../i18n/locale-context';
import { isExternalHref, resolveContentHref } from '../../navigation/paths';
import { useAppStore } from '../../state/store';
import { SmartLink } from '../link/smart-link';

/** The header item whose address ends in /dkg-projects opens the projects menu instead. */
function isProjectsMenuHref(href: string): boolean {
  return /\/dkg-projects\/?$/.test(href.split(/[?#]/)[0]);
}

/** The header menu from content; used in the header bar and in the burger panel. */
export function MainMenu({
  items,
  className,
  onNavigate,
}: {
  items: MenuLink[];
  className: string;
  onNavigate?: () => void;
}) {
  const locale = useLocale();
  const store = useAppStore();

  const openProjectsMenu = (event: MouseEvent) => {
    event.preventDefault();
    store.setState((state) => ({ menu: !state.menu, mainMenu: false, stopWheel: !state.menu }));
  };

  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={`${item.href}|${item.title}`} className={`${className}-item`}>
          {isProjectsMenuHref(item.href) ? (
            <a
              href={resolveContentHref(item.href, locale)}
              className={`${className}-link`}
              aria-haspopup="dialog"
              aria-controls="projects-menu"
              onClick={openProjectsMenu}
            >
              {item.title}
            </a>
          ) : isExternalHref(item.href) ? (
            <SmartLink href={item.href} className={`${className}-link`}>
              {item.title}
            </SmartLink>
          ) : (
            <NavLink
              to={resolveContentHref(item.href, locale)}
              className={`${className}-link`}
              onClick={onNavigate}
            >
              {item.title}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
