import { checkPurgeAnswer, type PurgeTarget } from './purge-target';

/**
 * Keys in one purge request: Fastly's batch purge takes up to 256 surrogate keys
 * (https://www.fastly.com/documentation/reference/api/purging/). Purges by surrogate key are not
 * counted against the API's hourly rate limit (https://docs.fastly.com/api/, "Rate limiting"); a 429
 * is still honoured (its Retry-After).
 */
export const FASTLY_BATCH = 256;

/**
 * Fastly's batch purge by surrogate key: `POST {api}/service/{service}/purge` with the keys in a
 * `Surrogate-Key` header (space-separated), the API token in `Fastly-Key` (a token with the
 * purge_select scope) and `Fastly-Soft-Purge: 1`: the pages are marked stale rather than dropped, so
 * that Fastly still serves them while the site is down (stale-if-error).
 */
export function fastlyTarget(
  { apiUrl, serviceId, apiToken }: { apiUrl: string; serviceId: string; apiToken: string },
  fetchImpl: typeof fetch = fetch,
): PurgeTarget {
  const url = `${apiUrl}/service/${serviceId}/purge`;
  return {
    name: `fastly service ${serviceId}`,
    batchSize: FASTLY_BATCH,
    async send(tokens, signal) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'fastly-key': apiToken,
          'surrogate-key': tokens.join(' '),
          'fastly-soft-purge': '1',
          accept: 'application/json',
        },
        signal,
      });
      await checkPurgeAnswer(response, 'Fastly');
    },
  };
}
