import { contentTypes, entryShare, type SeoFields } from '@dkg/content-model';
import type { Media } from '../content/types';
import type { PageMeta, ShareImage } from './page-data';

/**
 * The picture a shared link shows of a media file: its 1200×630 crop (the CMS's `share` format), or
 * the picture itself when it has none (uploaded before the format existed), with its own size. A
 * vector or a document cannot be a link's picture.
 */
export function shareImage(media: Media | null | undefined): ShareImage | null {
  if (!media || !isRaster(media)) return null;
  const picture = media.share ?? { url: media.url, width: media.width, height: media.height };
  return { url: picture.url, width: picture.width, height: picture.height };
}

function isRaster(media: Media): boolean {
  return !media.mime || (media.mime.startsWith('image/') && media.mime !== 'image/svg+xml');
}

export interface EntryMetaOptions {
  /** The page's name for the entry when it is not the entry's title (a property with its reference). */
  title?: string;
  type?: PageMeta['type'];
}

/**
 * The head of an entry's page through the one fallback of the content model (`shareOf`): the SEO
 * fields, else what its type's `share` sources name (its title, its first sentences, its main picture).
 */
export function entryMeta(
  uid: string,
  entry: object & { seo?: SeoFields<Media> | null },
  { title, type }: EntryMetaOptions = {},
): PageMeta {
  const sources = contentTypes[uid]?.share;
  if (!sources) throw new Error(`The content type ${uid} has no share sources in the content model`);
  const { seo } = entry;
  // A share picture that cannot be one (an SVG, a PDF) gives way to the entry's.
  const usable = seo?.shareImage && !isRaster(seo.shareImage) ? { ...seo, shareImage: null } : seo;
  const share = entryShare<Media>(sources, entry, usable, title);
  return {
    title: share.title,
    description: share.description,
    image: shareImage(share.image),
    ...(type && { type }),
  };
}
