// The collection steps a user takes from the overdue list, the invoice preview or the bulk bar.
import type { DebtBulkResult, DebtHistoryEntry } from '@saldo/contracts/debt';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import type { SmsClient } from '../../integrations/sms/sms-types.ts';
import { translate } from '../../i18n/translate.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInPoland } from '../../lib/dates.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import type { Caller } from '../../lib/caller.ts';
import { loadDebtInvoice } from './actions/debt-invoice.ts';
import {
  demandLetter,
  emailReminder,
  note,
  resendInvoice,
  smsReminder,
  type StepContext,
} from './actions/debt-steps.ts';
import { toEntry } from './debt-history.service.ts';
import type { DebtHistoryRow } from './debt.table.ts';

/** What the steps reach out to, built once by the routes (tests point them at fakes through config). */
export interface DebtDeps {
  files: FileStorage;
  sms: SmsClient;
}

type Step = (
  step: StepContext,
  invoice: Awaited<ReturnType<typeof loadDebtInvoice>>,
) => Promise<DebtHistoryRow>;

async function run(ctx: AppContext, deps: DebtDeps, caller: Caller, invoiceId: number, step: Step) {
  const invoice = await loadDebtInvoice(ctx.db, caller.organizationId, invoiceId);
  const context: StepContext = { ctx, ...deps, origin: 'user', userId: caller.id, today: todayInPoland() };
  return step(context, invoice);
}

export async function sendReminder(
  ctx: AppContext,
  deps: DebtDeps,
  caller: Caller,
  invoiceId: number,
  body: { channel: 'email' | 'sms'; message: string },
  language: Language,
): Promise<DebtHistoryEntry> {
  const row = await run(ctx, deps, caller, invoiceId, (step, invoice) =>
    body.channel === 'email'
      ? emailReminder(step, invoice, body.message)
      : smsReminder(step, invoice, body.message),
  );
  return toEntry(row, language);
}

export async function addNote(
  ctx: AppContext,
  deps: DebtDeps,
  caller: Caller,
  invoiceId: number,
  body: { kind: 'phone_call' | 'note'; text: string },
  language: Language,
): Promise<DebtHistoryEntry> {
  const row = await run(ctx, deps, caller, invoiceId, (step, invoice) =>
    note(step, invoice, body.kind, body.text),
  );
  return toEntry(row, language);
}

export async function createDemand(
  ctx: AppContext,
  deps: DebtDeps,
  caller: Caller,
  invoiceId: number,
  body: { interestDate?: string | undefined; send: boolean },
  language: Language,
): Promise<DebtHistoryEntry> {
  const row = await run(ctx, deps, caller, invoiceId, (step, invoice) => demandLetter(step, invoice, body));
  return toEntry(row, language);
}

export async function resend(
  ctx: AppContext,
  deps: DebtDeps,
  caller: Caller,
  invoiceId: number,
  language: Language,
): Promise<DebtHistoryEntry> {
  return toEntry(await run(ctx, deps, caller, invoiceId, resendInvoice), language);
}

const bulkSteps: Record<'reminder_email' | 'reminder_sms' | 'invoice_resent' | 'demand_letter', Step> = {
  reminder_email: (step, invoice) => emailReminder(step, invoice),
  reminder_sms: (step, invoice) => smsReminder(step, invoice),
  invoice_resent: resendInvoice,
  demand_letter: (step, invoice) => demandLetter(step, invoice, { send: false }),
};

/**
 * One step for each invoice, one after another (a gateway is not flooded); an invoice the step cannot
 * be taken for is skipped with the reason, the others go on. What was done before a crash stays done.
 */
export async function runBulk(
  ctx: AppContext,
  deps: DebtDeps,
  caller: Caller,
  body: { ids: number[]; action: keyof typeof bulkSteps },
  language: Language,
): Promise<DebtBulkResult> {
  const result: DebtBulkResult = { done: [], skipped: [] };
  for (const id of new Set(body.ids)) {
    try {
      await run(ctx, deps, caller, id, bulkSteps[body.action]);
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.skipped.push({ id, reason: translate(language, error.messageKey, error.params) });
    }
  }
  return result;
}
