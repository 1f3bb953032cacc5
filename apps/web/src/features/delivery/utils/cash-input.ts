/** The cash field takes rupees as a rider types them: "450", "450.5", "450.50" (no grouping, no sign). */
const RUPEES = /^(\d{1,6})(?:[.,](\d{1,2}))?$/;

/** Rupees typed by the rider -> paise, or null when it is not an amount. */
export function parseCashRupees(input: string): number | null {
  const match = RUPEES.exec(input.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Paise -> what the field shows first: "450" or "450.50". */
export function cashInputValue(paise: number): string {
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}
