import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs, on stdout unless a destination is given (tests read them). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'dkg-website' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

export const silentLogger: Logger = pino({ level: 'silent' });
