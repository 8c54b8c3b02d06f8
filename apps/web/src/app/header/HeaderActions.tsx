import { Group } from '@mantine/core';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { NewClientButton } from '../../features/contractors/new-client-panel/NewClientButton.tsx';
import { SkinToggle } from './SkinToggle.tsx';
import { UserMenu } from './UserMenu.tsx';

/** The right-hand side of the navbar: the 'Nowy klient' panel, language, skin, user. */
export function HeaderActions() {
  return (
    <Group gap="xs" wrap="nowrap">
      <NewClientButton />
      <LanguageMenu />
      <SkinToggle />
      <UserMenu />
    </Group>
  );
}
