import { breadcrumbs, type StructuredDataBuilder } from '../../loaders/structured-data.server';
import { href } from '../../navigation/href';
import type { ProjectCategoryData } from './project-category-loader.server';

/** A category, or a project open in it: the breadcrumbs through the projects (and the category). */
export const projectCategoryStructuredData: StructuredDataBuilder<ProjectCategoryData> = (input, data) => {
  if (!data.project) return [breadcrumbs(input, [{ path: href('dkg-projects', {}) }], data.category.title)];
  return [
    breadcrumbs(
      input,
      [
        { path: href('dkg-projects', {}) },
        {
          path: href('dkg-projects-category-id', { category: data.category.slugId }),
          name: data.category.title,
        },
      ],
      data.project.title,
    ),
  ];
};
