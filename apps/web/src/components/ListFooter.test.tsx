import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render.tsx';
import { ListFooter } from './ListFooter.tsx';

const texts = {
  showing: ({ first, last, total }: { first: number; last: number; total: number }) =>
    `Showing ${first} to ${last} of ${total}`,
  perPage: 'Rows per page',
  nextPage: 'Next page',
  previousPage: 'Previous page',
};

describe('a list footer', () => {
  it('says no count while the first page is on its way, rather than "0 of 0"', async () => {
    await renderWithProviders(
      <ListFooter
        total={0}
        page={1}
        perPage={10}
        pageSizes={[10]}
        onChange={() => undefined}
        texts={texts}
        counting
      />,
    );
    expect(screen.getByTestId('list-footer-counting')).toBeTruthy();
    expect(screen.queryByText(/of 0/)).toBeNull();
  });

  it('shows the range and the count once it is known', async () => {
    await renderWithProviders(
      <ListFooter
        total={42}
        page={2}
        perPage={10}
        pageSizes={[10]}
        onChange={() => undefined}
        texts={texts}
      />,
    );
    expect(screen.getByText('Showing 11 to 20 of 42')).toBeTruthy();
    expect(screen.queryByTestId('list-footer-counting')).toBeNull();
  });

  it('picks the page size with a native select, which mounts no popover with the list (issue 18)', async () => {
    const changes: unknown[] = [];
    await renderWithProviders(
      <ListFooter
        total={42}
        page={2}
        perPage={10}
        pageSizes={[10, 25, 50]}
        onChange={(patch) => changes.push(patch)}
        texts={texts}
      />,
    );
    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(size.tagName).toBe('SELECT');
    await userEvent.selectOptions(size, '25');
    expect(changes).toEqual([{ perPage: 25 }]);
  });
});
