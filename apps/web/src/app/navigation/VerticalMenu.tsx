import { useState } from 'react';
import { NavLink } from '@mantine/core';
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
import classes from './VerticalMenu.module.css';

interface VerticalMenuProps {
  /** Called after a link is followed (closes the menu on phones). */
  onNavigate?: () => void;
}

const navLinkClasses = {
  root: classes.link,
  label: classes.label,
  chevron: classes.chevron,
  collapse: classes.collapse,
};

function MenuLinkItem({
  item,
  pathname,
  onNavigate,
}: {
  item: MenuLink;
  pathname: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('common');
  const active = isLinkActive(item, pathname);
  const Icon = item.icon;
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={t(item.labelKey)}
      // Keeps the name when the collapsed menu hides the label.
      aria-label={t(item.labelKey)}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      active={active}
      aria-current={active ? 'page' : undefined}
      classNames={navLinkClasses}
      onClick={onNavigate}
    />
  );
}

function MenuGroupItem({
  item,
  pathname,
  onNavigate,
}: {
  item: MenuGroup;
  pathname: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('common');
  const active = isGroupActive(item, pathname);
  const [opened, setOpened] = useState(active);
  // A group's links are made when it is first opened, not with the menu: the admin's closed groups
  // hold about fifty links, a third of the shell's components on every page load (issue 18).
  const [everOpened, setEverOpened] = useState(active);
  const toggle = (next: boolean) => {
    if (next) setEverOpened(true);
    setOpened(next);
  };
  const Icon = item.icon;
  return (
    <NavLink
      component="button"
      type="button"
      label={t(item.labelKey)}
      aria-label={t(item.labelKey)}
      leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
      opened={opened}
      onChange={toggle}
      aria-expanded={opened}
      active={active && !opened}
      variant="subtle"
      classNames={navLinkClasses}
      childrenOffset={28}
      w="100%"
    >
      {everOpened ? (
        item.children.map((child) => (
          <MenuLinkItem key={child.id} item={child} pathname={pathname} onNavigate={onNavigate} />
        ))
      ) : (
        // NavLink is a group (chevron, toggling) only while it has children.
        <span hidden />
      )}
    </NavLink>
  );
}

/** The left menu (put it in a labelled <nav>): the user's visible entries, groups that collapse, the current page highlighted. */
export function VerticalMenu({ onNavigate }: VerticalMenuProps) {
  const ability = useAbility<AppAbility>();
  const { pathname } = useLocation();
  const entries = visibleMenu(menuItems, ability);

  return (
    // Native scrolling, not Mantine's ScrollArea: that measures itself as it mounts, forcing a
    // layout of the whole new page inside React's first commit (issue 18).
    <div className={classes.scroll}>
      <div style={{ padding: 'var(--mantine-spacing-xs)' }}>
        {entries.map((entry) => {
          if (entry.kind === 'link') {
            return <MenuLinkItem key={entry.id} item={entry} pathname={pathname} onNavigate={onNavigate} />;
          }
          return <MenuGroupItem key={entry.id} item={entry} pathname={pathname} onNavigate={onNavigate} />;
        })}
      </div>
    </div>
  );
}
