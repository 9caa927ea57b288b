import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import type { PageData } from '../loaders/page-data';
import { documentTitle } from '../navigation/document-title';

/** Keeps the document's title and description in step with the page after client navigations. */
function useDocumentMeta() {
  const matches = useMatches();
  const meta = [...matches].reverse().find((match) => (match.data as PageData | undefined)?.meta)?.data as
    PageData | undefined;
  const title = documentTitle(meta?.meta.title ?? '');
  const description = meta?.meta.description ?? '';
  const { key } = useLocation();
  // On every navigation, before the page's own effects: an error page then names its error.
  useLayoutEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, key]);
}

/**
 * The top route: the locale routes below it, and scroll handling (scroll resets to the top
 * on navigation, restores on back, and jumps to a hash anchor).
 */
export function RootRoute() {
  useDocumentMeta();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
