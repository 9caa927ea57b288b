import type { RequestHandler } from 'express';
import { errorBody, internalServerError } from './errors';

/**
 * Faults the service can fake on its /api routes, for tests of the site's resilience:
 * - `down`: the socket is destroyed (the client sees a reset connection);
 * - `error`: 500 with Strapi's InternalServerError body;
 * - `slow`: waits `delayMs`, then answers normally;
 * - `garbage`: 200 with a JSON body that is not Strapi's shape.
 */
export type FaultMode = 'none' | 'down' | 'error' | 'slow' | 'garbage';

export interface ContentServiceFaults {
  mode: FaultMode;
  /** How long `slow` waits. */
  delayMs: number;
  /** How many /api requests met a fault so far (a test waits on it instead of on time). */
  faulted: number;
}

export const DEFAULT_SLOW_DELAY_MS = 1_000;

export function createFaults(): ContentServiceFaults {
  return { mode: 'none', delayMs: DEFAULT_SLOW_DELAY_MS, faulted: 0 };
}

/** A body that parses as JSON but has neither `data` nor `error`. */
const GARBAGE_BODY = { unexpected: 'not a Strapi answer', items: 'garbage' };

export function injectFaults(faults: ContentServiceFaults): RequestHandler {
  return (req, res, next) => {
    if (faults.mode !== 'none') faults.faulted += 1;
    switch (faults.mode) {
      case 'down':
        req.socket.destroy();
        return;
      case 'error':
        res.status(500).json(errorBody(internalServerError()));
        return;
      case 'garbage':
        res.status(200).json(GARBAGE_BODY);
        return;
      case 'slow': {
        const timer = setTimeout(next, faults.delayMs);
        // The client may give up first (or the server close): then nothing is left to answer.
        res.on('close', () => clearTimeout(timer));
        return;
      }
      default:
        next();
    }
  };
}
