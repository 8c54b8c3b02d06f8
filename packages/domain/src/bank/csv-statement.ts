import { parseMoney, type Money } from '../money.ts';
import { compactText } from './payment-title.ts';
import { readDelimited } from './delimited.ts';
import type { BankStatement, BankTransaction } from './statement-types.ts';

/**
 * Bank CSV exports. Columns are found by their header names: the names mBank and PKO BP publish
 * (reference, section 3) and the usual Polish labels. For a file whose header is not recognised, the
 * user maps the columns once and the mapping is kept per bank account.
 */
export const csvFields = [
  'bookingDate',
  'valueDate',
  'amount',
  'credit',
  'debit',
  'currency',
  'title',
  'counterpartyName',
  'counterpartyAccount',
  'balanceAfter',
  'reference',
  'description',
] as const;
export type CsvField = (typeof csvFields)[number];

export interface CsvMapping {
  /** Header text (as in the file, case and '#' ignored) for each field the file has. */
  readonly columns: Partial<Record<CsvField, string>>;
  readonly delimiter?: string;
  /** How dates without a four-digit year first are read (default: by their shape). */
  readonly dateOrder?: 'ymd' | 'dmy';
}

const ALIASES: Readonly<Record<CsvField, readonly string[]>> = {
  bookingDate: ['data ksiegowania', 'data operacji', 'data transakcji', 'data'],
  valueDate: ['data waluty', 'data walutowania'],
  amount: [
    'kwota',
    'kwota operacji',
    'kwota transakcji',
    'kwota transakcji (waluta rachunku)',
    'kwota w walucie rachunku',
  ],
  credit: ['uznania', 'wplywy', 'kwota uznania'],
  debit: ['obciazenia', 'wydatki', 'kwota obciazenia'],
  currency: ['waluta', 'waluta rachunku'],
  title: ['tytul', 'tytul operacji', 'tytul przelewu'],
  counterpartyName: [
    'nadawca/odbiorca',
    'nadawca / odbiorca',
    'dane kontrahenta',
    'kontrahent',
    'nazwa kontrahenta',
    'odbiorca/zleceniodawca',
  ],
  counterpartyAccount: [
    'numer konta',
    'nr rachunku',
    'rachunek kontrahenta',
    'konto kontrahenta',
    'rachunek nadawcy/odbiorcy',
  ],
  balanceAfter: ['saldo po operacji', 'saldo po transakcji', 'saldo'],
  reference: ['numer referencyjny', 'nr transakcji', 'referencje', 'id transakcji'],
  description: ['opis operacji', 'opis transakcji', 'opis', 'szczegoly'],
};

export type CsvStatementError = 'empty' | 'no_header' | 'bad_date' | 'bad_amount' | 'balance_mismatch';

export type CsvStatementResult =
  | {
      readonly ok: true;
      readonly statement: BankStatement;
      readonly columns: Partial<Record<CsvField, number>>;
    }
  | {
      readonly ok: false;
      readonly reason: CsvStatementError;
      readonly row: number;
      readonly headers?: readonly string[];
    };

const headerKey = (cell: string) =>
  cell
    .replace(/^#/, '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l');

export function parseCsvStatement(text: string, account: string, mapping?: CsvMapping): CsvStatementResult {
  const rows = readDelimited(text, mapping?.delimiter);
  if (rows.length === 0) return { ok: false, reason: 'empty', row: 1 };
  const found = findHeader(rows, mapping);
  if (found === null)
    return { ok: false, reason: 'no_header', row: 1, headers: rows[0]?.map((c) => c.trim()) ?? [] };
  const { index: headerIndex, columns } = found;
  const cell = (row: readonly string[], field: CsvField) => {
    const at = columns[field];
    return at === undefined ? '' : (row[at] ?? '').trim();
  };

  const transactions: (BankTransaction & { balanceAfter: Money | null })[] = [];
  for (let r = headerIndex + 1; r < rows.length; r++) {
    const row = rows[r] ?? [];
    const bookingText = cell(row, 'bookingDate');
    // Summary lines after the operations (mBank's "#Saldo końcowe") have no date.
    if (bookingText === '' || bookingText.startsWith('#')) continue;
    const bookingDate = dateOf(bookingText, mapping?.dateOrder);
    if (bookingDate === null) return { ok: false, reason: 'bad_date', row: r + 1 };
    const valueDate = cell(row, 'valueDate')
      ? dateOf(cell(row, 'valueDate'), mapping?.dateOrder)
      : bookingDate;
    const amount = amountOf(row, cell);
    if (amount === null) return { ok: false, reason: 'bad_amount', row: r + 1 };
    const balanceText = cell(row, 'balanceAfter');
    const balance = balanceText ? moneyOf(balanceText) : null;
    const description = cell(row, 'description');
    const title = cell(row, 'title') || description;
    const accountDigits = (
      cell(row, 'counterpartyAccount') ||
      /(?:PL)?\s?\d{2}(?:\s?\d{4}){6}/.exec(description)?.[0] ||
      ''
    ).replace(/\s/g, '');
    transactions.push({
      bookingDate,
      valueDate: valueDate ?? bookingDate,
      amount,
      currency: (
        cell(row, 'currency') ||
        /\b([A-Z]{3})\s*$/.exec(cell(row, 'amount'))?.[1] ||
        'PLN'
      ).toUpperCase(),
      reversal: false,
      title: title.replace(/\s+/g, ' '),
      titleVariants: [title.replace(/\s+/g, ' ')],
      counterpartyName: cell(row, 'counterpartyName').replace(/\s+/g, ' '),
      counterpartyAccount: /^\d{26}$/.test(accountDigits)
        ? `PL${accountDigits}`
        : /^PL\d{26}$/i.test(accountDigits)
          ? accountDigits.toUpperCase()
          : '',
      bankReference:
        cell(row, 'reference') ||
        `${bookingDate}|${amount}|${compactText(title).slice(0, 40)}|${r - headerIndex}`,
      ownerReference: '',
      typeCode: '',
      description: description.replace(/\s+/g, ' '),
      balanceAfter: balance,
    });
  }
  if (transactions.length === 0) return { ok: false, reason: 'empty', row: headerIndex + 1 };

  // Banks list newest first or oldest first; "balance after" tells which, and checks every line.
  const ordered = chronological(transactions);
  if (ordered === null) return { ok: false, reason: 'balance_mismatch', row: headerIndex + 2 };
  const first = ordered[0];
  const last = ordered.at(-1);
  const withBalances = first?.balanceAfter != null && last?.balanceAfter != null;
  return {
    ok: true,
    columns,
    statement: {
      format: 'csv',
      reference: '',
      number: '',
      account,
      currency: first?.currency ?? 'PLN',
      opening:
        withBalances && first
          ? { date: first.bookingDate, amount: (first.balanceAfter ?? 0) - first.amount }
          : null,
      closing: withBalances && last ? { date: last.bookingDate, amount: last.balanceAfter ?? 0 } : null,
      transactions: ordered.map(({ balanceAfter: _unused, ...transaction }) => transaction),
    },
  };
}

function findHeader(rows: readonly (readonly string[])[], mapping: CsvMapping | undefined) {
  for (let index = 0; index < Math.min(rows.length, 40); index++) {
    const keys = (rows[index] ?? []).map(headerKey);
    const columns: Partial<Record<CsvField, number>> = {};
    for (const field of csvFields) {
      const wanted = mapping?.columns[field];
      const names = wanted !== undefined ? [headerKey(wanted)] : ALIASES[field];
      const at = keys.findIndex((key) => names.includes(key));
      if (at !== -1 && !Object.values(columns).includes(at)) columns[field] = at;
    }
    const hasAmount =
      columns.amount !== undefined || (columns.credit !== undefined && columns.debit !== undefined);
    if (columns.bookingDate !== undefined && hasAmount) return { index, columns };
  }
  return null;
}

function amountOf(
  row: readonly string[],
  cell: (row: readonly string[], field: CsvField) => string,
): Money | null {
  const single = cell(row, 'amount');
  if (single !== '') return moneyOf(single);
  const credit = cell(row, 'credit') ? moneyOf(cell(row, 'credit')) : 0;
  const debit = cell(row, 'debit') ? moneyOf(cell(row, 'debit')) : 0;
  if (credit === null || debit === null) return null;
  return Math.abs(credit) - Math.abs(debit);
}

/** "-1 788,32 PLN", "1.234,56", "+12,00" → signed minor units. */
function moneyOf(text: string): Money | null {
  const parsed = parseMoney(text.replace(/[A-Z]{3}\s*$/i, '').trim());
  return parsed.ok ? parsed.value : null;
}

function dateOf(text: string, order: 'ymd' | 'dmy' | undefined): string | null {
  const ymd = /^(\d{4})[-./](\d{2})[-./](\d{2})/.exec(text);
  const dmy = /^(\d{2})[-./](\d{2})[-./](\d{4})/.exec(text);
  const parts =
    order === 'dmy' || (!ymd && dmy)
      ? dmy
        ? [dmy[3], dmy[2], dmy[1]]
        : null
      : ymd
        ? [ymd[1], ymd[2], ymd[3]]
        : null;
  if (parts === null) return null;
  const iso = `${parts[0]}-${parts[1]}-${parts[2]}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

function chronological<T extends { amount: Money; balanceAfter: Money | null; bookingDate: string }>(
  rows: readonly T[],
): T[] | null {
  if (rows.some((row) => row.balanceAfter === null)) {
    return [...rows].sort((a, b) => a.bookingDate.localeCompare(b.bookingDate));
  }
  const consistent = (list: readonly T[]) =>
    list.every((row, i) => i === 0 || (list[i - 1]?.balanceAfter ?? 0) + row.amount === row.balanceAfter);
  if (consistent(rows)) return [...rows];
  const reversed = [...rows].reverse();
  return consistent(reversed) ? reversed : null;
}
