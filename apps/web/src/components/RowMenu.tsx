import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';

/**
 * A list row's "…" menu. Until it is first pressed it is only its button: a Mantine Menu mounts
 * floating positioning, ids and ref callbacks that re-render it synchronously in the commit that
 * shows the rows, ten or more times a page (issue 18: total blocking time). The first press mounts
 * the menu and opens it.
 */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const [pressed, setPressed] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!pressed) return;
    // The menu's button is a new element: focused, then pressed, so that Mantine opens the menu as on
    // any press and, on Escape, gives the focus back to it.
    target.current?.focus();
    target.current?.click();
  }, [pressed]);

  const button = (extra: { onClick?: () => void }) => (
    <ActionIcon
      ref={target}
      variant="subtle"
      color="gray"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={pressed ? undefined : false}
      {...extra}
    >
      <IconDots size={18} aria-hidden />
    </ActionIcon>
  );
  if (!pressed) return button({ onClick: () => setPressed(true) });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{button({})}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
