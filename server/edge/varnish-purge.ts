import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { checkPurgeAnswer, PurgeFailure, type PurgeTarget } from './purge-target';

/**
 * Tokens in one PURGE: 200 of 16 digits and a space are 3,400 bytes, inside the 8 KB Varnish takes
 * for a request's header line (its `http_req_hdr_len`).
 */
export const VARNISH_BATCH = 200;

/** Every address a host name stands for (Docker's DNS names each instance of a scaled service). */
export type Resolve = (hostname: string) => Promise<string[]>;

const resolveAll: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true })).map((entry) => entry.address);

/**
 * Varnish with the xkey module (varnish-modules), as deploy/varnish/default.vcl configures it: one
 * `PURGE` request to each instance, its tokens in `xkey-softpurge` (space-separated). A soft purge
 * expires the pages but keeps them for grace and conditional requests: the next request fetches the
 * page again (a 304 when it did not change), and the last copy answers while the site is down.
 *
 * Each URL is one target; a URL whose host name stands for several addresses (`http://varnish/` in
 * docker-compose.yml, every instance of the service) is purged at each address it stands for when
 * the purge is sent, so an instance added by `--scale` is purged too. A batch counts as purged when
 * every address took it; one that failed sends the batch to them all again (a purge is idempotent).
 */
export function varnishTargets(
  urls: readonly string[],
  fetchImpl: typeof fetch = fetch,
  resolve: Resolve = resolveAll,
): PurgeTarget[] {
  return urls.map((url) => ({
    name: `varnish ${url}`,
    batchSize: VARNISH_BATCH,
    async send(tokens, signal) {
      const instances = await instancesOf(url, resolve);
      const outcomes = await Promise.allSettled(
        instances.map(async (instance) => {
          const response = await fetchImpl(instance, {
            method: 'PURGE',
            headers: { 'xkey-softpurge': tokens.join(' ') },
            signal,
          });
          await checkPurgeAnswer(response, `Varnish at ${instance}`);
        }),
      );
      const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      if (failures.length === 0) return;
      if (failures.length === 1) throw failures[0];
      throw new PurgeFailure(
        failures.map((failure) => String(failure instanceof Error ? failure.message : failure)).join('; '),
        failures.some((failure) => !(failure instanceof PurgeFailure) || failure.retry),
        Math.max(
          0,
          ...failures.map((failure) => (failure instanceof PurgeFailure ? (failure.retryAfterMs ?? 0) : 0)),
        ) || undefined,
      );
    },
  }));
}

/** The URL at each address its host stands for; an address, or a name of one address, as is. */
async function instancesOf(url: string, resolve: Resolve): Promise<string[]> {
  const parsed = new URL(url);
  const hostname = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(hostname) || hostname === 'localhost') return [url];
  const addresses = await resolve(hostname).catch((error: unknown) => {
    throw new PurgeFailure(`Varnish at ${url}: ${hostname} did not resolve (${String(error)})`, true);
  });
  if (addresses.length <= 1) return [url];
  return [...new Set(addresses)].sort().map((address) => {
    const instance = new URL(url);
    instance.hostname = isIP(address) === 6 ? `[${address}]` : address;
    return instance.href;
  });
}
