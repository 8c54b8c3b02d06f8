import { cloneElement, useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import { Menu, type MenuProps } from '@mantine/core';

/** What the target is given: a mark to find it by, and until the first press the press and a menu button's ARIA. */
interface MenuTargetProps {
  'data-menu-target': string;
  onClick?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/**
 * A Mantine Menu that is only its button until first pressed. A Menu mounts floating positioning,
 * ids and ref callbacks that React re-renders synchronously in the commit that mounts it: in a list,
 * once a row; in the header, inside the page's first commit (issue 18: total blocking time). The
 * first press mounts the menu; its button, a new element, is focused and pressed again, so Mantine
 * opens the menu as on any press (the focus goes into it, and Escape gives it back to the button).
 */
export function MenuOnDemand({
  target,
  children,
  ...menu
}: Omit<MenuProps, 'children'> & {
  /** The button (it must pass on `data-*`, `aria-*` and `onClick` to its element). */
  target: ReactElement<MenuTargetProps>;
  /** The dropdown's items. */
  children: ReactNode;
}) {
  const [pressed, setPressed] = useState(false);
  const mark = useId();
  useEffect(() => {
    if (!pressed) return;
    const button = [...document.querySelectorAll<HTMLElement>('[data-menu-target]')].find(
      (element) => element.getAttribute('data-menu-target') === mark,
    );
    button?.focus();
    button?.click();
  }, [pressed, mark]);

  if (!pressed)
    return cloneElement(target, {
      'data-menu-target': mark,
      onClick: () => setPressed(true),
      'aria-haspopup': 'menu',
      'aria-expanded': false,
    });
  return (
    <Menu {...menu}>
      <Menu.Target>{cloneElement(target, { 'data-menu-target': mark })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
