import { renderMarkdown } from '../../content/markdown';
import type { EditorialPage, PageType } from '../../content/requests/page';
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

/** A page that is only its editorial single (about, construction, the legal pages). */
export function editorialLoader(
  type: PageType | ((params: Record<string, string | undefined>) => PageType),
): PageLoader<EditorialPageData> {
  return (args) => loadEditorial(typeof type === 'function' ? type(args.params) : type, args);
}
