import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useChrome } from '../../chrome/use-chrome';
import { href } from '../../navigation/href';
import { useAppStore } from '../../state/store';
import { SocialLinks } from '../aside/side-rail';
import { LogoLink } from '../header/logo-link';
import { SmartLink } from '../link/smart-link';
import './footer.css';

/** The footer observer is set up after 100 ms. */
const FOOTER_OBSERVER_DELAY_MS = 100;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The footer: head office, e-mail, menus with their sub-links (http ones in a new tab),
 * policy link and copyright, and an arrow back to the top on every page but the home.
 */
export function Footer({ showScrollTop = true }: { showScrollTop?: boolean }) {
  const { t } = useTranslation();
  const chrome = useChrome();
  const store = useAppStore();
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    const timer = window.setTimeout(() => {
      observer = new IntersectionObserver(([entry]) => store.setState({ asideMargin: entry.isIntersecting }));
      if (root.current) observer.observe(root.current);
    }, FOOTER_OBSERVER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
      store.setState({ asideMargin: false });
    };
  }, [store]);

  const footer = chrome?.footer;
  const office = chrome?.headOffice;
  const email = chrome?.pageContact?.email;

  return (
    <footer className="site-footer" ref={root}>
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <LogoLink className="site-footer__logo" />
          {(office || email) && (
            <address className="site-footer__office">
              {footer?.officesTitle && (
                <SmartLink
                  href={footer.officesHref || href('contacts', {})}
                  className="site-footer__offices-link"
                >
                  {footer.officesTitle}
                </SmartLink>
              )}
              {office && (
                <>
                  <span className="site-footer__office-name">{office.name}</span>
                  <span>{office.address}</span>
                  {office.phone && (
                    <a href={telHref(office.phone)} className="site-footer__contact">
                      {office.phone}
                    </a>
                  )}
                </>
              )}
              {email && (
                <a href={`mailto:${email}`} className="site-footer__contact">
                  {email}
                </a>
              )}
            </address>
          )}
          <SocialLinks socials={chrome?.socials ?? []} className="site-footer__socials" />
        </div>
        {footer && footer.menu.length > 0 && (
          <nav className="site-footer__menu" aria-label={t('nav.footer')}>
            {footer.menu.map((item) => (
              <div key={`${item.href}|${item.title}`} className="site-footer__column">
                <SmartLink href={item.href} className="site-footer__heading">
                  {item.title}
                </SmartLink>
                {item.menuInner.length > 0 && (
                  <ul className="site-footer__links">
                    {item.menuInner.map((link) => (
                      <li key={`${link.href}|${link.title}`}>
                        <SmartLink href={link.href}>{link.title}</SmartLink>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </nav>
        )}
      </div>
      <div className="site-footer__bottom container">
        {footer?.policyTitle && (
          <SmartLink href={footer.policyHref || href('privacy-policy', {})} className="site-footer__policy">
            {footer.policyTitle}
          </SmartLink>
        )}
        {footer?.copyright && <p className="site-footer__copyright">{footer.copyright}</p>}
        {showScrollTop && (
          <a
            href="#top"
            className="site-footer__top"
            aria-label={t('nav.scrollTop')}
            onClick={(event) => {
              event.preventDefault();
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 20V5M6 11l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </a>
        )}
      </div>
    </footer>
  );
}
