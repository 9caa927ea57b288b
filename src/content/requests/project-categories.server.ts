import { z } from 'zod';
import type { Locale } from '../../i18n/locales';
import { contentRequest } from '../content-request.server';
import { collectionResponse, parseWith, text } from '../strapi.server';
import type { ProjectCategory } from '../types';

const schema = collectionResponse(
  z.object({
    title: text,
    slugId: text,
    // ids only (§3): what else a project row holds is not read
    projects: z.object({ data: z.array(z.object({ id: z.number() })) }).nullish(),
  }),
);

/** The categories of the projects menu, with project ids only (to count them). */
export function projectCategoriesRequest(locale: Locale) {
  return contentRequest({
    path: '/api/project-categories/',
    query: {
      locale,
      fields: ['title', 'id', 'slugId'],
      populate: { projects: { fields: ['id'] } },
    },
    tags: ['api::project-category.project-category', 'api::project.project'],
    parse: (body): ProjectCategory[] =>
      parseWith(schema, body, 'project categories').data.map(({ id, attributes }) => ({
        id,
        title: attributes.title,
        slugId: attributes.slugId,
        projectCount: attributes.projects?.data.length ?? 0,
      })),
  });
}
