import { useEffect, useRef, useState } from 'react';

/**
 * For a modal or drawer that starts closed: whether to render it, which is from its first opening
 * on. A closed Mantine Modal or Drawer still mounts a portal, a transition and ids, each re-rendered
 * synchronously inside React's first commit of the page, in the load's longest task (issue 18: total
 * blocking time). Once opened it stays rendered, so an overlay that keeps its content mounted
 * (`keepMounted`) keeps what was typed, and later openings animate as usual (the first shows it
 * without the enter transition).
 */
export function useOverlayOnDemand(opened: boolean): boolean {
  const [everOpened, setEverOpened] = useState(opened);
  // Derived state, set while rendering: the overlay mounts in the same commit as the press.
  if (opened && !everOpened) setEverOpened(true);
  return everOpened || opened;
}

/**
 * useOverlayOnDemand for a popover on a button: whether to render the popover, the ref for its
 * button, and until the first opening the ARIA of a button that opens a dialog. The button is a new
 * element once the popover mounts around it; it gets the focus the pressed one had.
 */
export function usePopoverOnDemand(opened: boolean) {
  const mounted = useOverlayOnDemand(opened);
  const targetRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (mounted) targetRef.current?.focus();
  }, [mounted]);
  const targetProps = mounted ? {} : { 'aria-haspopup': 'dialog' as const, 'aria-expanded': false };
  return { mounted, targetRef, targetProps };
}
