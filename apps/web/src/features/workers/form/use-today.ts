/** Today in Poland as an ISO date: the rules compare dates of birth with it. */
export function todayInPoland(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
}
