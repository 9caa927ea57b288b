import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/locale-context';
import { homePath } from '../../navigation/paths';
import { useChrome } from '../../chrome/use-chrome';

/** The logo, linking to the locale's home. */
export function LogoLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const logo = useChrome()?.logo;
  return (
    <Link to={homePath(locale)} className={`logo-link ${className}`} aria-label={t('nav.home')}>
      {logo?.url ? (
        // Its own size gives the picture its place before it arrives; a logo of unknown size gets a
        // box of its own (header.css) and is fitted into it.
        <img
          className="logo-link__image"
          src={logo.url}
          alt=""
          width={logo.width ?? undefined}
          height={logo.height ?? undefined}
          decoding="async"
        />
      ) : (
        <span className="logo-link__wordmark" aria-hidden="true">
          DKG
        </span>
      )}
    </Link>
  );
}
