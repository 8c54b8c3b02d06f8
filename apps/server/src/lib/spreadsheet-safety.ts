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
 * Whether the text gets an apostrophe: a formula, and also a text whose own leading apostrophes come
 * before one ("'=1"). Otherwise an import, which takes one apostrophe off a formula, would turn the
 * user's "'=1" into "=1"; with it, the round trip gives back exactly what was written.
 */
export function needsApostrophe(text: string): boolean {
  return looksLikeFormula(text.replace(/^'+/, ''));
}

/**
 * The text with a leading apostrophe when a spreadsheet would take it for a formula: Excel and
 * LibreOffice treat a cell typed that way as text, and a person reading it sees why.
 */
export function defuseFormula(text: string): string {
  return needsApostrophe(text) ? `'${text}` : text;
}
