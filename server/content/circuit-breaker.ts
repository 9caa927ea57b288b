import CircuitBreaker from 'opossum';
import { ContentError, isContentError } from '../../src/content/content-error';

export type GuardedCall = <T>(task: () => Promise<T>) => Promise<T>;

export interface ContentBreaker {
  call: GuardedCall;
  /** 'closed' (calls go through), 'open' (they fail at once) or 'half-open' (one is tried). */
  state(): 'closed' | 'open' | 'half-open';
  onStateChange(listener: (state: 'closed' | 'open' | 'half-open') => void): void;
  shutdown(): void;
}

export interface BreakerOptions {
  /** Share of failed calls (in the rolling window) that opens the circuit. */
  errorThresholdPercentage?: number;
  /** Calls needed in the window before the circuit may open. */
  volumeThreshold?: number;
  /** How long the circuit stays open before one call is tried again. */
  resetTimeoutMs?: number;
  rollingWindowMs?: number;
}

/**
 * After repeated failures of the content service, calls fail fast for a while and recover by
 * themselves (opossum). "Not found" is an answer, not a failure; a timeout, a refused connection,
 * a 5xx and an answer of the wrong shape are failures.
 */
export function createContentBreaker(options: BreakerOptions = {}): ContentBreaker {
  const breaker = new CircuitBreaker((task: () => Promise<unknown>) => task(), {
    timeout: false,
    errorThresholdPercentage: options.errorThresholdPercentage ?? 50,
    volumeThreshold: options.volumeThreshold ?? 5,
    resetTimeout: options.resetTimeoutMs ?? 15_000,
    rollingCountTimeout: options.rollingWindowMs ?? 10_000,
    errorFilter: (error: unknown) =>
      isContentError(error) && error.kind === 'http' && (error.status ?? 500) < 500,
  });
  type State = 'closed' | 'open' | 'half-open';
  const state = (): State => (breaker.opened ? 'open' : breaker.halfOpen ? 'half-open' : 'closed');
  return {
    call: async <T>(task: () => Promise<T>): Promise<T> => {
      try {
        return (await breaker.fire(task)) as T;
      } catch (error) {
        if ((error as { code?: string })?.code === 'EOPENBREAKER') {
          throw new ContentError('The content service failed repeatedly; calls are paused for a moment', {
            kind: 'unavailable',
            cause: error,
          });
        }
        throw error;
      }
    },
    state,
    onStateChange(listener) {
      breaker.on('open', () => listener(state()));
      breaker.on('halfOpen', () => listener(state()));
      breaker.on('close', () => listener(state()));
    },
    shutdown: () => breaker.shutdown(),
  };
}
