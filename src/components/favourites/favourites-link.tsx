import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/locale-context';
import { href } from '../../navigation/href';
import { useFavourites, useHydrated } from '../../state/favourites';
import { HeartIcon } from './favourite-button';
import './favourites.css';

/** The header's way to the favourites page, with how many are kept once the page's scripts run. */
export function FavouritesLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = useFavourites().length;
  const shown = useHydrated() && count > 0;
  return (
    <Link
      to={href('favourites', {}, locale)}
      className={`icon-button favourites-link ${className}`}
      aria-label={shown ? t('favourites.linkCount', { count }) : t('favourites.link')}
    >
      <HeartIcon />
      {shown && (
        <span className="favourites-link__count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
