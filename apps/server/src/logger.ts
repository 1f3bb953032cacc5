import { pino } from 'pino';

/**
 * The one logger: JSON lines on stdout (what log collectors read), with request ids where there is a request.
 * Modules import `logger` and make children (`logger.child({ module: 'jobs' })`); the level comes from the
 * configuration at start-up. Nothing else in the server writes to the console.
 */
/**
 * Fields that must never reach a log, wherever a careless `log.info({ body })` puts them (top level or one level
 * down): credentials, one-time codes, tokens and payment instruments. Request logs carry route patterns, never
 * raw URLs, so a token in a query string does not get this far either (ADR 0061).
 */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  'otp',
  'deliveryOtp',
  'delivery_otp',
  'signature',
  'razorpay_signature',
  'cardNumber',
  'card',
  'cvv',
  'vpa',
  'upiId',
];
const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]);

/** The logger's options (a test builds one on a stream of its own with them). */
export const LOGGER_OPTIONS: pino.LoggerOptions<never> = {
  level: 'info',
  base: { service: 'tokri' },
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  timestamp: pino.stdTimeFunctions.isoTime,
  serializers: { err: pino.stdSerializers.err },
};

export const logger = pino(LOGGER_OPTIONS);

export type Logger = typeof logger;

export function setLogLevel(level: string): void {
  logger.level = level;
}
