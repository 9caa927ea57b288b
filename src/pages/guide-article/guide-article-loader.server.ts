import { renderMarkdown } from '../../content/markdown.server';
import {
  guideArticleRequest,
  guideArticlesRequest,
  type GuideArticle,
  type GuideArticleSummary,
} from '../../content/requests/guide-articles.server';
import type { PageData, PageLoader } from '../../loaders/page-data';
import { entryMeta } from '../../loaders/page-meta.server';
import { notFound } from '../../loaders/route-errors';
import { withHeadingAnchors, type TocEntry } from './table-of-contents';

type ArticleLink = Pick<GuideArticleSummary, 'url' | 'title'>;

export interface GuideArticlePageData extends PageData {
  article: Omit<GuideArticle, 'body' | 'seo'> & { bodyHtml: string };
  toc: TocEntry[];
  /** 1-based place in the guide and the guide's length. */
  position: { number: number; total: number };
  previous: ArticleLink | null;
  next: ArticleLink | null;
}

function linkTo(article: GuideArticleSummary | undefined): ArticleLink | null {
  return article ? { url: article.url, title: article.title } : null;
}

/** /business-in-greece/{url}: one article with its contents and its neighbours; an unknown url is a 404. */
export const guideArticleLoader: PageLoader<GuideArticlePageData> = async ({ context, locale, params }) => {
  const url = params.url ?? '';
  const [article, articles] = await Promise.all([
    context.content.load(guideArticleRequest(locale, url)),
    context.content.load(guideArticlesRequest(locale)),
  ]);
  if (!article) notFound();
  const { body, seo: _seo, ...fields } = article;
  const { html, toc } = withHeadingAnchors(renderMarkdown(body, locale));
  const index = articles.findIndex((entry) => entry.url === url);
  return {
    meta: entryMeta('api::guide-article.guide-article', article, { type: 'article' }),
    article: { ...fields, bodyHtml: html },
    toc,
    position: { number: index + 1, total: articles.length },
    previous: index > 0 ? linkTo(articles[index - 1]) : null,
    next: index >= 0 ? linkTo(articles[index + 1]) : null,
  };
};
