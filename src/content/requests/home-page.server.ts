import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { mediaRelation, parseWith, singleResponse, text, toMedia } from '../strapi.server';
import type { Media, Seo } from '../types';
import { mediaPopulate, seoPopulate, seoSchema, toSeo } from './media-fields.server';

export interface Slide {
  id: number;
  title: string;
  subtitle: string;
  text: string;
  image: Media | null;
  ctaText: string;
  ctaHref: string;
}

export interface HomePage {
  slides: Slide[];
  seo: Seo;
}

const schema = singleResponse(
  z.object({
    slides: z
      .array(
        z.object({
          id: z.number(),
          title: text,
          subtitle: text,
          text,
          image: mediaRelation,
          ctaText: text,
          ctaHref: text,
        }),
      )
      .nullish(),
    seo: seoSchema,
  }),
);

/** The home page: a full-screen slide show (slidesCount comes from it). */
export function homePageRequest(locale: Locale) {
  return contentRequest({
    path: '/api/home-page',
    query: {
      locale,
      populate: {
        slides: {
          fields: ['title', 'subtitle', 'text', 'ctaText', 'ctaHref'],
          populate: { image: mediaPopulate },
        },
        seo: seoPopulate,
      },
    },
    tags: ['api::home-page.home-page'],
    parse: (body, context): HomePage => {
      const { slides, seo } = parseWith(schema, body, 'the home page').data.attributes;
      return {
        slides: (slides ?? []).map((slide) => ({ ...slide, image: toMedia(slide.image, context) })),
        seo: toSeo(seo, context),
      };
    },
  });
}
