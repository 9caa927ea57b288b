import { useTranslation } from '../../i18n/translation';
import { useAppState, useAppStore } from '../../state/store';
import './scroll-top-button.css';

/**
 * The floating scroll-top button of the second layout, hidden on narrow screens; shown when
 * the slide index is above 0 and no popup is open. It resets the slide index, re-enables wheel
 * scrolling and scrolls to the top.
 */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const store = useAppStore();
  const visible = useAppState(
    (state) => state.currentSlideIndex > 0 && !state.pageHasOpenedPopup && !state.menu,
  );
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top-button"
      aria-label={t('nav.scrollTop')}
      onClick={() => {
        store.setState({ currentSlideIndex: 0, stopWheel: false });
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20V5M6 11l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </button>
  );
}
