import type { ReactNode } from 'react';
import { TranslatorRegistryContext, type TranslatorRegistry } from './i18n/translation';
import { StoreProvider, type AppStore } from './state/store';
import './styles/global.css';

/** What wraps the router on both sides: client state and each language's translator. */
export function App({
  store,
  translators,
  children,
}: {
  store: AppStore;
  translators: TranslatorRegistry;
  children: ReactNode;
}) {
  return (
    <StoreProvider store={store}>
      <TranslatorRegistryContext.Provider value={translators}>{children}</TranslatorRegistryContext.Provider>
    </StoreProvider>
  );
}
