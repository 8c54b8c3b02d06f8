// The CPU-heavy half of a KSeF XML import, with no database: decoding, the schema check and parsing.
// It runs in a worker thread (workers/worker-tasks.ts), so a refusal comes back as data (an Error
// subclass would not survive the trip between threads).
import type { MessageKey, MessageParams } from '../../i18n/translate.ts';
import { KsefParseError, type ParsedKsefInvoice } from '../../integrations/ksef/ksef-invoice.ts';
import { parseKsefInvoice } from '../../integrations/ksef/ksef-parse.ts';
import { validateKsefXmls, type KsefValidation } from '../../integrations/ksef/ksef-xsd.ts';
import { xmlShapeProblem } from '../../integrations/ksef/xml-shape.ts';

export type KsefFileRead =
  | { ok: true; invoice: ParsedKsefInvoice }
  | {
      ok: false;
      reason: 'invalid_xml' | 'schema' | 'unsupported' | 'too_large';
      key: MessageKey;
      params: MessageParams;
    };

function decode(data: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return null;
  }
}

/** Reads an uploaded file as an FA(3) or FA(2) e-invoice valid against its schema, or says why not. */
export async function readKsefFile(data: Uint8Array): Promise<KsefFileRead> {
  const [read] = await readKsefFiles([data]);
  if (read === undefined) throw new Error('no read for the file');
  return read;
}

/** readKsefFile for many files, in order: their schema checks share xmllint runs (ksef-xsd.ts). */
export async function readKsefFiles(files: readonly Uint8Array[]): Promise<KsefFileRead[]> {
  const reads: (KsefFileRead | string)[] = files.map(precheck);
  const texts = reads.filter((read): read is string => typeof read === 'string');
  const validations = await validateKsefXmls(texts);
  let next = 0;
  return reads.map((read) => {
    if (typeof read !== 'string') return read;
    const validation = validations[next];
    next += 1;
    if (validation === undefined) throw new Error('a file was not validated');
    return afterValidation(read, validation);
  });
}

/** The file's text when it may go to the schema check, or its refusal. */
function precheck(data: Uint8Array): KsefFileRead | string {
  const xml = decode(data);
  if (xml === null)
    return {
      ok: false,
      reason: 'invalid_xml',
      key: 'costs.import.invalidXml',
      params: { detail: 'not UTF-8 text' },
    };
  // Bounded before the schema check and the parser build a tree of it.
  const shape = xmlShapeProblem(xml);
  if (shape?.problem === 'too_deep')
    return { ok: false, reason: 'invalid_xml', key: 'costs.import.tooDeep', params: { max: shape.max } };
  if (shape?.problem === 'too_many_elements')
    return {
      ok: false,
      reason: 'too_large',
      key: 'costs.import.tooManyElements',
      params: { max: shape.max },
    };
  return xml;
}

function afterValidation(xml: string, validation: KsefValidation): KsefFileRead {
  if (!validation.ok) {
    const key: MessageKey =
      validation.reason === 'schema'
        ? 'costs.import.schema'
        : validation.reason === 'invalid_xml'
          ? 'costs.import.invalidXml'
          : 'costs.import.unsupported';
    return { ok: false, reason: validation.reason, key, params: { detail: validation.message } };
  }
  try {
    return { ok: true, invoice: parseKsefInvoice(xml, validation.schema) };
  } catch (error) {
    if (error instanceof KsefParseError)
      return {
        ok: false,
        reason: 'unsupported',
        key: 'costs.import.unsupported',
        params: { detail: error.message },
      };
    throw error;
  }
}
