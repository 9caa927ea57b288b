import { useTranslation } from '../../i18n/translation';
import { useLoaderData } from 'react-router';
import { SmartLink } from '../../components/link/smart-link';
import { SearchInput } from '../../components/search/search-input';
import type { SearchHit } from '../../content/site-search';
import { href } from '../../navigation/href';
import type { SearchGroup, SearchResultData } from './search-result-loader.server';
import './search-result.css';
import { HeroTitle } from '../../components/hero-title/hero-title';

/** The search results: the input with the term, then the hits grouped by kind, or what to try instead. */
export default function SearchResultPage() {
  const { t } = useTranslation('search');
  const { term, groups, total } = useLoaderData() as SearchResultData;
  return (
    <div className="search-page">
      <header className="search-page__hero container">
        <p className="eyebrow">{t('eyebrow')}</p>
        <HeroTitle className="search-page__title" text={term ? t('resultsTitle', { term }) : t('title')} />
        <SearchInput key={term} className="search-page__input" initialValue={term} />
        {term ? (
          <p className="search-page__summary" role="status">
            {total > 0 ? t('count', { count: total }) : t('noResults.title', { term })}
          </p>
        ) : (
          <p className="search-page__summary">{t('prompt')}</p>
        )}
      </header>
      {term && total === 0 && (
        <div className="search-page__results container">
          <NoResults />
        </div>
      )}
      {groups.length > 0 && (
        <div className="search-page__results container">
          {groups.map((group) => (
            <ResultGroup key={group.kind} group={group} />
          ))}
        </div>
      )}
    </div>
  );
}

function ResultGroup({ group }: { group: SearchGroup }) {
  const { t } = useTranslation('search');
  const headingId = `search-group-${group.kind}`;
  return (
    <section className="search-group" aria-labelledby={headingId}>
      <div className="search-group__head">
        <h2 id={headingId} className="search-group__title">
          {t(`groups.${group.kind}`)}
        </h2>
        <p className="search-group__count">{t('count', { count: group.hits.length })}</p>
      </div>
      <ol className="search-group__list">
        {group.hits.map((hit, index) => (
          <ResultItem key={`${hit.href}-${index}`} hit={hit} />
        ))}
      </ol>
    </section>
  );
}

function ResultItem({ hit }: { hit: SearchHit }) {
  return (
    <li className="search-hit">
      <h3 className="search-hit__title">
        <SmartLink href={hit.href} className="search-hit__link">
          {hit.title}
        </SmartLink>
      </h3>
      {hit.excerpt.length > 0 && (
        <p className="search-hit__excerpt">
          {hit.excerpt.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
        </p>
      )}
    </li>
  );
}

function NoResults() {
  const { t } = useTranslation('search');
  const suggestions = [
    { href: href('services', {}), label: t('noResults.services') },
    { href: href('properties', {}), label: t('noResults.properties') },
    { href: href('contacts', {}), label: t('noResults.contacts') },
  ];
  return (
    <section className="search-empty" aria-labelledby="search-empty-title">
      <h2 id="search-empty-title" className="search-empty__title">
        {t('noResults.suggestions')}
      </h2>
      <p className="search-empty__text">{t('noResults.text')}</p>
      <ul className="search-empty__links">
        {suggestions.map((suggestion) => (
          <li key={suggestion.href}>
            <SmartLink href={suggestion.href} className="search-empty__link">
              {suggestion.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
