import { useTranslation } from '../../i18n/translation';
import { Link, useLoaderData } from 'react-router';
import { CatalogueHero } from '../../components/catalogue-hero/catalogue-hero';
import { ArrowIcon } from '../../components/entry-card/arrow-icon';
import { ResponsiveImage } from '../../components/media/responsive-image';
import { Prose } from '../../components/prose/prose';
import { useLocale } from '../../i18n/locale-context';
import { href } from '../../navigation/href';
import type { GuideArticlePageData } from './guide-article-loader.server';
import './guide-article.css';

function Contents({ toc }: Pick<GuideArticlePageData, 'toc'>) {
  const { t } = useTranslation('catalogue');
  if (toc.length < 2) return null;
  return (
    <nav className="guide-contents" aria-labelledby="guide-contents">
      <h2 id="guide-contents" className="guide-contents__title eyebrow">
        {t('guide.contents')}
      </h2>
      <ol className="guide-contents__list">
        {toc.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Pager({ previous, next }: Pick<GuideArticlePageData, 'previous' | 'next'>) {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  if (!previous && !next) return null;
  return (
    <nav className="guide-pager container" aria-label={t('guide.pager')}>
      {previous && (
        <Link
          to={href('business-in-greece-url', { url: previous.url }, locale)}
          rel="prev"
          className="guide-pager__link guide-pager__link--previous"
        >
          <span className="guide-pager__label eyebrow">
            <ArrowIcon direction="left" />
            {t('guide.previous')}
          </span>
          <span className="guide-pager__title">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link
          to={href('business-in-greece-url', { url: next.url }, locale)}
          rel="next"
          className="guide-pager__link guide-pager__link--next"
        >
          <span className="guide-pager__label eyebrow">
            {t('guide.next')}
            <ArrowIcon />
          </span>
          <span className="guide-pager__title">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}

/** /business-in-greece/{url}: a guide article with its contents and the previous and next guides. */
export default function GuideArticlePage() {
  const { article, toc, position, previous, next } = useLoaderData() as GuideArticlePageData;
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  return (
    <article className="catalogue-page guide-article">
      <CatalogueHero
        title={article.title}
        intro={article.summary}
        eyebrow={
          <>
            <Link to={href('business-in-greece', {}, locale)}>
              <ArrowIcon direction="left" />
              {t('guide.all')}
            </Link>
            {position.number > 0 && (
              <span className="guide-article__position">{t('guide.position', position)}</span>
            )}
          </>
        }
      />
      {article.cover && (
        <figure className="catalogue-cover">
          <ResponsiveImage media={article.cover} sizes="100vw" priority className="catalogue-cover__image" />
        </figure>
      )}
      <div className="guide-article__body container">
        <Contents toc={toc} />
        <Prose html={article.bodyHtml} className="guide-article__prose" />
      </div>
      <Pager previous={previous} next={next} />
    </article>
  );
}
