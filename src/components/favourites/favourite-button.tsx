import { useTranslation } from '../../i18n/translation';
import { toggleFavourite, useFavourites, useHydrated } from '../../state/favourites';
import './favourites.css';

interface FavouriteButtonProps {
  reference: number;
  /** The property's title: the name of a card's button says which property it keeps. */
  title: string;
  /** The button with its words (a property page) or the heart alone (a card). */
  labelled?: boolean;
  className?: string;
}

/**
 * Keeps a property in the visitor's favourites (this browser's storage): a toggle button whose pressed
 * state is whether it is kept. Its name stays the same when pressed (the state is `aria-pressed`).
 * It is hidden, keeping its place, until the page's scripts run: without them it could keep nothing,
 * and a press before hydration would be lost.
 */
export function FavouriteButton({
  reference,
  title,
  labelled = false,
  className = '',
}: FavouriteButtonProps) {
  const { t } = useTranslation('properties');
  const hydrated = useHydrated();
  const saved = useFavourites().includes(reference);
  return (
    <button
      type="button"
      className={['favourite-button', labelled ? 'favourite-button--labelled' : '', className]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={saved}
      aria-label={labelled ? undefined : t('favourites.saveNamed', { title })}
      hidden={!hydrated}
      onClick={() => toggleFavourite(reference)}
    >
      <HeartIcon />
      {labelled && <span className="favourite-button__text">{t('favourites.save')}</span>}
    </button>
  );
}

export function HeartIcon() {
  return (
    <svg className="heart-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 20.3 4.3 12.9a4.9 4.9 0 0 1 0-7 4.8 4.8 0 0 1 6.8 0l.9.9.9-.9a4.8 4.8 0 0 1 6.8 0 4.9 4.9 0 0 1 0 7Z" />
    </svg>
  );
}
