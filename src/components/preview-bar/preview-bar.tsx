import { useTranslation } from '../../i18n/translation';
import { useLocation } from 'react-router';
import './preview-bar.css';

/**
 * Tells an editor that the page shows drafts, with a way out (a plain link: leaving the preview clears
 * its cookie on the server, then reloads the page as visitors see it).
 */
export function PreviewBar() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const exit = `/api/preview/exit?url=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <aside className="preview-bar" aria-label={t('preview.label')}>
      <strong className="preview-bar__label">{t('preview.label')}</strong>
      <span className="preview-bar__text">{t('preview.text')}</span>
      <a className="preview-bar__exit" href={exit} data-discover="false" rel="nofollow">
        {t('preview.exit')}
      </a>
    </aside>
  );
}
