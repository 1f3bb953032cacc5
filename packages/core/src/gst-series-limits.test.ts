import { describe, expect, it } from 'vitest';
import { gstDocumentNumber, maxSerial } from './gst-series.js';

describe('GST document series limits (ADR 0047)', () => {
  it('when the series capacity is read, then an invoice holds 999,999 and a credit note 99,999', () => {
    expect(maxSerial('invoice')).toBe(999_999);
    expect(maxSerial('credit_note')).toBe(99_999);
  });

  it('when the serial is the first or last of its series, then it is numbered; 0, past the end or fractional, then refused', () => {
    expect(gstDocumentNumber('invoice', 'HYD', '2026-27', 1)).toBe('HYD/2627/000001');
    expect(gstDocumentNumber('invoice', 'HYD', '2026-27', 999_999)).toBe('HYD/2627/999999');
    expect(gstDocumentNumber('credit_note', 'HYD', '2026-27', 99_999)).toBe('HYD/2627/C99999');
    expect(() => gstDocumentNumber('invoice', 'HYD', '2026-27', 0)).toThrow('serial 0 out of range');
    expect(() => gstDocumentNumber('invoice', 'HYD', '2026-27', 1.5)).toThrow('serial 1.5 out of range');
    expect(() => gstDocumentNumber('credit_note', 'HYD', '2026-27', 100_000)).toThrow(
      'serial 100000 out of range',
    );
  });

  it('when the store code is not 2 to 4 capitals or digits, then no number is made', () => {
    expect(() => gstDocumentNumber('invoice', 'hyd', '2026-27', 1)).toThrow('bad store code hyd');
    expect(() => gstDocumentNumber('invoice', 'HYDER', '2026-27', 1)).toThrow('bad store code HYDER');
    expect(() => gstDocumentNumber('invoice', 'H', '2026-27', 1)).toThrow('bad store code H');
  });
});
