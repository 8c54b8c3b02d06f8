import type { CSV_DELIMITERS } from '@saldo/contracts/bank-statements';
import { decodeBankFile } from '@saldo/domain/bank/decode-bank-file';
import { readDelimited } from '@saldo/domain/bank/delimited';

export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

export interface CsvPreview {
  readonly delimiter: CsvDelimiter;
  /** The row taken for the header: the first with three or more filled cells (preambles have fewer). */
  readonly headerIndex: number;
  readonly rows: readonly (readonly string[])[];
}

const PREVIEW_ROWS = 40;

/**
 * The file read in the browser as the server will read it (same decoder, same CSV reader), so the
 * form shows the user the real header and first rows before a mapping is saved.
 */
export function previewCsv(bytes: Uint8Array, delimiter?: CsvDelimiter): CsvPreview {
  const { text } = decodeBankFile(bytes);
  const head = text.split(/\r?\n/).slice(0, PREVIEW_ROWS).join('\n');
  const chosen = delimiter ?? guessDelimiter(head);
  const rows = readDelimited(head, chosen);
  const headerIndex = Math.max(
    0,
    rows.findIndex((row) => row.filter((cell) => cell.trim() !== '').length >= 3),
  );
  return { delimiter: chosen, headerIndex, rows };
}

function guessDelimiter(text: string): CsvDelimiter {
  const counts = ([';', '\t', ',', '|'] as const).map((sep) => [sep, text.split(sep).length] as const);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ';';
}

/** The header's cells, trimmed and without mBank's leading '#', each once. */
export function headerOptions(preview: CsvPreview): string[] {
  const header = preview.rows[preview.headerIndex] ?? [];
  return [...new Set(header.map((cell) => cell.trim()).filter((cell) => cell !== ''))];
}
