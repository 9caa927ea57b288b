import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../logger';

/** Every Redis call gives up after this long: a slow Redis must never hold a visitor. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;
/** Reconnection attempts back off up to this delay, for as long as the process lives. */
const MAX_RECONNECT_DELAY_MS = 2000;

export type SharedLayerState = 'connected' | 'degraded';

export interface SharedRedis {
  /** The connection for commands; calls fail at once while it is down (no offline queue). */
  readonly client: Redis;
  /** A further connection of the same server, for a blocking read or a subscription. */
  duplicate(): Redis;
  state(): SharedLayerState;
  /** The last failure while degraded, for /readyz. */
  lastError(): string | undefined;
  /** Called on every change between connected and degraded. */
  onStateChange(listener: (state: SharedLayerState) => void): () => void;
  close(): Promise<void>;
}

/**
 * The replicas' shared layer: one Redis (7 or Valkey) at REDIS_URL. Calls time out after
 * REDIS_COMMAND_TIMEOUT_MS and fail at once while the server is away, so every user of it falls back to
 * what the process holds; the connection comes back by itself.
 */
export function connectSharedRedis(url: string, logger: Logger): SharedRedis {
  const options: RedisOptions = {
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
    connectionName: 'dkg-website',
  };
  const client = new Redis(url, options);
  const duplicates = new Set<Redis>();
  const listeners = new Set<(state: SharedLayerState) => void>();
  let current: SharedLayerState = 'degraded';
  let error: string | undefined = 'connecting';

  const change = (next: SharedLayerState) => {
    if (next === current) return;
    current = next;
    if (next === 'connected') {
      error = undefined;
      logger.info('shared layer (Redis) connected');
    } else {
      logger.warn({ reason: error }, 'shared layer (Redis) unavailable; serving from this process');
    }
    for (const listener of listeners) listener(next);
  };
  client.on('ready', () => change('connected'));
  client.on('error', (failure: Error) => {
    error = failure.message;
  });
  client.on('close', () => {
    error ??= 'connection closed';
    change('degraded');
  });

  return {
    client,
    duplicate() {
      const connection = client.duplicate({ enableOfflineQueue: true, commandTimeout: undefined });
      connection.on('error', () => {});
      duplicates.add(connection);
      connection.once('end', () => duplicates.delete(connection));
      return connection;
    },
    state: () => current,
    lastError: () => (current === 'degraded' ? error : undefined),
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      for (const connection of duplicates) connection.disconnect();
      await client.quit().catch(() => client.disconnect());
    },
  };
}
