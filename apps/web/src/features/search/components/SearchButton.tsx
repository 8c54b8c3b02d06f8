import { ActionIcon } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchOverlay } from './SearchOverlay.tsx';
import type { PageLink } from '../../../lib/page-link.ts';
import { useOverlayOnDemand } from '../../../lib/use-overlay-on-demand.ts';

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The navbar's search button; Ctrl+K (⌘K) anywhere, and "/" outside a text field, open it too. */
export function SearchButton({ pages }: { pages: readonly PageLink[] }) {
  const { t } = useTranslation('common');
  const [opened, { open, close }] = useDisclosure(false);
  const overlayMounted = useOverlayOnDemand(opened);
  // No tags ignored: Ctrl+K works from a text field too; "/" only outside one (it is typed there).
  useHotkeys(
    [
      ['mod+K', open],
      [
        '/',
        (event) => {
          if (isTextField(event.target)) return;
          event.preventDefault();
          open();
        },
        { preventDefault: false },
      ],
    ],
    [],
  );
  const label = t('navbar.search.open');
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        title={`${label} (Ctrl+K)`}
        onClick={open}
      >
        <IconSearch size={20} />
      </ActionIcon>
      {overlayMounted && <SearchOverlay opened={opened} onClose={close} pages={pages} />}
    </>
  );
}
