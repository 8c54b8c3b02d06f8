import { describe, expect, it } from 'vitest';
import { monthsOf } from '@saldo/domain/reports/periods';
import { piecesOf } from './report-periods.ts';

const monthsIn = (piece: string): string[] => {
  if (/^\d{4}$/.test(piece)) return monthsOf({ from: `${piece}-01`, to: `${piece}-12` });
  const quarter = /^(\d{4})-Q([1-4])$/.exec(piece);
  if (quarter) {
    const first = (Number(quarter[2]) - 1) * 3 + 1;
    const from = `${quarter[1]}-${String(first).padStart(2, '0')}`;
    return monthsOf({ from, to: `${quarter[1]}-${String(first + 2).padStart(2, '0')}` });
  }
  return [piece];
};

describe('piecesOf', () => {
  it('takes whole years, then whole quarters, then months', () => {
    expect(piecesOf({ from: '2026-11', to: '2026-11' })).toEqual(['2026-11']);
    expect(piecesOf({ from: '2026-10', to: '2026-12' })).toEqual(['2026-Q4']);
    expect(piecesOf({ from: '2026-01', to: '2026-12' })).toEqual(['2026']);
    expect(piecesOf({ from: '2026-02', to: '2026-07' })).toEqual([
      '2026-02',
      '2026-03',
      '2026-Q2',
      '2026-07',
    ]);
    expect(piecesOf({ from: '2025-12', to: '2027-02' })).toEqual(['2025-12', '2026', '2027-01', '2027-02']);
  });

  it('covers every month of any run exactly once', () => {
    for (let start = 0; start < 24; start += 1) {
      for (let length = 1; length <= 36; length += 1) {
        const from = monthsOf({ from: '2025-01', to: '2028-12' })[start] ?? '';
        const range = { from, to: monthsOf({ from, to: '2030-12' })[length - 1] ?? '' };
        expect(piecesOf(range).flatMap(monthsIn)).toEqual(monthsOf(range));
      }
    }
  });
});
