import { useTranslation } from '../../i18n/translation';
import { useLoaderData } from 'react-router';
import { ProjectCategoryFilter } from './project-category-filter';
import type { ProjectsListingData } from './projects-listing.server';
import { ProjectsListingView } from './projects-listing-view';
import { ProjectsMap } from './projects-map';

/** /dkg-projects: every project, 'All' active in the category filter. */
export default function ProjectsPage() {
  const { t } = useTranslation('projects');
  const { page, categories, total, projects, mapTiles } = useLoaderData() as ProjectsListingData;
  return (
    <ProjectsListingView
      eyebrow={t('listing.count', { count: total })}
      title={page.title}
      intro={page.intro}
      filter={<ProjectCategoryFilter categories={categories} total={total} />}
      map={<ProjectsMap projects={projects} tiles={mapTiles} listingKey="" />}
      projects={projects}
      bodyHtml={page.bodyHtml}
    />
  );
}
