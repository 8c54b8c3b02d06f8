import type { PayrollSettings } from '@saldo/contracts/payroll-lists';
import { DEFAULT_PAYROLL_OPTIONS } from '@saldo/domain/payroll/payroll-options';
import type { PayrollOptions } from '@saldo/domain/payroll/payroll-types';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { dashboardSettings } from '../dashboard/dashboard.service.ts';
import { findPayrollSettings, insertOrganizationAudit, savePayrollSettings } from './payroll.repository.ts';

/**
 * The organization's payroll settings; a missing row or key takes the documented default. Until
 * payroll's own ZUS day is saved it is the company's (its legal form's, or the one set on the
 * dashboard), so the payroll list and the deadlines on the dashboard never disagree.
 */
export async function payrollSettingsOf(db: Db, organizationId: number): Promise<PayrollSettings> {
  const row = await findPayrollSettings(db, organizationId);
  const options: PayrollOptions = {
    ...DEFAULT_PAYROLL_OPTIONS,
    ...(row?.options ?? {}),
    accidentRate: row?.accidentRateBp ?? DEFAULT_PAYROLL_OPTIONS.accidentRate,
  };
  return {
    zusDueDay: row
      ? row.zusDueDay === 20
        ? 20
        : 15
      : (await dashboardSettings(db, organizationId)).effectiveZusPaymentDay,
    payslipPassword: row?.payslipPassword ?? 'pesel',
    options,
  };
}

export function getPayrollSettings(ctx: AppContext, caller: Caller): Promise<PayrollSettings> {
  return payrollSettingsOf(ctx.db, caller.organizationId);
}

export async function updatePayrollSettings(
  ctx: AppContext,
  caller: Caller,
  input: PayrollSettings,
): Promise<PayrollSettings> {
  const { accidentRate, ...options } = input.options;
  await ctx.db.transaction(async (tx) => {
    await savePayrollSettings(tx, {
      organizationId: caller.organizationId,
      accidentRateBp: accidentRate,
      zusDueDay: input.zusDueDay,
      payslipPassword: input.payslipPassword,
      options,
    });
    await insertOrganizationAudit(tx, caller.organizationId, caller.id, 'payrollSettingsSet', { ...input });
  });
  return payrollSettingsOf(ctx.db, caller.organizationId);
}
