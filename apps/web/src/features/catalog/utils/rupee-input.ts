/** The most a price filter can be: ₹10,00,000 (the API's limit, in paise). */
export const MAX_PRICE_PAISE = 100_000_000;

export type RupeeInput = { ok: true; paise: number | undefined } | { ok: false };

const INDIAN_DIGITS = /[\u0966-\u096F\u0C66-\u0C6F]/g;
const RUPEES = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Devanagari (०-९) and Telugu (౦-౯) digits typed on an Indian keyboard become 0-9. */
function westernDigits(text: string): string {
  return text.replace(INDIAN_DIGITS, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= 0x0c66 ? code - 0x0c66 : code - 0x0966);
  });
}

/**
 * What a customer typed in a price box, in rupees, as integer paise: "50" -> 5000, "₹1,249.5" -> 124950.
 * Empty means "no limit". Negative amounts, more than two decimals and anything else are not accepted.
 * The arithmetic is done on the digits, never on floats, so "0.29" is exactly 29 paise.
 */
export function parseRupees(input: string): RupeeInput {
  const text = westernDigits(input)
    .replace(/[\s,₹]/g, '')
    .replace(/^rs\.?/i, '');
  if (text === '') return { ok: true, paise: undefined };
  const match = RUPEES.exec(text);
  if (!match) return { ok: false };
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(paise) || paise > MAX_PRICE_PAISE) return { ok: false };
  return { ok: true, paise };
}

/** Paise back to what the price box shows: 5000 -> "50", 4950 -> "49.50", none -> "". */
export function formatRupeesInput(paise: number | undefined): string {
  if (paise === undefined) return '';
  const rupees = Math.trunc(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}
