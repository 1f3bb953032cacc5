/** Input formats shared by server and web. Kept free of zod so the web bundle can import them cheaply. */

/** Indian PIN codes: six digits, the first not zero. */
export const PINCODE = /^[1-9][0-9]{5}$/;
/** UPI virtual payment address: handle@psp. */
export const UPI_ID = /^[A-Za-z0-9._-]{2,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/**
 * Characters no text a person types contains: C0 controls other than tab and line breaks (NUL among them, which
 * PostgreSQL cannot store), DEL and the C1 controls.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when text can be stored and shown as typed: no control characters (above) and no lone UTF-16 surrogate
 * (which PostgreSQL's jsonb refuses as an "unsupported Unicode escape sequence").
 */
export function isPlainText(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text) && !LONE_SURROGATE.test(text);
}
