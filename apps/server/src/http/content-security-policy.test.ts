import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { contentSecurityPolicy } from './content-security-policy.js';

describe('content security policy', () => {
  it('allows only our own scripts by default', () => {
    const policy = contentSecurityPolicy(loadConfig({}));
    expect(policy.scriptSrc).toEqual(["'self'"]);
    expect(policy.frameSrc).toEqual(["'none'"]);
  });

  it('opens exactly what Razorpay Checkout and Google Maps need when they are configured', () => {
    const policy = contentSecurityPolicy(
      loadConfig({
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'wh',
        GOOGLE_MAPS_API_KEY: 'key',
      }),
    );
    expect(policy.scriptSrc).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      'https://maps.googleapis.com',
    ]);
    expect(policy.frameSrc).toContain('https://api.razorpay.com');
  });
});
