import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { PropertyQuery } from '../../content/requests/properties.server';
import { useLocale } from '../../i18n/locale-context';
import { hasFilters, listingHref, withoutFilters } from './listing-query';

/** No property matches: say so, and offer the whole listing back. */
export function EmptyListing({ query }: { query: PropertyQuery }) {
  const { t } = useTranslation('properties');
  const locale = useLocale();
  return (
    <div className="properties__empty">
      <h2 className="properties__empty-title">{t('listing.emptyTitle')}</h2>
      <p className="properties__empty-text">{t('listing.emptyText')}</p>
      {hasFilters(query) && (
        <Link className="button button--outline" to={listingHref(withoutFilters(query), locale)}>
          {t('listing.emptyClear')}
        </Link>
      )}
    </div>
  );
}
