/**
 * UPI virtual payment address: handle@psp. The same pattern as UPI_ID in @tokri/core, copied because that
 * module also holds zod schemas and importing it would add zod to the web bundle; a unit test keeps them equal.
 */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export function isValidUpiId(value: string): boolean {
  return UPI_ID_PATTERN.test(value.trim());
}
