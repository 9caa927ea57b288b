import { renderMarkdown } from '../../content/markdown.server';
import { isPageType, type EditorialPage, type PageType } from '../../content/requests/page.server';
import type { PageData, PageLoader, PageLoaderArgs } from '../../loaders/page-data';
import { entryMeta } from '../../loaders/page-meta.server';

export interface EditorialContent extends Omit<EditorialPage, 'body'> {
  bodyHtml: string;
}

export interface EditorialPageData extends PageData {
  page: EditorialContent;
}

/** Loads an editorial page single, with its Markdown body rendered. */
export async function loadEditorial(
  type: PageType,
  { context, locale }: PageLoaderArgs,
): Promise<EditorialPageData> {
  const content = await context.content.page(type, locale);
  const { body, ...page } = content;
  return {
    meta: entryMeta(`api::${type}.${type}`, content),
    page: { ...page, bodyHtml: renderMarkdown(body, locale) },
  };
}

/**
 * A page that is only its editorial single (about, construction, the legal pages): the single of
 * the route's name (`page-about` for the route `about`).
 */
export const editorialLoader: PageLoader<EditorialPageData> = (args) => {
  const type = `page-${args.routeName}`;
  if (!isPageType(type)) throw new Error(`The route ${args.routeName} has no editorial single`);
  return loadEditorial(type, args);
};
