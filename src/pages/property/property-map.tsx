import { useEffect, useRef, useState, type ReactNode } from 'react';
import { loadMapCode, useMapLabels } from '../../components/results-map/results-map';
import type { GeoPoint } from '../../content/requests/property.server';
import { useTranslation } from '../../i18n/translation';
import type { MapTiles } from '../../loaders/map-data';

type Stage = 'drawn' | 'loading' | 'shown' | 'failed';

/** The map starts loading a little before the location comes into view. */
const AHEAD = '200px 0px';

/**
 * The property's place: the drawn position (`children`, the server's picture and the one without
 * scripts), and over it, at the same size, a real map with the property's marker once the section
 * comes into view. Nothing of the map loads before that.
 */
export function PropertyPlace({
  point,
  title,
  tiles,
  children,
}: {
  point: GeoPoint;
  title: string;
  tiles: MapTiles | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const labels = useMapLabels(t('map.propertyName'));
  const figure = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage>('drawn');
  const latest = useRef({ labels, point, title });
  latest.current = { labels, point, title };

  useEffect(() => {
    const element = figure.current;
    if (!tiles || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setStage('loading');
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [tiles]);

  const started = stage === 'loading' || stage === 'shown';
  useEffect(() => {
    if (!started || !tiles) return;
    let current = true;
    let destroy = () => {};
    loadMapCode()
      .then((code) => {
        if (!current || !canvas.current) return;
        const { labels: mapLabels, point: place, title: name } = latest.current;
        const map = code.createResultsMap({
          element: canvas.current,
          tiles,
          labels: mapLabels,
          single: true,
          points: [{ id: 'property', ...place, title: name, detail: '', href: '', picture: null }],
        });
        destroy = () => map.destroy();
        setStage('shown');
      })
      .catch(() => {
        if (current) setStage('failed');
      });
    return () => {
      current = false;
      destroy();
    };
  }, [started, tiles]);

  return (
    <div className="property-location__figure" ref={figure}>
      {children}
      {started && <div className="property-location__live-map" ref={canvas} data-stage={stage} />}
    </div>
  );
}
