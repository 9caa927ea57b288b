import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translation';
import type { MapPoint, MapTiles } from '../../loaders/map-data';
import type { MapLabels, ResultsMap as LoadedMap } from './leaflet-map';
import './results-map.css';

/** The map's code (Leaflet, the clustering, their styles): one chunk, loaded the first time it is needed. */
export function loadMapCode() {
  return import(/* webpackChunkName: "map" */ './leaflet-map');
}

/** What every map says, in the page's language. */
export function useMapLabels(name: string): MapLabels {
  const { t } = useTranslation('common');
  return {
    name,
    zoomIn: t('map.zoomIn'),
    zoomOut: t('map.zoomOut'),
    close: t('map.closeCard'),
    cluster: (count) => t('map.cluster', { count }),
  };
}

interface ResultsMapProps {
  tiles: MapTiles | null;
  /** The places of the results, or how to ask for them (when the map opens, and when they change). */
  points: MapPoint[] | (() => Promise<MapPoint[]>);
  /** Changes when the results do (another filter, another category). */
  resultsKey: string;
  /** The map's accessible name. */
  name: string;
}

type Status = { kind: 'closed' | 'loading' | 'failed' } | { kind: 'shown'; count: number };

/**
 * "Show on map" above a listing: the map of the results the list shows, opened on demand. Its code and
 * tiles load only then; the list stays the page's own way through the results (and the one without
 * scripts: the control shows only where scripts run). Moving the map changes nothing in the address.
 */
export function ResultsMapToggle({ tiles, points, resultsKey, name }: ResultsMapProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const labels = useMapLabels(name);
  const panelId = useId();
  const canvas = useRef<HTMLDivElement>(null);
  const map = useRef<LoadedMap | null>(null);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'closed' });
  // The latest of what the effect reads without starting again for it.
  const latest = useRef({ points, labels, navigate });
  latest.current = { points, labels, navigate };

  useEffect(() => {
    if (!open || !tiles) return;
    let current = true;
    setStatus({ kind: 'loading' });
    const { points: source } = latest.current;
    Promise.all([loadMapCode(), typeof source === 'function' ? source() : Promise.resolve(source)])
      .then(([code, places]) => {
        if (!current || !canvas.current) return;
        if (map.current) map.current.show(places);
        else {
          const { labels: mapLabels, navigate: go } = latest.current;
          map.current = code.createResultsMap({
            element: canvas.current,
            tiles,
            points: places,
            labels: mapLabels,
            navigate: (href) => void go(href),
          });
        }
        setStatus({ kind: 'shown', count: places.length });
      })
      .catch(() => {
        if (current) setStatus({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [open, tiles, resultsKey]);

  // The map goes with the panel (and with the page).
  useEffect(() => {
    if (open) return;
    map.current?.destroy();
    map.current = null;
  }, [open]);
  useEffect(
    () => () => {
      map.current?.destroy();
      map.current = null;
    },
    [],
  );

  if (!tiles) return null;
  return (
    <div className="results-map">
      <div className="results-map__bar">
        <button
          type="button"
          className="results-map__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen(!open);
            if (open) setStatus({ kind: 'closed' });
          }}
        >
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M10 18s-5.5-5.2-5.5-9.5a5.5 5.5 0 0 1 11 0C15.5 12.8 10 18 10 18Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            />
            <circle cx="10" cy="8.5" r="2" fill="currentColor" />
          </svg>
          {open ? t('map.hide') : t('map.show')}
        </button>
        {open && (
          <p className="results-map__status" role="status">
            {status.kind === 'loading' && t('map.loading')}
            {status.kind === 'failed' && t('map.failed')}
            {status.kind === 'shown' &&
              (status.count > 0 ? t('map.shown', { count: status.count }) : t('map.empty'))}
          </p>
        )}
      </div>
      <div id={panelId} className="results-map__panel" hidden={!open}>
        {open && (
          <>
            <div className="results-map__canvas" ref={canvas} data-state={status.kind} />
            <p className="results-map__hint">{t('map.hint')}</p>
          </>
        )}
      </div>
    </div>
  );
}
