import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import { PropertyCard } from '../../components/property-card/property-card';
import type { PropertyListing, PropertyQuery } from '../../content/requests/properties.server';
import { ListingPagination } from './listing-pagination';
import { useShowMore } from './use-show-more';

/** The cards of the page the server rendered, the ones "show more" appended, and the page links. */
export function ListingResults({ listing, query }: { listing: PropertyListing; query: PropertyQuery }) {
  const { t } = useTranslation('properties');
  const { items, currentPage, nextHref, loading, failed, loadMore, gridRef } = useShowMore(listing, query);
  const shown = listing.items.length + items.length;
  return (
    <>
      <ul className="properties__grid" ref={gridRef}>
        {[...listing.items, ...items].map((property) => (
          <li key={property.reference}>
            <PropertyCard property={property} />
          </li>
        ))}
      </ul>
      <div className="properties__more">
        <p className="properties__shown" aria-live="polite">
          {failed ? t('listing.moreFailed') : t('listing.shown', { shown, total: listing.total })}
        </p>
        {nextHref && (
          <Link
            className="button button--outline"
            to={nextHref}
            onClick={loadMore}
            aria-busy={loading || undefined}
          >
            {loading ? t('listing.loading') : t('listing.showMore')}
          </Link>
        )}
      </div>
      <ListingPagination
        query={query}
        page={listing.page}
        lastShown={currentPage}
        pageCount={listing.pageCount}
      />
    </>
  );
}
