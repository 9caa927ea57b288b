/**
 * What the demo media library holds. Every picture of the demo content is drawn here at build time
 * (`npm run media`, scripts/generate-media.ts) from its scene and seed: nothing is downloaded.
 */

export const SCENES = [
  // Photography-style raster scenes (WebP in Strapi's responsive formats).
  'villa', // a white Cycladic or modern villa with a pool, sea behind
  'apartment', // a contemporary apartment block with balconies
  'house', // a family house with garden
  'commercial', // an office or retail building, glass facade
  'land', // a plot of land: olive trees, hills, sea far away
  'construction', // a building under construction: cranes, scaffolding
  'city', // an Athens or Thessaloniki cityscape at golden hour
  'coast', // a coastline, island town, harbour
  'interior', // a living room or kitchen interior
  'office', // a meeting room, consultants at a table (no faces needed)
  'event', // a conference hall, exhibition stand or ceremony
  'document', // papers, keys, a pen on a desk (for guide articles and services)
  'hero', // large wide home-page slide art: skyline, sea and architecture
  'error', // the error page background (calm, abstract architecture)
  // Vector or document assets.
  'logo', // the company logo (SVG)
  'social-icon', // a social network icon (SVG), the network name is the seed label
  'partner-logo', // a partner's wordmark logo (SVG), the partner name is the label
  'certificate', // a certificate scan (raster, portrait)
  'certificate-pdf', // the certificate as a one-page PDF
] as const;

export type Scene = (typeof SCENES)[number];

export type Aspect = '21:9' | '16:9' | '3:2' | '4:3' | '1:1' | '3:4' | '9:16';

export interface MediaSpec {
  /** Identity used by the seed (`cover: 'villa-lagonisi'`). Lower-case, dashes. */
  key: string;
  scene: Scene;
  /** Variation: the same scene and seed always draw the same picture. */
  seed: number;
  aspect: Aspect;
  /** Alternative text in English (the media library is not localized). */
  alt: string;
  /** A word drawn into vector assets: the network for icons, the wordmark for logos, the title for certificates. */
  label?: string;
  /**
   * The point an editor marked as what must stay in view (percent of the width and height, as
   * Strapi's media library keeps it): where the picture's subject stands.
   */
  focalPoint?: { x: number; y: number };
  /**
   * The painter's subject, which it puts in the middle of what it paints, is moved to the focal
   * point: the scene is painted on a wider (or taller) canvas whose middle is that point of the
   * picture once cut to its size. Without it, the focal point marks where the subject already is.
   */
  moveSubject?: boolean;
}
