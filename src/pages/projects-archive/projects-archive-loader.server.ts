import { projectsRequest, type ProjectSummary } from '../../content/requests/projects.server';
import type { PageLoader } from '../../loaders/page-data';
import { loadEditorial, type EditorialPageData } from '../editorial/editorial-loader.server';
import { withCategory } from '../projects/projects-listing.server';

export interface ProjectsArchiveData extends EditorialPageData {
  projects: ProjectSummary[];
}

/** /dkg-projects-old: the archive of completed projects. */
export const projectsArchiveLoader: PageLoader<ProjectsArchiveData> = async (args) => {
  const [editorial, projects] = await Promise.all([
    loadEditorial('page-projects-old', args),
    args.context.content.load(projectsRequest(args.locale)),
  ]);
  return {
    ...editorial,
    projects: withCategory(projects).filter((project) => project.stage === 'completed'),
  };
};
