// Validates a JPK_V7M(3) file against the official XSD (xmllint-wasm, as for KSeF).

/** Where a schema error points: the register and its Lp, or the header/declaration part. */
export type JpkErrorSection = 'header' | 'taxpayer' | 'declaration' | 'sales' | 'purchases' | 'file';

export interface JpkSchemaError {
  readonly section: JpkErrorSection;
  /** LpSprzedazy / LpZakupu of the row (1-based), null outside the registers. */
  readonly row: number | null;
  /** The element the error is about ("K_19", "NrKSeF"), null when unknown. */
  readonly field: string | null;
  /** Key in the `jpk` namespace (e.g. "schemaError.invalidValue"), with its parameters. */
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** xmllint's own words, for the log and the "details" toggle. */
  readonly detail: string;
}

export type JpkValidation =
  { readonly ok: true } | { readonly ok: false; readonly errors: readonly JpkSchemaError[] };

/** Checks the file (as produced by writeJpkV7m, or any text) against Schemat_JPK_V7M(3)_v1-0E.xsd. */
export async function validateJpkV7m(
  file: string | Iterable<string> | AsyncIterable<string>,
): Promise<JpkValidation> {
  void file;
  await Promise.resolve();
  throw new Error('validateJpkV7m: interface only, not implemented yet');
}
