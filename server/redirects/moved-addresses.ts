import { isContentError } from '../../src/content/content-error';
import type { ContentLoad } from '../../src/content/content-request.server';
import { redirectsRequest, type RedirectRow } from '../../src/content/requests/redirects.server';
import type { MovedAddress } from '../../src/loaders/loader-context';
import type { ContentPipeline } from '../content/content-pipeline';
import { createAddressTable, type AddressTable } from './address-table';

/** The most pages of redirects read (100 each): a table beyond that is not a redirect table. */
const MAX_PAGES = 100;

export interface MovedAddresses {
  /** What an address answers when the editors moved or removed it; null for any other. */
  find(pathname: string, search?: string): MovedAddress | null;
  /** Reads the redirects again now (content changed); reads that overlap become one more. */
  reload(): Promise<void>;
  /** The redirects were read at least once (or the content service has none to give). */
  loaded(): boolean;
  stop(): void;
}

async function readRedirects(load: ContentLoad): Promise<RedirectRow[]> {
  const first = await load(redirectsRequest(1));
  const pages = Math.min(first.pageCount, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => load(redirectsRequest(index + 2))),
  );
  return [first, ...rest].flatMap((page) => page.rows);
}

/**
 * The site's redirects (the CMS's Redirect type) in memory, looked up on every page request: read
 * when the site starts, again after every content change (a rename records its redirect in the same
 * publication, see cms/src/lib/address-history.js) and at least every `refreshMs`. When a read fails,
 * the last table keeps answering and the read is tried again after `retryMs`. A content service with
 * no Redirect type (404) has no redirects.
 */
export function createMovedAddresses(options: {
  content: Pick<ContentPipeline, 'open'>;
  refreshMs: number;
  retryMs?: number;
  onError: (error: unknown) => void;
}): MovedAddresses {
  const { refreshMs, retryMs = 30_000 } = options;
  let table: AddressTable = createAddressTable([]);
  let loaded = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  function schedule(ms: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void reload(), ms);
    timer.unref();
  }

  async function readOnce(): Promise<void> {
    try {
      table = createAddressTable(await readRedirects(options.content.open({ background: true }).load));
      loaded = true;
      schedule(refreshMs);
    } catch (error) {
      if (isContentError(error) && error.isNotFound) {
        table = createAddressTable([]);
        loaded = true;
        schedule(refreshMs);
        return;
      }
      options.onError(error);
      schedule(retryMs);
    }
  }

  function reload(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await readOnce();
      } while (again && !stopped);
      running = null;
    })();
    return running;
  }

  return {
    find(pathname, search) {
      // Read when first needed, if the site's start did not read it.
      if (!loaded && !running && !timer && !stopped) void reload();
      return table.find(pathname, search);
    },
    reload,
    loaded: () => loaded,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
