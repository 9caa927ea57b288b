import { checkPurgeAnswer, type PurgeTarget } from './purge-target';

/**
 * Tokens in one PURGE: 200 of 16 digits and a space are 3,400 bytes, inside the 8 KB Varnish takes
 * for a request's header line (its `http_req_hdr_len`).
 */
export const VARNISH_BATCH = 200;

/**
 * Varnish with the xkey module (varnish-modules), as deploy/varnish/default.vcl configures it: one
 * `PURGE` request to each instance, its tokens in `xkey-softpurge` (space-separated). A soft purge
 * expires the pages but keeps them for grace and conditional requests: the next request fetches the
 * page again (a 304 when it did not change), and the last copy answers while the site is down.
 */
export function varnishTargets(urls: readonly string[], fetchImpl: typeof fetch = fetch): PurgeTarget[] {
  return urls.map((url) => ({
    name: `varnish ${url}`,
    batchSize: VARNISH_BATCH,
    async send(tokens, signal) {
      const response = await fetchImpl(url, {
        method: 'PURGE',
        headers: { 'xkey-softpurge': tokens.join(' ') },
        signal,
      });
      await checkPurgeAnswer(response, `Varnish at ${url}`);
    },
  }));
}
