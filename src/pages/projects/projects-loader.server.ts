import type { PageLoader } from '../../loaders/page-data';
import {
  categoryFilter,
  loadListing,
  withCategory,
  type ProjectsListingData,
} from './projects-listing.server';

/** /dkg-projects: every project, with the category filter on 'All'. */
export const projectsLoader: PageLoader<ProjectsListingData> = async (args) => {
  const { editorial, categories, projects } = await loadListing(args);
  const listed = withCategory(projects);
  return {
    ...editorial,
    categories: categoryFilter(categories, listed),
    total: listed.length,
    projects: listed,
    mapTiles: args.context.mapTiles ?? null,
  };
};
