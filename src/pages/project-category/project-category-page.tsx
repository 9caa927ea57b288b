import { useTranslation } from '../../i18n/translation';
import { useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import type { ProjectLinkState } from '../../components/project-card/project-card';
import { ProjectPopup } from '../../components/project-popup/project-popup';
import { useLocale } from '../../i18n/locale-context';
import { href } from '../../navigation/href';
import { ProjectCategoryFilter } from '../projects/project-category-filter';
import { ProjectsListingView } from '../projects/projects-listing-view';
import { ProjectsMap } from '../projects/projects-map';
import type { ProjectCategoryData } from './project-category-loader.server';

/** While the visitor leaves the popup's URL, the popup goes at once instead of after the data. */
function useLeavingPopup(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state !== 'idle' && navigation.location?.pathname !== location.pathname;
}

/**
 * /dkg-projects/{category}: the category's projects. With /{id}, that project is open in a popup over
 * the page; closing it goes back to the category (back in history when a card opened it).
 */
export default function ProjectCategoryPage() {
  const { t } = useTranslation('projects');
  const { page, category, categories, total, projects, project, mapTiles } =
    useLoaderData() as ProjectCategoryData;
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const leaving = useLeavingPopup();
  const categoryHref = href('dkg-projects-category-id', { category: category.slugId }, locale);

  const closePopup = () => {
    if ((location.state as ProjectLinkState | null)?.openedFromCategory) navigate(-1);
    else navigate(categoryHref, { preventScrollReset: true });
  };

  return (
    <ProjectsListingView
      eyebrow={page.title}
      title={category.title}
      intro={t('listing.count', { count: projects.length })}
      filter={<ProjectCategoryFilter categories={categories} total={total} active={category.slugId} />}
      map={<ProjectsMap projects={projects} tiles={mapTiles} listingKey={category.slugId} />}
      projects={projects}
      bodyHtml={page.bodyHtml}
      opensInPlace
      // The first card is on the first screen with the popup open too (the popup comes in over it).
      priorityFirst
    >
      {project && !leaving && (
        <ProjectPopup
          project={project}
          categoryTitle={category.title}
          closeHref={categoryHref}
          page={href('dkg-projects-category-id', { category: category.slugId, id: project.reference })}
          onClose={closePopup}
        />
      )}
    </ProjectsListingView>
  );
}
