/**
 * A CSV cell a spreadsheet will not run: text starting with = + - @ (or a tab or carriage return) is read as a
 * formula by Excel and Sheets, so it gets a leading apostrophe (OWASP's CSV injection advice). Numbers pass.
 */
export function spreadsheetSafe(value: string | number): string | number {
  if (typeof value === 'number') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
