// What a month's payroll list is made of: every contract active in the month, with the terms in force
// (annexes applied) and the person's tax and insurance facts from the worker's record.
import { monthBounds } from '@saldo/contracts/payroll-entry';
import type { PayrollEntryTerms } from '@saldo/contracts/payroll-lists';
import { activeDaysInMonth } from '@saldo/domain/contracts/contract-periods';
import { effectiveTermsOn, termsSegments, type PayTerms } from '@saldo/domain/contracts/effective-terms';
import type { PayrollContractTerms } from '@saldo/domain/payroll/payroll-types';
import type { Db } from '../../db/client.ts';
import type { ContractRow } from '../contracts/contracts.table.ts';
import type { WorkerRow } from '../workers/workers.table.ts';
import { payrollPerson, workerFullName } from './payroll-person.ts';
import { contractsForMonth } from './payroll.repository.ts';

export interface PayrollSource {
  contractId: number;
  workerId: number;
  workerName: string;
  terms: PayrollEntryTerms;
}

function contractTerms(contract: ContractRow, worker: WorkerRow): PayrollContractTerms {
  if (contract.kind === 'employment') return { kind: 'employment', kup: worker.kupVariant };
  if (contract.kind === 'mandate')
    return {
      kind: 'mandate',
      variant: contract.mandateVariant ?? (worker.student ? 'student-under-26' : 'only-title'),
      voluntarySickness: contract.voluntarySickness,
      authorRights: contract.authorRights,
    };
  return {
    kind: 'specific-work',
    authorRights: contract.authorRights,
    withOwnEmployer: contract.withOwnEmployer,
  };
}

function title(contract: ContractRow): string {
  return (contract.kind === 'employment' ? contract.position : contract.subject).trim();
}

export async function loadPayrollSources(
  db: Db,
  organizationId: number,
  month: string,
): Promise<PayrollSource[]> {
  const bounds = monthBounds(month);
  const rows = await contractsForMonth(db, organizationId, bounds.from, bounds.to);
  const sources: PayrollSource[] = [];
  for (const { contract, worker, annexes } of rows) {
    const days = activeDaysInMonth(
      { startDate: contract.startDate, endDate: contract.endDate, terminatedOn: contract.terminatedOn },
      bounds.year,
      bounds.month,
    );
    if (days === null) continue;
    const base: PayTerms = {
      monthlyGross: contract.monthlyGross,
      workingTime: contract.workingTime,
      hourlyRate: contract.payMode === 'flat' ? null : contract.hourlyRate,
      flatFee: contract.flatFee,
    };
    // The terms in force on the month's last active day name the entry; an employment contract's pay
    // is cut where an annex takes effect, each part paid at its own terms. A civil contract's hours and
    // fees are not dated in the month's inputs, so they are paid at the last terms.
    const pay = effectiveTermsOn(base, annexes, days.to);
    const periods = termsSegments(base, annexes, days.from, days.to).map((segment) => ({
      from: segment.from,
      to: segment.to,
      monthlyGross: segment.terms.monthlyGross ?? 0,
      workingTime: segment.terms.workingTime ?? { numerator: 1, denominator: 1 },
    }));
    sources.push({
      contractId: contract.id,
      workerId: worker.id,
      workerName: workerFullName(worker),
      terms: {
        contractKind: contract.kind,
        contractTitle: title(contract),
        activeFrom: days.from,
        activeTo: days.to,
        monthlyGross: contract.kind === 'employment' ? pay.monthlyGross : null,
        workingTime: contract.kind === 'employment' ? pay.workingTime : null,
        hourlyRate: contract.kind === 'mandate' ? pay.hourlyRate : null,
        flatFee: contract.kind === 'employment' ? null : pay.flatFee,
        ...(contract.kind === 'employment' ? { payPeriods: periods } : {}),
        contract: contractTerms(contract, worker),
        person: payrollPerson(worker, bounds.from),
      },
    });
  }
  return sources;
}
