// The automatic collection schedule (settings → debt): for each open invoice, the step whose day has
// come (due date + offset) is taken once. The claim row (debt_schedule_runs, primary key invoice +
// step) is inserted before the step runs, so a second run the same day, or another server instance
// running at the same moment, finds it taken and skips: once only, never twice. A step that cannot
// reach the buyer (no SMTP, no SMS gateway, no address) leaves an entry marked not delivered, so the
// user sees what the schedule tried and why it failed; nothing pretends to have been sent.
import type { FastifyBaseLogger } from 'fastify';
import type { DebtStep } from '@saldo/contracts/organization-settings';
import { addDays, type IsoDate } from '@saldo/domain/dates/calendar';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInPoland } from '../../lib/dates.ts';
import { runEvery } from '../../lib/interval-job.ts';
import { loadDebtInvoice, type DebtInvoice } from './actions/debt-invoice.ts';
import { demandLetter, emailReminder, smsReminder, type StepContext } from './actions/debt-steps.ts';
import type { DebtDeps } from './debt-actions.service.ts';
import { insertDebtEntry } from './debt-history.repository.ts';
import {
  claimScheduleStep,
  listOpenInvoicesDueBetween,
  listScheduledOrganizations,
} from './debt-schedule.repository.ts';
import type { DebtAction } from '@saldo/contracts/debt';
import { notifyInvoiceEvent } from '../notifications/notifications.repository.ts';

/**
 * How many days late a step may still be taken: a server that was down over a weekend catches up,
 * but an invoice entered long after its due date does not get every reminder of its past at once.
 */
export const SCHEDULE_GRACE_DAYS = 7;

export const stepKey = (step: DebtStep) => `${step.offsetDays}:${step.channel}:${step.template}`;

/** What a step does: a letter is a demand for payment printed for the post; an SMS is a reminder. */
function actionOf(step: DebtStep): DebtAction {
  if (step.channel === 'letter' || (step.channel === 'email' && step.template === 'demand'))
    return 'demand_letter';
  return step.channel === 'sms' ? 'reminder_sms' : 'reminder_email';
}

function take(context: StepContext, invoice: DebtInvoice, step: DebtStep) {
  switch (actionOf(step)) {
    case 'demand_letter':
      return demandLetter(context, invoice, { send: step.channel === 'email' });
    case 'reminder_sms':
      return smsReminder(context, invoice);
    default:
      return emailReminder(context, invoice);
  }
}

/** The latest step whose day lies within the grace window ending today, if any. */
export function stepDue(steps: readonly DebtStep[], dueDate: IsoDate, today: IsoDate): DebtStep | undefined {
  const earliest = addDays(today, -SCHEDULE_GRACE_DAYS);
  let chosen: DebtStep | undefined;
  for (const step of steps) {
    const day = addDays(dueDate, step.offsetDays);
    if (day > today || day < earliest) continue;
    if (!chosen || step.offsetDays > chosen.offsetDays) chosen = step;
  }
  return chosen;
}

function claim(ctx: AppContext, invoiceId: number, step: DebtStep, today: IsoDate): Promise<boolean> {
  return claimScheduleStep(ctx.db, invoiceId, stepKey(step), today);
}

export interface ScheduleRun {
  taken: number;
  notDelivered: number;
}

/** Runs the schedule of every organization that has it on, for `today`. Safe to run any number of times. */
export async function runDebtSchedule(
  ctx: AppContext,
  deps: DebtDeps,
  today: IsoDate = todayInPoland(),
): Promise<ScheduleRun> {
  const result: ScheduleRun = { taken: 0, notDelivered: 0 };
  const organizations = await listScheduledOrganizations(ctx.db);

  for (const { organizationId, debt } of organizations) {
    const steps = debt?.steps ?? [];
    if (steps.length === 0) continue;
    const offsets = steps.map((s) => s.offsetDays);
    // Due dates for which some step's day falls within the window.
    const candidates = await listOpenInvoicesDueBetween(
      ctx.db,
      organizationId,
      addDays(today, -SCHEDULE_GRACE_DAYS - Math.max(...offsets)),
      addDays(today, -Math.min(...offsets)),
    );

    for (const candidate of candidates) {
      const step = stepDue(steps, candidate.dueDate, today);
      if (!step || !(await claim(ctx, candidate.id, step, today))) continue;
      let invoice: DebtInvoice;
      try {
        invoice = await loadDebtInvoice(ctx.db, organizationId, candidate.id);
      } catch (error) {
        if (error instanceof AppError) continue; // paid or cancelled since the list was read
        throw error;
      }
      const context: StepContext = { ctx, ...deps, origin: 'schedule', userId: null, today };
      try {
        await take(context, invoice, step);
        result.taken += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const failed = invoice;
        await ctx.db.transaction(async (tx) => {
          await insertDebtEntry(tx, {
            organizationId,
            invoiceId: failed.row.id,
            contractorId: failed.row.contractorId,
            action: actionOf(step),
            origin: 'schedule',
            userId: null,
            delivered: false,
            details: {
              reasonKey: error.messageKey,
              reasonParams: JSON.stringify(error.params ?? {}),
              step: stepKey(step),
            },
          });
          // The bell (issue 28): a reminder the schedule could not send.
          if (actionOf(step) === 'reminder_email' || actionOf(step) === 'reminder_sms')
            await notifyInvoiceEvent(tx, failed.row.id, 'reminderFailed');
        });
        result.notDelivered += 1;
      }
    }
  }
  return result;
}

export function scheduleDebtCollection(
  ctx: AppContext,
  deps: DebtDeps,
  intervalMs: number,
  log: FastifyBaseLogger,
) {
  return runEvery('debt-collection schedule', intervalMs, log, async () => {
    const done = await runDebtSchedule(ctx, deps);
    if (done.taken + done.notDelivered > 0) log.info(done, 'debt-collection schedule ran');
  });
}
