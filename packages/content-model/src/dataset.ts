import type { Locale } from './locales';

/**
 * The input the embedded content service is seeded from. Authors write entries per locale; the
 * service turns them into Strapi-like rows (one row per locale, ids assigned in order, entry by
 * entry and locale by locale: en, ru, el).
 *
 * Attribute values:
 * - scalars as they are (strings, numbers, booleans, ISO dates);
 * - media: the `key` of a media asset, or an array of keys for multiple media;
 * - relations: the `$key` of the target collection entry (or an array of them);
 * - components: plain objects (or arrays of them) with the component's attributes; an `id` may be
 *   given to pin the component id, otherwise ids are assigned per component type in order.
 */
export type AttributeValues = Record<string, unknown>;

export interface MediaAsset {
  /** Identity used by entries to refer to the asset. */
  key: string;
  /** Strapi's file name and url (relative, e.g. `/uploads/villa_3f2a1b9c.webp`). */
  name: string;
  url: string;
  alternativeText?: string | null;
  caption?: string | null;
  /**
   * The point every crop keeps in view, in percent of the width and height (Strapi 5's media
   * library); none: the middle.
   */
  focalPoint?: { x: number; y: number } | null;
  width?: number | null;
  height?: number | null;
  ext: string;
  mime: string;
  /** Size in KB, as Strapi reports it. */
  size: number;
  /** Strapi responsive formats (thumbnail, small, medium, large). */
  formats?: Record<string, MediaFormat> | null;
  /** Pins the media id (otherwise assigned in order). */
  id?: number;
}

export interface MediaFormat {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  url: string;
  path: null;
}

/** A single type: one attribute set per locale, or one for all when the type is not localized. */
export type SingleSeed = Partial<Record<Locale, AttributeValues>> | { shared: AttributeValues };

export interface CollectionEntrySeed {
  /** Seed-only identity, used by relations (e.g. a category's key). */
  $key: string;
  /** Attributes equal in every locale (the non-localized fields). */
  shared?: AttributeValues;
  /** Localized attributes, per locale. A locale left out has no row for this entry. */
  locales?: Partial<Record<Locale, AttributeValues>>;
  /** Pins the row ids per locale (otherwise assigned in order). */
  ids?: Partial<Record<Locale, number>>;
}

export interface Dataset {
  media: MediaAsset[];
  /** Keyed by content type uid, e.g. `api::header.header`. */
  singles: Record<string, SingleSeed>;
  /** Keyed by content type uid, e.g. `api::property.property`. Order is the creation order. */
  collections: Record<string, CollectionEntrySeed[]>;
  /** Creation order of all types (singles and collections); ids of components follow it. */
  order?: string[];
  /** Fixed timestamp for createdAt/updatedAt/publishedAt, so answers are stable. */
  timestamp?: string;
}
