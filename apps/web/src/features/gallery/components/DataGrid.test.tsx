import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { toCsv } from './csv.ts';
import { DataGrid, type GridColumn } from './DataGrid.tsx';

interface Row {
  id: number;
  name: string;
  city: string;
}

const rows: Row[] = [
  { id: 1, name: 'Kowalski i Synowie sp.j.', city: 'Kraków' },
  { id: 2, name: 'Nowak Transport S.A.', city: 'Poznań' },
  { id: 3, name: '=HYPERLINK("x")', city: 'Łódź' },
];

const columns: GridColumn<Row>[] = [
  { key: 'name', label: 'Name', render: (row) => row.name, text: (row) => row.name },
  { key: 'city', label: 'City', render: (row) => row.city, text: (row) => row.city },
];

describe('the gallery data grid', () => {
  it('moves a single tab stop with the arrow keys and opens the row with Enter', async () => {
    const onOpen = vi.fn();
    await renderWithProviders(
      <DataGrid
        label="Contractors"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        onOpen={onOpen}
        fileName="x.csv"
        emptyText="Nothing"
      />,
    );
    const actor = userEvent.setup();
    const grid = screen.getByRole('grid', { name: 'Contractors' });
    const tabStops = grid.querySelectorAll('td[tabindex="0"]');
    expect(tabStops).toHaveLength(1);
    await actor.click(screen.getByText('Kowalski i Synowie sp.j.'));
    await actor.keyboard('{ArrowDown}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Poznań');
    await actor.keyboard('{End}{ArrowUp}{Home}');
    expect(document.activeElement?.textContent).toBe('Kowalski i Synowie sp.j.');
    await actor.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onOpen).toHaveBeenCalledWith(rows[2]);
    expect(grid.querySelectorAll('td[tabindex="0"]')).toHaveLength(1);
  });

  it('hides a chosen column but never the last one', async () => {
    await renderWithProviders(
      <DataGrid
        label="Contractors"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        fileName="x.csv"
        emptyText="Nothing"
      />,
    );
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Columns' }));
    await actor.click(screen.getByRole('checkbox', { name: 'City' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull());
    await actor.click(screen.getByRole('checkbox', { name: 'Name' }));
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
  });

  it('says so when there are no rows, and offers no empty CSV', async () => {
    await renderWithProviders(
      <DataGrid
        label="Contractors"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        fileName="x.csv"
        emptyText="Nothing here"
      />,
    );
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('toCsv', () => {
  it('quotes separators and defuses formulas', () => {
    const csv = toCsv(
      ['Name', 'City'],
      [
        ['A, B', 'Kraków'],
        ['=HYPERLINK("x")', '-1'],
      ],
    );
    expect(csv).toBe('\uFEFFName,City\r\n"A, B",Kraków\r\n"\'=HYPERLINK(""x"")",\'-1\r\n');
  });
});
