/**
 * A text starting with one of these is run as a formula by spreadsheets (CSV/formula injection,
 * CWE-1236). '+' and '-' count only when the rest is not a plain number, so "+48 600 100 200" stays a
 * phone number and "-12.5" or the Polish "-100,00" a number.
 */
const FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s().,-]*$)/;

export function looksLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/**
 * The text with a leading apostrophe when a spreadsheet would take it for a formula: Excel and
 * LibreOffice treat a cell typed that way as text, and a person reading it sees why.
 */
export function defuseFormula(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}
