import { useId } from 'react';

/**
 * Mantine's `useId` (from @mantine/hooks), without its second render. Mantine's own starts from
 * React's id and swaps it for a random one in a layout effect: a synchronous re-render of every
 * Popover, Menu, Modal, Drawer, input and the AppShell right after they mount. On a signed-in page
 * that re-rendered the whole header and menu inside React's first commit, in the load's longest
 * task (issue 18: total blocking time). React's id is already unique within the app's one root and
 * the same on every render, which is all the ids (labels, aria-controls) need. The build puts this
 * in Mantine's place (build/stable-mantine-ids.ts).
 */
export function useMantineId(staticId?: string): string {
  const reactId = useId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
