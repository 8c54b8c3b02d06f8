// One month computed from the books: its registers, the declaration and the company header.
import type { CompanyField, TaxCompany, TaxReturnRefundChoice } from '@saldo/contracts/tax-returns';
import { isValidNip } from '@saldo/domain/identifiers/nip';
import { taxOfficeName } from '@saldo/domain/identifiers/tax-offices';
import { buildDeclaration } from '@saldo/domain/jpk/jpk-declaration';
import { jpkDueDate } from '@saldo/domain/jpk/jpk-due-date';
import type { JpkPeriod, SurplusChoice, VatDeclaration } from '@saldo/domain/jpk/jpk-types';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildRegisters, type Registers } from './tax-return-registers.ts';
import {
  companyForReturn,
  listOverrides,
  previousTaxReturn,
  purchaseDocumentsOfPeriod,
  salesDocumentsOfPeriod,
  type CompanyForReturn,
} from './tax-returns.repository.ts';
import type { TaxReturnRow } from './tax-returns.table.ts';

export function periodOf(period: string): JpkPeriod {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return { year, month };
}

export function previousPeriod(period: string): string {
  const { year, month } = periodOf(period);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export const dueDateOf = (period: string) => jpkDueDate(periodOf(period));

export function companyFacts(company: CompanyForReturn): TaxCompany {
  const officeName = company.taxOfficeCode === '' ? undefined : taxOfficeName(company.taxOfficeCode);
  const missing: CompanyField[] = [];
  if (!isValidNip(company.nip)) missing.push('nip');
  if (company.name.trim() === '') missing.push('name');
  if (!/^[^@\s]+@[^@\s]+$/.test(company.email.trim())) missing.push('email');
  if (officeName === undefined) missing.push('taxOffice');
  return {
    nip: company.nip,
    name: company.name,
    email: company.email,
    taxOfficeCode: company.taxOfficeCode,
    taxOfficeName: officeName ?? null,
    missing,
  };
}

export interface ComputedMonth {
  period: string;
  registers: Registers;
  declaration: VatDeclaration;
  /** P_39: the surplus carried from last month, whole złoty. */
  carriedOver: number;
  company: CompanyForReturn;
  facts: TaxCompany;
}

/** Last month's P_62, when last month has a return; a gap of months carries nothing over. */
async function carriedOverSurplus(db: Db, organizationId: number, period: string): Promise<number> {
  const previous = await previousTaxReturn(db, organizationId, period);
  if (!previous || previous.period !== previousPeriod(period)) return 0;
  return Math.round(previous.surplus / 100);
}

function declare(
  registers: Registers,
  carriedOver: number,
  refundChoice: TaxReturnRefundChoice,
  correctionReason: string | null,
): VatDeclaration {
  const run = (surplusChoice: SurplusChoice) => {
    const result = buildDeclaration({
      sales: registers.sales,
      purchases: registers.purchases,
      carriedOverSurplus: carriedOver,
      surplusChoice,
      correctionReason,
    });
    if (!result.ok) throw new AppError(409, 'taxReturns.declaration', { params: { reason: result.reason } });
    return result.value;
  };
  const carried = run({ kind: 'carry_forward' });
  if (refundChoice !== 'refund_60' || carried.carryForward <= 0) return carried;
  return run({ kind: 'refund', amount: carried.carryForward, term: 'P_56', offset: null });
}

export async function computeMonth(
  db: Db,
  organizationId: number,
  period: string,
  row: TaxReturnRow | undefined,
): Promise<ComputedMonth> {
  const [sales, costs, overrides, company, carriedOver] = await Promise.all([
    salesDocumentsOfPeriod(db, organizationId, period),
    purchaseDocumentsOfPeriod(db, organizationId, period),
    listOverrides(db, organizationId, period),
    companyForReturn(db, organizationId),
    carriedOverSurplus(db, organizationId, period),
  ]);
  const registers = buildRegisters(sales, costs, overrides);
  const correctionReason = row?.purpose === 2 ? row.correctionReason : null;
  const declaration = declare(registers, carriedOver, row?.refundChoice ?? 'carry_forward', correctionReason);
  return { period, registers, declaration, carriedOver, company, facts: companyFacts(company) };
}

/** The figures kept on the month's row for the list (grosze; P_51 and P_62 as whole złoty × 100). */
export function figuresOf(month: ComputedMonth) {
  return {
    outputVat: month.declaration.totals.outputVat,
    inputVat: month.declaration.totals.inputVat,
    toPay: month.declaration.toPay * 100,
    surplus: month.declaration.carryForward * 100,
    salesRows: month.registers.sales.length,
    purchaseRows: month.registers.purchases.length,
  };
}
