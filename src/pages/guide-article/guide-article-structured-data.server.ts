import type { FAQPage, Question, WithContext } from 'schema-dts';
import { LOCALE_TAGS } from '../../i18n/locales';
import {
  breadcrumbs,
  SCHEMA_CONTEXT,
  type StructuredDataBuilder,
} from '../../loaders/structured-data.server';
import { href } from '../../navigation/href';
import type { GuideArticlePageData } from './guide-article-loader.server';

/** Question headings end with a question mark (the Greek one is a semicolon). */
const QUESTION = /[?;\u037e]\s*$/;

function textOf(html: string): string {
  return (
    html
      // Blocks end words; inline tags do not.
      .replace(/<\/?(?:p|li|ul|ol|h\d|br|blockquote|table|tr|td|th|div)\b[^>]*>/gi, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(
        /&(amp|lt|gt|quot|#39);/g,
        (_match, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] ?? '',
      )
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The article's sections whose heading is a question, with the section's text as the answer. */
export function questionsOf(bodyHtml: string): Array<{ question: string; answer: string }> {
  const sections = bodyHtml.split(/(?=<h2[\s>])/);
  return sections.flatMap((section) => {
    const heading = /^<h2[^>]*>([\s\S]*?)<\/h2>([\s\S]*)$/.exec(section);
    if (!heading) return [];
    const question = textOf(heading[1]);
    const answer = textOf(heading[2]);
    return QUESTION.test(question) && answer ? [{ question, answer }] : [];
  });
}

/** A guide article: an FAQ page when its sections ask questions, and the breadcrumbs through the guide. */
export const guideArticleStructuredData: StructuredDataBuilder<GuideArticlePageData> = (input, data) => {
  const { locale, canonical } = input;
  const questions = questionsOf(data.article.bodyHtml);
  const crumbs = breadcrumbs(input, [{ path: href('business-in-greece', {}) }], data.article.title);
  if (questions.length === 0) return [crumbs];
  const faq: WithContext<FAQPage> = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    name: data.article.title,
    url: canonical,
    inLanguage: LOCALE_TAGS[locale],
    mainEntity: questions.map(({ question, answer }): Question => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
  return [faq, crumbs];
};
