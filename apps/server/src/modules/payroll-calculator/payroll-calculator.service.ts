import type {
  PayrollCalculatorRequest,
  PayrollCalculatorResponse,
} from '@saldo/contracts/payroll-calculator';
import { grossForNet } from '@saldo/domain/payroll/gross-for-net';
import { resolvePayrollOptions } from '@saldo/domain/payroll/payroll-options';
import { computePayrollRun } from '@saldo/domain/payroll/payroll-run';
import { validationError } from '../../lib/app-error.ts';

/**
 * The calculator answers from the domain alone: the same computePayrollMonth the payroll lists use, so
 * an offer checked here matches the payslip it becomes.
 */
export function calculatePayroll(request: PayrollCalculatorRequest): PayrollCalculatorResponse {
  const fromMonth = request.month;
  const toMonth = request.toMonth ?? fromMonth;
  if (toMonth < fromMonth) throw validationError({ toMonth: { key: 'payrollCalculator.runBackwards' } });

  const options = resolvePayrollOptions(request.options);
  const common = {
    year: request.year,
    contract: request.contract,
    person: request.person,
    yearToDate: request.yearToDate,
    options,
  };
  let gross = request.amount;
  let fromNet: PayrollCalculatorResponse['fromNet'] = null;
  if (request.amountIs === 'net') {
    // The first month decides: later months of a run may differ once a cap or the threshold bites.
    const found = grossForNet(request.amount, { ...common, month: fromMonth });
    gross = found.gross;
    fromNet = { target: request.amount, exact: found.exact };
  }
  const run = computePayrollRun({
    ...common,
    grossComponents: [{ kind: 'base', amount: gross }],
    fromMonth,
    toMonth,
  });
  return { gross, fromNet, months: [...run.months], totals: run.totals, options };
}
