import type {
  AnswerBalanceConfirmation,
  BalanceConfirmation,
  BalanceConfirmationList,
  IssueBalanceConfirmations,
  ConfirmationPdfLanguage,
  PaperAnswerBalanceConfirmation,
} from '@saldo/contracts/balance-confirmations';
import type { ClientAccount } from '@saldo/contracts/dashboard';
import { daysOverdue } from '@saldo/domain/receivables';
import { effectiveDeadline } from '@saldo/domain/dates/business-days';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { scopeOf, type Caller } from '../../lib/caller.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { getCompany } from '../organizations/company.service.ts';
import {
  findConfirmation,
  findConfirmationsByIds,
  insertConfirmationAudit,
  insertConfirmations,
  listConfirmations,
  lockConfirmation,
  saveAnswer,
  type ConfirmationScope,
  type NewBalanceConfirmation,
  type ConfirmationWithNames,
} from './balance-confirmations.repository.ts';
import {
  contractorPayments,
  contractorsWithOpenBalance,
  findContractor,
  openDocumentsOn,
} from './open-documents.repository.ts';
import type { BalanceConfirmationPdfData } from './pdf/balance-confirmation-pdf.ts';

const notFound = () => new AppError(404, 'balanceConfirmations.notFound');
const PAYMENTS_SHOWN = 20;

function toDto({ row, contractorName, answeredByName }: ConfirmationWithNames): BalanceConfirmation {
  return {
    id: row.id,
    contractorId: row.contractorId,
    contractorName,
    asOfDate: row.asOfDate,
    balance: row.balance,
    documents: row.documents,
    status: row.status,
    comment: row.comment,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: answeredByName,
    // Answers from before paper answers existed were all given in the app.
    answerChannel: row.status === 'pending' ? null : (row.answerChannel ?? 'app'),
    disputedBalance: row.disputedBalance,
    receivedOn: row.receivedOn,
    issuedAt: row.issuedAt.toISOString(),
  };
}

async function confirmationScope(db: Db, caller: Caller): Promise<ConfirmationScope> {
  const scope = await scopeOf(db, caller);
  return scope.contractorId === undefined
    ? { organizationId: scope.organizationId }
    : { organizationId: scope.organizationId, contractorId: scope.contractorId };
}

/**
 * Issues confirmations as of a day: for one contractor (even with a zero balance: it may still be
 * asked to confirm that nothing is owed), or for every contractor with an open balance on that day.
 * The open documents are a snapshot; a contractor that already has one as of that day is skipped.
 * The audit entries are written in the same transaction as the confirmations.
 */
export async function issueConfirmations(
  ctx: AppContext,
  caller: Caller,
  body: IssueBalanceConfirmations,
): Promise<{ issued: BalanceConfirmation[]; skipped: number }> {
  const { organizationId } = caller;
  let contractorIds: number[];
  if (body.contractorId !== undefined) {
    if (!(await findContractor(ctx.db, organizationId, body.contractorId))) {
      throw new AppError(404, 'balanceConfirmations.contractorNotFound');
    }
    contractorIds = [body.contractorId];
  } else {
    contractorIds = await contractorsWithOpenBalance(ctx.db, organizationId, body.asOfDate);
  }
  const values: NewBalanceConfirmation[] = [];
  for (const contractorId of contractorIds) {
    const documents = await openDocumentsOn(ctx.db, organizationId, contractorId, body.asOfDate);
    values.push({
      organizationId,
      contractorId,
      asOfDate: body.asOfDate,
      balance: documents.reduce((sum, doc) => sum + doc.balancePln, 0),
      documents,
      issuedBy: caller.id,
    });
  }
  const ids = await ctx.db.transaction(async (tx) => {
    const inserted = await insertConfirmations(tx, values);
    await insertConfirmationAudit(
      tx,
      inserted.map((confirmationId) => ({
        organizationId,
        confirmationId,
        userId: caller.id,
        action: 'issued',
        details: { asOfDate: body.asOfDate },
      })),
    );
    return inserted;
  });
  const issued = await findConfirmationsByIds(ctx.db, organizationId, ids);
  return { issued: issued.map(toDto), skipped: contractorIds.length - ids.length };
}

export async function listConfirmationsFor(
  ctx: AppContext,
  caller: Caller,
  query: { contractorId?: number | undefined; status?: BalanceConfirmation['status'] | undefined },
): Promise<BalanceConfirmationList> {
  const rows = await listConfirmations(ctx.db, await confirmationScope(ctx.db, caller), query);
  return { confirmations: rows.map(toDto) };
}

export async function getConfirmation(
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<BalanceConfirmation> {
  const found = await findConfirmation(ctx.db, await confirmationScope(ctx.db, caller), id);
  if (!found) throw notFound();
  return toDto(found);
}

/** 'PS/12/2026': the confirmation's id and the year of its as-of day. */
export const confirmationReference = (id: number, asOfDate: string) => `PS/${id}/${asOfDate.slice(0, 4)}`;

const addressOf = (party: {
  street: string;
  buildingNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
}): string[] => {
  const street = [party.street, [party.buildingNumber, party.flatNumber].filter(Boolean).join('/')]
    .filter(Boolean)
    .join(' ');
  const city = [party.postalCode, party.city].filter(Boolean).join(' ');
  return [street, city].filter((line) => line !== '');
};

// A contractor keeps no language of its own: its country says which one it reads. Polish for Poland,
// the country's language where Saldo speaks it, English elsewhere.
const COUNTRY_LANGUAGES: Readonly<Record<string, ConfirmationPdfLanguage>> = {
  PL: 'pl',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
  PT: 'pt',
  BR: 'pt',
  AO: 'pt',
  MZ: 'pt',
};

export const confirmationLanguageOf = (country: string): ConfirmationPdfLanguage =>
  COUNTRY_LANGUAGES[country.trim().toUpperCase()] ?? 'en';

/**
 * The PDF of a confirmation, rendered off the request thread; the download is audited. In the
 * language the reader chose (the web app sends its UI language), else the contractor's.
 */
export async function confirmationPdf(
  ctx: AppContext,
  caller: Caller,
  id: number,
  lang?: ConfirmationPdfLanguage,
): Promise<{ fileName: string; body: Buffer }> {
  const found = await findConfirmation(ctx.db, await confirmationScope(ctx.db, caller), id);
  if (!found) throw notFound();
  const { row } = found;
  const [company, contractor] = await Promise.all([
    getCompany(ctx.db, row.organizationId),
    findContractor(ctx.db, row.organizationId, row.contractorId),
  ]);
  if (!contractor) throw notFound();
  const reference = confirmationReference(row.id, row.asOfDate);
  const data: BalanceConfirmationPdfData = {
    language: lang ?? confirmationLanguageOf(contractor.country),
    reference,
    asOfDate: row.asOfDate,
    issuedOn: todayInPoland(row.issuedAt),
    creditor: { name: company.name, nip: company.nip, address: addressOf(company) },
    debtor: { name: contractor.name, nip: contractor.nip ?? '', address: addressOf(contractor) },
    documents: row.documents,
    balance: row.balance,
  };
  const pdf = await ctx.workers.run('balanceConfirmationPdf', data, { owner: caller.id });
  await insertConfirmationAudit(ctx.db, [
    { organizationId: row.organizationId, confirmationId: row.id, userId: caller.id, action: 'downloaded' },
  ]);
  return {
    fileName: `potwierdzenie-salda-${row.id}-${row.asOfDate}.pdf`,
    body: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
  };
}

/**
 * The contractor's answer: only its own client users answer (the admin asked the question), once.
 * The row is locked so that two answers at the same moment cannot both be taken.
 */
export async function answerConfirmation(
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: AnswerBalanceConfirmation,
): Promise<BalanceConfirmation> {
  const scope = await confirmationScope(ctx.db, caller);
  if (!(await findConfirmation(ctx.db, scope, id))) throw notFound();
  if (scope.contractorId === undefined) throw new AppError(403, 'balanceConfirmations.onlyClientAnswers');
  await ctx.db.transaction(async (tx) => {
    const row = await lockConfirmation(tx, caller.organizationId, id);
    if (!row) throw notFound();
    if (row.status !== 'pending') throw new AppError(409, 'balanceConfirmations.alreadyAnswered');
    await saveAnswer(tx, id, {
      status: body.answer,
      comment: body.comment,
      userId: caller.id,
      channel: 'app',
    });
    await insertConfirmationAudit(tx, [
      {
        organizationId: caller.organizationId,
        confirmationId: id,
        userId: caller.id,
        action: body.answer,
        details: body.comment === '' ? {} : { comment: body.comment },
      },
    ]);
  });
  return getConfirmation(ctx, caller, id);
}

/**
 * An answer that came on paper (the signed form sent back), recorded by the company: the admin's
 * counterpart of the contractor's answer in the app, once, audited with what was recorded.
 */
export async function recordPaperAnswer(
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: PaperAnswerBalanceConfirmation,
): Promise<BalanceConfirmation> {
  const scope = await confirmationScope(ctx.db, caller);
  const found = await findConfirmation(ctx.db, scope, id);
  if (!found) throw notFound();
  if (scope.contractorId !== undefined) throw new AppError(403, 'balanceConfirmations.onlyCompanyRecords');
  if (body.receivedOn < found.row.asOfDate || body.receivedOn > todayInPoland())
    throw new AppError(400, 'balanceConfirmations.receivedOnOutOfRange');
  await ctx.db.transaction(async (tx) => {
    const row = await lockConfirmation(tx, caller.organizationId, id);
    if (!row) throw notFound();
    if (row.status !== 'pending') throw new AppError(409, 'balanceConfirmations.alreadyAnswered');
    await saveAnswer(tx, id, {
      status: body.answer,
      comment: body.comment,
      userId: caller.id,
      channel: 'paper',
      disputedBalance: body.disputedBalance,
      receivedOn: body.receivedOn,
    });
    await insertConfirmationAudit(tx, [
      {
        organizationId: caller.organizationId,
        confirmationId: id,
        userId: caller.id,
        action: `${body.answer}OnPaper`,
        details: {
          receivedOn: body.receivedOn,
          ...(body.disputedBalance === null ? {} : { disputedBalance: body.disputedBalance }),
          ...(body.comment === '' ? {} : { comment: body.comment }),
        },
      },
    ]);
  });
  return getConfirmation(ctx, caller, id);
}

/**
 * A contractor's account with the company today: a client user sees its own contractor's (the query's
 * contractorId is ignored for it), an admin the one it names.
 */
export async function clientAccount(
  ctx: AppContext,
  caller: Caller,
  query: { contractorId?: number | undefined },
): Promise<ClientAccount> {
  const scope = await scopeOf(ctx.db, caller);
  const contractorId = scope.contractorId ?? query.contractorId;
  if (contractorId === undefined) throw new AppError(400, 'balanceConfirmations.contractorRequired');
  if (contractorId === -1) throw new AppError(404, 'balanceConfirmations.noContractor');
  const contractor = await findContractor(ctx.db, caller.organizationId, contractorId);
  if (!contractor) throw new AppError(404, 'balanceConfirmations.contractorNotFound');
  const date = todayInPoland();
  const [documents, payments] = await Promise.all([
    openDocumentsOn(ctx.db, caller.organizationId, contractorId, date),
    contractorPayments(ctx.db, caller.organizationId, contractorId, PAYMENTS_SHOWN),
  ]);
  // Overdue: a positive balance past its deadline, moved past weekends and holidays (art. 115 KC).
  const isOverdue = (doc: (typeof documents)[number]) =>
    doc.balance > 0 && effectiveDeadline(doc.dueDate) < date;
  const balances = new Map<string, { balance: number; overdue: number }>();
  for (const doc of documents) {
    const entry = balances.get(doc.currency) ?? { balance: 0, overdue: 0 };
    entry.balance += doc.balance;
    if (isOverdue(doc)) entry.overdue += doc.balance;
    balances.set(doc.currency, entry);
  }
  return {
    date,
    contractor: { id: contractor.id, name: contractor.name, nip: contractor.nip ?? '' },
    balances: [...balances].map(([currency, entry]) => ({ currency, ...entry })),
    balancePln: documents.reduce((sum, doc) => sum + doc.balancePln, 0),
    overduePln: documents.filter(isOverdue).reduce((sum, doc) => sum + doc.balancePln, 0),
    openInvoices: documents.map((doc) => ({
      id: doc.invoiceId,
      number: doc.number,
      issueDate: doc.issueDate,
      dueDate: doc.dueDate,
      currency: doc.currency,
      gross: doc.gross,
      balance: doc.balance,
      overdue: isOverdue(doc),
      daysOverdue: isOverdue(doc) ? daysOverdue(doc.dueDate, date) : 0,
    })),
    payments,
  };
}
