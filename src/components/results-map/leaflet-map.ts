/**
 * The maps themselves: Leaflet with its tiles, markers clustered by supercluster, and a small card per
 * marker. A chunk of its own, with Leaflet's style sheet, loaded only when a visitor opens a map or a
 * property's location comes into view (see results-map.tsx and property-map.tsx); nothing of it is on
 * a page's first load.
 */
import L from 'leaflet';
import Supercluster, {
  type AnyProps,
  type ClusterFeature,
  type ClusterProperties,
  type PointFeature,
} from 'supercluster';
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import { objectPosition } from '../../content/focal-point';
import type { MapPoint, MapTiles } from '../../loaders/map-data';

export interface MapLabels {
  /** The map's accessible name. */
  name: string;
  zoomIn: string;
  zoomOut: string;
  /** A popup's close button. */
  close: string;
  /** A cluster's accessible name: how many places it holds and that it zooms in. */
  cluster: (count: number) => string;
}

export interface MapOptions {
  element: HTMLElement;
  tiles: MapTiles;
  points: MapPoint[];
  labels: MapLabels;
  /** A client-side navigation to a card's page (a plain link without it). */
  navigate?: (href: string) => void;
  /** One place (a property's own page): its marker, close up, no card. */
  single?: boolean;
}

export interface ResultsMap {
  /** Shows other places (the results of other filters), framing them. */
  show(points: MapPoint[]): void;
  destroy(): void;
}

/** Greece, from Corfu to Rhodes and from Crete to Thrace: the view without any place. */
const GREECE = L.latLngBounds([34.8, 19.4], [41.8, 28.3]);
/** Screen pixels (tiles of 256): wider than a cluster's half and a marker's, so none covers another. */
const CLUSTER_RADIUS_PX = 50;
const MAX_ZOOM = 18;
const SINGLE_ZOOM = 13;

type PlaceFeature = PointFeature<{ index: number }>;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function attributionHtml({ attribution, attributionUrl }: MapTiles): string {
  const text = escapeHtml(attribution);
  return attributionUrl ? `<a href="${escapeHtml(attributionUrl)}">${text}</a>` : text;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A marker's card: the picture, the title linking to the page, the price or the place. */
function card(point: MapPoint, navigate: MapOptions['navigate']): HTMLElement {
  const article = element('article', 'map-card');
  if (point.picture) {
    const picture = element('img', 'map-card__picture');
    picture.src = point.picture.src;
    picture.alt = '';
    picture.width = 320;
    picture.height = 200;
    picture.decoding = 'async';
    // Set through the CSSOM, which the CSP allows (a style attribute in markup it would not).
    if (point.picture.focalPoint) picture.style.objectPosition = objectPosition(point.picture.focalPoint);
    article.append(picture);
  }
  const text = element('div', 'map-card__text');
  const link = element('a', 'map-card__link', point.title);
  link.href = point.href;
  if (navigate) {
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(point.href);
    });
  }
  text.append(link, element('p', 'map-card__detail', point.detail));
  article.append(text);
  return article;
}

/** Space and Enter act on a marker as on any button (Leaflet handles Enter itself on its own markers). */
function onActivate(marker: L.Marker, act: () => void) {
  marker.on('add', () => {
    const icon = marker.getElement();
    icon?.addEventListener('keydown', (event) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      event.preventDefault();
      act();
    });
  });
}

export function createResultsMap(options: MapOptions): ResultsMap {
  const { element: container, tiles, labels, navigate, single = false } = options;
  const map = L.map(container, {
    zoomControl: false,
    scrollWheelZoom: false,
    maxZoom: MAX_ZOOM,
    minZoom: 5,
    zoomSnap: 1,
  });
  container.setAttribute('role', 'region');
  container.setAttribute('aria-label', labels.name);
  L.control
    .zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut, position: 'bottomright' })
    .addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  // A results map's credit is a line under it, so no marker the map is moved to sits beneath it. A
  // single place's map keeps it inside: it covers the drawn position at the same size.
  if (!single) container.after(map.attributionControl.getContainer() as HTMLElement);
  L.tileLayer(tiles.url, {
    attribution: attributionHtml(tiles),
    subdomains: tiles.subdomains.length > 0 ? tiles.subdomains : 'abc',
    maxZoom: MAX_ZOOM,
  }).addTo(map);
  // The wheel scrolls the page until the visitor turns to the map (a click, a tap, the keyboard).
  map.on('focus', () => map.scrollWheelZoom.enable());
  map.on('blur', () => map.scrollWheelZoom.disable());

  let points: MapPoint[] = [];
  let index = new Supercluster<{ index: number }>({
    radius: CLUSTER_RADIUS_PX,
    extent: 256,
    maxZoom: MAX_ZOOM - 1,
  });
  const shown = new Map<string, L.Marker>();
  /** After a cluster opens, the keyboard goes on from the first of its places. */
  let focusNext: string[] = [];

  const pointMarker = (point: MapPoint): L.Marker => {
    const marker = L.marker([point.lat, point.lng], {
      icon: L.divIcon({ className: 'map-marker map-marker--point', iconSize: [24, 24], html: '' }),
      keyboard: true,
      title: point.title,
      riseOnHover: true,
    });
    marker.on('add', () => marker.getElement()?.setAttribute('aria-label', point.title));
    if (single) return marker;
    marker.bindPopup(() => card(point, navigate), {
      className: 'map-popup',
      minWidth: 200,
      maxWidth: 250,
      autoPanPaddingTopLeft: [16, 16],
      autoPanPaddingBottomRight: [60, 40],
    });
    // A card opened from the keyboard takes the focus; Escape gives it back to the marker.
    let fromKeyboard = false;
    onActivate(marker, () => {
      fromKeyboard = true;
      if (!marker.isPopupOpen()) marker.openPopup();
      else marker.getPopup()?.getElement()?.querySelector<HTMLElement>('.map-card__link')?.focus();
    });
    marker.on('popupopen', (event: L.PopupEvent) => {
      const popup = event.popup.getElement();
      popup?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', labels.close);
      popup?.addEventListener('keydown', (keyEvent) => {
        if (keyEvent.key !== 'Escape') return;
        keyEvent.stopPropagation();
        marker.closePopup();
        marker.getElement()?.focus();
      });
      if (fromKeyboard) popup?.querySelector<HTMLElement>('.map-card__link')?.focus({ preventScroll: true });
      fromKeyboard = false;
    });
    return marker;
  };

  const clusterMarker = (feature: ClusterFeature<AnyProps>): L.Marker => {
    const [lng, lat] = feature.geometry.coordinates;
    const count = feature.properties.point_count;
    const size = count < 10 ? 38 : count < 50 ? 44 : 50;
    const label = element('span', 'map-marker__count', String(count));
    label.setAttribute('aria-hidden', 'true');
    const marker = L.marker([lat, lng], {
      icon: L.divIcon({ className: 'map-marker map-marker--cluster', iconSize: [size, size], html: label }),
      keyboard: true,
      riseOnHover: true,
    });
    marker.on('add', () => marker.getElement()?.setAttribute('aria-label', labels.cluster(count)));
    const expand = () => {
      const clusterId = feature.properties.cluster_id;
      focusNext = index
        .getLeaves(clusterId, Infinity)
        .map((leaf) => points[(leaf as PlaceFeature).properties.index]?.id)
        .filter((id): id is string => Boolean(id));
      const zoom = Math.min(index.getClusterExpansionZoom(clusterId), MAX_ZOOM);
      map.setView([lat, lng], zoom);
    };
    marker.on('click', expand);
    onActivate(marker, expand);
    return marker;
  };

  /** The markers of the places in view at this zoom: clusters where they crowd. */
  const render = () => {
    const bounds = map.getBounds();
    const zoom = Math.round(map.getZoom());
    const features = index.getClusters(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      zoom,
    );
    const wanted = new Map<string, () => L.Marker>();
    for (const feature of features) {
      const properties = feature.properties as Partial<ClusterProperties> & { index?: number };
      if (properties.cluster && properties.cluster_id !== undefined) {
        wanted.set(`cluster-${zoom}-${properties.cluster_id}`, () =>
          clusterMarker(feature as ClusterFeature<AnyProps>),
        );
      } else if (properties.index !== undefined) {
        const point = points[properties.index];
        if (point) wanted.set(point.id, () => pointMarker(point));
      }
    }
    const active = document.activeElement;
    let focusLost = false;
    for (const [key, marker] of shown) {
      if (wanted.has(key)) continue;
      if (marker.getElement()?.contains(active)) focusLost = true;
      marker.remove();
      shown.delete(key);
    }
    // Markers keep the order of the places (the list's), so Tab goes through them in that order.
    for (const [key, make] of wanted) {
      if (!shown.has(key)) shown.set(key, make().addTo(map));
    }
    const next = focusNext.map((id) => findShown(id)).find(Boolean);
    if (next) next.getElement()?.focus({ preventScroll: true });
    else if (focusLost) container.focus({ preventScroll: true });
    focusNext = [];
  };

  /** A place's marker, or the cluster now holding it. */
  const findShown = (id: string): L.Marker | undefined => {
    if (shown.has(id)) return shown.get(id);
    const position = points.findIndex((point) => point.id === id);
    if (position < 0) return undefined;
    const zoom = Math.round(map.getZoom());
    for (const [key, marker] of shown) {
      if (!key.startsWith(`cluster-${zoom}-`)) continue;
      const clusterId = Number(key.slice(`cluster-${zoom}-`.length));
      const leaves = index.getLeaves(clusterId, Infinity) as PlaceFeature[];
      if (leaves.some((leaf) => leaf.properties.index === position)) return marker;
    }
    return undefined;
  };

  const show = (next: MapPoint[]) => {
    points = next;
    for (const marker of shown.values()) marker.remove();
    shown.clear();
    index = new Supercluster<{ index: number }>({
      radius: CLUSTER_RADIUS_PX,
      extent: 256,
      maxZoom: MAX_ZOOM - 1,
    });
    index.load(
      points.map((point, position): PlaceFeature => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
        properties: { index: position },
      })),
    );
    if (single && points[0]) {
      map.setView([points[0].lat, points[0].lng], SINGLE_ZOOM);
    } else if (points.length > 0) {
      map.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng])), {
        padding: [48, 48],
        maxZoom: 14,
      });
    } else {
      map.fitBounds(GREECE);
    }
    render();
  };

  map.on('moveend', render);
  show(options.points);

  return {
    show,
    destroy: () => {
      map.off();
      map.remove();
    },
  };
}
