// Validates a KSeF e-invoice against the Ministry's XSD (libxml2 compiled to WebAssembly, so no
// native dependency and no network: every imported schema is handed over from assets/ksef-schemas).
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { validateXML, type XMLFileInfo, type XMLValidationError } from 'xmllint-wasm';
import { ksefSchemasDir } from '../../paths.ts';
import type { KsefSchema } from './ksef-invoice.ts';
import { schemaOfNamespace } from './ksef-xml.ts';
import { hasDtd, readRoot, wellFormednessError } from '../../lib/xml/xml-tree.ts';

export type KsefValidation =
  | { ok: true; schema: KsefSchema }
  | { ok: false; reason: 'invalid_xml' | 'schema' | 'unsupported'; message: string };

const MAIN_SCHEMA_FILES: Readonly<Record<KsefSchema, string>> = {
  'FA(3)': 'schemat_FA(3)_v1-0E.xsd',
  'FA(2)': 'schemat_FA(2)_v1-0E.xsd',
};
// Both main schemas import the same chain of MF base types.
const IMPORTED_SCHEMA_FILES = [
  'StrukturyDanych_v10-0E.xsd',
  'ElementarneTypyDanych_v10-0E.xsd',
  'KodyKrajow_v10-0E.xsd',
] as const;

// xmllint reports positions as "<file name>:<line>:", so the name must not contain a colon.
const DOCUMENT_FILE_NAME = 'faktura.xml';
// How many schema errors the user is shown: the first usually explains the rest.
const ERRORS_SHOWN = 2;

// Each xmllint call runs in its own worker with up to 32 MiB of WebAssembly memory; a user dropping
// a hundred files must not start a hundred of them at once.
const MAX_PARALLEL_VALIDATIONS = Math.min(4, availableParallelism());
let runningValidations = 0;
const waitingValidations: (() => void)[] = [];

async function withValidationSlot<T>(task: () => Promise<T>): Promise<T> {
  if (runningValidations < MAX_PARALLEL_VALIDATIONS) runningValidations++;
  // A finishing validation hands its slot straight over, so the count never overshoots.
  else await new Promise<void>((resolve) => waitingValidations.push(resolve));
  try {
    return await task();
  } finally {
    const next = waitingValidations.shift();
    if (next === undefined) runningValidations--;
    else next();
  }
}

interface SchemaSet {
  readonly main: Readonly<Record<KsefSchema, XMLFileInfo>>;
  readonly imported: readonly XMLFileInfo[];
}

let schemaSet: Promise<SchemaSet> | null = null;

/** The XSDs are read once per process; a failed read is retried on the next call. */
function loadSchemas(): Promise<SchemaSet> {
  schemaSet ??= readSchemaSet().catch((error: unknown) => {
    schemaSet = null;
    throw error;
  });
  return schemaSet;
}

async function readSchemaSet(): Promise<SchemaSet> {
  const read = async (fileName: string): Promise<XMLFileInfo> => ({
    fileName,
    contents: await readFile(join(ksefSchemasDir, fileName), 'utf8'),
  });
  const [fa3, fa2, ...imported] = await Promise.all([
    read(MAIN_SCHEMA_FILES['FA(3)']),
    read(MAIN_SCHEMA_FILES['FA(2)']),
    ...IMPORTED_SCHEMA_FILES.map(read),
  ]);
  if (fa3 === undefined || fa2 === undefined) throw new Error('KSeF schemas missing');
  return { main: { 'FA(3)': fa3, 'FA(2)': fa2 }, imported };
}

/**
 * Checks that `xml` is an FA(3) or FA(2) e-invoice valid against its schema. Never throws for bad
 * input; a rejection means the validator itself failed (schema files missing, WebAssembly error).
 */
export async function validateKsefXml(xml: string): Promise<KsefValidation> {
  const [validation] = await validateKsefXmls([xml]);
  if (validation === undefined) throw new Error('no validation for the document');
  return validation;
}

/** Documents handed to one xmllint run: enough to spread its start over many, few enough to stay small. */
const DOCUMENTS_PER_RUN = 100;

/**
 * validateKsefXml for many documents, in order. Each xmllint run starts a thread, compiles the
 * WebAssembly and the schema (most of a second on a busy machine, against a few milliseconds for the
 * document itself), so the documents of one schema share a run: a KSeF export of 300 invoices takes
 * seconds, not minutes.
 */
export async function validateKsefXmls(xmls: readonly string[]): Promise<KsefValidation[]> {
  const results: (KsefValidation | undefined)[] = [];
  const pending: Record<KsefSchema, { index: number; text: string }[]> = { 'FA(3)': [], 'FA(2)': [] };
  xmls.forEach((xml, index) => {
    const checked = precheck(xml);
    if ('text' in checked) pending[checked.schema].push({ index, text: checked.text });
    else results[index] = checked;
  });
  for (const schema of ['FA(3)', 'FA(2)'] as const) {
    const documents = pending[schema];
    for (let start = 0; start < documents.length; start += DOCUMENTS_PER_RUN) {
      const chunk = documents.slice(start, start + DOCUMENTS_PER_RUN);
      const validations = await validateRun(
        schema,
        chunk.map((document) => document.text),
      );
      chunk.forEach((document, i) => (results[document.index] = validations[i]));
    }
  }
  return results.map((result) => {
    if (result === undefined) throw new Error('a document was not validated');
    return result;
  });
}

/** What can be told without libxml2, or the document and its schema for it. */
function precheck(xml: string): KsefValidation | { text: string; schema: KsefSchema } {
  const text = stripBom(xml);
  if (text.trim() === '') return { ok: false, reason: 'invalid_xml', message: 'The file is empty.' };
  if (hasDtd(text)) {
    return {
      ok: false,
      reason: 'invalid_xml',
      message: 'The document declares a DOCTYPE or ENTITY; e-invoices must not contain one.',
    };
  }
  const malformed = wellFormednessError(text);
  if (malformed !== null) return { ok: false, reason: 'invalid_xml', message: malformed };

  const root = readRoot(text);
  const schema = root?.name === 'Faktura' ? schemaOfNamespace(root.namespace) : null;
  if (root === null || schema === null) {
    const found = root === null ? 'no root element' : describeRoot(root.name, root.namespace);
    return {
      ok: false,
      reason: 'unsupported',
      message: `Not a KSeF FA(3) or FA(2) invoice: found ${found}.`,
    };
  }
  return { text, schema };
}

/** Document names in a run: xmllint's messages start with them. */
const documentFileName = (i: number, count: number) =>
  count === 1 ? DOCUMENT_FILE_NAME : `faktura-${i + 1}.xml`;

/** One xmllint run over documents of one schema; its messages shared out to their documents. */
async function validateRun(schema: KsefSchema, texts: readonly string[]): Promise<KsefValidation[]> {
  const schemas = await loadSchemas();
  const names = texts.map((_, i) => documentFileName(i, texts.length));
  let result;
  try {
    result = await withValidationSlot(() =>
      validateXML({
        xml: texts.map((contents, i) => ({ fileName: names[i] ?? DOCUMENT_FILE_NAME, contents })),
        schema: [schemas.main[schema]],
        preload: schemas.imported,
      }),
    );
  } catch (error) {
    // The validator itself failed (one document out of memory, say): alone, the others still pass.
    if (texts.length === 1) throw error;
    const one: KsefValidation[] = [];
    for (const text of texts) one.push(...(await validateRun(schema, [text])));
    return one;
  }
  if (result.valid) return texts.map(() => ({ ok: true, schema }));
  const errorsOf = new Map<string, XMLValidationError[]>();
  let current: string | undefined;
  for (const error of result.errors) {
    // A located message names its document; the lines under it (the source, a caret) and the
    // closing "<name> fails to validate" belong to the same one.
    current = error.loc?.fileName ?? names.find((name) => error.message.startsWith(`${name} `)) ?? current;
    if (current === undefined) continue;
    errorsOf.set(current, [...(errorsOf.get(current) ?? []), error]);
  }
  // A failed run whose messages name no document cannot say which one failed: each alone can.
  if (errorsOf.size === 0 && texts.length > 1) {
    const one: KsefValidation[] = [];
    for (const text of texts) one.push(...(await validateRun(schema, [text])));
    return one;
  }
  if (errorsOf.size === 0) errorsOf.set(DOCUMENT_FILE_NAME, [...result.errors]);
  return names.map((name): KsefValidation => {
    const errors = errorsOf.get(name);
    if (errors === undefined) return { ok: true, schema };
    // libxml2 is stricter than the pre-check on a few points (e.g. characters XML forbids).
    const notWellFormed = errors.some((error) => error.message.includes('parser error'));
    return {
      ok: false,
      reason: notWellFormed ? 'invalid_xml' : 'schema',
      message: readableErrors(errors),
    };
  });
}

function describeRoot(name: string, namespace: string | null): string {
  return namespace === null ? `root element '${name}' without a namespace` : `'${name}' in ${namespace}`;
}

function stripBom(xml: string): string {
  return xml.startsWith('\ufeff') ? xml.slice(1) : xml;
}

/**
 * xmllint says "Schemas validity error : Element '{http://crd.gov.pl/…}P_6': This element is not
 * expected. Expected is ( {http://crd.gov.pl/…}P_2 )."; the user needs the line and the element names.
 */
export function readableErrors(errors: readonly XMLValidationError[]): string {
  const located = errors.filter((error) => error.loc !== null);
  const shown = (located.length > 0 ? located : errors).slice(0, ERRORS_SHOWN).map(readableError);
  return shown.length > 0 ? shown.join(' ') : 'The document does not match the schema.';
}

function readableError(error: XMLValidationError): string {
  const text = error.message
    .replace(/^.*?(?:Schemas validity error|parser error)\s*:\s*/, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\( ([^()]*) \)/g, '$1')
    .replace(/^Element '/, "element '")
    .trim();
  return error.loc === null ? text : `line ${error.loc.lineNumber}: ${text}`;
}
