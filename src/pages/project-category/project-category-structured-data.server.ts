import { breadcrumbs, type StructuredDataBuilder } from '../../loaders/structured-data.server';
import { paths } from '../../navigation/paths';
import type { ProjectCategoryData } from './project-category-loader.server';

/** A category, or a project open in it: the breadcrumbs through the projects (and the category). */
export const projectCategoryStructuredData: StructuredDataBuilder<ProjectCategoryData> = (input, data) => {
  if (!data.project) return [breadcrumbs(input, [{ path: paths.projects() }], data.category.title)];
  return [
    breadcrumbs(
      input,
      [
        { path: paths.projects() },
        { path: paths.projectCategory(data.category.slugId), name: data.category.title },
      ],
      data.project.title,
    ),
  ];
};
