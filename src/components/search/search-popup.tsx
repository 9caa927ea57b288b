import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useAppState, useAppStore } from '../../state/store';
import { useDialog } from '../use-dialog';
import { SearchInput } from './search-input';
import './search-popup.css';

/** Opened by the header icon, closed by its close icon or when the stored term changes. */
export function SearchPopup() {
  const { t } = useTranslation();
  const store = useAppStore();
  const open = useAppState((state) => state.searchPopup && !state.menu);
  const term = useAppState((state) => state.seacrhInputValue);
  const close = () => store.setState({ searchPopup: false, pageHasOpenedPopup: false, stopWheel: false });
  const panel = useRef<HTMLDivElement>(null);
  useDialog(panel, open, close);

  const lastTerm = useRef(term);
  useEffect(() => {
    if (term !== lastTerm.current) {
      lastTerm.current = term;
      store.setState({ searchPopup: false, pageHasOpenedPopup: false, stopWheel: false });
    }
  }, [term, store]);

  if (!open) return null;
  return (
    <div className="search-popup" role="dialog" aria-modal="true" aria-label={t('search.open')} ref={panel}>
      <div className="search-popup__inner container">
        <button type="button" className="search-popup__close" onClick={close} aria-label={t('search.close')}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
        <SearchInput className="search-popup__input" autoFocus onSubmitted={close} />
      </div>
    </div>
  );
}
