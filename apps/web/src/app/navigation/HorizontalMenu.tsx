import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useAbility } from '@casl/react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import {
  isGroupActive,
  isLinkActive,
  menuItems,
  visibleMenu,
  type MenuGroup,
  type MenuLink,
} from './menu-items.ts';

function TopLink({ item, pathname }: { item: MenuLink; pathname: string }) {
  const { t } = useTranslation('common');
  const active = isLinkActive(item, pathname);
  const Icon = item.icon;
  return (
    <Button
      component={Link}
      to={item.to}
      size="compact-md"
      fw={500}
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'gray'}
      leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
      aria-current={active ? 'page' : undefined}
    >
      {t(item.labelKey)}
    </Button>
  );
}

function TopGroup({ item, pathname }: { item: MenuGroup; pathname: string }) {
  const { t } = useTranslation('common');
  const active = isGroupActive(item, pathname);
  const Icon = item.icon;
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start" loop>
      <Menu.Target>
        <Button
          size="compact-md"
          fw={500}
          variant={active ? 'light' : 'subtle'}
          color={active ? undefined : 'gray'}
          leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t(item.labelKey)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {item.children.map((child) => {
          const ChildIcon = child.icon;
          const childActive = isLinkActive(child, pathname);
          return (
            <Menu.Item
              key={child.id}
              component={Link}
              to={child.to}
              leftSection={<ChildIcon size={16} stroke={1.6} aria-hidden />}
              color={childActive ? 'indigo' : undefined}
              fw={childActive ? 600 : undefined}
              aria-current={childActive ? 'page' : undefined}
            >
              {t(child.labelKey)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The top menu of the horizontal layout: the same entries as the left menu, groups as drop-downs. */
export function HorizontalMenu() {
  const ability = useAbility<AppAbility>();
  const { pathname } = useLocation();
  const entries = visibleMenu(menuItems, ability);
  return (
    // One row; on a narrow desktop it scrolls sideways rather than growing under the page.
    <Group gap={4} wrap="nowrap" style={{ overflowX: 'auto', scrollbarWidth: 'thin' }}>
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <TopLink key={entry.id} item={entry} pathname={pathname} />
        ) : (
          <TopGroup key={entry.id} item={entry} pathname={pathname} />
        ),
      )}
    </Group>
  );
}
