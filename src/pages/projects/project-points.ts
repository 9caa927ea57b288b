import type { ProjectSummary } from '../../content/requests/projects.server';
import type { Locale } from '../../i18n/locales';
import { cardPicture, type MapPoint } from '../../loaders/map-data';
import { href } from '../../navigation/href';

/** The listed projects that have a place, as the points of their map (each card opens its project). */
export function projectPoints(projects: ProjectSummary[], locale: Locale): MapPoint[] {
  const points: MapPoint[] = [];
  for (const project of projects) {
    const slugId = project.category?.slugId;
    if (!project.coordinates || !slugId) continue;
    points.push({
      id: `project-${project.reference}`,
      lat: project.coordinates.lat,
      lng: project.coordinates.lng,
      title: project.title,
      detail: project.location,
      href: href('dkg-projects-category-id', { category: slugId, id: project.reference }, locale),
      picture: cardPicture(project.cover),
    });
  }
  return points;
}
