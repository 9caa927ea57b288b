import { z } from 'zod';
import { PROJECT_STAGES, type ProjectStage } from '@dkg/content-model';
import type { Locale } from '../../i18n/locales';
import { contentRequest, entryTag, type ParseContext } from '../content-request.server';
import {
  collectionResponse,
  coordinate,
  entity,
  mediaListRelation,
  mediaRelation,
  optionalNumber,
  parseWith,
  text,
  toMedia,
} from '../strapi.server';
import type { Media, Seo } from '../types';
import { mediaPopulate, seoPopulate, seoSchema, toSeo } from './media-fields.server';
import type { GeoPoint } from './property.server';

export interface ProjectCategoryLink {
  id: number;
  title: string;
  slugId: string;
}

/** What a project card shows. */
export interface ProjectSummary {
  /** The project's number, the same in every locale: the `{id}` of /dkg-projects/{category}/{id}. */
  reference: number;
  title: string;
  location: string;
  /** Where it is on a map; null when the content does not say. */
  coordinates: GeoPoint | null;
  year: number | null;
  stage: ProjectStage | null;
  cover: Media | null;
  category: ProjectCategoryLink | null;
}

/** What the project popup shows. */
export interface ProjectDetail extends ProjectSummary {
  summary: string;
  description: string;
  gallery: Media[];
  seo: Seo;
}

const PROJECT = 'api::project.project';
const CATEGORY = 'api::project-category.project-category';
const SUMMARY_FIELDS = ['reference', 'title', 'location', 'year', 'stage'] as const;
const categoryPopulate = { fields: ['title', 'slugId'] } as const;
const coordinatesPopulate = { fields: ['lat', 'lng'] } as const;

const summaryAttributes = z.object({
  reference: z.number(),
  title: text,
  location: text,
  coordinates: z
    .object({ lat: coordinate, lng: coordinate })
    .nullish()
    .transform((value) => (value ? { lat: value.lat, lng: value.lng } : null)),
  year: optionalNumber,
  // A stage the site does not know yet shows no label rather than failing the whole list.
  stage: z.enum(PROJECT_STAGES).nullable().catch(null),
  cover: mediaRelation,
  category: z
    .object({ data: entity(z.object({ title: text, slugId: text })).nullable() })
    .nullish()
    .transform((value) => value?.data ?? null),
});

const listSchema = collectionResponse(summaryAttributes);

const detailSchema = collectionResponse(
  summaryAttributes.extend({ summary: text, description: text, gallery: mediaListRelation, seo: seoSchema }),
);

function toSummary(attributes: z.output<typeof summaryAttributes>, context: ParseContext): ProjectSummary {
  const { cover, category, ...fields } = attributes;
  return {
    ...fields,
    cover: toMedia(cover, context),
    category: category ? { id: category.id, ...category.attributes } : null,
  };
}

/**
 * Every project of a locale, newest first, with what the cards show. The listings (all, one
 * category, the archive) are cut from this one cached answer. Strapi caps a page at 100 entries.
 */
export function projectsRequest(locale: Locale) {
  return contentRequest({
    path: '/api/projects',
    query: {
      locale,
      fields: [...SUMMARY_FIELDS],
      sort: ['year:desc', 'reference:asc'],
      populate: { cover: mediaPopulate, category: categoryPopulate, coordinates: coordinatesPopulate },
      pagination: { pageSize: 100 },
    },
    tags: [PROJECT, CATEGORY],
    parse: (body, context): ProjectSummary[] =>
      parseWith(listSchema, body, 'the projects').data.map(({ attributes }) =>
        toSummary(attributes, context),
      ),
  });
}

/**
 * One project by its reference (the same in every locale), with its texts, gallery and SEO; null when
 * there is none.
 */
export function projectRequest(locale: Locale, reference: number) {
  return contentRequest({
    path: '/api/projects',
    query: {
      locale,
      filters: { reference: { $eq: reference } },
      fields: [...SUMMARY_FIELDS, 'summary', 'description'],
      populate: {
        cover: mediaPopulate,
        gallery: mediaPopulate,
        category: categoryPopulate,
        coordinates: coordinatesPopulate,
        seo: seoPopulate,
      },
    },
    tags: [entryTag(PROJECT, reference), CATEGORY],
    parse: (body, context): ProjectDetail | null => {
      const entry = parseWith(detailSchema, body, `the project ${reference}`).data[0];
      if (!entry) return null;
      const { summary, description, gallery, seo, ...attributes } = entry.attributes;
      return {
        ...toSummary(attributes, context),
        summary,
        description,
        gallery: gallery.map((item) => toMedia(item, context)).filter((item): item is Media => item !== null),
        seo: toSeo(seo, context),
      };
    },
  });
}
