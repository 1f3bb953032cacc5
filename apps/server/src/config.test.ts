import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const refusal = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe('development outbox (DEV_OUTBOX)', () => {
  it('when DEV_OUTBOX is not set, then the outbox is off in every NODE_ENV (opt-in only)', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).devOutbox).toBe(false);
    // The README's PostgreSQL-server command: no NODE_ENV, listening on every interface.
    expect(
      loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/tokri', HOST: '0.0.0.0' }).devOutbox,
    ).toBe(false);
  });

  it('when DEV_OUTBOX=true with NODE_ENV=production, then start-up is refused naming both', () => {
    const message = refusal({ DEV_OUTBOX: 'true', NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(message).toMatch(/DEV_OUTBOX/);
    expect(message).toMatch(/NODE_ENV=production/);
  });

  it.each([
    'https://tokri.in',
    'http://192.168.1.20:3000',
    'http://10.0.0.5',
    'http://0.0.0.0:3000',
    'http://tokri.test',
    'http://localhost.evil.example',
    'http://127.0.0.1.nip.io',
  ])(
    'when DEV_OUTBOX=true with the non-local PUBLIC_URL %s, then start-up is refused naming PUBLIC_URL',
    (url) => {
      const message = refusal({ DEV_OUTBOX: 'true', PUBLIC_URL: url });
      expect(message).toMatch(/DEV_OUTBOX/);
      expect(message).toMatch(/PUBLIC_URL/);
    },
  );

  it('when DEV_OUTBOX=true behind a trusted proxy, then start-up is refused (every request would look local)', () => {
    const message = refusal({ DEV_OUTBOX: 'true', TRUST_PROXY: 'true' });
    expect(message).toMatch(/DEV_OUTBOX/);
    expect(message).toMatch(/TRUST_PROXY/);
  });

  it.each([
    {},
    { PUBLIC_URL: 'http://localhost:5173' },
    { PUBLIC_URL: 'http://tokri.localhost' },
    { PUBLIC_URL: 'http://127.0.0.1:4100', NODE_ENV: 'test' },
    { PUBLIC_URL: 'http://127.1.2.3' },
    { PUBLIC_URL: 'http://[::1]:3000', NODE_ENV: 'development' },
  ])('when DEV_OUTBOX=true on a loopback address (%o), then it starts with the outbox on', (env) => {
    expect(loadConfig({ DEV_OUTBOX: 'true', ...env }).devOutbox).toBe(true);
  });
});

describe('sandbox payments in production (PAYMENT_PROVIDER, ALLOW_SANDBOX_PAYMENTS)', () => {
  it('when NODE_ENV=production leaves the sandbox as the provider, then start-up is refused naming both variables', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/PAYMENT_PROVIDER=sandbox/);
    expect(message).toMatch(/ALLOW_SANDBOX_PAYMENTS/);
    expect(refusal({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toMatch(
      /ALLOW_SANDBOX_PAYMENTS/,
    );
    expect(
      refusal({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'false' }),
    ).toMatch(/ALLOW_SANDBOX_PAYMENTS/);
  });

  it('when production explicitly allows the sandbox for a demo, then it starts with the sandbox', () => {
    const config = loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(config.PAYMENT_PROVIDER).toBe('sandbox');
    expect(config.devOutbox).toBe(false);
  });

  it('when production uses Razorpay with its keys, then it starts', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook',
      PAYOUT_PROVIDER: 'razorpayx',
      RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
      RAZORPAYX_WEBHOOK_SECRET: 'payout-webhook',
      CALL_MASKING: 'off',
    });
    expect(config.PAYMENT_PROVIDER).toBe('razorpay');
    expect(config.PAYOUT_PROVIDER).toBe('razorpayx');
  });

  it('when production takes Razorpay payments but leaves the payouts sandbox, then start-up is refused naming it (ADR 0079)', () => {
    const razorpay = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook',
    };
    expect(refusal(razorpay)).toMatch(/PAYOUT_PROVIDER=sandbox/);
    expect(refusal({ ...razorpay, PAYOUT_PROVIDER: 'razorpayx' })).toMatch(/RAZORPAYX_ACCOUNT_NUMBER/);
    expect(
      refusal({ ...razorpay, PAYOUT_PROVIDER: 'razorpayx', RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316' }),
    ).toMatch(/RAZORPAYX_WEBHOOK_SECRET/);
    expect(loadConfig({ ...razorpay, ALLOW_SANDBOX_PAYMENTS: 'true' }).PAYOUT_PROVIDER).toBe('sandbox');
  });

  it('when production leaves the call stand-in, then start-up is refused naming it; Exotel needs its settings (ADR 0081)', () => {
    const paid = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook',
      PAYOUT_PROVIDER: 'razorpayx',
      RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
      RAZORPAYX_WEBHOOK_SECRET: 'payout-webhook',
    };
    expect(refusal(paid)).toMatch(/CALL_MASKING=standin/);
    expect(refusal({ ...paid, CALL_MASKING: 'exotel', EXOTEL_ACCOUNT_SID: 'tokri' })).toMatch(
      /EXOTEL_API_KEY/,
    );
    const exotel = {
      ...paid,
      CALL_MASKING: 'exotel',
      EXOTEL_ACCOUNT_SID: 'tokri',
      EXOTEL_API_KEY: 'key',
      EXOTEL_API_TOKEN: 'token',
      EXOTEL_CALLER_ID: '08047112233',
    };
    expect(loadConfig(exotel).CALL_MASKING).toBe('exotel');
    expect(loadConfig({ ...paid, CALL_MASKING: 'off' }).CALL_MASKING).toBe('off');
    expect(loadConfig({ NODE_ENV: 'development' }).CALL_MASKING).toBe('standin');
  });

  it('when development or test uses the sandbox, then no flag is needed', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('when ALLOW_SANDBOX_PAYMENTS is not a boolean, then start-up is refused naming it', () => {
    expect(refusal({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'maybe' })).toMatch(
      /ALLOW_SANDBOX_PAYMENTS/,
    );
  });
});

describe('photo storage (STORAGE_PROVIDER)', () => {
  const s3 = {
    STORAGE_PROVIDER: 's3',
    S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
    S3_BUCKET: 'tokri-media',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_BASE_URL: 'https://media.tokri.in',
  };

  it('is the local disk unless told otherwise', () => {
    expect(loadConfig({}).STORAGE_PROVIDER).toBe('local');
  });

  it('takes a complete S3 setting, with region "auto" (R2) unless one is given', () => {
    const config = loadConfig(s3);
    expect(config.STORAGE_PROVIDER).toBe('s3');
    expect(config.S3_REGION).toBe('auto');
  });

  it('refuses S3 without one of its settings, naming what is missing', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, S3_PUBLIC_BASE_URL: _public, ...partial } = s3;
    const message = refusal(partial);
    expect(message).toMatch(/S3_SECRET_ACCESS_KEY/);
    expect(message).toMatch(/S3_PUBLIC_BASE_URL/);
    expect(message).not.toMatch(/S3_BUCKET/);
  });

  it('refuses an S3 bucket name S3 would refuse, and an endpoint that is not a URL', () => {
    expect(refusal({ ...s3, S3_BUCKET: 'Tokri_Media' })).toMatch(/S3_BUCKET/);
    expect(refusal({ ...s3, S3_ENDPOINT: 'not a url' })).toMatch(/S3_ENDPOINT/);
  });
});

describe('native app origins (NATIVE_APP_ORIGINS)', () => {
  it("when not set, then the shell's web view origins on Android and iOS, nothing else", () => {
    expect(loadConfig({}).NATIVE_APP_ORIGINS).toEqual(['capacitor://localhost', 'https://localhost']);
  });

  it('when set, then a comma-separated list with spaces is read', () => {
    expect(
      loadConfig({ NATIVE_APP_ORIGINS: 'capacitor://localhost, http://localhost:8100' }).NATIVE_APP_ORIGINS,
    ).toEqual(['capacitor://localhost', 'http://localhost:8100']);
  });

  it.each(['*', 'null', 'https://localhost/', 'https://tokri.in/app', 'localhost', 'HTTPS://LOCALHOST'])(
    'when one of them is %s (not an exact origin), then start-up is refused naming NATIVE_APP_ORIGINS',
    (origin) => {
      expect(refusal({ NATIVE_APP_ORIGINS: `capacitor://localhost,${origin}` })).toMatch(
        /NATIVE_APP_ORIGINS/,
      );
    },
  );
});

describe('metrics and shutdown (METRICS_TOKEN, SHUTDOWN_GRACE_SECONDS)', () => {
  const production = { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' } as const;

  it.each([
    ['short', 'abc123'],
    ['repeated', 'ab'.repeat(20)],
    ['one character', 'x'.repeat(64)],
  ])('when NODE_ENV=production has a %s METRICS_TOKEN, then start-up is refused naming it', (_, token) => {
    expect(refusal({ ...production, METRICS_TOKEN: token })).toMatch(/METRICS_TOKEN is too weak/);
  });

  it('when the token is long and varied, or the environment is not production, then it is taken', () => {
    const strong = '3f9c1e5b2d80467a9be4c0d1f2a3b4c5';
    expect(loadConfig({ ...production, METRICS_TOKEN: strong }).METRICS_TOKEN).toBe(strong);
    expect(loadConfig({ METRICS_TOKEN: 'dev' }).METRICS_TOKEN).toBe('dev');
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
  });

  it('when SHUTDOWN_GRACE_SECONDS is unset, then 20; above 600 or negative is refused', () => {
    expect(loadConfig({}).SHUTDOWN_GRACE_SECONDS).toBe(20);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '45' }).SHUTDOWN_GRACE_SECONDS).toBe(45);
    expect(refusal({ SHUTDOWN_GRACE_SECONDS: '601' })).toMatch(/SHUTDOWN_GRACE_SECONDS/);
    expect(refusal({ SHUTDOWN_GRACE_SECONDS: '-1' })).toMatch(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('when SHUTDOWN_UNREADY_SECONDS is unset, then 5 in production and 0 elsewhere; above 60 is refused', () => {
    expect(loadConfig(production).shutdownUnreadySeconds).toBe(5);
    expect(loadConfig({}).shutdownUnreadySeconds).toBe(0);
    expect(loadConfig({ ...production, SHUTDOWN_UNREADY_SECONDS: '0' }).shutdownUnreadySeconds).toBe(0);
    expect(loadConfig({ SHUTDOWN_UNREADY_SECONDS: '3' }).shutdownUnreadySeconds).toBe(3);
    expect(refusal({ SHUTDOWN_UNREADY_SECONDS: '61' })).toMatch(/SHUTDOWN_UNREADY_SECONDS/);
  });
});
