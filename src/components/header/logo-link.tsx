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
        <img className="logo-link__image" src={logo.url} alt="" width="132" height="40" decoding="async" />
      ) : (
        <span className="logo-link__wordmark" aria-hidden="true">
          DKG
        </span>
      )}
    </Link>
  );
}
