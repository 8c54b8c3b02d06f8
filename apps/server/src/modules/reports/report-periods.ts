// The periods the party aggregates hold (decision 0015): each document counts in its month
// ('YYYY-MM'), its quarter ('YYYY-Qn') and its year ('YYYY'), as the SQL function report_periods.
import { monthIndex, monthOfIndex, type MonthRange } from '@saldo/domain/reports/periods';

/**
 * A run of whole months as the fewest such periods: whole years, then whole quarters, then months
 * (a year is one period, February to July two months, a quarter and a month).
 */
export function piecesOf(range: MonthRange): string[] {
  const pieces: string[] = [];
  const end = monthIndex(range.to);
  let at = monthIndex(range.from);
  while (at <= end) {
    const month = monthOfIndex(at);
    const inYear = at % 12;
    if (inYear === 0 && at + 11 <= end) {
      pieces.push(month.slice(0, 4));
      at += 12;
    } else if (inYear % 3 === 0 && at + 2 <= end) {
      pieces.push(`${month.slice(0, 4)}-Q${inYear / 3 + 1}`);
      at += 3;
    } else {
      pieces.push(month);
      at += 1;
    }
  }
  return pieces;
}
