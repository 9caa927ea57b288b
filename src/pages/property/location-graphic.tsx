import { useTranslation } from '../../i18n/translation';
import type { GeoPoint } from '../../content/requests/property.server';

/** The part of the globe drawn: Greece, from Corfu to Rhodes and from Crete to Thrace. */
const WEST = 19.5;
const EAST = 28.5;
const SOUTH = 34.5;
const NORTH = 41.8;
/** Degrees of longitude are shorter at these latitudes (cos 38°). */
const LNG_SCALE = 0.788;
const UNIT = 40;

const WIDTH = Math.round((EAST - WEST) * LNG_SCALE * UNIT);
const HEIGHT = Math.round((NORTH - SOUTH) * UNIT);

const CITIES = [
  { key: 'thessaloniki', lat: 40.64, lng: 22.94 },
  { key: 'athens', lat: 37.98, lng: 23.73 },
  { key: 'heraklion', lat: 35.34, lng: 25.13 },
] as const;

function project({ lat, lng }: GeoPoint): { x: number; y: number } {
  const x = (Math.min(Math.max(lng, WEST), EAST) - WEST) * LNG_SCALE * UNIT;
  const y = (NORTH - Math.min(Math.max(lat, SOUTH), NORTH)) * UNIT;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * A drawn position diagram (no map tiles may be loaded): a one-degree graticule over Greece, three
 * cities for reference, and the property.
 */
export function LocationGraphic({ point }: { point: GeoPoint }) {
  const { t } = useTranslation('properties');
  const spot = project(point);
  const meridians = range(Math.ceil(WEST), Math.floor(EAST));
  const parallels = range(Math.ceil(SOUTH), Math.floor(NORTH));
  return (
    <svg
      className="location-graphic"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t('property.graphic')}
    >
      <g className="location-graphic__grid">
        {meridians.map((lng) => {
          const { x } = project({ lat: NORTH, lng });
          return <line key={`lng-${lng}`} x1={x} y1={0} x2={x} y2={HEIGHT} />;
        })}
        {parallels.map((lat) => {
          const { y } = project({ lat, lng: WEST });
          return <line key={`lat-${lat}`} x1={0} y1={y} x2={WIDTH} y2={y} />;
        })}
      </g>
      <g className="location-graphic__degrees" aria-hidden="true">
        {meridians
          .filter((lng) => lng % 2 === 0 && project({ lat: NORTH, lng }).x < WIDTH - 20)
          .map((lng) => (
            <text key={`lng-${lng}`} x={project({ lat: NORTH, lng }).x + 3} y={HEIGHT - 5}>
              {lng}°
            </text>
          ))}
        {parallels
          .filter((lat) => lat % 2 === 0)
          .map((lat) => (
            <text key={`lat-${lat}`} x={4} y={project({ lat, lng: WEST }).y - 4}>
              {lat}°
            </text>
          ))}
      </g>
      <g className="location-graphic__spot">
        <circle cx={spot.x} cy={spot.y} r={14} className="location-graphic__halo" />
        <circle cx={spot.x} cy={spot.y} r={5} />
      </g>
      {CITIES.map((city) => {
        const { x, y } = project(city);
        return (
          <g key={city.key} className="location-graphic__city">
            <circle cx={x} cy={y} r={2.5} />
            <text x={x + 6} y={y + 3.5}>
              {t(`property.cities.${city.key}`)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
