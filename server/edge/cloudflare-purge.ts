import { checkPurgeAnswer, createTokenBucket, PurgeFailure, type PurgeTarget } from './purge-target';

/**
 * Tags in one purge request. Cloudflare's purge documentation
 * (https://developers.cloudflare.com/cache/how-to/purge-cache/) allows up to 100 operations a
 * request on every plan today; it allowed 30 tags a call before, and 30 is taken on every plan and
 * API version either way.
 */
export const CLOUDFLARE_BATCH = 30;

/**
 * Cloudflare's purge rate limit, per account, as a token bucket (same page): the Free plan's 5
 * requests a minute with a bucket of 25, the strictest of the plans (Pro 5 a second, Business 10,
 * Enterprise 50). A publication sends one request for a few tags; 25 at once cover a release.
 */
export const CLOUDFLARE_RATE = { capacity: 25, refillMs: 60_000 / 5 };

interface CloudflareAnswer {
  success?: boolean;
  errors?: Array<{ code?: number; message?: string }>;
}

/**
 * Cloudflare's purge by cache tag: `POST {api}/client/v4/zones/{zone}/purge_cache` with
 * `{"tags": [...]}` and the API token as a bearer token (a token allowed Zone → Cache Purge).
 * Cloudflare's purge is not soft: the next request for a purged page goes to the site.
 */
export function cloudflareTarget(
  { apiUrl, zoneId, apiToken }: { apiUrl: string; zoneId: string; apiToken: string },
  fetchImpl: typeof fetch = fetch,
  bucket = createTokenBucket(CLOUDFLARE_RATE),
): PurgeTarget {
  const url = `${apiUrl}/client/v4/zones/${zoneId}/purge_cache`;
  return {
    name: `cloudflare zone ${zoneId}`,
    batchSize: CLOUDFLARE_BATCH,
    turn: () => bucket.turn(),
    async send(tokens, signal) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ tags: tokens }),
        signal,
      });
      await checkPurgeAnswer(response, 'Cloudflare');
      const answer = (await response.json().catch(() => ({}))) as CloudflareAnswer;
      if (answer.success !== true) {
        const errors = (answer.errors ?? []).map((error) => `${error.code}: ${error.message}`).join('; ');
        throw new PurgeFailure(`Cloudflare refused the purge${errors ? `: ${errors}` : ''}`, false);
      }
    },
  };
}
