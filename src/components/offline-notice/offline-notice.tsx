import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/translation';
import './offline-notice.css';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The online/offline status tracks the browser. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      {t('offline')}
    </p>
  );
}
