import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Logger } from '../logger';
import type { SharedRedis } from './redis';

/**
 * A rate limit counted across the replicas, in Redis (rate-limit-redis). While Redis is away the
 * counts go on in this process (a memory store), so no request fails and a flood is still held back;
 * the shared counts take over again when Redis returns.
 */
export class FleetRateLimitStore implements Store {
  /** Counts in Redis are the fleet's: express-rate-limit must not assume they are this process's. */
  localKeys = false;
  private readonly shared: RedisStore;
  private readonly memory = new MemoryStore();
  private options?: Options;
  /** The shared store loads its scripts when Redis answers; again after a failure. */
  private loaded = false;
  private warned = false;

  constructor(
    private readonly redis: SharedRedis,
    private readonly logger: Logger,
    prefix: string,
  ) {
    this.shared = new RedisStore({
      prefix,
      sendCommand: (command: string, ...args: string[]) =>
        redis.client.call(command, ...args) as ReturnType<RedisStore['sendCommand']>,
    });
  }

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return this.either(
      () => this.shared.increment(key),
      () => this.memory.increment(key),
    );
  }

  async decrement(key: string): Promise<void> {
    return this.either(
      () => this.shared.decrement(key),
      () => this.memory.decrement(key),
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.memory.resetKey(key);
    await this.either(
      () => this.shared.resetKey(key),
      async () => {},
    );
  }

  shutdown(): void {
    this.memory.shutdown();
  }

  private async either<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    if (this.redis.state() === 'connected') {
      try {
        if (!this.loaded) {
          await this.shared.init(this.options!);
          this.loaded = true;
        }
        const result = await inRedis();
        this.warned = false;
        return result;
      } catch (error) {
        this.loaded = false;
        this.warnOnce(error);
      }
    } else {
      this.warnOnce(new Error(this.redis.lastError() ?? 'Redis is away'));
    }
    return inMemory();
  }

  private warnOnce(error: unknown) {
    if (this.warned) return;
    this.warned = true;
    this.logger.warn({ err: error }, 'rate limit counted in this process while Redis is away');
  }
}
