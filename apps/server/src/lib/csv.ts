/**
 * CSV as Polish Excel reads and writes it: `;` between values (the comma is the decimal separator in
 * Polish locales), CRLF line ends, a UTF-8 byte-order mark so Excel does not guess a code page, and
 * RFC 4180 quoting. Reading also accepts `,` files and LF line ends, since other tools write those.
 */
import { defuseFormula, needsApostrophe } from './spreadsheet-safety.ts';

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

function escapeCell(value: string, separator: string): string {
  const safe = defuseFormula(value);
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: BOM, header row, one row per record. */
export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => escapeCell(cell, CSV_SEPARATOR)).join(CSV_SEPARATOR),
  );
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** Undoes the apostrophe `writeCsv` put before a formula-like value, so a round trip is exact. */
export function unescapeFormula(value: string): string {
  return value.startsWith("'") && needsApostrophe(value.slice(1)) ? value.slice(1) : value;
}

export interface CsvRecord {
  /** 1-based line number in the file where the record starts (a quoted value may span lines). */
  line: number;
  cells: string[];
}

export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
}

/** The separator of a file: whichever of `;` and `,` the header line (outside quotes) has more of. */
function detectSeparator(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const count = (char: string) => outsideQuotes.split(char).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

/**
 * Parses a whole file into records. Blank lines are skipped; a quote that is never closed throws
 * CsvSyntaxError (a truncated file must not import half a value).
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith(CSV_BOM) ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;

  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };

  while (i < text.length) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      endRecord();
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      recordLine = line;
    } else cell += char;
    i += 1;
  }
  if (quoted) throw new CsvSyntaxError('unclosed quote');
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}
