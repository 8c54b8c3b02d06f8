// xmllint's schema errors turned into what the user can act on: the part of the file (and, in the
// registers, the row's Lp), the element, and a message key of the `jpk` namespace with its values.
// "Element '{http://crd.gov.pl/…}K_19': 'abc' is not a valid value of the atomic type '{…}TKwotowy'."
// becomes { section: 'sales', row: 12, field: 'K_19', code: 'schemaError.invalidValue', params: { value: 'abc' } }.
import type { XMLValidationError } from 'xmllint-wasm';
import type { JpkErrorSection, JpkSchemaError } from './jpk-validate.ts';

interface Reading {
  readonly code: string;
  readonly params: Record<string, string | number>;
}

const NAMESPACE = /\{[^}]*\}/g;
const MAX_EXPECTED = 8;

/** "( {ns}NrKSeF, {ns}OFF, … )" → "NrKSeF, OFF, …", shortened when long. */
function expectedList(list: string): string {
  const names = list
    .replace(NAMESPACE, '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name !== '##other');
  const shown = names.slice(0, MAX_EXPECTED).join(', ');
  return names.length > MAX_EXPECTED ? `${shown}, …` : shown;
}

const READINGS: readonly (readonly [RegExp, (match: RegExpExecArray) => Reading])[] = [
  [
    /^\[facet 'pattern'\] The value '(.*)' is not accepted by the pattern/s,
    (m) => ({ code: 'schemaError.pattern', params: { value: m[1] ?? '' } }),
  ],
  [
    /^\[facet 'enumeration'\] The value '(.*)' is not an element of the set/s,
    (m) => ({ code: 'schemaError.notInList', params: { value: m[1] ?? '' } }),
  ],
  [
    /^\[facet '(?:maxLength|length)'\] The value has a length of '(\d+)'; this exceeds the allowed maximum length of '(\d+)'/,
    (m) => ({ code: 'schemaError.tooLong', params: { length: Number(m[1]), limit: Number(m[2]) } }),
  ],
  [
    /^\[facet '(?:minLength|length)'\] The value has a length of '(\d+)'; this underruns the allowed minimum length of '(\d+)'/,
    (m) => ({ code: 'schemaError.tooShort', params: { length: Number(m[1]), limit: Number(m[2]) } }),
  ],
  [
    /^\[facet 'minInclusive'\] The value '(.*)' is less than the minimum value allowed \('(.*)'\)/,
    (m) => ({ code: 'schemaError.tooSmall', params: { value: m[1] ?? '', limit: m[2] ?? '' } }),
  ],
  [
    /^\[facet 'minExclusive'\] The value '(.*)' must be greater than '(.*)'/,
    (m) => ({ code: 'schemaError.notAbove', params: { value: m[1] ?? '', limit: m[2] ?? '' } }),
  ],
  [
    /^\[facet 'maxInclusive'\] The value '(.*)' is greater than the maximum value allowed \('(.*)'\)/,
    (m) => ({ code: 'schemaError.tooLarge', params: { value: m[1] ?? '', limit: m[2] ?? '' } }),
  ],
  [
    /^\[facet 'maxExclusive'\] The value '(.*)' must be less than '(.*)'/,
    (m) => ({ code: 'schemaError.notBelow', params: { value: m[1] ?? '', limit: m[2] ?? '' } }),
  ],
  [
    /^\[facet 'totalDigits'\] The value '(.*)' has more digits than are allowed \('(\d+)'\)/,
    (m) => ({ code: 'schemaError.tooManyDigits', params: { value: m[1] ?? '', limit: Number(m[2]) } }),
  ],
  [
    /^\[facet 'fractionDigits'\] The value '(.*)' has more fractional digits than are allowed \('(\d+)'\)/,
    (m) => ({ code: 'schemaError.tooManyDecimals', params: { value: m[1] ?? '', limit: Number(m[2]) } }),
  ],
  [
    /^'(.*)' is not a valid value of the /s,
    (m) => ({ code: 'schemaError.invalidValue', params: { value: m[1] ?? '' } }),
  ],
  [
    /^This element is not expected\. Expected is(?: one of)? \((.*)\)/s,
    (m) => ({ code: 'schemaError.notExpected', params: { expected: expectedList(m[1] ?? '') } }),
  ],
  [/^This element is not expected/, () => ({ code: 'schemaError.notAllowed', params: {} })],
  [
    /^Missing child element\(s\)\. Expected is(?: one of)? \((.*)\)/s,
    (m) => ({ code: 'schemaError.missingChild', params: { expected: expectedList(m[1] ?? '') } }),
  ],
  [
    /^The attribute '(.*)' is required but missing/,
    (m) => ({ code: 'schemaError.missingAttribute', params: { attribute: m[1] ?? '' } }),
  ],
  [
    /^No matching global declaration available for the validation root/,
    () => ({ code: 'schemaError.wrongRoot', params: {} }),
  ],
  [
    /^Character content other than whitespace is not allowed/,
    () => ({ code: 'schemaError.textNotAllowed', params: {} }),
  ],
];

/** The message after xmllint's "<file>:<line>: … Schemas validity error : " prefix. */
function messageBody(message: string): { body: string; parser: boolean } {
  const parser = /parser error/.test(message);
  const body = message
    .replace(/^.*?(?:Schemas validity error|Schemas parser error|parser error)\s*:\s*/s, '')
    .trim();
  return { body, parser };
}

/** Reads one xmllint message: the element it names and what is wrong with it. */
export function readJpkMessage(message: string): { field: string | null } & Reading {
  const { body, parser } = messageBody(message);
  if (parser) return { field: null, code: 'schemaError.notWellFormed', params: { detail: body } };
  const element = /^Element '([^']+)'(?:, attribute '([^']+)')?: (.*)$/s.exec(body);
  const field = element === null ? null : (element[2] ?? (element[1] ?? '').replace(NAMESPACE, ''));
  const rest = element === null ? body : (element[3] ?? '');
  for (const [pattern, read] of READINGS) {
    const match = pattern.exec(rest);
    if (match !== null) return { field, ...read(match) };
  }
  return { field, code: 'schemaError.other', params: { detail: rest.replace(NAMESPACE, '') } };
}

interface Place {
  readonly section: JpkErrorSection;
  readonly row: number | null;
}

const MARKERS: readonly (readonly [string, JpkErrorSection])[] = [
  ['<Naglowek', 'header'],
  ['<Podmiot1', 'taxpayer'],
  ['<Deklaracja', 'declaration'],
  ['<SprzedazWiersz', 'sales'],
  ['<SprzedazCtrl', 'sales'],
  ['<ZakupWiersz', 'purchases'],
  ['<ZakupCtrl', 'purchases'],
];
const LP = /<Lp(?:Sprzedazy|Zakupu)>\s*(\d+)\s*</;

/**
 * The part of the file each asked-for line is in, read forwards from the top (a line says little on its
 * own: the declaration has its own Naglowek, a hand-formatted row spans lines). Only on the error path.
 */
function placesOfLines(bytes: Uint8Array, lines: ReadonlySet<number>): Map<number, Place> {
  const places = new Map<number, Place>();
  const last = Math.max(0, ...lines);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let section: JpkErrorSection = 'file';
  let row: number | null = null;
  let start = 0;
  for (let line = 1; line <= last && start <= buffer.length; line++) {
    let end = buffer.indexOf(10, start);
    if (end === -1) end = buffer.length;
    const text = buffer.toString('utf8', start, end);
    // Inside the declaration its own Naglowek is still the declaration.
    for (const [marker, markerSection] of MARKERS) {
      if (!text.includes(marker)) continue;
      if (!(marker === '<Naglowek' && section === 'declaration')) section = markerSection;
      if (marker.endsWith('Ctrl')) row = null;
    }
    if (text.includes('<Deklaracja') || text.includes('<Podmiot1')) row = null;
    const lp = LP.exec(text);
    if (lp !== null) row = Number(lp[1]);
    if (lines.has(line))
      places.set(line, { section, row: section === 'sales' || section === 'purchases' ? row : null });
    start = end + 1;
  }
  return places;
}

export function locateJpkError(bytes: Uint8Array, errors: readonly XMLValidationError[]): JpkSchemaError[] {
  const lines = new Set(errors.flatMap((error) => (error.loc === null ? [] : [error.loc.lineNumber])));
  const places = placesOfLines(bytes, lines);
  return errors.map((error) => {
    const reading = readJpkMessage(error.message);
    const place = error.loc === null ? undefined : places.get(error.loc.lineNumber);
    return {
      section: place?.section ?? 'file',
      row: place?.row ?? null,
      field: reading.field,
      code: reading.code,
      params: reading.params,
      // The line in the whole file (a part's own line would mislead after jpk-split.ts cut it).
      detail: `${error.loc === null ? '' : `line ${error.loc.lineNumber}: `}${messageBody(error.message).body.replace(NAMESPACE, '')}`,
    };
  });
}
