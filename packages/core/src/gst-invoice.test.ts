import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from './gst-gstin.js';
import { apportion, computeCreditNote, computeGstInvoice, splitInclusive } from './gst-invoice.js';
import { financialYearOf, gstDocumentNumber } from './gst-series.js';
import { gstStateCodeOf } from './gst-states.js';

const line = (name: string, rate: number, totalPaise: number) => ({
  name,
  hsnCode: '0709',
  rate,
  quantity: 1,
  unit: '1 kg',
  totalPaise,
});

describe('GST invoice arithmetic', () => {
  it('when an order mixes nil, 5%, 12% and 18% lines with a coupon, then tax is on the discounted value and it reconciles to the paisa', () => {
    const invoice = computeGstInvoice({
      lines: [
        line('spinach', 0, 4000),
        line('rice', 5, 25000),
        line('old-rate', 12, 11200),
        line('soda', 18, 9800),
      ],
      discountPaise: 5000,
      deliveryFeePaise: 3000,
      intraState: true,
    });
    // 5000 over 4000 : 25000 : 11200 : 9800 (of 50000) → 400, 2500, 1120, 980 exactly.
    expect(invoice.lines.map((l) => l.discountPaise)).toEqual([400, 2500, 1120, 980, 0]);
    const [spinach, rice, old, soda, delivery] = invoice.lines;
    expect(spinach).toMatchObject({ valuePaise: 3600, taxablePaise: 3600, taxPaise: 0 });
    // 22500 × 100 / 105 = 21428.57 → 21429, tax 1071 (odd: CGST 536, SGST 535). Before the coupon it was 1190.
    expect(rice).toMatchObject({
      valuePaise: 22500,
      taxablePaise: 21429,
      taxPaise: 1071,
      cgstPaise: 536,
      sgstPaise: 535,
    });
    expect(old).toMatchObject({ valuePaise: 10080, taxablePaise: 9000, taxPaise: 1080 });
    expect(soda).toMatchObject({ valuePaise: 8820, taxablePaise: 7475, taxPaise: 1345 });
    expect(delivery).toMatchObject({
      kind: 'delivery',
      code: '9968',
      rate: 18,
      valuePaise: 3000,
      taxablePaise: 2542,
    });
    expect(invoice.totals.valuePaise).toBe(50000 - 5000 + 3000);
    expect(invoice.totals.taxablePaise + invoice.totals.taxPaise).toBe(48000);
    expect(invoice.byRate.map((r) => r.rate)).toEqual([0, 5, 12, 18]);
    expect(invoice.byRate.find((r) => r.rate === 18)!.valuePaise).toBe(8820 + 3000);
  });

  it('when ₹1.00 includes 5% GST, then the taxable value is 95 paise (half up, not ceil) and the tax 5', () => {
    expect(splitInclusive(100, 5, false)).toEqual({
      taxablePaise: 95,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 5,
      taxPaise: 5,
    });
    // 104 × 100 / 105 = 99.05: 99 (ceil would say 100), tax 5.
    expect(splitInclusive(104, 5, false).taxablePaise).toBe(99);
    // 107 × 100 / 105 = 101.9: 102 (floor would say 101); the odd paisa of tax goes to CGST.
    expect(splitInclusive(107, 5, true)).toEqual({
      taxablePaise: 102,
      cgstPaise: 3,
      sgstPaise: 2,
      igstPaise: 0,
      taxPaise: 5,
    });
    expect(splitInclusive(118_00, 18, true)).toEqual({
      taxablePaise: 100_00,
      cgstPaise: 9_00,
      sgstPaise: 9_00,
      igstPaise: 0,
      taxPaise: 18_00,
    });
  });

  it('when the supply is inter-state, then the whole tax is IGST and no CGST/SGST', () => {
    const invoice = computeGstInvoice({
      lines: [line('rice', 5, 25000)],
      discountPaise: 0,
      deliveryFeePaise: 0,
      intraState: false,
    });
    expect(invoice.lines[0]).toMatchObject({ igstPaise: 1190, cgstPaise: 0, sgstPaise: 0, taxPaise: 1190 });
  });

  it('when paise are left over, then the largest remainders take them, ties to the earlier line', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(2, [1, 2, 2])).toEqual([0, 1, 1]);
    expect(apportion(5, [0, 0])).toEqual([0, 0]);
    expect(splitInclusive(105, 5, true)).toEqual({
      taxablePaise: 100,
      cgstPaise: 3,
      sgstPaise: 2,
      igstPaise: 0,
      taxPaise: 5,
    });
  });

  const arbitraryOrder = fc.record({
    lines: fc.array(
      fc.record({
        rate: fc.constantFrom(0, 5, 12, 18, 28, 40),
        totalPaise: fc.integer({ min: 0, max: 5_000_000 }),
      }),
      { minLength: 1, maxLength: 12 },
    ),
    discountPaise: fc.integer({ min: 0, max: 10_000_000 }),
    deliveryFeePaise: fc.integer({ min: 0, max: 20_000 }),
    intraState: fc.boolean(),
  });

  it('for any order, the lines reconcile to the amount charged, to the paisa, and nothing is negative', () => {
    fc.assert(
      fc.property(arbitraryOrder, (order) => {
        const invoice = computeGstInvoice({
          ...order,
          lines: order.lines.map((l, i) => line(`p${i}`, l.rate, l.totalPaise)),
        });
        const goods = order.lines.reduce((sum, l) => sum + l.totalPaise, 0);
        const charged = goods - Math.min(order.discountPaise, goods) + order.deliveryFeePaise;
        expect(invoice.totals.valuePaise).toBe(charged);
        expect(invoice.totals.taxablePaise + invoice.totals.taxPaise).toBe(charged);
        expect(invoice.lines.reduce((sum, l) => sum + l.discountPaise, 0)).toBe(
          Math.min(order.discountPaise, goods),
        );
        for (const l of invoice.lines) {
          for (const v of [
            l.valuePaise,
            l.taxablePaise,
            l.cgstPaise,
            l.sgstPaise,
            l.igstPaise,
            l.discountPaise,
          ]) {
            expect(v).toBeGreaterThanOrEqual(0);
          }
          expect(l.taxablePaise + l.taxPaise).toBe(l.valuePaise);
          expect(l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.taxPaise);
          expect(l.cgstPaise - l.sgstPaise).toBeLessThanOrEqual(1);
          if (l.rate === 0) expect(l.taxPaise).toBe(0);
          // Never more than the line's share of the coupon proportionally (within a paisa).
          expect(l.discountPaise).toBeLessThanOrEqual(l.totalPaise);
        }
      }),
    );
  });

  it('for any refunds, the credit notes never credit more than the invoice, and each reconciles to its amount', () => {
    fc.assert(
      fc.property(
        arbitraryOrder,
        fc.array(fc.integer({ min: 1, max: 3_000_000 }), { maxLength: 5 }),
        fc.boolean(),
        (order, refunds, deliveryFirst) => {
          const invoice = computeGstInvoice({
            ...order,
            lines: order.lines.map((l, i) => line(`p${i}`, l.rate, l.totalPaise)),
          });
          const remaining = invoice.lines.map((l) => ({ ...l, remainingPaise: l.valuePaise }));
          let credited = 0;
          for (const amount of refunds) {
            const left = remaining.reduce((sum, l) => sum + l.remainingPaise, 0);
            const note = computeCreditNote(remaining, amount, order.intraState, deliveryFirst);
            expect(note.totals.valuePaise).toBe(Math.min(amount, left));
            expect(note.totals.taxablePaise + note.totals.taxPaise).toBe(note.totals.valuePaise);
            for (const l of note.lines) {
              const target = remaining.find((r) => r.name === l.name && r.kind === l.kind)!;
              target.remainingPaise -= l.valuePaise;
              expect(target.remainingPaise).toBeGreaterThanOrEqual(0);
              expect(l.taxablePaise).toBeGreaterThanOrEqual(0);
            }
            credited += note.totals.valuePaise;
          }
          expect(credited).toBeLessThanOrEqual(invoice.totals.valuePaise);
        },
      ),
    );
  });

  it('when a late delivery refunds the fee, then the credit note credits the delivery line at 18% first', () => {
    const invoice = computeGstInvoice({
      lines: [line('rice', 5, 25000)],
      discountPaise: 0,
      deliveryFeePaise: 3000,
      intraState: true,
    });
    const note = computeCreditNote(
      invoice.lines.map((l) => ({ ...l, remainingPaise: l.valuePaise })),
      3000,
      true,
      true,
    );
    expect(note.lines).toHaveLength(1);
    expect(note.lines[0]).toMatchObject({
      kind: 'delivery',
      rate: 18,
      valuePaise: 3000,
      taxablePaise: 2542,
      taxPaise: 458,
    });
  });

  it('when an invoice has goods at 5% and 18% and a delivery fee, then its totals and rate summary are the hand-worked sums', () => {
    // Within the state: ₹105.00 at 5% = 100.00 + 2.50 + 2.50; ₹118.00 at 18% = 100.00 + 9.00 + 9.00; ₹52.50 at
    // 5% = 50.00 + 1.25 + 1.25; the ₹25.00 fee at 18% = 21.19 + 1.91 + 1.90 (the odd paisa to CGST).
    const input = {
      lines: [line('rice', 5, 10500), line('ghee', 18, 11800), line('dal', 5, 5250)],
      discountPaise: 0,
      deliveryFeePaise: 2500,
      intraState: true,
    };
    const invoice = computeGstInvoice(input);
    expect(invoice.lines.at(-1)).toMatchObject({
      kind: 'delivery',
      name: 'delivery',
      code: '9968',
      rate: 18,
      quantity: 1,
      unit: '',
      totalPaise: 2500,
      discountPaise: 0,
    });
    expect(invoice.totals).toEqual({
      valuePaise: 30050,
      taxablePaise: 27119,
      cgstPaise: 1466,
      sgstPaise: 1465,
      igstPaise: 0,
      taxPaise: 2931,
      discountPaise: 0,
    });
    expect(invoice.byRate).toEqual([
      {
        rate: 5,
        valuePaise: 15750,
        taxablePaise: 15000,
        cgstPaise: 375,
        sgstPaise: 375,
        igstPaise: 0,
        taxPaise: 750,
      },
      {
        rate: 18,
        valuePaise: 14300,
        taxablePaise: 12119,
        cgstPaise: 1091,
        sgstPaise: 1090,
        igstPaise: 0,
        taxPaise: 2181,
      },
    ]);
    const across = computeGstInvoice({ ...input, intraState: false });
    expect(across.totals).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 2931, taxPaise: 2931 });
    expect(across.byRate.map((r) => [r.rate, r.igstPaise])).toEqual([
      [5, 750],
      [18, 2181],
    ]);
  });

  it('when a rate summary is made, then rates come in rising order whatever the order of the lines', () => {
    const invoice = computeGstInvoice({
      lines: [line('ghee', 18, 11800), line('atta', 0, 5000), line('rice', 5, 10500)],
      discountPaise: 0,
      deliveryFeePaise: 0,
      intraState: true,
    });
    expect(invoice.byRate.map((r) => [r.rate, r.valuePaise])).toEqual([
      [0, 5000],
      [5, 10500],
      [18, 11800],
    ]);
  });

  it('when paise are left over from shares of unequal weights, then the largest remainders take them first', () => {
    // 10 over 3 : 7 : 1 = 2.73 + 6.36 + 0.91: floors 2 + 6 + 0, the two paise left go to 0.91 then 2.73.
    expect(apportion(10, [3, 7, 1])).toEqual([3, 6, 1]);
    // 5 over 3 : 3 : 4 = 1.5 + 1.5 + 2: one paisa left, the tie goes to the earlier line.
    expect(apportion(5, [3, 3, 4])).toEqual([2, 1, 2]);
    expect(apportion(0, [3, 7])).toEqual([0, 0]);
  });
});

describe('GSTIN, state codes and document numbers', () => {
  it('when a published GSTIN is checked, then its check character matches; one changed character fails', () => {
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '29AACCF0683K1ZD']) {
      expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
      expect(gstinProblem(gstin)).toBeNull();
    }
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('29AAGCB7383J1Z4', '36')).toBe('stateMismatch');
    expect(gstinProblem('99AAGCB7383J1Z4')).toBe('stateCode');
    expect(gstinProblem('29AAGCB7383J1Y4')).toBe('format');
  });

  it('when an address names a state loosely, then the state code is still found', () => {
    expect(gstStateCodeOf('Karnataka')).toBe('29');
    expect(gstStateCodeOf(' new delhi ')).toBe('07');
    expect(gstStateCodeOf('NCT of Delhi')).toBe('07');
    expect(gstStateCodeOf('Telangana')).toBe('36');
    expect(gstStateCodeOf('Andhra Pradesh')).toBe('37');
    expect(gstStateCodeOf('Atlantis')).toBeNull();
  });

  it('when an instant is near 1 April, then the financial year turns at IST midnight, not UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-11-26T04:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
  });

  it('when numbers are made, then they are at most 16 characters, legal characters only, and refuse to overflow', () => {
    expect(gstDocumentNumber('invoice', 'BLR1', '2026-27', 123)).toBe('BLR1/2627/000123');
    expect(gstDocumentNumber('credit_note', 'BLR1', '2026-27', 12)).toBe('BLR1/2627/C00012');
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{2,4}$/),
        fc.integer({ min: 1, max: 99_999 }),
        (code, serial) => {
          for (const kind of ['invoice', 'credit_note'] as const) {
            const number = gstDocumentNumber(kind, code, '2026-27', serial);
            expect(number.length).toBeLessThanOrEqual(16);
            expect(number).toMatch(/^[A-Z0-9/-]+$/);
          }
        },
      ),
    );
    expect(() => gstDocumentNumber('invoice', 'BLR1', '2026-27', 1_000_000)).toThrow();
    expect(() => gstDocumentNumber('credit_note', 'BLR1', '2026-27', 100_000)).toThrow();
  });
});
