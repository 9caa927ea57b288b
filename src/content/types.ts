import type { FocalPoint } from './focal-point';

/** Plain, normalized content: what pages and components receive. */

export interface MediaSource {
  url: string;
  width: number;
  height: number;
}

export interface Media {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  mime: string | null;
  /** Responsive renditions, narrowest first. */
  sources: MediaSource[];
  /** The point every crop of the picture keeps in view; null when the editor set none (the middle). */
  focalPoint: FocalPoint | null;
  /** The picture of a shared link: a 1200×630 crop (the CMS's `share` format), when it was made. */
  share?: MediaSource;
}

export interface Link {
  title: string;
  href: string;
}

export interface ProjectCategory {
  id: number;
  title: string;
  slugId: string;
  projectCount: number;
}

export interface Logo {
  url: string | null;
  /** The picture's own size, when known (both or neither). */
  width: number | null;
  height: number | null;
}

export interface Social {
  id: number;
  href: string;
  logo: string | null;
}

export interface Header {
  contactUsHref: string;
  contactUsText: string;
  menu: Link[];
}

export interface Aside {
  title: string;
}

export interface Office {
  name: string;
  address: string;
  phone: string;
}

/** The numbers visitors call or write to (an empty one is not shown). */
export interface ContactChannels {
  phone: string;
  whatsapp: string;
  viber: string;
}

export interface PageContact {
  email: string;
}

export interface FooterMenuItem extends Link {
  menuInner: Link[];
}

export interface Footer {
  officesTitle: string;
  officesHref: string;
  policyTitle: string;
  policyHref: string;
  copyright: string;
  menu: FooterMenuItem[];
}

export interface PageSearchResult {
  searchPlaceholder: string;
}

export interface PageError {
  title: string;
  phone: string;
  mail: string;
  btnTitle: string;
  bg: string | null;
  bgMobile: string | null;
}

export interface Seo {
  metaTitle: string;
  metaDescription: string;
  shareImage: Media | null;
}
