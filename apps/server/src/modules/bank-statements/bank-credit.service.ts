// The contractor's credit: what a matched credit paid above its invoices (the line's `excess`) can
// settle another open invoice of the same contractor. The payment goes through the payment form's
// path (recordInvoicePayment), so the invoice's status, the debt list, the reports and the client
// portal follow; undoing takes it back off and the credit is free again.
import type { ContractorCredit } from '@saldo/contracts/bank-statements';
import { creditRefusal } from '@saldo/domain/bank/contractor-credit';
import { isCurrencyCode } from '@saldo/domain/currency';
import { formatMoney, sumMoney } from '@saldo/domain/money';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { recordInvoicePayment, unrecordInvoicePayment } from '../invoices/invoice-actions.service.ts';
import { lockInvoice } from '../invoices/invoices.repository.ts';
import {
  activeCreditApplicationsOfContractor,
  creditLinesOfContractor,
  creditOfLine,
  insertBankAudit,
  insertCreditApplication,
  lockCreditApplication,
  lockLine,
  markCreditApplicationUndone,
  openInvoicesOfContractor,
} from './bank-statements.repository.ts';

export async function contractorCredit(
  ctx: AppContext,
  caller: Caller,
  contractorId: number,
): Promise<ContractorCredit> {
  const [lines, applications, invoices] = await Promise.all([
    creditLinesOfContractor(ctx.db, caller.organizationId, contractorId),
    activeCreditApplicationsOfContractor(ctx.db, caller.organizationId, contractorId),
    openInvoicesOfContractor(ctx.db, caller.organizationId, contractorId),
  ]);
  const withAvailable = lines.map((line) => ({
    lineId: line.id,
    bookingDate: line.bookingDate,
    title: line.title,
    currency: line.currency,
    amount: line.amount,
    excess: line.excess,
    available: Math.max(0, line.excess - line.applied),
  }));
  const currencies = [...new Set(withAvailable.map((line) => line.currency))].sort();
  return {
    totals: currencies.map((currency) => ({
      currency,
      available: sumMoney(withAvailable.filter((l) => l.currency === currency).map((l) => l.available)),
    })),
    lines: withAvailable,
    applications: applications.map((row) => ({ ...row, appliedAt: row.appliedAt.toISOString() })),
    invoices,
  };
}

/** Applies part of a line's credit to an invoice; refused beyond the credit, the balance, the contractor or currency. */
export async function applyCredit(
  ctx: AppContext,
  caller: Caller,
  lineId: number,
  body: { invoiceId: number; amount: number },
): Promise<ContractorCredit> {
  const contractorId = await ctx.db.transaction(async (tx) => {
    const line = await lockLine(tx, caller.organizationId, lineId);
    if (!line) throw new AppError(404, 'bank.lineNotFound');
    const credit = await creditOfLine(tx, caller.organizationId, line.id);
    if (!credit || credit.contractorId === null) throw new AppError(409, 'bank.noCredit');
    const invoice = await lockInvoice(tx, caller.organizationId, body.invoiceId);
    if (!invoice) throw new AppError(404, 'bank.documentNotFound');
    const available = line.excess - credit.applied;
    const refusal = creditRefusal({
      credit: { available, currency: line.currency, contractorId: credit.contractorId },
      invoice: {
        balance: invoice.status === 'cancelled' || invoice.type === 'proforma' ? 0 : invoice.balance,
        currency: invoice.currency,
        contractorId: invoice.contractorId,
      },
      amount: body.amount,
    });
    if (refusal !== null)
      throw new AppError(409, `bank.${refusal}`, {
        params: {
          available: formatMoney(Math.max(0, available), {
            currency: isCurrencyCode(line.currency) ? line.currency : 'PLN',
          }),
          balance: formatMoney(Math.max(0, invoice.balance), { currency: invoice.currency }),
          number: invoice.number,
        },
      });
    const { paymentId } = await recordInvoicePayment(tx, caller.id, invoice, {
      amount: body.amount,
      date: todayInPoland(),
      method: 'transfer',
      note: `Nadpłata z wyciągu bankowego (${line.bookingDate}): ${line.title}`.slice(0, 500),
    });
    const applicationId = await insertCreditApplication(tx, {
      organizationId: caller.organizationId,
      lineId: line.id,
      contractorId: credit.contractorId,
      invoiceId: invoice.id,
      amount: body.amount,
      currency: line.currency,
      paymentId,
      appliedBy: caller.id,
    });
    await insertBankAudit(tx, caller.organizationId, caller.id, 'credit_applied', {
      applicationId,
      lineId: line.id,
      contractorId: credit.contractorId,
      invoiceId: invoice.id,
      amount: body.amount,
    });
    return credit.contractorId;
  });
  return contractorCredit(ctx, caller, contractorId);
}

/** Takes the credit's payment back off the invoice; the credit is free again. */
export async function undoCreditApplication(
  ctx: AppContext,
  caller: Caller,
  id: number,
): Promise<ContractorCredit> {
  const contractorId = await ctx.db.transaction(async (tx) => {
    const application = await lockCreditApplication(tx, caller.organizationId, id);
    if (!application) throw new AppError(404, 'bank.creditApplicationNotFound');
    if (application.undoneAt !== null) throw new AppError(409, 'bank.nothingToUndo');
    if (application.paymentId !== null) {
      const invoice = await lockInvoice(tx, caller.organizationId, application.invoiceId);
      try {
        if (invoice) await unrecordInvoicePayment(tx, caller.id, invoice, application.paymentId);
      } catch (error) {
        // The payment was already removed by hand on the invoice: nothing left to take back.
        if (!(error instanceof AppError && error.statusCode === 404)) throw error;
      }
    }
    await markCreditApplicationUndone(tx, application.id);
    await insertBankAudit(tx, caller.organizationId, caller.id, 'credit_application_undone', {
      applicationId: application.id,
      lineId: application.lineId,
      invoiceId: application.invoiceId,
      amount: application.amount,
    });
    return application.contractorId;
  });
  return contractorCredit(ctx, caller, contractorId);
}
