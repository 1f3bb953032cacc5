import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPI_ID } from '@tokri/core';
import { z } from 'zod';
import { type FcmServiceAccount, parseFcmServiceAccount } from './modules/push/fcm-service-account.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An origin as a browser sends it in `Origin`: lower-case `scheme://host[:port]`, nothing after. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/(\[[0-9a-f:]+\]|[a-z0-9.-]+)(:\d{1,5})?$/;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Every environment variable Tokri reads, validated once at start-up. Nothing else reads process.env. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(resolve(repoRoot, 'data')),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  AUTH_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  SIGNIN_MAX_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  SIGNIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  SIGNIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Failures on one account from devices it never signed in on, per day, before those are refused (NIST: ≤100). */
  SIGNIN_MAX_UNKNOWN_DEVICE_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(100),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(30),
  PASSWORD_RESET_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  /** How often open sockets re-check that their sessions are still live (a safety net behind NOTIFY). */
  REALTIME_SESSION_RECHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  TRUST_PROXY: booleanFlag.default(false),
  DELIVERY_EMAIL_DOMAIN: z.string().default('delivery.tokri.in'),
  SEED_DEMO_DATA: booleanFlag.default(true),
  DEV_OUTBOX: booleanFlag.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tokri <no-reply@tokri.in>'),
  MINIMUM_ORDER_PAISE: z.coerce.number().int().min(0).default(99_00),
  FREE_DELIVERY_FROM_PAISE: z.coerce.number().int().min(0).default(199_00),
  DELIVERY_FEE_PAISE: z.coerce.number().int().min(0).default(25_00),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  ALLOW_SANDBOX_PAYMENTS: booleanFlag.default(false),
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /**
   * A prepaid on-demand order delivered more than this many minutes after it was placed (for an online order:
   * after its payment was confirmed) gets its delivery fee back (issue 15, ADR 0044). The spec promises "ETA:
   * 30-45 mins" once a rider is assigned; 60 leaves the store its 15 minutes to pack.
   */
  LATE_DELIVERY_REFUND_MINUTES: z.coerce.number().int().min(10).max(1440).default(60),
  /** A refund still pending at the gateway without a webhook for this long is read from the gateway again. */
  REFUND_PENDING_RECHECK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /**
   * Days between a customer's "delete my account" and the erasure (issue 16 point 7, ADR 0051): they may sign in
   * and cancel until then. 0 erases at the next round (browser tests).
   */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  /** How long a rider has to accept an offered order before it goes to the next rider (issue 14, ADR 0038). */
  RIDER_OFFER_SECONDS: z.coerce.number().int().min(5).max(600).default(30),
  /** How long the customer may reject a substitute for an unavailable item (issue 15 item 2, ADR 0045). */
  SUBSTITUTE_REJECT_MINUTES: z.coerce.number().int().min(1).max(120).default(5),
  /** How customers reach people (issue 16 item 3): shown on /support as tel:, mailto: and wa.me links. */
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?[0-9 -]{6,20}$/, 'a phone number: digits, spaces, hyphens, an optional leading +')
    .default('+91 80 4718 2000'),
  SUPPORT_EMAIL: z.email().default('support@tokri.in'),
  /** WhatsApp number with its country code, digits only (wa.me wants no plus sign). */
  SUPPORT_WHATSAPP: z
    .string()
    .regex(/^[1-9][0-9]{7,14}$/, 'digits only, country code first, e.g. 918047182000')
    .default('918047182000'),
  /** Support hours in IST, HH:MM. */
  SUPPORT_OPENS_AT: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'HH:MM')
    .default('07:00'),
  SUPPORT_CLOSES_AT: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'HH:MM')
    .default('22:00'),
  /** Refer and earn (issue 16 item 4, ADR 0050): the new customer's first-order coupon and its minimum order. */
  REFERRAL_REFEREE_COUPON_PAISE: z.coerce.number().int().min(1).max(100_000_00).default(50_00),
  REFERRAL_REFEREE_MIN_ORDER_PAISE: z.coerce.number().int().min(0).max(100_000_00).default(199_00),
  /** What the referrer gets in the wallet once the friend's first order is delivered. */
  REFERRAL_REFERRER_REWARD_PAISE: z.coerce.number().int().min(0).max(100_000_00).default(50_00),
  /** Where SMS go: the outbox (the default), or Twilio's Messages API. */
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_SMS_FROM: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
  /**
   * Payouts for refunds of cash-on-delivery orders (ADR 0079): `razorpayx` sends real money from the shop's
   * RazorpayX account; `sandbox` is the built-in pretend bank, refused in production like the payment sandbox.
   */
  PAYOUT_PROVIDER: z.enum(['sandbox', 'razorpayx']).default('sandbox'),
  /** RazorpayX API keys; the Razorpay payment keys when not set (one Razorpay account has both). */
  RAZORPAYX_KEY_ID: z.string().optional(),
  RAZORPAYX_KEY_SECRET: z.string().optional(),
  /** The RazorpayX business account number payouts are made from. */
  RAZORPAYX_ACCOUNT_NUMBER: z.string().optional(),
  RAZORPAYX_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAYX_API_BASE: z.url().default('https://api.razorpay.com'),
  /**
   * How a customer calls their rider (ADR 0081): `exotel` rings the customer from the shop's ExoPhone and
   * connects the rider, numbers masked; `standin` is the built-in stand-in that rings nobody (refused in
   * production like the payment sandbox); `off` gives the customer the rider's own number to dial.
   */
  CALL_MASKING: z.enum(['standin', 'exotel', 'off']).default('standin'),
  EXOTEL_ACCOUNT_SID: z.string().optional(),
  EXOTEL_API_KEY: z.string().optional(),
  EXOTEL_API_TOKEN: z.string().optional(),
  /** The ExoPhone (virtual number) both sides see. */
  EXOTEL_CALLER_ID: z.string().optional(),
  EXOTEL_API_BASE: z.url().default('https://api.exotel.com'),
  /** Where uploaded photos go: `local` (DATA_DIR/media, served at /media) or an S3-compatible bucket (ADR 0035). */
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name: 3-63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('auto'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where browsers load the bucket's objects (its public URL or a CDN in front of it). */
  S3_PUBLIC_BASE_URL: z.url().optional(),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  NOMINATIM_URL: z.url().optional(),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  JOBS_ENABLED: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /**
   * The bearer token Prometheus sends to GET /metrics (ADR 0062). Unset, /metrics is not served. In production
   * it must be at least 32 characters and not a repeated pattern (`openssl rand -hex 32`).
   */
  METRICS_TOKEN: z.string().min(1).optional(),
  /**
   * On SIGTERM: how long in-flight requests and jobs get to finish before the rest are cut and the process exits
   * (ADR 0061). Keep it under the orchestrator's own kill timeout (Docker's 10 s default needs `stop_grace_period`).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(20),
  /**
   * On SIGTERM, seconds the instance keeps taking new requests while /api/ready already says 503, so the proxy's
   * health check takes it out of rotation before its port closes (default 5 in production, else 0).
   */
  SHUTDOWN_UNREADY_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
  WEB_DIST_DIR: z.string().default(resolve(repoRoot, 'apps/web/dist')),
  /**
   * The general API rate limit (ADR 0063): requests per window for one signed-in user, and for one address
   * (an IPv6 /64) sending signed-out requests. On by default, off under NODE_ENV=test; benches that stand one
   * address and one user in for thousands of customers turn it off.
   */
  RATE_LIMIT_ENABLED: booleanFlag.optional(),
  RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Open connections one address may hold; 0 turns the cap off. Default 256, or 0 behind a trusted proxy. */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).optional(),
  /**
   * Push services a browser's subscription may point at, comma-separated: `host`, `*.domain` or `host:port`
   * (without a port only 443). Default: Google (FCM), Mozilla, Apple and Microsoft (WNS).
   */
  PUSH_ALLOWED_HOSTS: z
    .string()
    .default('fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com'),
  /**
   * Native push through FCM HTTP v1 (ADR 0056): a Firebase service account's key file, as its JSON or as a path.
   * Without either, native pushes go to the development outbox (DEV_OUTBOX=true) or nowhere (logged at start-up).
   */
  FCM_SERVICE_ACCOUNT_JSON: z.string().min(1).optional(),
  FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  FCM_ENDPOINT: z.url().default('https://fcm.googleapis.com'),
  /**
   * The origins of the bundled native app (ADR 0055), comma-separated, which may call the API across origins
   * (CORS): Android's web view is https://localhost, iOS's capacitor://localhost. No other origin gets CORS.
   */
  NATIVE_APP_ORIGINS: z
    .string()
    .default('capacitor://localhost,https://localhost')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(ORIGIN, 'origins such as capacitor://localhost (scheme://host[:port], no path)'),
      ),
    ),
  /**
   * The payee of the sandbox gateway's UPI QR code and intent link. The default's handle belongs to no bank, so a
   * real UPI app scanning the demo can never pay anyone.
   */
  SANDBOX_UPI_PAYEE_VPA: z
    .string()
    .regex(UPI_ID, 'a UPI id (VPA), e.g. shop@bank')
    .default('tokri.sandbox@example'),
});

export type Config = z.infer<typeof configSchema> & {
  publicUrl: string;
  devOutbox: boolean;
  /** Whether the general API rate limit is on (RATE_LIMIT_ENABLED, else on outside NODE_ENV=test). */
  rateLimitEnabled: boolean;
  /** SHUTDOWN_UNREADY_SECONDS with its default: 5 under NODE_ENV=production, 0 otherwise. */
  shutdownUnreadySeconds: number;
  /** FCM credentials when native push is configured, else null. */
  fcmServiceAccount: FcmServiceAccount | null;
};

export class ConfigError extends Error {}

/**
 * A PUBLIC_URL only this machine can reach: localhost, *.localhost (RFC 6761), 127.0.0.0/8 or ::1. Anything
 * else (a LAN address, a domain, 0.0.0.0) means other people reach the app.
 */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  const octets = host.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((octet) => /^\d{1,3}$/.test(octet));
}

/** A token anyone could guess or brute-force: short, or made of few different characters ("aaaa…", "abab…"). */
export function isWeakToken(token: string): boolean {
  return token.length < 32 || new Set(token).size < 12;
}

function refuse(problem: string): never {
  throw new ConfigError(`Invalid configuration:\n  ${problem}`);
}

/** The FCM service account from its JSON or its file; a bad one stops start-up rather than failing every push. */
function readFcmServiceAccount(json?: string, file?: string): FcmServiceAccount | null {
  if (json && file) refuse('set FCM_SERVICE_ACCOUNT_JSON or FCM_SERVICE_ACCOUNT_FILE, not both');
  let text = json;
  if (file) {
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      refuse(`FCM_SERVICE_ACCOUNT_FILE: cannot read ${file}`);
    }
  }
  if (!text) return null;
  try {
    return parseFcmServiceAccount(text);
  } catch (error) {
    refuse(
      `${file ? 'FCM_SERVICE_ACCOUNT_FILE' : 'FCM_SERVICE_ACCOUNT_JSON'} ${(error as Error).message} (a Firebase service account key)`,
    );
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  if (
    config.PAYMENT_PROVIDER === 'razorpay' &&
    !(config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET)
  ) {
    refuse(
      'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  // The sandbox lets whoever holds the payment page approve a payment: a demo, never a shop taking orders.
  if (
    config.NODE_ENV === 'production' &&
    config.PAYMENT_PROVIDER === 'sandbox' &&
    !config.ALLOW_SANDBOX_PAYMENTS
  ) {
    refuse(
      'NODE_ENV=production with PAYMENT_PROVIDER=sandbox (the default) takes orders nobody pays for: set PAYMENT_PROVIDER=razorpay with its keys, or ALLOW_SANDBOX_PAYMENTS=true for a demo',
    );
  }
  if (
    config.PAYOUT_PROVIDER === 'razorpayx' &&
    !(
      (config.RAZORPAYX_KEY_ID ?? config.RAZORPAY_KEY_ID) &&
      (config.RAZORPAYX_KEY_SECRET ?? config.RAZORPAY_KEY_SECRET) &&
      config.RAZORPAYX_ACCOUNT_NUMBER &&
      config.RAZORPAYX_WEBHOOK_SECRET
    )
  ) {
    refuse(
      'PAYOUT_PROVIDER=razorpayx needs RAZORPAYX_ACCOUNT_NUMBER, RAZORPAYX_WEBHOOK_SECRET and API keys (RAZORPAYX_KEY_ID and RAZORPAYX_KEY_SECRET, or the RAZORPAY_ ones)',
    );
  }
  // The payouts sandbox pays nobody: a cash customer promised a refund to their bank would never get it.
  if (
    config.NODE_ENV === 'production' &&
    config.PAYOUT_PROVIDER === 'sandbox' &&
    !config.ALLOW_SANDBOX_PAYMENTS
  ) {
    refuse(
      'NODE_ENV=production with PAYOUT_PROVIDER=sandbox (the default) refunds cash customers with money that never leaves: set PAYOUT_PROVIDER=razorpayx with RAZORPAYX_ACCOUNT_NUMBER and RAZORPAYX_WEBHOOK_SECRET, or ALLOW_SANDBOX_PAYMENTS=true for a demo',
    );
  }
  if (
    config.CALL_MASKING === 'exotel' &&
    !(
      config.EXOTEL_ACCOUNT_SID &&
      config.EXOTEL_API_KEY &&
      config.EXOTEL_API_TOKEN &&
      config.EXOTEL_CALLER_ID
    )
  ) {
    refuse(
      'CALL_MASKING=exotel needs EXOTEL_ACCOUNT_SID, EXOTEL_API_KEY, EXOTEL_API_TOKEN and EXOTEL_CALLER_ID',
    );
  }
  // The stand-in rings nobody: a customer told "we are calling you" would wait for a call that never comes.
  if (
    config.NODE_ENV === 'production' &&
    config.CALL_MASKING === 'standin' &&
    !config.ALLOW_SANDBOX_PAYMENTS
  ) {
    refuse(
      "NODE_ENV=production with CALL_MASKING=standin (the default) connects no calls: set CALL_MASKING=exotel with its EXOTEL_ settings, CALL_MASKING=off to show customers the rider's number, or ALLOW_SANDBOX_PAYMENTS=true for a demo",
    );
  }
  if (
    config.SMS_PROVIDER === 'twilio' &&
    !(
      config.TWILIO_ACCOUNT_SID &&
      config.TWILIO_AUTH_TOKEN &&
      (config.TWILIO_SMS_FROM || config.TWILIO_MESSAGING_SERVICE_SID)
    )
  ) {
    refuse(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_SMS_FROM or TWILIO_MESSAGING_SERVICE_SID',
    );
  }
  if (config.STORAGE_PROVIDER === 's3') {
    const missing = (
      ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_BASE_URL'] as const
    ).filter((name) => !config[name]);
    if (missing.length) refuse(`STORAGE_PROVIDER=s3 needs ${missing.join(', ')}`);
  }
  if (config.NODE_ENV === 'production' && config.METRICS_TOKEN && isWeakToken(config.METRICS_TOKEN)) {
    refuse(
      'METRICS_TOKEN is too weak for production: at least 32 characters with at least 12 different ones (openssl rand -hex 32)',
    );
  }
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  // The outbox shows password-reset links: only on a developer's own machine, never reachable by others.
  const devOutbox = config.DEV_OUTBOX ?? false;
  if (devOutbox) {
    if (config.NODE_ENV === 'production') refuse('DEV_OUTBOX=true is not allowed with NODE_ENV=production');
    if (!isLoopbackUrl(publicUrl)) {
      refuse(
        `DEV_OUTBOX=true needs a loopback PUBLIC_URL (localhost, *.localhost, 127.x.x.x or [::1]), not ${publicUrl}`,
      );
    }
    if (config.TRUST_PROXY) {
      refuse(
        'DEV_OUTBOX=true is not allowed with TRUST_PROXY=true (behind a proxy every request looks local)',
      );
    }
  }
  const fcmServiceAccount = readFcmServiceAccount(
    config.FCM_SERVICE_ACCOUNT_JSON,
    config.FCM_SERVICE_ACCOUNT_FILE,
  );
  const rateLimitEnabled = config.RATE_LIMIT_ENABLED ?? config.NODE_ENV !== 'test';
  const shutdownUnreadySeconds =
    config.SHUTDOWN_UNREADY_SECONDS ?? (config.NODE_ENV === 'production' ? 5 : 0);
  return { ...config, publicUrl, devOutbox, rateLimitEnabled, shutdownUnreadySeconds, fcmServiceAccount };
}
