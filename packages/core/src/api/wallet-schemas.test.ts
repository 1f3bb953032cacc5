import { describe, expect, it } from 'vitest';
import {
  walletHistoryQuerySchema,
  walletRefundPreferenceSchema,
  walletTopupSchema,
} from './wallet-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('the wallet', () => {
  it.each([
    [5_000, true],
    [1_000_000, true],
    [200_000, true],
    [4_900, false],
    [1_000_100, false],
    [5_050, false],
    [5_000.5, false],
    [-5_000, false],
    ['5000', false],
  ])(
    'when a top-up of %j paise is asked (whole rupees, ₹50 to ₹10,000), then accepted is %s',
    (amountPaise, accepted) => {
      expect(issuesOf(walletTopupSchema, { amountPaise })).toEqual(
        accepted ? [] : [expect.stringMatching(/^amountPaise: /)],
      );
    },
  );

  it.each([4_900, 1_000_100, 5_050])(
    'when a top-up of %i paise is refused, then the code is WALLET_TOPUP_AMOUNT_INVALID',
    (amountPaise) => {
      expect(issuesOf(walletTopupSchema, { amountPaise })).toEqual([
        'amountPaise: WALLET_TOPUP_AMOUNT_INVALID',
      ]);
    },
  );

  it.each([
    [{}, { limit: 30 }],
    [{ limit: '100' }, { limit: 100 }],
    [
      { before: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc' },
      { before: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', limit: 30 },
    ],
  ])('when the history is asked %j, then %j', (query, parsed) => {
    expect(walletHistoryQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([
    [{ limit: '101' }, ['limit']],
    [{ limit: '0' }, ['limit']],
    [{ before: '42' }, ['before']],
  ])('when the history is asked %j, then %j is refused', (query, paths) => {
    expect(pathsOf(walletHistoryQuerySchema, query)).toEqual(paths);
  });

  it('when the refund preference is not a boolean, then INVALID_FIELD', () => {
    expect(walletRefundPreferenceSchema.parse({ refundsToWallet: true })).toEqual({ refundsToWallet: true });
    expect(issuesOf(walletRefundPreferenceSchema, { refundsToWallet: 'true' })).toEqual([
      'refundsToWallet: INVALID_FIELD',
    ]);
  });
});
