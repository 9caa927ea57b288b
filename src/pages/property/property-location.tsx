import { useTranslation } from '../../i18n/translation';
import type { GeoPoint } from '../../content/requests/property.server';
import { LocationGraphic } from './location-graphic';
import type { PropertyDetails } from './property-loader.server';
import type { MapTiles } from '../../loaders/map-data';
import { PropertyPlace } from './property-map';

function openStreetMapUrl({ lat, lng }: GeoPoint): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
}

/**
 * Where the property is: region and address, coordinates, a drawn position that a real map covers once
 * in view, and a link to OpenStreetMap.
 */
export function PropertyLocation({
  property,
  mapTiles = null,
}: {
  property: PropertyDetails;
  /** The real map's tiles; none: the drawn position alone. */
  mapTiles?: MapTiles | null;
}) {
  const { t } = useTranslation('properties');
  const { location, locationText } = property;
  const degrees = (value: number, written: string, positive: string, negative: string) =>
    t(`property.${value >= 0 ? positive : negative}`, { value: written });
  return (
    <section className="property-location" aria-labelledby="property-location-title">
      <h2 id="property-location-title" className="property__section-title">
        {t('property.location')}
      </h2>
      <div className="property-location__body">
        {location && (
          <PropertyPlace point={location} title={property.title} tiles={mapTiles}>
            <LocationGraphic point={location} />
          </PropertyPlace>
        )}
        <div className="property-location__text">
          <p className="property-location__region">{t(`regions.${property.region}`)}</p>
          {property.address && <p className="property-location__address">{property.address}</p>}
          {location && locationText && (
            <>
              <p className="property-location__coordinates">
                <span className="property-location__label">{t('property.coordinates')}</span>
                {degrees(location.lat, locationText.lat, 'north', 'south')},{' '}
                {degrees(location.lng, locationText.lng, 'east', 'west')}
              </p>
              <a
                className="button button--outline property-location__map"
                href={openStreetMapUrl(location)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('property.openMap')}
                <span className="visually-hidden"> ({t('property.newTab')})</span>
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                  <path d="M5 3h8v8M13 3 3 13" fill="none" stroke="currentColor" strokeWidth="1.5" />
                </svg>
              </a>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
