import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation';
import { useHydrated } from '../../state/favourites';

type Copied = 'idle' | 'copied' | 'failed';

/**
 * A link that carries a list (a favourites list, a comparison) and, with the page's scripts, a button
 * that copies its full address. The link itself is what works without them.
 */
export function CopyLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation('properties');
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<Copied>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(href, window.location.href).href);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="copy-link">
      <Link className="copy-link__link" to={href}>
        {label}
      </Link>
      <button
        type="button"
        className="button button--outline copy-link__button"
        hidden={!hydrated}
        onClick={copy}
      >
        {t('favourites.copy')}
      </button>
      <p className="copy-link__status" role="status">
        {copied === 'copied' && t('favourites.copied')}
        {copied === 'failed' && t('favourites.copyFailed')}
      </p>
    </div>
  );
}
