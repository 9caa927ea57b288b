import { useMatches } from 'react-router';

export interface RouteHandle {
  name: string;
  locale: string;
  page?: string;
  layout?: string;
}

/** The deepest matched route's handle (its name and locale). */
export function useCurrentRoute(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle as RouteHandle | undefined;
    if (handle?.name) return handle;
  }
  return undefined;
}
