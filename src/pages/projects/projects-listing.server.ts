import {
  projectCategoryLocalesRequest,
  type LocalizedProjectCategory,
} from '../../content/requests/project-category-locales.server';
import { projectsRequest, type ProjectSummary } from '../../content/requests/projects.server';
import type { PageLoaderArgs } from '../../loaders/page-data';
import type { MapTiles } from '../../loaders/map-data';
import { loadEditorial, type EditorialPageData } from '../editorial/editorial-loader.server';

/** One entry of the category filter row. */
export interface CategoryFilterEntry {
  slugId: string;
  title: string;
  count: number;
}

export interface ProjectsListingData extends EditorialPageData {
  categories: CategoryFilterEntry[];
  /** The total of the 'All' entry. */
  total: number;
  projects: ProjectSummary[];
  /** The tiles of the listing's map (none: no map is offered). */
  mapTiles: MapTiles | null;
}

export interface LoadedListing {
  editorial: EditorialPageData;
  categories: LocalizedProjectCategory[];
  projects: ProjectSummary[];
}

/** What the projects page and the category pages are built from: the page single, the categories and the projects. */
export async function loadListing(args: PageLoaderArgs): Promise<LoadedListing> {
  const { context, locale } = args;
  const [editorial, categories, projects] = await Promise.all([
    loadEditorial('page-projects', args),
    context.content.load(projectCategoryLocalesRequest(locale)),
    context.content.load(projectsRequest(locale)),
  ]);
  return { editorial, categories, projects };
}

export function categoryFilter(
  categories: LocalizedProjectCategory[],
  projects: ProjectSummary[],
): CategoryFilterEntry[] {
  return categories.map(({ id, slugId, title }) => ({
    slugId,
    title,
    count: projects.filter((project) => project.category?.id === id).length,
  }));
}

/** Only projects filed under a category can be opened (their popup lives on the category page). */
export function withCategory(projects: ProjectSummary[]): ProjectSummary[] {
  return projects.filter((project) => project.category?.slugId);
}
