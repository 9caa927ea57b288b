import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import './prose.css';

/**
 * Rendered Markdown (HTML made on the server with raw HTML disabled). Clicks on its internal links
 * navigate on the client like any other link.
 */
export function Prose({ html, className = '' }: { html: string; className?: string }) {
  const navigate = useNavigate();
  if (!html) return null;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a[data-internal]');
    if (!anchor || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(anchor.getAttribute('href') ?? '/');
  };
  return (
    <div className={`prose ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
