import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../i18n/locale-context';
import { LOCALE_LABELS, LOCALES, type Locale } from '../../i18n/locales';
import { alternateHref } from '../../navigation/alternates';
import { useCurrentRoute } from '../../navigation/use-current-route';
import { useAppState } from '../../state/store';
import { useStartFromPage } from '../start-from-page';
import './language-switcher.css';

/** The dropdown animates over 600 ms; a new toggle is ignored until then. */
const DROPDOWN_ANIMATION_MS = 600;

/** The hrefs of the other locales for the page being shown. */
function useAlternateHrefs(): Record<Locale, string> {
  const { search } = useLocation();
  const route = useCurrentRoute();
  const urlsForProjectPage = useAppState((state) => state.urlsForProjectPage);
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    LOCALES.map((target) => [target, alternateHref({ route, search: query, target, urlsForProjectPage })]),
  ) as Record<Locale, string>;
}

/**
 * The language switcher: the current locale's label, opening a list of the other locales (eng, рус,
 * Ελλ). A <details> element, so it opens without JavaScript too.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hrefs = useAlternateHrefs();
  const [open, setOpen] = useState(false);
  const lastToggle = useRef(-Infinity);
  const root = useRef<HTMLDetailsElement>(null);
  // Opened before the scripts arrived (a plain <details>), it stays open (see start-from-page.ts).
  useStartFromPage(setOpen, (current) => root.current?.open ?? current);

  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    const now = performance.now();
    if (now - lastToggle.current < DROPDOWN_ANIMATION_MS) return;
    lastToggle.current = now;
    setOpen((value) => !value);
  };

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof PointerEvent && root.current?.contains(event.target as Node)) return;
      lastToggle.current = performance.now();
      setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <details
      ref={root}
      className={`language-switcher ${className}`}
      open={open}
      data-open={open || undefined}
    >
      <summary
        className="language-switcher__current"
        onClick={toggle}
        aria-label={t('nav.currentLanguage', { label: LOCALE_LABELS[locale] })}
      >
        <span aria-hidden="true">{LOCALE_LABELS[locale]}</span>
        <svg className="language-switcher__chevron" viewBox="0 0 10 6" aria-hidden="true" focusable="false">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.2" />
        </svg>
      </summary>
      <ul className="language-switcher__list">
        {LOCALES.filter((other) => other !== locale).map((other) => (
          <li key={other}>
            <Link
              to={hrefs[other]}
              hrefLang={other}
              lang={other}
              className="language-switcher__option"
              onClick={() => setOpen(false)}
            >
              {LOCALE_LABELS[other]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
