// Streams a JPK_V7M(3) file piece by piece: never the whole document as one string.
import type { JpkHeader, JpkPurchaseRow, JpkSalesRow, VatDeclaration } from '@saldo/domain/jpk/jpk-types';

export interface JpkFileInput {
  readonly header: JpkHeader;
  /** null leaves the Deklaracja part out (the schema allows it; a monthly filing normally has it). */
  readonly declaration: VatDeclaration | null;
  /** Rows in register order; LpSprzedazy / LpZakupu are numbered by the writer from 1. */
  readonly sales: Iterable<JpkSalesRow> | AsyncIterable<JpkSalesRow>;
  readonly purchases: Iterable<JpkPurchaseRow> | AsyncIterable<JpkPurchaseRow>;
}

export interface JpkWriteOptions {
  /** Called now and then with the number of register rows written so far (for a progress bar). */
  readonly onProgress?: (rowsWritten: number) => void;
}

/** UTF-8 text chunks of the file, in order; pipe them with Readable.from(writeJpkV7m(…)). */
export async function* writeJpkV7m(
  input: JpkFileInput,
  options: JpkWriteOptions = {},
): AsyncGenerator<string> {
  void input;
  void options;
  yield '';
  throw new Error('writeJpkV7m: interface only, not implemented yet');
}
