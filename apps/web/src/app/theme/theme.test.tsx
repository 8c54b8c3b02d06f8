import { describe, expect, it } from 'vitest';
import { Table } from '@mantine/core';
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
});
