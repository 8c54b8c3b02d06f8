import { parseMoney, type Money } from '@saldo/domain/money';
import type { BankStatement, BankTransaction, StatementBalance } from '@saldo/domain/bank/statement-types';
import {
  type XmlNode,
  type XmlValue,
  createTreeParser,
  hasDtd,
  isNode,
  readRoot,
  wellFormednessError,
} from '../../lib/xml/xml-tree.ts';

/**
 * camt.053 (ISO 20022 BankToCustomerStatement), versions .001.02 and .001.08, read as the reference's
 * section 4 describes: one line per transaction detail (a batch entry gives several), the amount from
 * `TxDtls/Amt` or else `AmtDtls/TxAmt/Amt`, the sign from the entry, the counterparty the debtor of a
 * credit and the creditor of a debit. Only booked entries count; pending and informational ones are
 * left out, since they are not on the account yet.
 */
export const CAMT053_NAMESPACES = [
  'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02',
  'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08',
] as const;

export type Camt053Error = 'dtd' | 'malformed' | 'not_camt053' | 'bad_amount' | 'bad_date' | 'no_statement';

export type Camt053Result =
  | { readonly ok: true; readonly statements: readonly BankStatement[] }
  | { readonly ok: false; readonly reason: Camt053Error; readonly detail: string };

const parseTree = createTreeParser(
  new Set(['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'AddtlRmtInf']),
  { attributes: true },
);

class CamtFailure extends Error {
  constructor(
    readonly reason: Camt053Error,
    readonly detail: string,
  ) {
    super(reason);
  }
}

export function parseCamt053(xml: string): Camt053Result {
  if (hasDtd(xml)) return { ok: false, reason: 'dtd', detail: '' };
  const malformed = wellFormednessError(xml);
  if (malformed !== null) return { ok: false, reason: 'malformed', detail: malformed };
  const root = readRoot(xml);
  if (root?.name !== 'Document' || !CAMT053_NAMESPACES.some((ns) => ns === root.namespace)) {
    return { ok: false, reason: 'not_camt053', detail: root?.namespace ?? '' };
  }
  try {
    const report = child(child(parseTree(xml), 'Document'), 'BkToCstmrStmt');
    const statements = list(report, 'Stmt').map(readStatement);
    if (statements.length === 0) return { ok: false, reason: 'no_statement', detail: '' };
    return { ok: true, statements };
  } catch (error) {
    if (error instanceof CamtFailure) return { ok: false, reason: error.reason, detail: error.detail };
    throw error;
  }
}

function readStatement(stmt: XmlNode): BankStatement {
  const account = child(stmt, 'Acct');
  const id = child(account, 'Id');
  const balances = list(stmt, 'Bal').map((bal) => ({
    code: text(bal, 'Tp', 'CdOrPrtry', 'Cd'),
    balance: readBalance(bal),
  }));
  const pick = (codes: readonly string[], last = false) => {
    for (const code of codes) {
      const found = balances.filter((b) => b.code === code);
      const chosen = last ? found.at(-1) : found[0];
      if (chosen) return chosen.balance;
    }
    return null;
  };
  const opening = pick(['OPBD', 'PRCD']) ?? pick(['ITBD']);
  const closing = pick(['CLBD']) ?? pick(['ITBD'], true);
  const currency = text(account, 'Ccy') || (opening?.currency ?? closing?.currency ?? 'PLN');
  return {
    format: 'camt053',
    reference: text(stmt, 'Id'),
    number: text(stmt, 'LglSeqNb') || text(stmt, 'ElctrncSeqNb'),
    account: (text(id, 'IBAN') || text(id, 'Othr', 'Id')).replace(/\s/g, ''),
    currency,
    opening: opening ? { date: opening.date, amount: opening.amount } : null,
    closing: closing ? { date: closing.date, amount: closing.amount } : null,
    transactions: list(stmt, 'Ntry')
      .filter(isBooked)
      .flatMap((entry) => readEntry(entry, currency)),
  };
}

function readBalance(bal: XmlNode): StatementBalance & { currency: string } {
  const amount = amountOf(child(bal, 'Amt'));
  const sign = text(bal, 'CdtDbtInd') === 'DBIT' ? -1 : 1;
  return { date: dateOf(child(bal, 'Dt')), amount: sign * amount.value, currency: amount.currency };
}

/** v02 writes `Sts` as text; v08 as `Sts/Cd` (or `Sts/Prtry`). */
function isBooked(entry: XmlNode): boolean {
  const status = entry['Sts'];
  const value =
    typeof status === 'string' ? status : isNode(status) ? text(status, 'Cd') || text(status, 'Prtry') : '';
  return value === '' || value === 'BOOK';
}

function readEntry(entry: XmlNode, accountCurrency: string): BankTransaction[] {
  const entryAmount = amountOf(child(entry, 'Amt'));
  const credit = text(entry, 'CdtDbtInd') === 'CRDT';
  const reversal = text(entry, 'RvslInd') === 'true';
  const bookingDate = dateOf(child(entry, 'BookgDt'));
  const valueDate = isNode(entry['ValDt']) ? dateOf(child(entry, 'ValDt')) : bookingDate;
  const bankCode = child(entry, 'BkTxCd');
  const typeCode = [
    text(bankCode, 'Domn', 'Cd'),
    text(bankCode, 'Domn', 'Fmly', 'Cd'),
    text(bankCode, 'Domn', 'Fmly', 'SubFmlyCd'),
    text(bankCode, 'Prtry', 'Cd'),
  ]
    .filter((code) => code !== '')
    .join('/');
  const entryReference = text(entry, 'AcctSvcrRef');
  const additional = text(entry, 'AddtlNtryInf');
  const details = list(entry, 'NtryDtls').flatMap((d) => list(d, 'TxDtls'));
  const sign = credit ? 1 : -1;
  const base = {
    bookingDate,
    valueDate,
    currency: entryAmount.currency || accountCurrency,
    reversal,
    typeCode,
  };
  if (details.length === 0) {
    return [
      {
        ...base,
        amount: sign * entryAmount.value,
        title: additional,
        titleVariants: additional ? [additional] : [],
        counterpartyName: '',
        counterpartyAccount: '',
        bankReference: entryReference,
        ownerReference: '',
        description: additional,
      },
    ];
  }
  return details.map((tx, index) => {
    // v02 details carry no Amt of their own: AmtDtls/TxAmt/Amt, or the entry's when it is alone.
    const amountNode = tx['Amt'] ?? child(child(tx, 'AmtDtls'), 'TxAmt')['Amt'];
    const amount = amountNode === undefined && details.length === 1 ? entryAmount : amountOf(amountNode);
    const parties = child(tx, 'RltdPties');
    const party = child(parties, credit ? 'Dbtr' : 'Cdtr');
    const partyAccount = child(child(parties, credit ? 'DbtrAcct' : 'CdtrAcct'), 'Id');
    const remittance = child(tx, 'RmtInf');
    const unstructured = list(remittance, 'Ustrd').map((u) => text(u));
    const structured = list(remittance, 'Strd').flatMap((s) => [
      text(s, 'RfrdDocInf', 'Nb'),
      text(s, 'CdtrRefInf', 'Ref'),
      ...list(s, 'AddtlRmtInf').map((a) => text(a)),
    ]);
    const titleParts = [...unstructured, ...structured].filter((part) => part !== '');
    const refs = child(tx, 'Refs');
    const ownReference = text(refs, 'EndToEndId');
    const txReference = text(refs, 'AcctSvcrRef') || text(refs, 'TxId');
    return {
      ...base,
      amount: sign * amount.value,
      title: titleParts.join(' ').replace(/\s+/g, ' ').trim(),
      titleVariants: [titleParts.join(' '), titleParts.join('')].filter(
        (t, i, all) => t !== '' && all.indexOf(t) === i,
      ),
      // v02: Dbtr/Nm; v08: Dbtr/Pty/Nm.
      counterpartyName: text(party, 'Nm') || text(party, 'Pty', 'Nm'),
      counterpartyAccount: (text(partyAccount, 'IBAN') || text(partyAccount, 'Othr', 'Id')).replace(
        /\s/g,
        '',
      ),
      bankReference: txReference || (details.length > 1 ? `${entryReference}#${index + 1}` : entryReference),
      ownerReference: ownReference === 'NOTPROVIDED' ? '' : ownReference,
      description: [additional, text(tx, 'AddtlTxInf')].filter((t) => t !== '').join(' '),
    };
  });
}

function amountOf(value: XmlValue | undefined): { value: Money; currency: string } {
  const raw = typeof value === 'string' ? value : isNode(value) ? value['#text'] : undefined;
  const currency = isNode(value) && typeof value['@_Ccy'] === 'string' ? value['@_Ccy'] : '';
  const parsed = typeof raw === 'string' ? parseMoney(raw.trim(), { allowNegative: false }) : null;
  if (parsed === null || !parsed.ok) throw new CamtFailure('bad_amount', typeof raw === 'string' ? raw : '');
  return { value: parsed.value, currency };
}

/** `Dt` (a date) or `DtTm` (a date-time, whose date part is the day). */
function dateOf(node: XmlNode): string {
  const raw = text(node, 'Dt') || text(node, 'DtTm');
  const iso = raw.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(`${iso}T00:00:00Z`)))
    throw new CamtFailure('bad_date', raw);
  return iso;
}

function child(node: XmlNode | undefined, name: string): XmlNode {
  const value = node?.[name];
  if (Array.isArray(value)) return isNode(value[0]) ? value[0] : {};
  return isNode(value) ? value : {};
}

function list(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items.map((item) => (isNode(item) ? item : typeof item === 'string' ? { '#text': item } : {}));
}

function text(node: XmlNode | undefined, ...path: string[]): string {
  let current: XmlValue | undefined = node;
  for (const name of path) {
    if (!isNode(current)) return '';
    current = current[name];
    if (Array.isArray(current)) current = current[0];
  }
  if (typeof current === 'string') return current.trim();
  if (isNode(current) && typeof current['#text'] === 'string') return current['#text'].trim();
  return '';
}
