import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_PATTERN,
  codRefundDestinationSchema,
  IFSC_PATTERN,
  maskBankAccount,
  maskPayoutDestination,
  maskVpa,
} from './payout-schemas.js';

const codeOf = (input: unknown) => {
  const parsed = codRefundDestinationSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('where a cash-on-delivery refund goes (ADR 0079)', () => {
  it('when the wallet is chosen, then nothing else is asked and nothing else is accepted', () => {
    expect(codRefundDestinationSchema.parse({ kind: 'wallet' })).toEqual({ kind: 'wallet' });
    expect(codeOf({ kind: 'wallet', vpa: 'ravi@okaxis' })).not.toBeNull();
  });

  it('when a UPI id is given, then it is trimmed and checked like the checkout’s, with the holder’s name', () => {
    expect(
      codRefundDestinationSchema.parse({ kind: 'vpa', name: ' Ravi Kumar ', vpa: ' ravi.kumar@okaxis ' }),
    ).toEqual({
      kind: 'vpa',
      name: 'Ravi Kumar',
      vpa: 'ravi.kumar@okaxis',
    });
    expect(codeOf({ kind: 'vpa', name: 'Ravi Kumar', vpa: 'ravi.kumar' })).toEqual([['vpa', 'INVALID_UPI']]);
    expect(codeOf({ kind: 'vpa', name: 'Ravi Kumar', vpa: 'ravi@1bank' })).toEqual([['vpa', 'INVALID_UPI']]);
    expect(codeOf({ kind: 'vpa', vpa: 'ravi@okaxis' })).toEqual([['name', 'PAYOUT_NAME_INVALID']]);
  });

  it('when a holder’s name is too short, too long or not a name, then it is refused; Hindi and Telugu names are names', () => {
    const named = (name: unknown) => codeOf({ kind: 'vpa', name, vpa: 'ravi@okaxis' });
    expect(named('Al')).toEqual([['name', 'PAYOUT_NAME_INVALID']]);
    expect(named('Ali')).toBeNull();
    expect(named('a'.repeat(120))).toBeNull();
    expect(named('a'.repeat(121))).toEqual([['name', 'PAYOUT_NAME_INVALID']]);
    expect(named('Ravi <script>')).toEqual([['name', 'PAYOUT_NAME_INVALID']]);
    expect(named('R4vi')).toEqual([['name', 'PAYOUT_NAME_INVALID']]);
    expect(named(42)).toEqual([['name', 'PAYOUT_NAME_INVALID']]);
    expect(named('सीता देवी')).toBeNull();
    expect(named('సీతా దేవి')).toBeNull();
    expect(named("D'Souza-Rao Jr.")).toBeNull();
  });

  it('when a bank account is given, then the IFSC is upper-cased and checked, and the number keeps only its digits', () => {
    expect(
      codRefundDestinationSchema.parse({
        kind: 'bank_account',
        name: 'Sita Devi',
        ifsc: ' hdfc 0000053',
        accountNumber: '5010-0123 4567 89',
      }),
    ).toEqual({
      kind: 'bank_account',
      name: 'Sita Devi',
      ifsc: 'HDFC0000053',
      accountNumber: '50100123456789',
    });
    const bank = (ifsc: unknown, accountNumber: unknown) =>
      codeOf({ kind: 'bank_account', name: 'Sita Devi', ifsc, accountNumber });
    expect(bank('HDFC1000053', '50100123456789')).toEqual([['ifsc', 'PAYOUT_IFSC_INVALID']]);
    expect(bank('HDFC000005', '50100123456789')).toEqual([['ifsc', 'PAYOUT_IFSC_INVALID']]);
    expect(bank('HDF00000053', '50100123456789')).toEqual([['ifsc', 'PAYOUT_IFSC_INVALID']]);
    expect(bank(53, '50100123456789')).toEqual([['ifsc', 'PAYOUT_IFSC_INVALID']]);
    expect(bank('HDFC0000053', '12345678')).toEqual([['accountNumber', 'PAYOUT_ACCOUNT_INVALID']]);
    expect(bank('HDFC0000053', '123456789')).toBeNull();
    expect(bank('HDFC0000053', '1'.repeat(18))).toBeNull();
    expect(bank('HDFC0000053', '1'.repeat(19))).toEqual([['accountNumber', 'PAYOUT_ACCOUNT_INVALID']]);
    expect(bank('HDFC0000053', '12345678X')).toEqual([['accountNumber', 'PAYOUT_ACCOUNT_INVALID']]);
    expect(bank('HDFC0000053', null)).toEqual([['accountNumber', 'PAYOUT_ACCOUNT_INVALID']]);
  });

  it('when the kind is unknown or missing, then it is refused as a whole', () => {
    expect(codeOf({ kind: 'cash' })).toEqual([['kind', 'INVALID_FIELD']]);
    expect(codeOf({})).toEqual([['kind', 'INVALID_FIELD']]);
  });

  it('keeps the patterns anchored', () => {
    expect(IFSC_PATTERN.test('xHDFC0000053')).toBe(false);
    expect(IFSC_PATTERN.test('HDFC0000053x')).toBe(false);
    expect(IFSC_PATTERN.test('SBIN0ABC123')).toBe(true);
    expect(BANK_ACCOUNT_PATTERN.test('a123456789')).toBe(false);
    expect(BANK_ACCOUNT_PATTERN.test('123456789a')).toBe(false);
  });
});

describe('masking payout details for screens and logs', () => {
  it('when a UPI id is masked, then only two characters of the handle and the bank remain', () => {
    expect(maskVpa('ravi.kumar@okaxis')).toBe('ra•••@okaxis');
    expect(maskVpa('r@ybl')).toBe('r•••@ybl');
    expect(maskVpa('a.b@c@okhdfcbank')).toBe('a.•••@okhdfcbank');
    expect(maskVpa('noatsign')).toBe('no•••');
  });

  it('when a bank account is masked, then the IFSC and the last four digits remain', () => {
    expect(maskBankAccount('HDFC0000053', '50100123456789')).toBe('HDFC0000053 ••••6789');
    expect(
      maskPayoutDestination({
        kind: 'bank_account',
        name: 'Sita',
        ifsc: 'SBIN0001234',
        accountNumber: '30012345678',
      }),
    ).toBe('SBIN0001234 ••••5678');
    expect(maskPayoutDestination({ kind: 'vpa', name: 'Ravi', vpa: 'ravi@okaxis' })).toBe('ra•••@okaxis');
  });
});
