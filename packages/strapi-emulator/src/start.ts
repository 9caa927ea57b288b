import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContentServiceApp } from './app';
import type { Dataset } from '@dkg/content-model';
import { createFaults, type ContentServiceFaults } from './faults';
import { createContentStore, type ContentStore } from './store';

export interface StartContentServiceOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Seeds a new store (ignored when `store` is given); default: an empty dataset. */
  dataset?: Dataset;
  store?: ContentStore;
  uploadsDir?: string;
  apiToken?: string;
  onError?: (error: unknown) => void;
  /** False: play a Strapi 5 from before the focal points of pictures (it refuses the field). */
  focalPoints?: boolean;
}

export interface ContentServiceHandle {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  url: string;
  port: number;
  store: ContentStore;
  /** The drafts (`status=draft`): edit them to show a draft in a preview only. */
  drafts: ContentStore;
  /** Change `mode` (and `delayMs`) at any time; it applies to the next /api request. */
  faults: ContentServiceFaults;
  close(): Promise<void>;
}

export const EMPTY_DATASET: Dataset = { media: [], singles: {}, collections: {} };

export async function startContentService(
  options: StartContentServiceOptions = {},
): Promise<ContentServiceHandle> {
  const store = options.store ?? createContentStore(options.dataset ?? EMPTY_DATASET);
  // The drafts start as the published content (the same dataset gives the same rows and ids); with a
  // store of its own and no drafts, a draft is what is published.
  const drafts = options.store ? store : createContentStore(options.dataset ?? EMPTY_DATASET);
  const faults = createFaults();
  const { uploadsDir, apiToken, onError, focalPoints } = options;
  const app = createContentServiceApp({
    store,
    drafts,
    faults,
    uploadsDir,
    apiToken,
    onError,
    focalPoints,
  });
  const host = options.host ?? '127.0.0.1';
  const server = createServer(app);
  await listen(server, options.port ?? 0, host);
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost(host)}:${port}`,
    port,
    store,
    drafts,
    faults,
    close: () => (closing ??= closeServer(server)),
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Closes the server, ending kept-alive and pending (slow) connections at once. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
