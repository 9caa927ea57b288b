import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** How long a log line may wait in the write buffer before it is written out. */
const FLUSH_INTERVAL_MS = 250;

/**
 * Structured JSON logs, on stdout unless a destination is given (tests read them). On stdout, lines
 * are written in batches (a system call per request would cost more than serving a cached page) and
 * at least every 250 ms.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'dkg-website' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (destination) return pino(options, destination);
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 8 * 1024 });
  const logger = pino(options, stdout);
  setInterval(() => stdout.flush(), FLUSH_INTERVAL_MS).unref();
  return logger;
}

export const silentLogger: Logger = pino({ level: 'silent' });
