import { ResultsMapToggle } from '../../components/results-map/results-map';
import type { ProjectSummary } from '../../content/requests/projects.server';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from '../../i18n/translation';
import type { MapTiles } from '../../loaders/map-data';
import { projectPoints } from './project-points';

/** "Show on map" over a projects listing: the places of the projects it lists. */
export function ProjectsMap({
  projects,
  tiles,
  listingKey,
}: {
  projects: ProjectSummary[];
  tiles: MapTiles | null;
  /** The listing shown ('' for all, a category's slug). */
  listingKey: string;
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <ResultsMapToggle
      tiles={tiles}
      points={() => Promise.resolve(projectPoints(projects, locale))}
      resultsKey={`${locale}/${listingKey}`}
      name={t('map.projectsName')}
    />
  );
}
