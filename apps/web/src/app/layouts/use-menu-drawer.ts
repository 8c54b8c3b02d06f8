import { useState } from 'react';
import { useDisclosure } from '@mantine/hooks';

/**
 * A phone's menu drawer. Off screen until it is opened, its links are made at the first opening
 * (`made`) and kept for the closing slide and the next opening: mounted from the start, the hidden
 * menu was about a quarter of the elements of a phone's first page (issue 18).
 */
export function useMenuDrawer() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [made, setMade] = useState(false);
  return {
    opened,
    made,
    toggle: () => {
      setMade(true);
      toggle();
    },
    close,
  };
}
