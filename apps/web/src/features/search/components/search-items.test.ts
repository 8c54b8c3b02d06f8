import { describe, expect, it } from 'vitest';
import { groupsOf, matchingPages, recentGroup } from './search-items.ts';

const pages = [
  { id: 'invoiceList', labelKey: 'nav.invoiceList', to: '/apps/invoice/list' },
  { id: 'addInvoice', labelKey: 'nav.addInvoice', to: '/apps/invoice/add/' },
  { id: 'contractors', labelKey: 'nav.contractors', to: '/apps/contractors/list' },
];
const labels: Record<string, string> = {
  'nav.invoiceList': 'Invoices',
  'nav.addInvoice': 'Add invoice',
  'nav.contractors': 'Contractors',
};

describe('search items', () => {
  it('matches pages by the label the user reads, case-insensitively', () => {
    const found = matchingPages(pages, 'INVOICE', (page) => labels[page.labelKey] ?? '');
    expect(found.map((item) => item.path)).toEqual(['/apps/invoice/list', '/apps/invoice/add/']);
  });

  it('puts pages first, then the sections in the server’s order, leaving out empty ones', () => {
    const groups = groupsOf(
      matchingPages(pages, 'contr', (page) => labels[page.labelKey] ?? ''),
      {
        sections: [
          {
            section: 'contractors',
            total: 12,
            hits: [{ id: 4, title: 'ACME', subtitle: '5260250995', path: '/apps/contractors/4' }],
          },
          { section: 'invoices', total: 0, hits: [] },
        ],
      },
    );
    expect(groups.map((g) => [g.key, g.total])).toEqual([
      ['pages', 1],
      ['contractors', 12],
    ]);
    expect(groups[1]?.items[0]).toMatchObject({
      id: 'contractors-4',
      title: 'ACME',
      path: '/apps/contractors/4',
    });
  });

  it('offers recent searches (to type again) and visited items (to open)', () => {
    const [group] = recentGroup([
      { kind: 'query', key: 'acme', label: 'acme', section: null },
      { kind: 'item', key: '/apps/contractors/4', label: 'ACME', section: 'contractors' },
    ]);
    expect(group?.items.map((item) => [item.group, item.path])).toEqual([
      ['recentQuery', ''],
      ['recentItem', '/apps/contractors/4'],
    ]);
    expect(recentGroup([])).toEqual([]);
  });
});
