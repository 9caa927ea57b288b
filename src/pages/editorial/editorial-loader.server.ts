import { renderMarkdown } from '../../content/markdown.server';
import { isPageType, type EditorialPage, type PageType } from '../../content/requests/page.server';
import { metaFromSeo, type PageData, type PageLoader, type PageLoaderArgs } from '../../loaders/page-data';

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
  const { body, ...page } = await context.content.page(type, locale);
  return {
    meta: metaFromSeo(page.seo, page.title, page.intro),
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
