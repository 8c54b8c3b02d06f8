import { useMemo } from 'react';
import { Group } from '@mantine/core';
import { useAbility } from '@casl/react';
import type { AppAbility } from '@saldo/contracts/abilities';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { NewClientButton } from '../../features/contractors/new-client-panel/NewClientButton.tsx';
import { BookmarksMenu } from '../../features/bookmarks/components/BookmarksMenu.tsx';
import { NotificationBell } from '../../features/notifications/components/NotificationBell.tsx';
import { OnboardingWatcher } from '../../features/onboarding/components/OnboardingWatcher.tsx';
import { SearchButton } from '../../features/search/components/SearchButton.tsx';
import { menuItems, visibleMenu } from '../navigation/menu-items.ts';
import { CartBadge } from './CartBadge.tsx';
import { SkinToggle } from './SkinToggle.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * The right-hand side of the navbar: the 'Nowy klient' panel, search, bookmarks, language, skin, the
 * cart (once the shop has put something in it), the bell, user.
 */
export function HeaderActions() {
  const ability = useAbility<AppAbility>();
  // The menu's pages this user may open: what the search offers and what a star is named after.
  const pages = useMemo(
    () =>
      visibleMenu(menuItems, ability).flatMap((entry) =>
        (entry.kind === 'link' ? [entry] : entry.children).map(({ id, labelKey, to }) => ({
          id,
          labelKey,
          to,
        })),
      ),
    [ability],
  );
  return (
    <Group gap="xs" wrap="nowrap">
      <NewClientButton />
      <SearchButton pages={pages} />
      <BookmarksMenu pages={pages} />
      <LanguageMenu />
      <SkinToggle />
      <CartBadge />
      <NotificationBell />
      <UserMenu />
      <OnboardingWatcher />
    </Group>
  );
}
