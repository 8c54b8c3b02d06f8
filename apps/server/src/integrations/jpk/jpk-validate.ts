// Validates a JPK_V7M(3) file against the official XSD with xmllint-wasm (libxml2 compiled to
// WebAssembly, as for KSeF: no native dependency, no network; the imported schemas are preloaded from
// assets/jpk-schemas). The file reaches libxml2 as bytes, so a month of 100 000 rows never becomes one
// JavaScript string. A large file is cut into one part per core (jpk-split.ts explains why that is the
// same check), each validated in its own long-lived xmllint thread (jpk-xmllint-pool.ts).
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { serverRoot } from '../../paths.ts';
import { locateJpkError } from './jpk-errors.ts';
import { originalLine, splitJpkFile, type JpkPart } from './jpk-split.ts';
import { runXmllint as runPooled, type XmllintFile } from './jpk-xmllint-pool.ts';

export const jpkSchemasDir = join(serverRoot, 'assets', 'jpk-schemas');
const MAIN_SCHEMA_FILE = 'Schemat_JPK_V7M(3)_v1-0E.xsd';
const IMPORTED_SCHEMA_FILES = [
  'StrukturyDanych_v12-0E.xsd',
  'KodyKrajow_v13-0E.xsd',
  'KodyUrzedowSkarbowych_v8-0E.xsd',
] as const;
/** xmllint's messages start with the document's name, so it must carry no colon. */
export const JPK_DOCUMENT_NAME = 'jpk_v7m.xml';
/** The user is shown the first errors: after a few, the rest usually repeat the same cause. */
export const MAX_ERRORS = 50;
/** 1 GiB of WebAssembly memory at most per worker (64 KiB pages); a 50 000-row part uses a few hundred MiB. */
const MAX_MEMORY_PAGES = 16 * 1024;
/** Below this size one run is quicker than starting several workers (each compiles the schema: ~0.5 s CPU). */
const SPLIT_ABOVE_BYTES = 4 * 1024 * 1024;
const MAX_PARTS = Math.min(4, availableParallelism());

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
  /** xmllint's own words, for the log and a "details" toggle. */
  readonly detail: string;
}

export type JpkValidation =
  { readonly ok: true } | { readonly ok: false; readonly errors: readonly JpkSchemaError[] };

/** One of xmllint's messages: "<document>:<line>: <message>", or a line without a place. */
interface XMLValidationError {
  readonly rawMessage: string;
  readonly message: string;
  readonly loc: { readonly fileName: string; readonly lineNumber: number } | null;
}

interface SchemaSet {
  readonly main: XmllintFile;
  readonly imported: readonly XmllintFile[];
}
let schemaSet: Promise<SchemaSet> | null = null;

/** Read once per process; a failed read is retried on the next call. */
function loadSchemas(): Promise<SchemaSet> {
  schemaSet ??= (async () => {
    const read = async (fileName: string): Promise<XmllintFile> => ({
      fileName,
      contents: await readFile(join(jpkSchemasDir, fileName), 'utf8'),
    });
    const [main, ...imported] = await Promise.all([
      read(MAIN_SCHEMA_FILE),
      ...IMPORTED_SCHEMA_FILES.map(read),
    ]);
    if (main === undefined) throw new Error('JPK_V7M(3) schema missing');
    return { main, imported };
  })().catch((error: unknown) => {
    schemaSet = null;
    throw error;
  });
  return schemaSet;
}

// One validation at a time per process: a month's file can be tens of megabytes, and two at once would
// only share the same cores.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

async function toBytes(file: string | Iterable<string> | AsyncIterable<string>): Promise<Uint8Array> {
  if (typeof file === 'string') return Buffer.from(file, 'utf8');
  const parts: Buffer[] = [];
  for await (const chunk of file) parts.push(Buffer.from(chunk, 'utf8'));
  return Buffer.concat(parts);
}

/**
 * Checks the file (chunks from writeJpkV7m, or any text) against Schemat_JPK_V7M(3)_v1-0E.xsd. Never
 * throws for a bad file; a rejection means the validator itself failed (schemas missing, WebAssembly).
 */
export async function validateJpkV7m(
  file: string | Iterable<string> | AsyncIterable<string>,
): Promise<JpkValidation> {
  const bytes = await toBytes(file);
  return validateJpkBytes(bytes);
}

/** Document names in a run: xmllint's messages start with them. */
const documentName = (index: number, count: number) =>
  count === 1 ? JPK_DOCUMENT_NAME : `jpk_v7m-${index + 1}.xml`;

/** xmllint's stderr as messages, read as xmllint-wasm reads it (its last line is the verdict). */
function parseMessages(stderr: string): XMLValidationError[] {
  return stderr
    .split('\n')
    .slice(0, -2)
    .map((line): XMLValidationError => {
      const [fileName, lineNumber, ...rest] = line.split(':');
      if (fileName && lineNumber && rest.length > 0)
        return {
          rawMessage: line,
          message: rest.join(':').trim(),
          loc: { fileName, lineNumber: Number.parseInt(lineNumber, 10) },
        };
      return { rawMessage: line, message: line, loc: null };
    })
    .filter((error) => error.loc !== null || !error.rawMessage.trim().endsWith(' validates'));
}

/** One xmllint run over several documents (the schema is compiled once); their errors, in order. */
async function runXmllint(documents: readonly Uint8Array[]): Promise<XMLValidationError[][]> {
  const schemas = await loadSchemas();
  const names = documents.map((_, index) => documentName(index, documents.length));
  const exit = await runPooled(
    {
      args: ['--schema', schemas.main.fileName, '--noout', ...names],
      files: [
        ...documents.map((contents, index) => ({ fileName: names[index] ?? JPK_DOCUMENT_NAME, contents })),
        schemas.main,
        ...schemas.imported,
      ],
      maxMemoryPages: MAX_MEMORY_PAGES,
    },
    MAX_PARTS,
  );
  const perDocument = documents.map((): XMLValidationError[] => []);
  if (exit.exitCode === 0) return perDocument;
  // 3 and 4 are xmllint's "invalid" exits; anything else is the validator failing, not the file.
  if (exit.exitCode !== 3 && exit.exitCode !== 4) throw new Error(`xmllint failed: ${exit.stderr}`);
  let current = 0;
  for (const error of parseMessages(exit.stderr)) {
    // A located message names its document; an unlocated one ("<name> fails to validate") follows it.
    const named = names.findIndex(
      (name) => name === error.loc?.fileName || error.message.startsWith(`${name} `),
    );
    if (named !== -1) current = named;
    perDocument[current]?.push(error);
  }
  return perDocument;
}

async function runOne(bytes: Uint8Array): Promise<XMLValidationError[]> {
  const [errors] = await runXmllint([bytes]);
  return errors ?? [];
}

/** Each part's errors with the line they have in the whole file; shared lines reported once. */
async function validateParts(parts: readonly JpkPart[]): Promise<XMLValidationError[]> {
  const perPart = await Promise.all(parts.map((part) => runOne(part.bytes)));
  const errors: XMLValidationError[] = [];
  perPart.forEach((partErrors, index) => {
    const part = parts[index];
    if (part === undefined) return;
    for (const error of partErrors) {
      if (error.loc === null) {
        if (index === 0) errors.push(error);
        continue;
      }
      const line = originalLine(part, index, error.loc.lineNumber);
      if (line !== null) errors.push({ ...error, loc: { ...error.loc, lineNumber: line } });
    }
  });
  return errors.sort((a, b) => (a.loc?.lineNumber ?? 0) - (b.loc?.lineNumber ?? 0));
}

export async function validateJpkBytes(bytes: Uint8Array): Promise<JpkValidation> {
  const errors = await oneAtATime(() => {
    const parts = bytes.byteLength > SPLIT_ABOVE_BYTES ? splitJpkFile(bytes, MAX_PARTS) : null;
    return parts === null ? runOne(bytes) : validateParts(parts);
  });
  return validationOf(bytes, errors);
}

function validationOf(bytes: Uint8Array, errors: readonly XMLValidationError[]): JpkValidation {
  if (errors.length === 0) return { ok: true };
  // xmllint closes with "<file> fails to validate", which says nothing the located errors do not.
  const located = errors.filter((error) => error.loc !== null);
  const shown = (located.length > 0 ? located : errors).slice(0, MAX_ERRORS);
  return { ok: false, errors: locateJpkError(bytes, shown) };
}

/**
 * Several small files in one xmllint run (each run starts a worker and compiles the schema, most of a
 * second): the demo's months, or a test's random books. Large files belong to validateJpkV7m.
 */
export async function validateJpkV7mFiles(files: readonly string[]): Promise<JpkValidation[]> {
  const documents = files.map((file) => Buffer.from(file, 'utf8'));
  const errors = await oneAtATime(() => runXmllint(documents));
  return documents.map((bytes, index) => validationOf(bytes, errors[index] ?? []));
}
