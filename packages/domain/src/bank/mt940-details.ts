import { ibanCheckDigits } from '../identifiers/iban.ts';

/**
 * What a Polish bank puts in an MT940 :86: field. Most banks write a three-digit code, a separator
 * (`~` PKO and ING, `^` BNP Paribas, `<` and `+` elsewhere) and numbered subfields; Santander starts
 * with the separator; mBank writes labelled text ("TYT.:", "OD:", "Z RACH.:"). See the reference's
 * sections 2 and 3 (shared/reference/bank-statements.md).
 */
export interface TransactionDetails {
  /** The :86: code ("020", "152", "911"); empty when the bank writes none. */
  readonly code: string;
  /** Title subfields joined raw (27-character pieces, cut mid-word, glued back), spaces collapsed. */
  readonly title: string;
  /** The same subfields joined with a space, for banks that do not pad their pieces. */
  readonly titleSpaced: string;
  readonly counterpartyName: string;
  /** An IBAN ("PL" + 26 digits for a Polish account) or empty. */
  readonly counterpartyAccount: string;
  /** Every numbered subfield, for display and for what a later rule may need. */
  readonly subfields: Readonly<Record<string, string>>;
}

const SEPARATORS = '~^<+';
// PKO fills empty subfields with byte 255, which reads as ÿ or ˙ after decoding.
const FILLER = /[\u00ff\u02d9]/g;
const HAS_FILLER = /[\u00ff\u02d9]/;

export function parseTransactionDetails(information: string): TransactionDetails {
  const text = information.replace(/\r?\n/g, '');
  const structured = /^(\d{3})?([~^<+])\d{2}/.exec(text);
  if (structured !== null && SEPARATORS.includes(structured[2] ?? '')) {
    return fromSubfields(
      structured[1] ?? '',
      splitSubfields(text.slice((structured[1] ?? '').length), structured[2] ?? '~'),
    );
  }
  return fromLabelledText(text);
}

function splitSubfields(text: string, separator: string): Record<string, string> {
  const fields: Record<string, string> = {};
  const marks = [...text.matchAll(subfieldMark(separator))];
  // Most banks write no filler: then no subfield needs it taken out.
  const filled = HAS_FILLER.test(text);
  marks.forEach((mark, i) => {
    const start = (mark.index ?? 0) + mark[0].length;
    const end = marks[i + 1]?.index ?? text.length;
    const key = mark[1] ?? '';
    const value = filled ? text.slice(start, end).replace(FILLER, '') : text.slice(start, end);
    // A repeated number continues the subfield (some banks repeat ~20 for long titles).
    fields[key] = key in fields ? `${fields[key]}${value}` : value;
  });
  return fields;
}

/** The pattern of a separator's subfield numbers, made once per separator (matchAll copies it). */
function subfieldMark(separator: string): RegExp {
  const known = subfieldMarks.get(separator);
  if (known !== undefined) return known;
  const escaped = separator.replace(/[\^+]/g, '\\$&');
  const pattern = new RegExp(`${escaped}(\\d{2})`, 'g');
  subfieldMarks.set(separator, pattern);
  return pattern;
}

const subfieldMarks = new Map<string, RegExp>();

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

function fromSubfields(code: string, fields: Record<string, string>): TransactionDetails {
  const pick = (keys: readonly string[]) => keys.map((key) => fields[key] ?? '').filter((v) => v !== '');
  const titleParts = pick(['20', '21', '22', '23', '24', '25', '26']);
  const nameParts = pick(['32', '33']);
  // Millennium (and BPH, Alior) name the counterparty in ~27–~28 when ~32 is empty.
  const altName = pick(['27', '28']);
  return {
    code,
    title: collapse(titleParts.join('')),
    titleSpaced: collapse(titleParts.join(' ')),
    counterpartyName: collapse((nameParts.length > 0 ? nameParts : altName).join('')),
    counterpartyAccount: counterpartyAccountOf(fields),
    subfields: fields,
  };
}

/** ~38 carries the IBAN; ING puts the NRB in ~29; others give the sort code (~30) and the rest (~31). */
function counterpartyAccountOf(fields: Record<string, string>): string {
  const iban = (fields['38'] ?? '').replace(/\s/g, '').toUpperCase();
  if (/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return iban;
  if (/^\d{26}$/.test(iban)) return `PL${iban}`;
  const nrb = (fields['29'] ?? '').replace(/\s/g, '');
  if (/^\d{26}$/.test(nrb)) return `PL${nrb}`;
  const sortCode = (fields['30'] ?? '').replace(/\s/g, '');
  const rest = (fields['31'] ?? '').replace(/\s/g, '');
  if (/^\d{8}$/.test(sortCode) && /^\d{16}$/.test(rest)) {
    // The NRB's first two digits are its check digits, which ~30 + ~31 leave out: recompute them.
    const bban = `${sortCode}${rest}`;
    return `PL${ibanCheckDigits('PL', bban)}${bban}`;
  }
  return '';
}

// mBank CompanyNet: "<code> <operation>; Z RACH.: <nrb>; OD: <name>; TYT.: <title>; TNR: <ref>".
const LABELS: Readonly<Record<string, 'account' | 'name' | 'title' | 'ref'>> = {
  'Z RACH.': 'account',
  'NA RACH.': 'account',
  OD: 'name',
  DLA: 'name',
  'TYT.': 'title',
  TNR: 'ref',
};

function fromLabelledText(text: string): TransactionDetails {
  const code = /^(\d{3})\b/.exec(text)?.[1] ?? '';
  const found: Partial<Record<'account' | 'name' | 'title' | 'ref', string>> = {};
  const labelPattern = /(?:^|;\s*)(Z RACH\.|NA RACH\.|OD|DLA|TYT\.|TNR):\s*/g;
  const marks = [...text.matchAll(labelPattern)];
  marks.forEach((mark, i) => {
    const kind = LABELS[mark[1] ?? ''];
    if (kind === undefined) return;
    const start = (mark.index ?? 0) + mark[0].length;
    const end = marks[i + 1]?.index ?? text.length;
    found[kind] = text.slice(start, end).trim();
  });
  const digits = (found.account ?? '').replace(/\s/g, '');
  const title = found.title ?? (marks.length === 0 ? text.slice(code.length) : '');
  return {
    code,
    title: collapse(title),
    titleSpaced: collapse(title),
    counterpartyName: collapse(found.name ?? ''),
    counterpartyAccount: /^\d{26}$/.test(digits) ? `PL${digits}` : /^PL\d{26}$/.test(digits) ? digits : '',
    subfields: found.ref === undefined ? {} : { TNR: found.ref },
  };
}
