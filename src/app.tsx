import type { ReactNode } from 'react';
import { I18nRegistryContext, type I18nRegistry } from './i18n/i18n-registry';
import { StoreProvider, type AppStore } from './state/store';
import './styles/global.css';

/** What wraps the router on both sides: client state and the i18n instances. */
export function App({ store, i18n, children }: { store: AppStore; i18n: I18nRegistry; children: ReactNode }) {
  return (
    <StoreProvider store={store}>
      <I18nRegistryContext.Provider value={i18n}>{children}</I18nRegistryContext.Provider>
    </StoreProvider>
  );
}
