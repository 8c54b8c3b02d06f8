import type { ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { MenuOnDemand } from './MenuOnDemand.tsx';

/**
 * A list row's "…" menu, mounted on its first press (MenuOnDemand): ten or more rows a page no
 * longer mount ten menus with the rows (issue 18: total blocking time).
 */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <MenuOnDemand
      position="bottom-end"
      withinPortal
      target={
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      }
    >
      {children}
    </MenuOnDemand>
  );
}
