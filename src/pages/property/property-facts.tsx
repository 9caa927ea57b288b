import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation';
import { areaLabel } from '../../components/property-card/property-facts';
import { SmartLink } from '../../components/link/smart-link';
import { href } from '../../navigation/href';
import type { PropertyDetails } from './property-loader.server';

/** The key facts of a property as a definition list; facts the listing does not give are left out. */
export function PropertyFacts({ property }: { property: PropertyDetails }) {
  const { t } = useTranslation('properties');
  const hasRooms = property.type !== 'land' && property.type !== 'commercial';
  const facts: [string, ReactNode][] = [
    [t('property.price'), property.priceText],
    [t('property.area'), areaLabel(property, t)],
  ];
  if (hasRooms || property.bedrooms > 0) facts.push([t('property.bedrooms'), property.bedrooms]);
  if (property.bathrooms) facts.push([t('property.bathrooms'), property.bathrooms]);
  if (property.yearBuilt) facts.push([t('property.yearBuilt'), property.yearBuilt]);
  facts.push(
    [t('property.type'), t(`types.${property.type}`)],
    [t('property.status'), t(`statuses.${property.availability}`)],
    [t('property.region'), t(`regions.${property.region}`)],
  );
  if (property.address) facts.push([t('property.address'), property.address]);
  facts.push([
    t('property.goldenVisa'),
    property.goldenVisaEligible ? (
      <>
        {t('property.goldenVisaYes')}
        <SmartLink className="property-facts__more" href={href('services-golden-visa', {})}>
          {t('property.goldenVisaMore')}
        </SmartLink>
      </>
    ) : (
      t('property.goldenVisaNo')
    ),
  ]);

  return (
    <section className="property-facts" aria-labelledby="property-facts-title">
      <h2 id="property-facts-title" className="property-facts__title">
        {t('property.facts')}
      </h2>
      <dl className="property-facts__list">
        {facts.map(([label, value]) => (
          <div className="property-facts__item" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
