import { pino } from 'pino';

/**
 * The one logger: JSON lines on stdout (what log collectors read), with request ids where there is a request.
 * Modules import `logger` and make children (`logger.child({ module: 'jobs' })`); the level comes from the
 * configuration at start-up. Nothing else in the server writes to the console.
 */
export const logger = pino({
  level: 'info',
  base: { service: 'tokri' },
  timestamp: pino.stdTimeFunctions.isoTime,
  serializers: { err: pino.stdSerializers.err },
});

export type Logger = typeof logger;

export function setLogLevel(level: string): void {
  logger.level = level;
}
