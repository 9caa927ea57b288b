import { useTranslation } from '../../i18n/translation';
import type { ProjectSummary } from '../../content/requests/projects.server';
import { ProjectCard } from './project-card';
import './project-grid.css';

interface ProjectGridProps {
  projects: ProjectSummary[];
  /** The cards open their popup over this page (a category page). */
  opensInPlace?: boolean;
  /** The first cover is the largest picture in view: load it first. */
  priorityFirst?: boolean;
}

/** A grid of project cards: three columns on wide screens, one on phones. */
export function ProjectGrid({ projects, opensInPlace = false, priorityFirst = false }: ProjectGridProps) {
  const { t } = useTranslation('projects');
  if (projects.length === 0) return <p className="project-grid__empty">{t('listing.empty')}</p>;
  return (
    <ul className="project-grid">
      {projects.map((project, index) => (
        <li key={project.reference} className="project-grid__item">
          <ProjectCard
            project={project}
            opensInPlace={opensInPlace}
            priority={priorityFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
