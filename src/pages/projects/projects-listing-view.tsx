import type { ReactNode } from 'react';
import { ProjectGrid } from '../../components/project-card/project-grid';
import { Prose } from '../../components/prose/prose';
import type { ProjectSummary } from '../../content/requests/projects.server';
import './projects-page.css';
import { HeroTitle } from '../../components/hero-title/hero-title';

interface ProjectsListingViewProps {
  eyebrow: string;
  title: string;
  intro?: string;
  /** The category filter row, when the listing has one. */
  filter?: ReactNode;
  /** The map of the projects, under the filter row. */
  map?: ReactNode;
  projects: ProjectSummary[];
  bodyHtml: string;
  opensInPlace?: boolean;
  /** No cover is the page's first large picture when a popup is open over the listing. */
  priorityFirst?: boolean;
  children?: ReactNode;
}

/** The layout of the projects listings: hero, filter row, grid of cards and the page's closing text. */
export function ProjectsListingView(props: ProjectsListingViewProps) {
  const {
    eyebrow,
    title,
    intro,
    filter,
    map,
    projects,
    bodyHtml,
    opensInPlace,
    priorityFirst = true,
    children,
  } = props;
  return (
    <div className="projects">
      <header className="projects__hero container">
        <p className="eyebrow">{eyebrow}</p>
        <HeroTitle className="projects__title" text={title} />
        {intro && <p className="projects__intro">{intro}</p>}
      </header>
      <div className="projects__listing container">
        {filter}
        {map}
        <ProjectGrid projects={projects} opensInPlace={opensInPlace} priorityFirst={priorityFirst} />
      </div>
      {bodyHtml && (
        <div className="projects__note container">
          <Prose html={bodyHtml} />
        </div>
      )}
      {children}
    </div>
  );
}
