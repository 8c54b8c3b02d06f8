import {
  PAYMENT_TERM_DAYS_MAX,
  type ContractorProblem,
  type ContractorProblems,
} from '@saldo/contracts/contractor-rules';
import type { FieldErrors, Message } from '../../lib/app-error.ts';
import type { MessageKey } from '../../i18n/translate.ts';

/** The server's words for the shared rule codes (the web app has its own, in the contractors namespace). */
const problemKeys: Record<ContractorProblem, MessageKey> = {
  required: 'contractors.required',
  invalidNip: 'contractors.invalidNip',
  invalidRegon: 'contractors.invalidRegon',
  invalidPostalCode: 'contractors.invalidPostalCode',
  invalidEmail: 'contractors.invalidEmail',
  invalidUrl: 'contractors.invalidUrl',
  invalidPhone: 'contractors.invalidPhone',
  invalidCountry: 'contractors.invalidCountry',
  invalidIban: 'contractors.invalidIban',
  invalidPaymentTermDays: 'contractors.invalidPaymentTermDays',
};

export function problemMessage(problem: ContractorProblem): Message {
  return problem === 'invalidPaymentTermDays'
    ? { key: problemKeys[problem], params: { max: PAYMENT_TERM_DAYS_MAX } }
    : { key: problemKeys[problem] };
}

export function problemsToFieldErrors(problems: ContractorProblems): FieldErrors {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, problemMessage(problem)]),
  );
}
