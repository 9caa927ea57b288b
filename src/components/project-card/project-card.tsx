import { Link } from 'react-router';
import type { ProjectSummary } from '../../content/requests/projects.server';
import { useLocale } from '../../i18n/locale-context';
import { href } from '../../navigation/href';
import { ResponsiveImage } from '../media/responsive-image';
import { ProjectStatusLabel } from './project-status';
import './project-card.css';

/** Set on the history entry of a popup opened from its category page: closing it goes back. */
export interface ProjectLinkState {
  openedFromCategory: true;
}

interface ProjectCardProps {
  project: ProjectSummary;
  /** On its own category page the popup opens over the page: keep the scroll position. */
  opensInPlace?: boolean;
  priority?: boolean;
}

/**
 * A project in a listing: cover, stage, category, title, place and year. The title's link covers the
 * whole card and leads to the project's popup on its category page.
 */
export function ProjectCard({ project, opensInPlace = false, priority = false }: ProjectCardProps) {
  const locale = useLocale();
  const category = project.category;
  if (!category) return null;
  const state: ProjectLinkState | undefined = opensInPlace ? { openedFromCategory: true } : undefined;
  return (
    <article className="project-card">
      <div className="project-card__media">
        <ResponsiveImage
          media={project.cover}
          sizes="(min-width: 1440px) 440px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          afterFirstPaint
          className="project-card__image"
        />
        <ProjectStatusLabel stage={project.stage} className="project-card__status" />
      </div>
      <div className="project-card__body">
        <p className="project-card__category eyebrow">{category.title}</p>
        <h2 className="project-card__title">
          <Link
            to={href(
              'dkg-projects-category-id',
              { category: category.slugId, id: project.reference },
              locale,
            )}
            preventScrollReset={opensInPlace}
            state={state}
            className="project-card__link"
          >
            {project.title}
          </Link>
        </h2>
        <p className="project-card__place">
          {project.location && <span>{project.location}</span>}
          {project.year !== null && <time dateTime={String(project.year)}>{project.year}</time>}
        </p>
      </div>
    </article>
  );
}
