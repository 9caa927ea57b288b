import { useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/locale-context';
import { href } from '../../navigation/href';
import { useChrome } from '../../chrome/use-chrome';
import { useAppState, useAppStore } from '../../state/store';
import { useDialog } from '../use-dialog';
import './projects-menu.css';

/**
 * The full-screen projects menu. 'All' first (to /dkg-projects/) with the sum of the
 * counts, then one entry per category with its count. 60% of the height on wide screens, all of it
 * up to 768 px. Closes on its close button, on choosing an entry and on Escape.
 */
export function ProjectsMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const store = useAppStore();
  const open = useAppState((state) => state.menu);
  const categories = useChrome()?.projectCategories ?? [];
  const panel = useRef<HTMLDivElement>(null);
  const close = () => store.setState({ menu: false, stopWheel: false });
  // The item that opened it (in the header's menu, or the burger below 1024 px) stays on top of it
  // and in the Tab order beside it: the menu is toggled by its item.
  useDialog(panel, open, close, {
    alongside: '.site-header__nav a[aria-controls="projects-menu"], .site-header__burger',
  });

  const total = categories.reduce((sum, category) => sum + category.projectCount, 0);
  const entries = [
    {
      key: 'all',
      title: t('nav.allProjects'),
      count: total,
      href: `${href('dkg-projects', {}, locale)}/`,
    },
    ...categories.map((category) => ({
      key: String(category.id),
      title: category.title,
      count: category.projectCount,
      href: href('dkg-projects-category-id', { category: category.slugId }, locale),
    })),
  ];

  return (
    <div
      id="projects-menu"
      className="projects-menu"
      role="dialog"
      aria-modal="true"
      aria-label={t('nav.projectsMenu')}
      data-open={open || undefined}
      hidden={!open}
      ref={panel}
    >
      <div className="projects-menu__inner container">
        <p className="projects-menu__eyebrow">{t('nav.projectsMenu')}</p>
        <ul className="projects-menu__list">
          {entries.map((entry) => (
            <li key={entry.key}>
              <Link to={entry.href} className="projects-menu__link" onClick={close}>
                <span className="projects-menu__title">{entry.title}</span>
                <span
                  className="projects-menu__count"
                  aria-label={t('nav.projectCount', { count: entry.count })}
                >
                  {String(entry.count).padStart(2, '0')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="projects-menu__close"
          onClick={close}
          aria-label={t('nav.closeProjectsMenu')}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </div>
      <button
        type="button"
        className="projects-menu__backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={close}
      />
    </div>
  );
}
