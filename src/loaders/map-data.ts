import type { FocalPoint } from '../content/focal-point';
import type { Media } from '../content/types';

/**
 * The maps' tile source, from the server's configuration (MAP_TILES_URL, MAP_TILES_ATTRIBUTION,
 * MAP_TILES_ATTRIBUTION_URL): the part of it the browser is given with the pages that show a map.
 */
export interface MapTiles {
  /** The tile address template: `{z}/{x}/{y}`, with `{s}` (a subdomain) and `{r}` if the source has them. */
  url: string;
  /** The subdomains `{s}` takes (none when the template has no `{s}`). */
  subdomains: string[];
  /** Plain text, shown in the map's corner. */
  attribution: string;
  /** Where the attribution links to, if anywhere. */
  attributionUrl: string | null;
}

/** One place on a results map, with the small card its marker opens. */
export interface MapPoint {
  /** Unique on the map (`property-1001`, `project-201`). */
  id: string;
  lat: number;
  lng: number;
  title: string;
  /** The card's second line: a price, a place. */
  detail: string;
  /** The localized address of the page the card links to. */
  href: string;
  picture: { src: string; alt: string; focalPoint: FocalPoint | null } | null;
}

/** The picture a marker's card shows: a narrow rendition of the cover. */
export function cardPicture(cover: Media | null): MapPoint['picture'] {
  if (!cover) return null;
  const narrow = cover.sources.find((source) => source.width >= 320) ?? cover.sources.at(-1);
  return { src: narrow?.url ?? cover.url, alt: cover.alt, focalPoint: cover.focalPoint };
}
