import { useState, type DragEvent } from 'react';
import { ActionIcon, Button, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowDown,
  IconArrowUp,
  IconGripVertical,
  IconStar,
  IconStarFilled,
  IconX,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Bookmark } from '@saldo/contracts/bookmarks';
import type { PageLink } from '../../../lib/page-link.ts';
import { usePopoverOnDemand } from '../../../lib/use-overlay-on-demand.ts';
import { moved } from './moved.ts';
import { useBookmarks, useReorderBookmarks, useStarPage, useUnstar } from '../api/bookmarks-api.ts';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The navbar's bookmarks: the user's starred pages, a star for the page on screen, and their order
 * changed by dragging or, from the keyboard, with the up and down buttons of each row.
 */
export function BookmarksMenu({ pages }: { pages: readonly PageLink[] }) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const { data: bookmarks = [] } = useBookmarks();
  const star = useStarPage();
  const unstar = useUnstar();
  const reorder = useReorderBookmarks();

  const here = trimSlash(pathname) + search;
  const current = bookmarks.find((b) => trimSlash(b.path) === here);
  const menuLink = pages.find((page) => trimSlash(page.to) === trimSlash(pathname));
  const titleOf = (bookmark: Bookmark) => (bookmark.labelKey ? t(bookmark.labelKey) : bookmark.title);

  const toggleStar = () => {
    if (current) unstar.mutate(current.id);
    else
      star.mutate({
        path: here,
        title: (menuLink ? t(menuLink.labelKey) : document.title || here).slice(0, 200),
        labelKey: menuLink?.labelKey ?? null,
      });
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= bookmarks.length || from === to) return;
    reorder.mutate(
      moved(
        bookmarks.map((b) => b.id),
        from,
        to,
      ),
    );
  };
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  const label = t('navbar.bookmarks.open');
  // The popover mounts on the first opening, not in the page's first commit (issue 18).
  const { mounted: popoverMounted, targetRef, targetProps } = usePopoverOnDemand(opened);
  const trigger = (
    <ActionIcon
      ref={targetRef}
      {...targetProps}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      {current ? <IconStarFilled size={20} /> : <IconStar size={20} />}
    </ActionIcon>
  );

  return popoverMounted ? (
    <Popover
      opened={opened}
      onChange={(value) => !value && close()}
      position="bottom-end"
      width={320}
      shadow="md"
    >
      <Popover.Target>{trigger}</Popover.Target>
      <Popover.Dropdown p="xs">
        <Group justify="space-between" mb="xs">
          <Text fw={600} size="sm">
            {t('navbar.bookmarks.title')}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={current ? <IconStarFilled size={14} /> : <IconStar size={14} />}
            onClick={toggleStar}
          >
            {current ? t('navbar.bookmarks.unstarHere') : t('navbar.bookmarks.starHere')}
          </Button>
        </Group>
        <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {bookmarks.map((bookmark, index) => (
            <Group
              component="li"
              key={bookmark.id}
              gap={2}
              wrap="nowrap"
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={onDrop(index)}
              style={{ opacity: dragged === index ? 0.5 : 1 }}
            >
              <IconGripVertical size={14} aria-hidden style={{ cursor: 'grab', flexShrink: 0 }} />
              <UnstyledButton
                component={Link}
                to={bookmark.path}
                onClick={close}
                p={4}
                style={{ flex: 1, minWidth: 0, borderRadius: 6 }}
              >
                <Text size="sm" truncate>
                  {titleOf(bookmark)}
                </Text>
              </UnstyledButton>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                disabled={index === 0}
                aria-label={t('navbar.bookmarks.moveUp', { title: titleOf(bookmark) })}
                onClick={() => move(index, index - 1)}
              >
                <IconArrowUp size={14} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="gray"
                disabled={index === bookmarks.length - 1}
                aria-label={t('navbar.bookmarks.moveDown', { title: titleOf(bookmark) })}
                onClick={() => move(index, index + 1)}
              >
                <IconArrowDown size={14} />
              </ActionIcon>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={t('navbar.bookmarks.remove', { title: titleOf(bookmark) })}
                onClick={() => unstar.mutate(bookmark.id)}
              >
                <IconX size={14} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        {bookmarks.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('navbar.bookmarks.empty')}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  ) : (
    trigger
  );
}
