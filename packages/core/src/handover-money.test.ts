import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HandoverOrderMoney, handoverMoney } from './handover-money.js';

const ok = (totalPricePaise: number) => ({ totalPricePaise, status: 'ok' as const });
const missing = (totalPricePaise: number) => ({ totalPricePaise, status: 'missing' as const });
const refused = (totalPricePaise: number) => ({ totalPricePaise, status: 'refused' as const });

/** An order as checkout writes it: total = subtotal − discount (at most the subtotal) + fee. */
const order = fc
  .record({
    lines: fc.array(
      fc.record({
        totalPricePaise: fc.integer({ min: 0, max: 2_000_000 }),
        status: fc.constantFrom('ok' as const, 'missing' as const, 'refused' as const),
      }),
      { minLength: 1, maxLength: 12 },
    ),
    discountPaise: fc.integer({ min: 0, max: 3_000_000 }),
    deliveryFeePaise: fc.integer({ min: 0, max: 10_000 }),
  })
  .map(({ lines, discountPaise, deliveryFeePaise }): HandoverOrderMoney => {
    const subtotalPaise = lines.reduce((sum, line) => sum + line.totalPricePaise, 0);
    const discount = Math.min(discountPaise, subtotalPaise);
    return {
      lines,
      subtotalPaise,
      discountPaise: discount,
      deliveryFeePaise,
      totalPaise: subtotalPaise - discount + deliveryFeePaise,
    };
  });

describe('handover money (ADR 0039)', () => {
  it('when no line is removed, then the whole total is due', () => {
    const money = handoverMoney({
      subtotalPaise: 50_000,
      discountPaise: 5_000,
      deliveryFeePaise: 2_500,
      totalPaise: 47_500,
      lines: [ok(30_000), ok(20_000)],
    });
    expect(money).toEqual({ duePaise: 47_500, removedPaise: 0, nothingToDeliver: false });
  });

  it('when a line is missing, then the customer stops paying exactly its price; coupon and fee stay', () => {
    const money = handoverMoney({
      subtotalPaise: 50_000,
      discountPaise: 5_000,
      deliveryFeePaise: 2_500,
      totalPaise: 47_500,
      lines: [ok(30_000), missing(20_000)],
    });
    expect(money).toEqual({ duePaise: 27_500, removedPaise: 20_000, nothingToDeliver: false });
  });

  it('when the coupon is worth more than what is left, then the discount is capped and only the fee is due', () => {
    const money = handoverMoney({
      subtotalPaise: 50_000,
      discountPaise: 10_000,
      deliveryFeePaise: 2_500,
      totalPaise: 42_500,
      lines: [ok(4_000), refused(46_000)],
    });
    expect(money).toEqual({ duePaise: 2_500, removedPaise: 40_000, nothingToDeliver: false });
  });

  it('when every line is removed, then nothing is due, fee included, and there is nothing to deliver', () => {
    const money = handoverMoney({
      subtotalPaise: 50_000,
      discountPaise: 0,
      deliveryFeePaise: 2_500,
      totalPaise: 52_500,
      lines: [missing(30_000), refused(20_000)],
    });
    expect(money).toEqual({ duePaise: 0, removedPaise: 52_500, nothingToDeliver: true });
  });

  it('when any order loses any set of lines, then due + removed = total, both whole paise, never negative', () => {
    fc.assert(
      fc.property(order, (input) => {
        const money = handoverMoney(input);
        expect(Number.isSafeInteger(money.duePaise)).toBe(true);
        expect(Number.isSafeInteger(money.removedPaise)).toBe(true);
        expect(money.duePaise).toBeGreaterThanOrEqual(0);
        expect(money.removedPaise).toBeGreaterThanOrEqual(0);
        expect(money.duePaise + money.removedPaise).toBe(input.totalPaise);
      }),
    );
  });

  it('when more lines are removed, then the amount due never goes up', () => {
    fc.assert(
      fc.property(order, fc.nat(), (input, pick) => {
        const okIndexes = input.lines.flatMap((line, index) => (line.status === 'ok' ? [index] : []));
        fc.pre(okIndexes.length > 0);
        const index = okIndexes[pick % okIndexes.length]!;
        const more = {
          ...input,
          lines: input.lines.map((line, i) => (i === index ? { ...line, status: 'refused' as const } : line)),
        };
        expect(handoverMoney(more).duePaise).toBeLessThanOrEqual(handoverMoney(input).duePaise);
      }),
    );
  });

  it('when the coupon does not exceed what is kept, then exactly the removed lines are given back', () => {
    fc.assert(
      fc.property(order, (input) => {
        const removedLines = input.lines.filter((line) => line.status !== 'ok');
        const kept = input.lines
          .filter((line) => line.status === 'ok')
          .reduce((sum, line) => sum + line.totalPricePaise, 0);
        fc.pre(removedLines.length > 0 && removedLines.length < input.lines.length);
        fc.pre(input.discountPaise <= kept);
        const removed = removedLines.reduce((sum, line) => sum + line.totalPricePaise, 0);
        expect(handoverMoney(input).removedPaise).toBe(removed);
      }),
    );
  });

  it('when the recorded numbers are odd (negative, fractional, totals that do not add up), then it stays within 0..total', () => {
    fc.assert(
      fc.property(
        fc.record({
          subtotalPaise: fc.integer({ min: -1000, max: 100_000 }),
          discountPaise: fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.double({ noNaN: false })),
          deliveryFeePaise: fc.integer({ min: -1000, max: 100_000 }),
          totalPaise: fc.integer({ min: 0, max: 100_000 }),
          lines: fc.array(
            fc.record({
              totalPricePaise: fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.double()),
              status: fc.constantFrom('ok' as const, 'missing' as const, 'refused' as const),
            }),
            { maxLength: 6 },
          ),
        }),
        (input) => {
          const money = handoverMoney(input);
          expect(Number.isSafeInteger(money.duePaise)).toBe(true);
          expect(money.duePaise).toBeGreaterThanOrEqual(0);
          expect(money.duePaise + money.removedPaise).toBe(input.totalPaise);
        },
      ),
    );
  });
});
