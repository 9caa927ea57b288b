import { useTranslation } from '../../i18n/translation';
import { useLoaderData } from 'react-router';
import { ProjectsListingView } from '../projects/projects-listing-view';
import type { ProjectsArchiveData } from './projects-archive-loader.server';

/** /dkg-projects-old: the completed projects; each card opens its popup on its category page. */
export default function ProjectsArchivePage() {
  const { t } = useTranslation('projects');
  const { page, projects } = useLoaderData() as ProjectsArchiveData;
  return (
    <ProjectsListingView
      eyebrow={t('archive.count', { count: projects.length })}
      title={page.title}
      intro={page.intro}
      projects={projects}
      bodyHtml={page.bodyHtml}
    />
  );
}
