import type { FastifyBaseLogger } from 'fastify';
import { nextOccurrence } from '@saldo/domain/dates/recurrence';
import type { Db } from '../../db/client.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { runEvery } from '../../lib/interval-job.ts';
import { insertAudit, updateInvoiceRow } from './invoices.repository.ts';
import { inputFromRow, insertNewInvoice } from './invoices.service.ts';
import { lockNextDueRecurring } from './recurring-invoices.repository.ts';

/**
 * Issues every recurring invoice whose next date has come, one transaction per copy. The source row is
 * locked with SKIP LOCKED and its next date moves on in the same transaction as the copy is inserted,
 * so several server instances running this at once still issue each copy exactly once; an instance
 * that was down catches up on every missed date.
 */
export async function issueDueRecurringInvoices(db: Db, today: string = todayInPoland()): Promise<number> {
  let issued = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const source = await lockNextDueRecurring(tx, today);
      if (!source?.nextRepeatDate) return false;
      const date = source.nextRepeatDate;
      const input = await inputFromRow(tx, source);
      const copy = await insertNewInvoice(
        tx,
        source.organizationId,
        null,
        { ...input, issueDate: date, saleDate: date, repeat: 'do_not_repeat' },
        { repeatSourceId: source.id, audit: { recurringFrom: source.number } },
      );
      await updateInvoiceRow(tx, source.id, {
        nextRepeatDate: nextOccurrence(source.issueDate, source.repeat, date),
      });
      await insertAudit(tx, source.id, null, 'recurring_issued', { invoice: copy.number, date });
      return true;
    });
    if (!done) return issued;
    issued += 1;
  }
}

/** Runs the job now and then every `intervalMs`; stop() waits for a run under way. */
export function scheduleRecurringInvoices(db: Db, intervalMs: number, log: FastifyBaseLogger) {
  return runEvery('recurring invoices job', intervalMs, log, async () => {
    const issued = await issueDueRecurringInvoices(db);
    if (issued > 0) log.info({ issued }, 'recurring invoices issued');
  });
}
