// Demo bank statements: the last three months of the demo company's PLN account, as the bank would
// send them (the two earlier months in one MT940 file, the current month as camt.053), read by the
// same parsers as an upload. The credits and debits that paid demo invoices and costs are matched to
// those payments; ZUS, tax and fees are booked as "other"; a few transfers are left for the user.
import { and, eq, gte } from 'drizzle-orm';
import { parseMt940 } from '@saldo/domain/bank/mt940';
import type { BankStatement } from '@saldo/domain/bank/statement-types';
import { statementKey } from '@saldo/domain/bank/statement-checks';
import type { Db } from '../../db/client.ts';
import { parseCamt053 } from '../../integrations/bank/camt053.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { costPayments, costs } from '../costs/costs.table.ts';
import { invoicePayments, invoices } from '../invoices/invoices.table.ts';
import { bankAccounts } from '../organizations/bank-accounts.table.ts';
import { bankLines, bankMatches, bankStatements } from './bank-statements.table.ts';

interface Movement {
  date: string;
  amount: number;
  title: string;
  name: string;
  account: string;
  reference: string;
  payment?: { kind: 'invoice' | 'cost'; documentId: number; paymentId: number; number: string };
  other?: 'tax' | 'zus' | 'fee';
  /** Paid above the document: kept on the line as the contractor's credit. */
  excess?: number;
}

/** One demo buyer paid 100,00 too much, so the contractor page has a credit to show and apply. */
const DEMO_OVERPAYMENT = 10_000;

const ZUS_ACCOUNT = 'PL83600000020260006802551543';
const TAX_ACCOUNT = 'PL47101000712222652102551543';
const OPENING = 5_000_000;

export async function seedDemoBankStatements(db: Db, organizationId: number): Promise<void> {
  const [existing] = await db
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(eq(bankStatements.organizationId, organizationId))
    .limit(1);
  if (existing) return;
  const [account] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.organizationId, organizationId), eq(bankAccounts.currency, 'PLN')))
    .orderBy(bankAccounts.id)
    .limit(1);
  if (!account) return;

  const today = todayInPoland();
  const months = [2, 1, 0].map((back) => monthOf(today, back));
  const from = `${months[0]}-01`;
  const movements = await paymentMovements(db, organizationId, from, today);
  for (const month of months) {
    const day = month === months[2] ? today : lastDay(month);
    movements.push(
      {
        date: `${month}-10`,
        amount: -5_000,
        title: 'OPŁATA ZA PROWADZENIE RACHUNKU',
        name: 'BANK',
        account: '',
        reference: `FEE-${month}`,
        other: 'fee',
      },
      {
        date: `${month}-15`,
        amount: -182_345,
        title: `Składki ZUS ${month}`,
        name: 'ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH',
        account: ZUS_ACCOUNT,
        reference: `ZUS-${month}`,
        other: 'zus',
      },
      {
        date: `${month}-20`,
        amount: -41_200,
        title: `/TI/N5213159388/OKR/${month.slice(2, 4)}M${month.slice(5)}/SFP/PIT4R/TXT/PIT-4`,
        name: 'URZĄD SKARBOWY',
        account: TAX_ACCOUNT,
        reference: `PIT-${month}`,
        other: 'tax',
      },
    );
    if (month === months[2]) {
      // Left for the user: a transfer from a buyer with no document in its title, and an unknown one.
      movements.push(
        {
          date: day,
          amount: 123_400,
          title: 'Przelew',
          name: 'Nieznany Nadawca',
          account: '',
          reference: `AMB-1-${month}`,
        },
        {
          date: day,
          amount: 15_000,
          title: 'zwrot kaucji',
          name: 'Jan Kowalski',
          account: '',
          reference: `AMB-2-${month}`,
        },
      );
    }
  }
  const inPeriod = movements
    .filter((m) => m.date >= from && m.date <= today)
    .sort((a, b) => a.date.localeCompare(b.date) || a.reference.localeCompare(b.reference));

  const overpaid = inPeriod.find((m) => m.payment?.kind === 'invoice');
  if (overpaid) {
    overpaid.amount += DEMO_OVERPAYMENT;
    overpaid.excess = DEMO_OVERPAYMENT;
  }

  let opening = OPENING;
  const texts: { format: 'mt940' | 'camt053'; text: string; movements: Movement[] }[] = [];
  const earlier = months.slice(0, 2).map((month, i) => {
    const lines = inPeriod.filter((m) => m.date.startsWith(month));
    const text = mt940Statement(account.iban, month, String(i + 1), opening, lines);
    opening += lines.reduce((sum, m) => sum + m.amount, 0);
    return { text, lines };
  });
  texts.push({
    format: 'mt940',
    text: earlier.map((e) => e.text).join('\r\n'),
    movements: earlier.flatMap((e) => e.lines),
  });
  const current = inPeriod.filter((m) => m.date.startsWith(months[2] ?? ''));
  texts.push({
    format: 'camt053',
    text: camtStatement(account.iban, months[2] ?? '', today, opening, current),
    movements: current,
  });

  await db.transaction(async (tx) => {
    for (const file of texts) {
      const parsed = file.format === 'mt940' ? parseMt940(file.text) : parseCamt053(file.text);
      if (!parsed.ok) throw new Error(`demo ${file.format} statement does not parse: ${parsed.reason}`);
      for (const statement of parsed.statements)
        await storeStatement(tx, organizationId, account.id, file.format, statement, file.movements);
    }
  });
}

async function paymentMovements(
  db: Db,
  organizationId: number,
  from: string,
  today: string,
): Promise<Movement[]> {
  const sales = await db
    .select({
      paymentId: invoicePayments.id,
      documentId: invoices.id,
      amount: invoicePayments.amount,
      date: invoicePayments.date,
      number: invoices.number,
      name: invoices.buyerName,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        eq(invoices.currency, 'PLN'),
        gte(invoicePayments.date, from),
      ),
    );
  const purchases = await db
    .select({
      paymentId: costPayments.id,
      documentId: costs.id,
      amount: costPayments.amount,
      date: costPayments.date,
      number: costs.number,
      name: costs.supplierName,
    })
    .from(costPayments)
    .innerJoin(costs, eq(costs.id, costPayments.costId))
    .where(
      and(eq(costs.organizationId, organizationId), eq(costs.currency, 'PLN'), gte(costPayments.date, from)),
    );
  return [
    ...sales
      .filter((p) => p.date <= today && p.amount > 0)
      .map((p): Movement => ({
        date: p.date,
        amount: p.amount,
        title: `Zapłata za fakturę ${p.number}`,
        name: p.name,
        account: '',
        reference: `INV-${p.paymentId}`,
        payment: { kind: 'invoice', documentId: p.documentId, paymentId: p.paymentId, number: p.number },
      })),
    ...purchases
      .filter((p) => p.date <= today && p.amount > 0)
      .map((p): Movement => ({
        date: p.date,
        amount: -p.amount,
        title: `Płatność ${p.number}`,
        name: p.name,
        account: '',
        reference: `CST-${p.paymentId}`,
        payment: { kind: 'cost', documentId: p.documentId, paymentId: p.paymentId, number: p.number },
      })),
  ];
}

async function storeStatement(
  tx: Db,
  organizationId: number,
  bankAccountId: number,
  format: 'mt940' | 'camt053',
  statement: BankStatement,
  movements: readonly Movement[],
) {
  const [row] = await tx
    .insert(bankStatements)
    .values({
      organizationId,
      bankAccountId,
      format,
      fileName: format === 'mt940' ? 'wyciagi-demo.sta' : 'wyciag-demo.xml',
      encoding: 'utf-8',
      reference: statement.reference,
      number: statement.number,
      statementKey: statementKey(statement),
      currency: statement.currency,
      openingDate: statement.opening?.date ?? null,
      openingBalance: statement.opening?.amount ?? null,
      closingDate: statement.closing?.date ?? null,
      closingBalance: statement.closing?.amount ?? null,
    })
    .returning({ id: bankStatements.id });
  if (!row) return;
  for (const line of statement.transactions) {
    const movement = movements.find((m) => m.reference === line.bankReference);
    const [stored] = await tx
      .insert(bankLines)
      .values({
        organizationId,
        statementId: row.id,
        bankAccountId,
        bookingDate: line.bookingDate,
        valueDate: line.valueDate,
        amount: line.amount,
        currency: line.currency,
        title: line.title,
        counterpartyName: line.counterpartyName,
        counterpartyAccount: line.counterpartyAccount,
        bankReference: line.bankReference,
        typeCode: line.typeCode,
        description: line.description,
        lineKey: `ref:${line.bankReference}`,
        status: movement?.payment ? 'matched' : movement?.other ? 'other' : 'unmatched',
        category: movement?.other ?? (line.amount > 0 ? 'income' : 'other'),
        excess: movement?.excess ?? 0,
      })
      .returning({ id: bankLines.id });
    if (stored && movement?.payment) {
      await tx.insert(bankMatches).values({
        organizationId,
        lineId: stored.id,
        documentKind: movement.payment.kind,
        documentId: movement.payment.documentId,
        amount: Math.abs(line.amount) - (movement.excess ?? 0),
        paymentId: movement.payment.paymentId,
        score: 100,
        reasons: [
          { code: 'number_in_title', number: movement.payment.number },
          { code: 'amount_equals_balance' },
        ],
        automatic: true,
      });
    }
  }
}

const amountText = (grosze: number) =>
  `${Math.floor(Math.abs(grosze) / 100)},${String(Math.abs(grosze) % 100).padStart(2, '0')}`;
const yymmdd = (iso: string) => iso.slice(2).replaceAll('-', '');

function mt940Statement(
  iban: string,
  month: string,
  number: string,
  opening: number,
  lines: readonly Movement[],
): string {
  const closing = opening + lines.reduce((sum, m) => sum + m.amount, 0);
  const sign = (value: number) => (value < 0 ? 'D' : 'C');
  const split = (text: string, size: number) =>
    (text.match(new RegExp(`.{1,${size}}`, 'g')) ?? ['']).slice(0, 6);
  return [
    `:20:DEMO${month.replace('-', '')}`,
    `:25:/${iban}`,
    `:28C:${number}`,
    `:60F:${sign(opening)}${yymmdd(`${month}-01`)}PLN${amountText(opening)}`,
    ...lines.flatMap((m) => {
      const title = split(m.title, 27)
        .map((part, i) => `~2${i}${part}`)
        .join('');
      const name = split(m.name, 27)
        .slice(0, 2)
        .map((part, i) => `~3${i + 2}${part}`)
        .join('');
      const account = m.account ? `~38${m.account}` : '';
      return [
        `:61:${yymmdd(m.date)}${m.date.slice(5, 7)}${m.date.slice(8, 10)}${m.amount < 0 ? 'D' : 'C'}N${amountText(m.amount)}N152NONREF//${m.reference}`,
        `:86:020~00152${title}${name}${account}`,
      ];
    }),
    `:62F:${sign(closing)}${yymmdd(lastDay(month))}PLN${amountText(closing)}`,
    '-',
  ].join('\r\n');
}

function camtStatement(
  iban: string,
  month: string,
  today: string,
  opening: number,
  lines: readonly Movement[],
): string {
  const closing = opening + lines.reduce((sum, m) => sum + m.amount, 0);
  const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const decimal = (grosze: number) =>
    `${Math.floor(Math.abs(grosze) / 100)}.${String(Math.abs(grosze) % 100).padStart(2, '0')}`;
  const balance = (code: string, amount: number, date: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="PLN">${decimal(amount)}</Amt><CdtDbtInd>${amount < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`;
  const entries = lines.map((m) => {
    const credit = m.amount > 0;
    const party = `<${credit ? 'Dbtr' : 'Cdtr'}><Nm>${xml(m.name)}</Nm></${credit ? 'Dbtr' : 'Cdtr'}>${
      m.account
        ? `<${credit ? 'DbtrAcct' : 'CdtrAcct'}><Id><IBAN>${m.account}</IBAN></Id></${credit ? 'DbtrAcct' : 'CdtrAcct'}>`
        : ''
    }`;
    return `<Ntry><Amt Ccy="PLN">${decimal(m.amount)}</Amt><CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${m.date}</Dt></BookgDt><ValDt><Dt>${m.date}</Dt></ValDt><AcctSvcrRef>${m.reference}</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="PLN">${decimal(m.amount)}</Amt></TxAmt></AmtDtls><RltdPties>${party}</RltdPties><RmtInf><Ustrd>${xml(m.title)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>DEMO-${month}</MsgId><CreDtTm>${today}T06:00:00</CreDtTm></GrpHdr><Stmt><Id>DEMO-${month}</Id><ElctrncSeqNb>3</ElctrncSeqNb><Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>PLN</Ccy></Acct>${balance('OPBD', opening, `${month}-01`)}${balance('CLBD', closing, today)}${entries.join('')}</Stmt></BkToCstmrStmt></Document>`;
}

function monthOf(today: string, back: number): string {
  const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - back);
  return date.toISOString().slice(0, 7);
}

function lastDay(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}
