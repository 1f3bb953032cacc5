import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HandoverOrderMoney, handoverMoney } from './handover-money.js';
import { canRejectSubstitute, rankSubstitutes, substituteChargePaise } from './substitution.js';

type Line = HandoverOrderMoney['lines'][number] & { quantity: number };

describe('substituteChargePaise', () => {
  it('when the substitute is cheaper, then its own price times the quantity', () => {
    expect(substituteChargePaise(90_00, 2, 200_00)).toBe(180_00);
  });
  it('when the substitute costs more, then never more than the original line total', () => {
    expect(substituteChargePaise(300_00, 1, 100_00)).toBe(100_00);
  });
  it('when given nonsense, then never negative and never fractional', () => {
    expect(substituteChargePaise(-5, 2, 100)).toBe(0);
    expect(substituteChargePaise(10.5, 2, 100)).toBe(0);
  });
});

describe('rankSubstitutes', () => {
  const candidate = (productId: string, unitPricePaise: number, unit = '1 kg') => ({
    productId,
    unit,
    unitPricePaise,
  });
  it('when prices differ, then the nearest price first, then the same unit, then the cheaper, then the id', () => {
    const ranked = rankSubstitutes({ unit: '1 kg', unitPricePaise: 100_00 }, [
      candidate('far', 300_00),
      candidate('dearer', 110_00),
      candidate('other-unit-same-distance', 90_00, '500 g'),
      candidate('cheaper', 90_00),
      candidate('nearest-other-unit', 96_00, '500 g'),
      candidate('b-twin', 105_00),
      candidate('a-twin', 105_00),
    ]);
    expect(ranked.map((item) => item.productId)).toEqual([
      'nearest-other-unit',
      'a-twin',
      'b-twin',
      'cheaper',
      'dearer',
      'other-unit-same-distance',
      'far',
    ]);
  });
});

describe('canRejectSubstitute', () => {
  it('when at the last millisecond of the window, then yes; one after, no; without a window, no', () => {
    const until = new Date('2026-11-26T06:05:00.000Z');
    expect(canRejectSubstitute(until, new Date('2026-11-26T06:05:00.000Z'))).toBe(true);
    expect(canRejectSubstitute(until.toISOString(), new Date('2026-11-26T06:05:00.001Z'))).toBe(false);
    expect(canRejectSubstitute(null, new Date(0))).toBe(false);
  });
});

/**
 * The money rule of issue 15 item 2 (ADR 0045) over random orders: prices, quantities, a coupon discount and a
 * fee, then random events as the rider and the customer would cause them. After each substitution what is due
 * never rises; refunds owed at each change (total − due now − owed so far, when positive) plus what the handover
 * writes as refund due plus what is due always make the total, and none of them is ever negative.
 */
describe('substitution money, over random orders and events', () => {
  const event = fc.oneof(
    fc.record({ kind: fc.constant('substitute' as const), line: fc.nat(), unitPricePaise: fc.nat(500_000) }),
    fc.record({ kind: fc.constant('reject' as const), line: fc.nat() }),
    fc.record({ kind: fc.constant('remove' as const), line: fc.nat() }),
  );
  const scenario = fc.record({
    lines: fc.array(
      fc.record({
        unitPricePaise: fc.integer({ min: 1, max: 500_000 }),
        quantity: fc.integer({ min: 1, max: 20 }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    discountPaise: fc.integer({ min: 0, max: 2_000_000 }),
    deliveryFeePaise: fc.integer({ min: 0, max: 10_000 }),
    events: fc.array(event, { maxLength: 12 }),
  });

  it('when substitutions, rejections and removals happen in any order, then due never rises on a substitution and refunds + due = total', () => {
    fc.assert(
      fc.property(scenario, ({ lines: bought, discountPaise, deliveryFeePaise, events }) => {
        const lines: (Line & { substituteFor: number | null })[] = bought.map((line) => ({
          totalPricePaise: line.unitPricePaise * line.quantity,
          quantity: line.quantity,
          status: 'ok',
          substituteFor: null,
        }));
        const subtotalPaise = lines.reduce((sum, line) => sum + line.totalPricePaise, 0);
        const discount = Math.min(discountPaise, subtotalPaise);
        const totalPaise = subtotalPaise - discount + deliveryFeePaise;
        const money = () =>
          handoverMoney({ subtotalPaise, discountPaise: discount, deliveryFeePaise, totalPaise, lines });
        let owed = 0;
        const oweNow = () => {
          const due = money().duePaise;
          owed += Math.max(0, totalPaise - due - owed);
        };
        for (const step of events) {
          const line = lines[step.line % lines.length]!;
          const before = money().duePaise;
          if (step.kind === 'substitute' && line.status === 'ok' && line.substituteFor === null) {
            line.status = 'substituted';
            lines.push({
              totalPricePaise: substituteChargePaise(
                step.unitPricePaise,
                line.quantity,
                line.totalPricePaise,
              ),
              quantity: line.quantity,
              status: 'ok',
              substituteFor: lines.indexOf(line),
            });
            expect(money().duePaise).toBeLessThanOrEqual(before);
            oweNow();
          } else if (step.kind === 'reject' && line.status === 'ok' && line.substituteFor !== null) {
            line.status = 'rejected';
            expect(money().duePaise).toBeLessThanOrEqual(before);
            oweNow();
          } else if (step.kind === 'remove' && line.status === 'ok') {
            line.status = 'missing';
            expect(money().duePaise).toBeLessThanOrEqual(before);
            oweNow();
          }
          expect(owed + money().duePaise).toBeLessThanOrEqual(totalPaise);
        }
        const { duePaise, removedPaise } = money();
        const refundDueAtHandover = Math.max(0, removedPaise - owed);
        expect(refundDueAtHandover).toBeGreaterThanOrEqual(0);
        expect(owed + refundDueAtHandover + duePaise).toBe(totalPaise);
      }),
      { numRuns: 2000 },
    );
  });
});
