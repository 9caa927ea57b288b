import { useTranslation } from '../../i18n/translation';
import { useLoaderData } from 'react-router';
import { Prose } from '../../components/prose/prose';
import { EmptyListing } from './empty-listing';
import { ListingResults } from './listing-results';
import { invertedRanges, LISTING_RANGES, listingSearch } from './listing-query';
import type { PropertiesPageData } from './properties-loader.server';
import { PropertyFilters } from './property-filters';
import './properties-page.css';
import { HeroTitle } from '../../components/hero-title/hero-title';
import { ResultsMapToggle } from '../../components/results-map/results-map';
import { useLocale } from '../../i18n/locale-context';
import { fetchPropertyPoints } from './property-points';

/** The property catalogue: every listing state (filters, sort, page) is a server-rendered URL. */
export default function PropertiesPage() {
  const { page, query, listing, mapTiles } = useLoaderData() as PropertiesPageData;
  const { t } = useTranslation('properties');
  const { t: common } = useTranslation('common');
  const locale = useLocale();
  return (
    <div className="properties">
      <header className="properties__hero container">
        <HeroTitle className="properties__title" text={page.title} />
        {page.intro && <p className="properties__intro">{page.intro}</p>}
      </header>
      <section className="properties__listing container" aria-label={t('listing.results')}>
        <PropertyFilters query={query} total={listing.total} />
        <ResultsMapToggle
          tiles={mapTiles}
          points={() => fetchPropertyPoints(locale, query)}
          resultsKey={`${locale}?${listingSearch(query, { sort: '', page: 1 })}`}
          name={common('map.propertiesName')}
        />
        {listing.items.length > 0 ? (
          <ListingResults key={listingSearch(query)} listing={listing} query={query} />
        ) : (
          // An inverted range is said beside the filters; "no property matches" would be beside the point.
          invertedRanges(query, LISTING_RANGES).length === 0 && <EmptyListing query={query} />
        )}
      </section>
      {page.bodyHtml && (
        <div className="properties__body container">
          <Prose html={page.bodyHtml} />
        </div>
      )}
    </div>
  );
}
