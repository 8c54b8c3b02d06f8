import { describe, expect, it } from 'vitest';
import { Select, Table } from '@mantine/core';
import { renderWithProviders } from '../../test/render.tsx';
import { loginAs } from '../../test/fixtures.ts';
import { VerticalMenu } from '../navigation/VerticalMenu.tsx';

describe('theme', () => {
  // Mantine's ScrollArea measures itself in a layout effect: on a first load that forced a layout
  // of the whole new page inside React's commit, the longest task of the load (issue 18).
  it('scrolls wide tables and the menu natively, with no ScrollArea measuring itself on mount', async () => {
    loginAs('admin');
    await renderWithProviders(
      <>
        <Table.ScrollContainer minWidth={900}>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>FV/1/2026</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <VerticalMenu />
      </>,
    );
    expect(document.querySelector('.mantine-ScrollArea-root')).toBeNull();
    expect(document.body.textContent).toContain('FV/1/2026');
  });

  // A select keeps its dropdown mounted (hidden) from the start, so its ScrollArea did the same in
  // the first commit of every page with a select (the invoice list's filters).
  it('scrolls a select’s options natively, under the height Mantine gives them', async () => {
    await renderWithProviders(<Select label="Status" data={['Draft', 'Issued', 'Paid']} />);
    expect(document.querySelector('.mantine-ScrollArea-root')).toBeNull();
    const options = document.querySelector<HTMLElement>('.mantine-Select-options');
    expect(options?.style.maxHeight).toBe('220px');
    expect(options?.style.overflowY).toBe('auto');
    expect(options?.textContent).toContain('Issued');
  });
});
