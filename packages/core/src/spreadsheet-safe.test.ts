import { describe, expect, it } from 'vitest';
import { spreadsheetSafe } from './spreadsheet-safe.js';

describe('spreadsheetSafe', () => {
  it('defuses every cell a spreadsheet would run as a formula, and leaves the rest alone', () => {
    for (const cell of ['=1+1', '+91 98765', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(spreadsheetSafe(cell)).toBe(`'${cell}`);
    for (const cell of ['Asha', '12.50', 'a=b', ''] as const) expect(spreadsheetSafe(cell)).toBe(cell);
    expect(spreadsheetSafe(-5)).toBe(-5);
  });
});
