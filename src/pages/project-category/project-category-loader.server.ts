import { renderMarkdown } from '../../content/markdown.server';
import type { LocalizedProjectCategory } from '../../content/requests/project-category-locales.server';
import {
  projectRequest,
  type ProjectDetail,
  type ProjectSummary,
} from '../../content/requests/projects.server';
import type { Locale } from '../../i18n/locales';
import { href } from '../../navigation/href';
import { redirect } from 'react-router';
import type { PageLoader, PageLoaderArgs, PageMeta } from '../../loaders/page-data';
import { entryMeta, shareImage } from '../../loaders/page-meta.server';
import { notFound } from '../../loaders/route-errors';
import type { AppState } from '../../state/app-state';
import {
  categoryFilter,
  loadListing,
  withCategory,
  type ProjectsListingData,
} from '../projects/projects-listing.server';

export interface OpenedProject extends Omit<ProjectDetail, 'description' | 'seo'> {
  descriptionHtml: string;
}

export interface ProjectCategoryData extends ProjectsListingData {
  category: { title: string; slugId: string };
  /** The project shown in the popup (/dkg-projects/{category}/{id}), or null. */
  project: OpenedProject | null;
  state: Pick<AppState, 'urlsForProjectPage' | 'pageHasOpenedPopup' | 'stopWheel'>;
}

const DESCRIPTION_LENGTH = 160;

/** A category's description: its name and the projects it holds, cut at a word. */
function categoryDescription(title: string, projects: ProjectSummary[]): string {
  const full = `${title}: ${projects.map((project) => project.title).join(', ')}.`;
  if (full.length <= DESCRIPTION_LENGTH) return full;
  const cut = full.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,:]$/, '')}…`;
}

/** The project of the popup, when the URL names one; it must belong to the category. */
function openedProject(
  project: ProjectDetail | null | undefined,
  category: LocalizedProjectCategory,
): ProjectDetail | null {
  if (project === undefined) return null;
  if (!project || project.category?.id !== category.id) notFound();
  return project;
}

function shownProject(project: ProjectDetail, locale: Locale): OpenedProject {
  const { description, seo: _seo, ...rest } = project;
  return { ...rest, descriptionHtml: renderMarkdown(description, locale) };
}

/**
 * The head of a project's address is the project's (its SEO fields, else its own title, text and
 * picture); a category's is its name and its projects (categories have no SEO fields of their own).
 */
function pageMeta(
  category: LocalizedProjectCategory,
  projects: ProjectSummary[],
  project: ProjectDetail | null,
  pageTitle: string,
): PageMeta {
  if (project) return entryMeta('api::project.project', project);
  return {
    title: `${category.title} — ${pageTitle}`,
    description: categoryDescription(category.title, projects),
    image: shareImage(projects.find((entry) => entry.cover)?.cover),
  };
}

/**
 * `/dkg-projects/{id}`: the category may be left out of a project's address; the project opens on its
 * category's page (a permanent redirect to its full address).
 */
async function openWithoutCategory({ params, context, locale }: PageLoaderArgs): Promise<never> {
  const reference =
    params.id === undefined && /^[1-9]\d{0,8}$/.test(params.category ?? '') ? Number(params.category) : null;
  const project = reference === null ? null : await context.content.load(projectRequest(locale, reference));
  const slug = project?.category?.slugId;
  if (!project || !slug) notFound();
  throw redirect(href('dkg-projects-category-id', { category: slug, id: project.reference }, locale), 301);
}

/**
 * /dkg-projects/{category} and /dkg-projects/{category}/{id}: one category's projects, with one of
 * them open in a popup when the id is given. The slug must be a category of the page's locale.
 */
export const projectCategoryLoader: PageLoader<ProjectCategoryData> = async (args) => {
  const { context, locale, params } = args;
  const [{ editorial, categories, projects }, requested] = await Promise.all([
    loadListing(args),
    params.id === undefined ? undefined : context.content.load(projectRequest(locale, Number(params.id))),
  ]);
  const category = categories.find((entry) => entry.slugId === params.category);
  if (!category) return openWithoutCategory(args);
  const project = openedProject(requested, category);
  const listed = withCategory(projects);
  const inCategory = listed.filter((entry) => entry.category?.id === category.id);
  return {
    ...editorial,
    meta: pageMeta(category, inCategory, project, editorial.page.title),
    categories: categoryFilter(categories, listed),
    total: listed.length,
    projects: inCategory,
    mapTiles: context.mapTiles ?? null,
    category: { title: category.title, slugId: category.slugId },
    project: project && shownProject(project, locale),
    state: {
      urlsForProjectPage: category.slugs,
      pageHasOpenedPopup: project !== null,
      stopWheel: project !== null,
    },
  };
};
