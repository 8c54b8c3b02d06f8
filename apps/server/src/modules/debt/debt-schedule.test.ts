import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebtHistoryEntry } from '@saldo/contracts/debt';
import type { DebtStep } from '@saldo/contracts/organization-settings';
import { addDays } from '@saldo/domain/dates/calendar';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../../test/fakes/fake-smtp-server.ts';
import type { Headers } from '../contractors/test-helpers.ts';
import { issue } from '../invoices/test-helpers.ts';
import { runDebtSchedule, SCHEDULE_GRACE_DAYS, stepDue } from './debt-schedule.job.ts';
import { debtHistory } from './debt.table.ts';
import { debtContext, debtScenario, dueDaysAgo, today, type DebtScenario } from './test-helpers.ts';

let t: TestApp;
let smtp: FakeSmtpServer;
let s: DebtScenario;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  s = await debtScenario(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function setSchedule(headers: Headers, enabled: boolean, steps: DebtStep[]) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/organization/debt',
    headers,
    payload: { enabled, steps },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function entriesOf(invoiceId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/apps/invoice/debt-history?invoiceId=${invoiceId}`,
    headers: s.admin,
  });
  return response.json<{ entries: DebtHistoryEntry[] }>().entries;
}

describe('stepDue', () => {
  const steps: DebtStep[] = [
    { offsetDays: -3, channel: 'email', template: 'reminder' },
    { offsetDays: 7, channel: 'email', template: 'reminder' },
    { offsetDays: 14, channel: 'sms', template: 'reminder' },
  ];
  it('takes the latest step whose day has come within the grace window', () => {
    expect(stepDue(steps, '2026-06-10', '2026-06-06')).toBeUndefined();
    expect(stepDue(steps, '2026-06-10', '2026-06-07')?.offsetDays).toBe(-3);
    expect(stepDue(steps, '2026-06-10', '2026-06-17')?.offsetDays).toBe(7);
    // Day 14 passed: the SMS step, never the older e-mail one after it.
    expect(stepDue(steps, '2026-06-10', '2026-06-25')?.offsetDays).toBe(14);
    expect(stepDue(steps, '2026-06-10', addDays('2026-06-24', SCHEDULE_GRACE_DAYS))?.offsetDays).toBe(14);
    expect(stepDue(steps, '2026-06-10', addDays('2026-06-25', SCHEDULE_GRACE_DAYS))).toBeUndefined();
  });
});

describe('runDebtSchedule', () => {
  it('does nothing while the schedule is off', async () => {
    const { ctx, deps } = debtContext(t);
    await setSchedule(s.admin, false, [{ offsetDays: 66, channel: 'email', template: 'reminder' }]);
    // (The demo organization, in the same database, has its schedule on: only this one is checked.)
    await runDebtSchedule(ctx, deps, today());
    expect(await entriesOf(s.late.id)).toEqual([]);
  });

  it('takes each step once per invoice, even when run twice at once and again later the same day', async () => {
    const { ctx, deps } = debtContext(t);
    // `late` is 71 days overdue: day 66 of the schedule came 5 days ago, within the grace window.
    await setSchedule(s.admin, true, [
      { offsetDays: 10, channel: 'email', template: 'reminder' },
      { offsetDays: 66, channel: 'email', template: 'reminder' },
    ]);
    const [first, second] = await Promise.all([
      runDebtSchedule(ctx, deps, today()),
      runDebtSchedule(ctx, deps, today()),
    ]);
    const third = await runDebtSchedule(ctx, deps, today());
    expect((first?.taken ?? 0) + (second?.taken ?? 0) + third.taken).toBe(1);

    const entries = await entriesOf(s.late.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'reminder_email', origin: 'schedule', delivered: true });
    // Paid invoices and ones not yet at a step are left alone.
    expect(await entriesOf(s.paid.id)).toEqual([]);
    expect(await entriesOf(s.notDue.id)).toEqual([]);
  });

  it('records a step it could not deliver, saying why, and does not try it again', async () => {
    const { ctx, deps } = debtContext(t);
    // `unreachable` is 40 days overdue and its buyer has no phone; no SMS gateway is configured either.
    await setSchedule(s.admin, true, [{ offsetDays: 38, channel: 'sms', template: 'reminder' }]);
    expect(await runDebtSchedule(ctx, deps, today())).toEqual({ taken: 0, notDelivered: 1 });
    expect(await runDebtSchedule(ctx, deps, today())).toEqual({ taken: 0, notDelivered: 0 });
    const [entry] = await entriesOf(s.unreachable.id);
    expect(entry).toMatchObject({
      action: 'reminder_sms',
      delivered: false,
      origin: 'schedule',
      title: 'SMS reminder not sent',
    });
    expect(entry?.subtitle).toBe(
      'Not sent: No SMS provider is configured (SMS_API_URL and SMS_API_TOKEN), so nothing was sent.',
    );
  });

  it('generates a demand letter for the post on a letter step', async () => {
    const { ctx, deps } = debtContext(t);
    const fresh = await issue(t, s.admin, dueDaysAgo(s.buyerId, 30));
    await setSchedule(s.admin, true, [{ offsetDays: 30, channel: 'letter', template: 'demand' }]);
    await runDebtSchedule(ctx, deps, today());
    const [entry] = await entriesOf(fresh.id);
    expect(entry).toMatchObject({ action: 'demand_letter', delivered: true, origin: 'schedule' });
    expect(entry?.attachmentUrl).toBeDefined();
    const rows = await t.database.db.select().from(debtHistory).where(eq(debtHistory.invoiceId, fresh.id));
    expect(rows[0]?.details.to).toBe('');
  });
});
