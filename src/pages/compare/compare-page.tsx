import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { HeroTitle } from '../../components/hero-title/hero-title';
import { ResponsiveImage } from '../../components/media/responsive-image';
import { areaLabel } from '../../components/property-card/property-facts';
import type { ChosenProperty } from '../../content/requests/chosen-properties.server';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation, type TFunction } from '../../i18n/translation';
import { href } from '../../navigation/href';
import type { ChosenEntry } from '../favourites/chosen-entries.server';
import { CopyLink } from '../favourites/copy-link';
import type { ComparePageData } from './compare-loader.server';
import '../favourites/favourites-page.css';
import './compare-page.css';

/** One row of the comparison: its label and what each property has (null: not given). */
interface CompareRow {
  key: string;
  label: string;
  value: (property: ChosenProperty) => ReactNode;
}

function compareRows(t: TFunction): CompareRow[] {
  const count = (value: number | null) => (value ? value : null);
  return [
    { key: 'price', label: t('compare.price'), value: (property) => property.priceText },
    { key: 'area', label: t('compare.area'), value: (property) => areaLabel(property, t) },
    {
      key: 'price-per-m2',
      label: t('compare.pricePerSquareMetre'),
      value: (property) => property.pricePerSquareMetreText,
    },
    {
      key: 'bedrooms',
      label: t('compare.bedrooms'),
      value: (property) =>
        count(property.bedrooms) ?? (property.type === 'apartment' ? t('card.studio') : null),
    },
    { key: 'bathrooms', label: t('compare.bathrooms'), value: (property) => count(property.bathrooms) },
    { key: 'year', label: t('compare.yearBuilt'), value: (property) => property.yearBuilt },
    { key: 'region', label: t('compare.region'), value: (property) => t(`regions.${property.region}`) },
    {
      key: 'availability',
      label: t('compare.availability'),
      value: (property) => (
        <span className={`compare__status compare__status--${property.availability}`}>
          {t(`statuses.${property.availability}`)}
        </span>
      ),
    },
    {
      key: 'golden-visa',
      label: t('compare.goldenVisa'),
      value: (property) => (property.goldenVisaEligible ? t('compare.yes') : t('compare.no')),
    },
  ];
}

/**
 * Two to four properties side by side, as a table with a column each, rendered on the server from the
 * address alone: the link works without JavaScript and can be sent to someone. Another count, or a
 * property gone since, is said on the page.
 */
export default function ComparePage() {
  const { refs, entries, problem } = useLoaderData() as ComparePageData;
  const { t } = useTranslation('properties');
  const locale = useLocale();
  const favourites = href('favourites', { refs: refs }, locale);
  return (
    <div className="compare">
      <header className="compare__hero container">
        <p className="eyebrow">{t('compare.eyebrow')}</p>
        <HeroTitle className="compare__title" text={t('compare.title')} />
        {refs.length > 0 && (
          <Link className="compare__back" to={favourites}>
            <span aria-hidden="true">←</span> {t('compare.back')}
          </Link>
        )}
      </header>
      <div className="container">
        {problem ? (
          <section className="compare__problem" aria-labelledby="compare-problem-title">
            <h2 id="compare-problem-title" className="compare__problem-title">
              {problem === 'too-few' ? t('compare.tooFew') : t('compare.tooMany')}
            </h2>
            <Link
              className="button button--solid"
              to={refs.length > 0 ? favourites : href('properties', {}, locale)}
            >
              {refs.length > 0 ? t('compare.chooseFromFavourites') : t('compare.browse')}
            </Link>
          </section>
        ) : (
          <>
            <CompareTable entries={entries} />
            <div className="compare__share">
              <CopyLink href={href('compare', { refs: refs }, locale)} label={t('compare.share')} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function CompareTable({ entries }: { entries: ChosenEntry[] }) {
  const { t } = useTranslation('properties');
  const locale = useLocale();
  const rows = compareRows(t);
  return (
    <div className="compare__frame" role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className={`compare__table compare__table--${entries.length}`}>
        <caption id="compare-caption" className="compare__caption">
          {t('compare.caption', { count: entries.length })}
        </caption>
        <thead>
          <tr>
            <td className="compare__corner" />
            {entries.map(({ reference, property }) => (
              <th key={reference} scope="col" className="compare__head">
                {property ? (
                  <>
                    <span className="compare__picture">
                      <ResponsiveImage
                        media={property.cover}
                        sizes="(min-width: 1024px) 300px, 60vw"
                        alt=""
                        className="compare__image"
                      />
                    </span>
                    <span className="compare__ref">{t('card.ref', { ref: reference })}</span>
                    <Link className="compare__link" to={href('properties-id', { id: reference }, locale)}>
                      {property.title}
                    </Link>
                    {property.availability === 'sold' && (
                      <span className="compare__notice">{t('favourites.sold')}</span>
                    )}
                  </>
                ) : (
                  <>
                    <span className="compare__picture compare__picture--gone" />
                    <span className="compare__ref">{t('favourites.removedTitle', { ref: reference })}</span>
                    <span className="compare__notice">{t('favourites.removed')}</span>
                  </>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {entries.map(({ reference, property }) => {
                const value = property ? row.value(property) : null;
                return <td key={reference}>{value ?? t('compare.none')}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
