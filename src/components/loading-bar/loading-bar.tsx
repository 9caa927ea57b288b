import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useNavigation } from 'react-router';
import { progress } from './progress';
import './loading-bar.css';

/** The navigation loading bar, driven by the router's navigation state. */
export function LoadingBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const state = useSyncExternalStore(
    (listener) => progress.subscribe(listener),
    () => progress.getState(),
    () => progress.getState(),
  );
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (navigation.state === 'idle') progress.finish();
    else progress.start();
  }, [navigation.state]);

  // The width is set through the CSSOM: no inline style attribute is ever rendered on the server.
  useEffect(() => {
    bar.current?.style.setProperty('--progress', `${state.percent}%`);
  }, [state.percent]);

  return (
    <div
      className="loading-bar"
      data-visible={state.visible || undefined}
      data-failed={state.failed || undefined}
      role="progressbar"
      aria-label={t('loading')}
      aria-hidden={!state.visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.percent)}
      ref={bar}
    />
  );
}

/** A loader shows until the layout is mounted. */
export function PageLoader() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (mounted) return null;
  return <div className="page-loader" aria-hidden="true" />;
}
