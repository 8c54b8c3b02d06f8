import { dateTimeFormat } from '../../../lib/intl-format.ts';

/** Today in Poland as an ISO date: the rules compare dates of birth with it. */
export function todayInPoland(): string {
  return dateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
}
