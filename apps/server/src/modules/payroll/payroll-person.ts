// What the month computation needs to know about a person, read from the worker's record.
import { ageOn, isUnder26, percentHundredths } from '@saldo/contracts/worker-rules';
import type { PayrollPerson, PpkRates } from '@saldo/domain/payroll/payroll-types';
import type { WorkerRow } from '../workers/workers.table.ts';

/** PPK's basic rates (art. 26–27 ustawy o PPK); what a worker's rate adds above them is the additional part. */
const EMPLOYEE_BASIC = 200;
const EMPLOYER_BASIC = 150;

function ppkRates(worker: WorkerRow, monthStart: string): PpkRates | null {
  if (!worker.ppkJoined) return null;
  if (worker.ppkOptOutDate !== null && worker.ppkOptOutDate <= monthStart) return null;
  const employee = percentHundredths(worker.ppkEmployeeRate) ?? EMPLOYEE_BASIC;
  const employer = percentHundredths(worker.ppkEmployerRate) ?? EMPLOYER_BASIC;
  return {
    // A low earner may lower the basic rate to 0.5 %; anything above 2 % is additional.
    employeeBasic: Math.min(employee, EMPLOYEE_BASIC),
    employeeAdditional: Math.max(0, employee - EMPLOYEE_BASIC),
    employerBasic: Math.min(employer, EMPLOYER_BASIC),
    employerAdditional: Math.max(0, employer - EMPLOYER_BASIC),
  };
}

/**
 * FP and FGŚP are not paid for women from 55 and men from 60 (art. 104 ust. 2 ustawy o promocji
 * zatrudnienia, art. 9 ust. 2a ustawy o FGŚP); the month counts from its first day.
 */
function labourFundExempt(worker: WorkerRow, monthStart: string): boolean {
  if (worker.birthDate === null || worker.sex === null) return false;
  const age = ageOn(worker.birthDate, monthStart);
  return worker.sex === 'female' ? age >= 55 : age >= 60;
}

export function payrollPerson(worker: WorkerRow, monthStart: string): PayrollPerson {
  return {
    taxReduction: worker.pit2 ? 'full' : 'none',
    youthRelief: !worker.under26Waived && isUnder26(worker.birthDate, monthStart),
    ppk: ppkRates(worker, monthStart),
    labourFundExempt: labourFundExempt(worker, monthStart),
  };
}

export function workerFullName(worker: Pick<WorkerRow, 'firstName' | 'lastName'>): string {
  return `${worker.firstName} ${worker.lastName}`.trim();
}
