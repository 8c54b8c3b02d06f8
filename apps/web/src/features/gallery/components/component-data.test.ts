import { describe, expect, it } from 'vitest';
import type { GoodTableRow } from '@saldo/contracts/gallery';
import { COMPONENT_GROUPS, COMPONENT_PAGES, pageExport, siblingPage } from './component-pages.ts';
import { contractorsOf, daysBetween, paidPercent, rowCurrency, wrapIndex } from './component-data.ts';

const row = (over: Partial<GoodTableRow>): GoodTableRow => ({
  id: 1,
  number: 'FV/1/2026',
  issueDate: '2026-03-01',
  dueDate: '2026-03-15',
  status: 'issued',
  contractorId: 7,
  contractorName: 'Kowalski i Synowie',
  contractorNip: '5260250274',
  contractorCity: 'Kraków',
  currency: 'PLN',
  gross: 12300,
  balance: 12300,
  grossPln: 12300,
  ...over,
});

describe('the /components/* pages list', () => {
  it('holds the 32 pages of the spec once each, alphabetically', () => {
    expect(COMPONENT_PAGES).toHaveLength(32);
    expect(new Set(COMPONENT_PAGES).size).toBe(32);
    expect([...COMPONENT_PAGES]).toEqual([...COMPONENT_PAGES].sort((a, b) => a.localeCompare(b)));
    expect(Object.values(COMPONENT_GROUPS).flat()).toHaveLength(32);
  });

  it('names each page module export after its slug', () => {
    expect(pageExport('pill-badge')).toBe('PillBadgePage');
    expect(pageExport('pagination-nav')).toBe('PaginationNavPage');
    expect(pageExport('alert')).toBe('AlertPage');
  });

  it('steps to the next and previous page, wrapping at both ends', () => {
    expect(siblingPage('alert', -1)).toBe('tooltip');
    expect(siblingPage('tooltip', 1)).toBe('alert');
    expect(siblingPage('alert', 1)).toBe('aspect');
  });
});

describe('the gallery pages’ data helpers', () => {
  it('lists each contractor once with the number of their invoices', () => {
    const rows = [row({ id: 1 }), row({ id: 2 }), row({ id: 3, contractorId: 8, contractorName: 'Nowak' })];
    expect(contractorsOf(rows)).toEqual([
      { id: 7, name: 'Kowalski i Synowie', city: 'Kraków', nip: '5260250274', invoices: 2 },
      { id: 8, name: 'Nowak', city: 'Kraków', nip: '5260250274', invoices: 1 },
    ]);
  });

  it('gives the paid share in whole percent within 0–100', () => {
    expect(paidPercent(row({ gross: 10000, balance: 2500 }))).toBe(75);
    expect(paidPercent(row({ gross: 10000, balance: 0 }))).toBe(100);
    expect(paidPercent(row({ gross: 10000, balance: 12000 }))).toBe(0);
    expect(paidPercent(row({ gross: 0, balance: 0 }))).toBe(0);
  });

  it('counts calendar days between two dates, negative when past', () => {
    expect(daysBetween('2026-03-01', '2026-03-15')).toBe(14);
    expect(daysBetween('2026-03-15', '2026-03-01')).toBe(-14);
    // Across the spring clock change the count stays whole (dates are read as UTC days).
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('wraps a slide index around in both directions', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('falls back to PLN for a currency the formatters do not know', () => {
    expect(rowCurrency(row({ currency: 'EUR' }))).toBe('EUR');
    expect(rowCurrency(row({ currency: 'XYZ' }))).toBe('PLN');
  });
});
