import { parseMoney, type Money } from '../money.ts';
import { parseTransactionDetails } from './mt940-details.ts';
import type { BankStatement, BankTransaction, StatementBalance } from './statement-types.ts';

/**
 * MT940 as Polish banks write it (shared/reference/bank-statements.md, sections 1–3): any number of
 * statements in one file, with or without SWIFT block wrappers or mBank's SOH/ETX, :86: over many
 * lines, optional entry dates and funds codes, reversals. The text must already be decoded
 * (see `decodeBankFile`). A file that breaks the format is refused whole, with the line at fault.
 */
export type Mt940Error =
  | 'empty'
  | 'no_statement'
  | 'missing_account'
  | 'bad_balance'
  | 'bad_line'
  | 'details_without_line'
  | 'currency_mismatch';

export type Mt940Result =
  | { readonly ok: true; readonly statements: readonly BankStatement[] }
  | { readonly ok: false; readonly reason: Mt940Error; readonly line: number };

interface Field {
  readonly tag: string;
  readonly value: string;
  readonly line: number;
}

class Mt940Failure extends Error {
  constructor(
    readonly reason: Mt940Error,
    readonly line: number,
  ) {
    super(reason);
  }
}

export function parseMt940(text: string): Mt940Result {
  try {
    const fields = readFields(text);
    if (fields.length === 0) return { ok: false, reason: 'empty', line: 1 };
    const statements = groupStatements(fields).map(buildStatement);
    if (statements.length === 0) return { ok: false, reason: 'no_statement', line: 1 };
    return { ok: true, statements };
  } catch (error) {
    if (error instanceof Mt940Failure) return { ok: false, reason: error.reason, line: error.line };
    throw error;
  }
}

/** Splits the file into tags; a line that does not start with `:tag:` continues the previous one. */
function readFields(text: string): Field[] {
  const fields: { tag: string; lines: string[]; line: number }[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((raw, index) => {
    // Wrappers: SWIFT blocks ({1:…}{2:…}{4:), their end (-}), mBank's SOH/ETX, PKO's closing dash.
    const line = raw
      .replaceAll('\u0001', '')
      .replaceAll('\u0003', '')
      .replace(/^\{1:[^}]*\}(\{[^4][^}]*\})*\{4:/, '');
    if (/^\s*-?\}?\s*$/.test(line) || /^\{[1-5]:/.test(line)) return;
    const tag = /^:([0-9]{2}[A-Z]?|NS):/.exec(line);
    if (tag !== null) {
      fields.push({ tag: tag[1] ?? '', lines: [line.slice(tag[0].length)], line: index + 1 });
    } else if (fields.length > 0) {
      fields.at(-1)?.lines.push(line);
    }
  });
  return fields.map((field) => ({ tag: field.tag, value: field.lines.join('\n'), line: field.line }));
}

/** A statement starts at each :20:. */
function groupStatements(fields: readonly Field[]): Field[][] {
  const groups: Field[][] = [];
  for (const field of fields) {
    if (field.tag === '20' || groups.length === 0) groups.push([]);
    groups.at(-1)?.push(field);
  }
  return groups.filter((group) => group.some((field) => field.tag === '61' || field.tag.startsWith('60')));
}

function buildStatement(fields: readonly Field[]): BankStatement {
  const first = fields[0];
  const find = (test: (tag: string) => boolean) => fields.find((field) => test(field.tag));
  const accountField = find((tag) => tag === '25');
  if (accountField === undefined) throw new Mt940Failure('missing_account', first?.line ?? 1);
  const openingField = find((tag) => tag === '60F' || tag === '60M');
  const closingField = find((tag) => tag === '62F' || tag === '62M');
  const opening = openingField ? balanceOf(openingField) : null;
  const closing = closingField ? balanceOf(closingField) : null;
  const currency = opening?.currency ?? closing?.currency ?? 'PLN';
  if (opening && closing && opening.currency !== closing.currency && closingField)
    throw new Mt940Failure('currency_mismatch', closingField.line);

  const transactions: BankTransaction[] = [];
  let pending: { line: ParsedLine; info: string[] } | null = null;
  let closed = false;
  const flush = () => {
    if (pending) transactions.push(toTransaction(pending.line, pending.info, currency));
    pending = null;
  };
  for (const field of fields) {
    if (field.tag === '61') {
      flush();
      pending = { line: parseStatementLine(field, opening?.date ?? closing?.date), info: [] };
    } else if (field.tag === '86') {
      // After the closing balance, :86: describes the statement; before any :61: it breaks the format.
      if (pending !== null) pending.info.push(field.value.replace(/\n/g, ''));
      else if (!closed) throw new Mt940Failure('details_without_line', field.line);
    } else if (field.tag.startsWith('62') || field.tag === '64' || field.tag === '65') {
      flush();
      closed = true;
    }
  }
  flush();

  return {
    format: 'mt940',
    reference: (find((tag) => tag === '20')?.value ?? '').trim(),
    number: (find((tag) => tag === '28C' || tag === '28')?.value ?? '').trim(),
    account: accountField.value.trim().replace(/^\//, '').replace(/\s/g, ''),
    currency,
    opening: opening ? { date: opening.date, amount: opening.amount } : null,
    closing: closing ? { date: closing.date, amount: closing.amount } : null,
    transactions,
  };
}

function balanceOf(field: Field): StatementBalance & { currency: string } {
  const match = /^([CD])(\d{6})([A-Z]{3})(\d+,\d{0,2})/.exec(field.value.trim());
  if (match === null) throw new Mt940Failure('bad_balance', field.line);
  const amount = amountOf(match[4] ?? '', field);
  return {
    date: dateOf(match[2] ?? '', field),
    currency: match[3] ?? '',
    amount: match[1] === 'D' ? -amount : amount,
  };
}

interface ParsedLine {
  readonly valueDate: string;
  readonly bookingDate: string;
  readonly amount: Money;
  readonly reversal: boolean;
  readonly typeCode: string;
  readonly ownerReference: string;
  readonly bankReference: string;
  readonly supplementary: string;
}

// value date · entry date · (R)C/D · funds code · amount · S/N/F + code · owner ref [//bank ref]
const STATEMENT_LINE = /^(\d{6})(\d{4})?(RC|RD|C|D)([A-Z])?(\d+,\d{0,2})([SNF][A-Z0-9]{3})(.*)$/;

function parseStatementLine(field: Field, statementDate: string | undefined): ParsedLine {
  const [head = '', ...rest] = field.value.split('\n');
  const match = STATEMENT_LINE.exec(head.trim());
  if (match === null) throw new Mt940Failure('bad_line', field.line);
  const valueDate = dateOf(match[1] ?? '', field);
  const mark = match[3] ?? '';
  const magnitude = amountOf(match[5] ?? '', field);
  // RC (reversal of a credit) takes money out; RD (reversal of a debit) puts it back.
  const credit = mark === 'C' || mark === 'RD';
  const [ownerReference = '', bankReference = ''] = (match[7] ?? '').split('//');
  return {
    valueDate,
    bookingDate: match[2] ? entryDateOf(match[2], valueDate) : (statementDate ?? valueDate),
    amount: credit ? magnitude : -magnitude,
    reversal: mark.startsWith('R'),
    typeCode: match[6] ?? '',
    ownerReference: ownerReference.trim(),
    bankReference: bankReference.trim(),
    supplementary: rest.join(' ').trim(),
  };
}

function toTransaction(line: ParsedLine, information: readonly string[], currency: string): BankTransaction {
  // ING writes two :86: per line: the original amount ("076/OCMT/USD…") and then the subfields.
  const readings = information.map(parseTransactionDetails);
  const details =
    readings.find((reading) => Object.keys(reading.subfields).length > 0) ??
    parseTransactionDetails(information.join(''));
  const variants = [...new Set([details.title, details.titleSpaced].filter((t) => t !== ''))];
  return {
    bookingDate: line.bookingDate,
    valueDate: line.valueDate,
    amount: line.amount,
    currency,
    reversal: line.reversal,
    title: details.title,
    titleVariants: variants,
    counterpartyName: details.counterpartyName,
    counterpartyAccount: details.counterpartyAccount,
    // mBank's TNR is unique per transaction; otherwise the //reference, else the owner reference.
    bankReference: details.subfields['TNR'] ?? (line.bankReference || line.ownerReference),
    ownerReference: line.ownerReference,
    typeCode: [line.typeCode, details.code].filter((c) => c !== '').join(' '),
    description: [...information.map((text) => text.replace(/[\u00ff\u02d9]/g, '')), line.supplementary]
      .filter((t) => t !== '')
      .join(' '),
  };
}

function amountOf(text: string, field: Field): Money {
  const parsed = parseMoney(text, { allowNegative: false });
  if (!parsed.ok) throw new Mt940Failure(field.tag === '61' ? 'bad_line' : 'bad_balance', field.line);
  return parsed.value;
}

function dateOf(yymmdd: string, field: Field): string {
  // A statement's lines share a handful of dates: each read once (the callers' patterns give six
  // digits, so no more than a million are ever remembered, and a century's valid ones are 36,525).
  const known = isoDates.get(yymmdd);
  if (known !== undefined) return known;
  const year = 2000 + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw new Mt940Failure(field.tag === '61' ? 'bad_line' : 'bad_balance', field.line);
  const iso = date.toISOString().slice(0, 10);
  isoDates.set(yymmdd, iso);
  return iso;
}

const isoDates = new Map<string, string>();

/** The entry date has no year: the value date's, or the one beside it when that is closer (year end). */
function entryDateOf(mmdd: string, valueDate: string): string {
  const year = Number(valueDate.slice(0, 4));
  const value = Date.parse(valueDate);
  // The closest valid date, the earliest year on a tie; each date parsed once.
  let closest = valueDate;
  let closestDistance = Infinity;
  for (const y of [year - 1, year, year + 1]) {
    const iso = `${y}-${mmdd.slice(0, 2)}-${mmdd.slice(2, 4)}`;
    const distance = Math.abs(Date.parse(iso) - value);
    if (Number.isNaN(distance) || distance >= closestDistance) continue;
    closest = iso;
    closestDistance = distance;
  }
  return closest;
}
