import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { PropertyQuery } from '../../content/requests/properties.server';
import { useLocale } from '../../i18n/locale-context';
import { listingHref } from './listing-query';
import { pageWindow } from './page-window';

interface ListingPaginationProps {
  query: PropertyQuery;
  /** The page the server rendered. */
  page: number;
  /** The last page shown, after "show more". */
  lastShown: number;
  pageCount: number;
}

/** Numbered page links that keep the filters and the sort; prev/next are marked for crawlers. */
export function ListingPagination({ query, page, lastShown, pageCount }: ListingPaginationProps) {
  const { t } = useTranslation('properties');
  const locale = useLocale();
  if (pageCount <= 1) return null;
  const href = (target: number) => listingHref(query, locale, { page: target });
  return (
    <nav className="pagination" aria-label={t('listing.pagination')}>
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <Link className="pagination__step" rel="prev" to={href(page - 1)}>
              <span aria-hidden="true">←</span> {t('listing.previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                className={`pagination__page${target > page && target <= lastShown ? ' pagination__page--shown' : ''}`}
                to={href(target)}
                aria-label={t('listing.page', { page: target })}
                aria-current={target === page ? 'page' : undefined}
              >
                {target}
              </Link>
            </li>
          ),
        )}
        {lastShown < pageCount && (
          <li>
            <Link className="pagination__step" rel="next" to={href(lastShown + 1)}>
              {t('listing.next')} <span aria-hidden="true">→</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
