import { useTranslation } from '../../i18n/translation';
import { useLoaderData } from 'react-router';
import { CatalogueHero, CatalogueList, CatalogueNote } from '../../components/catalogue-hero/catalogue-hero';
import { EntryCard } from '../../components/entry-card/entry-card';
import { href } from '../../navigation/href';
import type { GuidePageData } from './guide-loader.server';
import './guide.css';

/** /business-in-greece: the guide's articles as a numbered list, in reading order. */
export default function GuidePage() {
  const { page, articles } = useLoaderData() as GuidePageData;
  const { t } = useTranslation('catalogue');
  return (
    <div className="catalogue-page guide">
      <CatalogueHero title={page.title} intro={page.intro} />
      <CatalogueList id="guide-list" label={t('guide.list')}>
        <ol className="guide__list">
          {articles.map((article, index) => (
            <li key={article.url} className="guide__item">
              <EntryCard
                to={href('business-in-greece-url', { url: article.url })}
                title={article.title}
                summary={article.summary}
                media={article.cover}
                sizes="(min-width: 1440px) 440px, (min-width: 768px) 32vw, 100vw"
                layout="row"
                number={index + 1}
                action={t('guide.read')}
              />
            </li>
          ))}
        </ol>
      </CatalogueList>
      <CatalogueNote html={page.bodyHtml} />
    </div>
  );
}
