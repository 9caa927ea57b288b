import { useTranslation } from '../../i18n/translation';
import { Link } from 'react-router';
import type { PropertySummary } from '../../content/requests/properties.server';
import { useLocale } from '../../i18n/locale-context';
import { href } from '../../navigation/href';
import { FavouriteButton } from '../favourites/favourite-button';
import { ResponsiveImage } from '../media/responsive-image';
import { areaLabel, bedroomsLabel } from './property-facts';
import './property-card.css';

interface PropertyCardProps {
  property: PropertySummary;
  /** The card's heading level under the section it is in. */
  headingLevel?: 2 | 3;
  /** The first card of a page above the fold. */
  priority?: boolean;
}

const CARD_SIZES = '(min-width: 1440px) 440px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw';

/**
 * A property in a grid: picture, status, region and type, title (the link), price and main facts, and
 * the heart that keeps it in the visitor's favourites.
 */
export function PropertyCard({ property, headingLevel = 2, priority = false }: PropertyCardProps) {
  const { t } = useTranslation('properties');
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const bedrooms = bedroomsLabel(property, t);
  return (
    <article className="property-card">
      <div className="property-card__media">
        <ResponsiveImage
          media={property.cover}
          sizes={CARD_SIZES}
          priority={priority}
          afterFirstPaint
          className="property-card__image"
        />
        <span className={`property-card__status property-card__status--${property.availability}`}>
          {t(`statuses.${property.availability}`)}
        </span>
        <FavouriteButton
          reference={property.reference}
          title={property.title}
          className="property-card__favourite"
        />
      </div>
      <div className="property-card__body">
        <p className="property-card__place eyebrow">
          {t(`regions.${property.region}`)} · {t(`types.${property.type}`)}
        </p>
        <Heading className="property-card__title">
          <Link
            className="property-card__link"
            to={href('properties-id', { id: property.reference }, locale)}
          >
            {property.title}
          </Link>
        </Heading>
        <p className="property-card__price">{property.priceText}</p>
        <ul className="property-card__facts">
          <li>{areaLabel(property, t)}</li>
          {bedrooms && <li>{bedrooms}</li>}
          <li className="property-card__ref">{t('card.ref', { ref: property.reference })}</li>
        </ul>
        {property.goldenVisaEligible && (
          <p className="property-card__visa">
            <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
              <path d="M6 0.8 11.2 6 6 11.2 0.8 6Z" />
            </svg>
            {t('card.goldenVisa')}
          </p>
        )}
      </div>
    </article>
  );
}
