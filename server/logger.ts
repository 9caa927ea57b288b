import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'dkg-website' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}

export const silentLogger: Logger = pino({ level: 'silent' });
