/**
 * What a fetcher load (not a navigation) gets when the data cannot be loaded: it stays in the page
 * that asked ("show more" says it failed) instead of replacing the page with the error boundary.
 */
export interface FetcherFailure {
  fetchFailed: true;
  status: number;
}

export function isFetcherFailure(value: unknown): value is FetcherFailure {
  return typeof value === 'object' && value !== null && (value as FetcherFailure).fetchFailed === true;
}
