/**
 * The GST arithmetic of a tax invoice and its credit notes (issue 15 item 5, ADR 0047). Pure, in paise.
 *
 * Prices include GST. The coupon discount is a discount on the invoice (Section 15(3)(a) CGST Act: known at the
 * time of supply), so tax is due on the value after it: the discount is apportioned over the goods lines pro rata
 * to their totals, to the paisa (largest remainder, ties to the earlier line), and each line's value after its
 * share is split into taxable value = value × 100 / (100 + rate) (rounded half up to the paisa) and tax = the rest.
 * So taxable + tax of every line is exactly what the customer pays for it, and the invoice reconciles to the paisa.
 *
 * The delivery fee is its own supply: a local delivery service, SAC 9968, at 18% (CBIC, from 22 September 2025),
 * on its own line. The coupon never reduces it (coupons are on items).
 *
 * Intra-state supply (place of supply = the store's state): CGST + SGST, half each; when a line's tax is an odd
 * number of paise the odd paisa goes to CGST. Inter-state: IGST, the whole tax.
 */

export const DELIVERY_SAC = '9968';
export const DELIVERY_GST_RATE = 18;
/** GST rates a product may carry: the 2025 slabs (0, 5, 18, 40) and the older 12 and 28 for past orders. */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const;
/** HSN: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(?:[0-9]{4}|[0-9]{6}|[0-9]{8})$/;

export interface GstGoodsLine {
  name: string;
  hsnCode: string | null;
  rate: number;
  quantity: number;
  unit: string;
  /** What the line costs before the coupon, GST included. */
  totalPaise: number;
}

export interface GstInvoiceInput {
  lines: GstGoodsLine[];
  /** The coupon discount on the goods (capped at their total). */
  discountPaise: number;
  deliveryFeePaise: number;
  intraState: boolean;
}

export interface GstTax {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** cgst + sgst + igst */
  taxPaise: number;
}

export interface GstComputedLine extends GstTax {
  kind: 'goods' | 'delivery';
  name: string;
  /** HSN for goods, SAC for the delivery fee. */
  code: string | null;
  rate: number;
  quantity: number;
  unit: string;
  totalPaise: number;
  discountPaise: number;
  /** totalPaise − discountPaise = taxable + tax: what is charged for this line. */
  valuePaise: number;
}

export interface GstRateSummary extends GstTax {
  rate: number;
  valuePaise: number;
}

export interface GstComputedInvoice {
  lines: GstComputedLine[];
  totals: GstTax & { valuePaise: number; discountPaise: number };
  byRate: GstRateSummary[];
}

const whole = (paise: number) => Math.max(0, Math.trunc(paise));

/**
 * Splits `amount` paise over `weights` pro rata, to the paisa: each share is the floor of its exact share, then
 * the paise left go one each to the largest remainders (ties to the earlier index). Sums to `amount` exactly
 * (callers cap `amount` at the weights' total); all weights zero → all zeros.
 */
export function apportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  // Integer arithmetic (amounts stay far below 2^53): exact shares and remainders, no float ties.
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = weights
    .map((weight, index) => ({ index, remainder: (amount * weight) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** Splits a GST-inclusive value at `rate`% into taxable value and CGST/SGST or IGST. */
export function splitInclusive(valuePaise: number, rate: number, intraState: boolean): GstTax {
  const value = whole(valuePaise);
  const taxable = Math.round((value * 100) / (100 + rate));
  const tax = value - taxable;
  const cgst = intraState ? Math.ceil(tax / 2) : 0;
  const sgst = intraState ? tax - cgst : 0;
  return {
    taxablePaise: taxable,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: intraState ? 0 : tax,
    taxPaise: tax,
  };
}

function sumTax<T extends GstTax & { valuePaise: number }>(items: readonly T[]) {
  return items.reduce(
    (sum, item) => ({
      valuePaise: sum.valuePaise + item.valuePaise,
      taxablePaise: sum.taxablePaise + item.taxablePaise,
      cgstPaise: sum.cgstPaise + item.cgstPaise,
      sgstPaise: sum.sgstPaise + item.sgstPaise,
      igstPaise: sum.igstPaise + item.igstPaise,
      taxPaise: sum.taxPaise + item.taxPaise,
    }),
    { valuePaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, taxPaise: 0 },
  );
}

function summarise(lines: GstComputedLine[], discountPaise: number): GstComputedInvoice {
  const rates = [...new Set(lines.map((line) => line.rate))].sort((a, b) => a - b);
  return {
    lines,
    totals: { ...sumTax(lines), discountPaise },
    byRate: rates.map((rate) => ({ rate, ...sumTax(lines.filter((line) => line.rate === rate)) })),
  };
}

/** The invoice's lines with tax on the value after the coupon, and its totals. */
export function computeGstInvoice(input: GstInvoiceInput): GstComputedInvoice {
  const totals = input.lines.map((line) => whole(line.totalPaise));
  const goodsTotal = totals.reduce((sum, total) => sum + total, 0);
  const discount = Math.min(whole(input.discountPaise), goodsTotal);
  const shares = apportion(discount, totals);
  const lines: GstComputedLine[] = input.lines.map((line, index) => {
    const value = totals[index]! - shares[index]!;
    return {
      kind: 'goods',
      name: line.name,
      code: line.hsnCode,
      rate: line.rate,
      quantity: line.quantity,
      unit: line.unit,
      totalPaise: totals[index]!,
      discountPaise: shares[index]!,
      valuePaise: value,
      ...splitInclusive(value, line.rate, input.intraState),
    };
  });
  const fee = whole(input.deliveryFeePaise);
  if (fee > 0) {
    lines.push({
      kind: 'delivery',
      name: 'delivery',
      code: DELIVERY_SAC,
      rate: DELIVERY_GST_RATE,
      quantity: 1,
      unit: '',
      totalPaise: fee,
      discountPaise: 0,
      valuePaise: fee,
      ...splitInclusive(fee, DELIVERY_GST_RATE, input.intraState),
    });
  }
  return summarise(lines, discount);
}

export interface CreditableLine {
  kind: 'goods' | 'delivery';
  name: string;
  code: string | null;
  rate: number;
  /** What is still creditable on this line: its value less the credit notes before this one. */
  remainingPaise: number;
}

/**
 * A credit note for a refund of `amountPaise` against an invoice (ADR 0047): the amount is apportioned over
 * the invoice's lines pro rata to what each still has uncredited (largest remainder), or, for a refund of the
 * delivery fee (a late delivery), over the delivery line first; each share is split at its line's rate like the
 * invoice. The amount is capped at what the invoice still has uncredited, so no line ever goes negative.
 * `sources[i]` is the index in `lines` of the credit note's line i (lines credited nothing are left out).
 */
export function computeCreditNote(
  lines: readonly CreditableLine[],
  amountPaise: number,
  intraState: boolean,
  deliveryFirst = false,
): GstComputedInvoice & { sources: number[] } {
  const remaining = lines.map((line) => whole(line.remainingPaise));
  let amount = Math.min(
    whole(amountPaise),
    remaining.reduce((sum, value) => sum + value, 0),
  );
  const shares = remaining.map(() => 0);
  if (deliveryFirst) {
    lines.forEach((line, index) => {
      if (line.kind !== 'delivery' || amount <= 0) return;
      const take = Math.min(amount, remaining[index]!);
      shares[index] = take;
      amount -= take;
    });
  }
  const rest = apportion(
    amount,
    remaining.map((value, index) => value - shares[index]!),
  );
  const computed: GstComputedLine[] = [];
  const sources: number[] = [];
  lines.forEach((line, index) => {
    const value = shares[index]! + rest[index]!;
    if (value <= 0) return;
    sources.push(index);
    computed.push({
      kind: line.kind,
      name: line.name,
      code: line.code,
      rate: line.rate,
      quantity: 0,
      unit: '',
      totalPaise: value,
      discountPaise: 0,
      valuePaise: value,
      ...splitInclusive(value, line.rate, intraState),
    });
  });
  return { ...summarise(computed, 0), sources };
}
