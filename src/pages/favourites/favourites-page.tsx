import { useEffect, useRef, type FormEvent, type MouseEvent } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { HeroTitle } from '../../components/hero-title/hero-title';
import { PropertyCard } from '../../components/property-card/property-card';
import { useLocale } from '../../i18n/locale-context';
import { useTranslation } from '../../i18n/translation';
import { href } from '../../navigation/href';
import { addFavourites, removeFavourite, useFavourites, useHydrated } from '../../state/favourites';
import type { ChosenEntry } from './chosen-entries.server';
import { CopyLink } from './copy-link';
import type { FavouritesPageData } from './favourites-loader.server';
import { COMPARE_MAX } from './refs-query';
import './favourites-page.css';

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((ref) => b.includes(ref));

/**
 * The favourites page. Its address carries the list (`?refs=`), rendered on the server, so the page is
 * the link that shares it. Without a list in the address, the browser puts the visitor's own list
 * there once the page's scripts run; while the address shows the visitor's own list, it follows it.
 */
function useOwnList(refs: readonly number[]): boolean {
  const locale = useLocale();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const stored = useFavourites();
  // The list shown was the visitor's own when last looked at (the address changed since: no longer known).
  const last = useRef<{ refs: readonly number[]; own: boolean } | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const wasOwn = last.current?.refs === refs && last.current.own;
    const own = sameList(refs, stored);
    last.current = { refs, own: own || wasOwn };
    if (own || !(refs.length === 0 || wasOwn)) return;
    navigate(href('favourites', { refs: stored }, locale), { replace: true, preventScrollReset: true });
  }, [hydrated, refs, stored, locale, navigate]);
  return hydrated && sameList(refs, stored);
}

export default function FavouritesPage() {
  const { refs, entries } = useLoaderData() as FavouritesPageData;
  const { t } = useTranslation('properties');
  const own = useOwnList(refs);
  return (
    <div className="favourites">
      <header className="favourites__hero container">
        <p className="eyebrow">{t('favourites.eyebrow')}</p>
        <HeroTitle className="favourites__title" text={t('favourites.title')} />
        <p className="favourites__intro">{t('favourites.intro')}</p>
      </header>
      <div className="favourites__body container">
        {entries.length === 0 ? (
          <EmptyFavourites />
        ) : (
          <FavouritesList refs={refs} entries={entries} own={own} />
        )}
      </div>
    </div>
  );
}

function EmptyFavourites() {
  const { t } = useTranslation('properties');
  const locale = useLocale();
  return (
    <section className="favourites-empty" aria-labelledby="favourites-empty-title">
      <h2 id="favourites-empty-title" className="favourites-empty__title">
        {t('favourites.emptyTitle')}
      </h2>
      <p className="favourites-empty__text">{t('favourites.emptyText')}</p>
      <Link className="button button--solid" to={href('properties', {}, locale)}>
        {t('favourites.emptyLink')}
      </Link>
    </section>
  );
}

function FavouritesList({ refs, entries, own }: { refs: number[]; entries: ChosenEntry[]; own: boolean }) {
  const { t } = useTranslation('properties');
  const locale = useLocale();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const stored = useFavourites();
  const comparable = entries.filter((entry) => entry.property !== null).map((entry) => entry.reference);
  const ticked = new Set(comparable.slice(0, COMPARE_MAX));
  const compareAction = href('compare', {}, locale);

  // With the page's scripts, the comparison's address is written with commas, like every shared link.
  const compare = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).getAll('refs').map(Number);
    navigate(href('compare', { refs: chosen }, locale));
  };
  const remove = (reference: number) => (event: MouseEvent) => {
    if (!own) return;
    // The visitor's own list: forgetting the property is enough, the address follows the list.
    event.preventDefault();
    removeFavourite(reference);
  };
  const shared = hydrated && !own && refs.some((ref) => !stored.includes(ref));

  return (
    <>
      <div className="favourites__share">
        <p className="favourites__count">{t('listing.count', { count: entries.length })}</p>
        <CopyLink href={href('favourites', { refs: refs }, locale)} label={t('favourites.share')} />
        {shared && (
          <button type="button" className="button button--outline" onClick={() => addFavourites(refs)}>
            {t('favourites.keep')}
          </button>
        )}
      </div>
      <form className="favourites__form" method="get" action={compareAction} onSubmit={compare}>
        <ul className="favourites__grid" aria-label={t('favourites.listLabel')}>
          {entries.map((entry) => (
            <li key={entry.reference} className="favourites__item">
              {entry.property ? (
                <PropertyCard property={entry.property} />
              ) : (
                <article className="favourites__gone">
                  <h2 className="favourites__gone-title">
                    {t('favourites.removedTitle', { ref: entry.reference })}
                  </h2>
                </article>
              )}
              {entry.property?.availability === 'sold' && (
                <p className="favourites__notice">{t('favourites.sold')}</p>
              )}
              {!entry.property && <p className="favourites__notice">{t('favourites.removed')}</p>}
              <div className="favourites__controls">
                {entry.property && (
                  <label className="favourites__tick">
                    <input
                      type="checkbox"
                      name="refs"
                      value={entry.reference}
                      defaultChecked={ticked.has(entry.reference)}
                    />
                    <span>{t('favourites.compareTick')}</span>
                    <span className="visually-hidden"> {entry.property.title}</span>
                  </label>
                )}
                <Link
                  className="favourites__remove"
                  to={href('favourites', { refs: refs.filter((ref) => ref !== entry.reference) }, locale)}
                  onClick={remove(entry.reference)}
                  preventScrollReset
                >
                  {t('favourites.remove')}
                  <span className="visually-hidden">
                    {' '}
                    {entry.property?.title ?? t('favourites.removedTitle', { ref: entry.reference })}
                  </span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
        {comparable.length >= 2 && (
          <div className="favourites__compare">
            <h2 className="favourites__compare-title">{t('favourites.compareLegend')}</h2>
            <p className="favourites__compare-hint">{t('favourites.compareHint')}</p>
            <button type="submit" className="button button--solid">
              {t('favourites.compareSubmit')}
            </button>
          </div>
        )}
      </form>
    </>
  );
}
