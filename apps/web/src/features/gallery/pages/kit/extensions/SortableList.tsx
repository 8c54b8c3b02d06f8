import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ActionIcon, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { moveItem } from './reorder.ts';

type Key = string | number;

interface SortableListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  /** What the handle and the announcements call an item ("FV/12/2026"). */
  itemLabel: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onReorder: (items: T[]) => void;
  /** The list's accessible name. */
  label: string;
  disabled?: boolean;
}

/**
 * A list reordered with the mouse (native HTML5 drag) or the keyboard: Space or Enter on a row's
 * handle lifts it, the arrow keys move it, Space or Enter drops it and Escape puts it back. Every
 * step is announced in a live region, so a screen reader user hears where the row is.
 */
export function SortableList<T>({
  items,
  itemKey,
  itemLabel,
  renderItem,
  onReorder,
  label,
  disabled = false,
}: SortableListProps<T>) {
  const { t } = useTranslation('galleryExtensions');
  const instructionsId = useId();
  const [lifted, setLifted] = useState<{ key: Key; from: number } | null>(null);
  const [dragged, setDragged] = useState<Key | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<Key, HTMLButtonElement>());
  // What a blur's deferred check reads: the state as it is then, not as it was when the blur came.
  const latest = useRef({ lifted, items });
  useEffect(() => {
    latest.current = { lifted, items };
  }, [lifted, items]);
  const count = items.length;

  // React moves a row's element when the order changes, and a moved element loses the focus: the
  // lifted row's handle takes it back, so the arrow keys keep working.
  useLayoutEffect(() => {
    if (lifted === null) return;
    const handle = handles.current.get(lifted.key);
    if (handle && document.activeElement !== handle) handle.focus();
  }, [items, lifted]);

  const say = (key: string, item: T, position: number) =>
    setAnnouncement(t(key, { item: itemLabel(item), position: position + 1, count }));

  const onHandleKey = (item: T, index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const key = itemKey(item);
    const isLifted = lifted?.key === key;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (isLifted) {
        setLifted(null);
        say('demo.dragDrop.dropped', item, index);
      } else {
        setLifted({ key, from: index });
        say('demo.dragDrop.lifted', item, index);
      }
      return;
    }
    if (!isLifted) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const to = event.key === 'ArrowUp' ? index - 1 : index + 1;
      if (to < 0 || to >= count) {
        say('demo.dragDrop.edge', item, index);
        return;
      }
      onReorder(moveItem(items, index, to));
      say('demo.dragDrop.moved', item, to);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onReorder(moveItem(items, index, lifted.from));
      setLifted(null);
      say('demo.dragDrop.cancelled', item, lifted.from);
    }
  };

  // Leaving the lifted handle (Tab, a click elsewhere) drops the row where it is. The check waits a
  // tick: a row that React just moved blurs for a moment before the layout effect focuses it again.
  const onHandleBlur = (item: T) => () => {
    const key = itemKey(item);
    window.setTimeout(() => {
      if (document.activeElement === handles.current.get(key)) return;
      const { lifted: current, items: now } = latest.current;
      if (current?.key !== key) return;
      setLifted(null);
      say(
        'demo.dragDrop.dropped',
        item,
        Math.max(
          0,
          now.findIndex((each) => itemKey(each) === key),
        ),
      );
    }, 0);
  };

  const draggedIndex = items.findIndex((item) => itemKey(item) === dragged);
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    const item = items[draggedIndex];
    if (item !== undefined && draggedIndex !== index) {
      onReorder(moveItem(items, draggedIndex, index));
      say('demo.dragDrop.dropped', item, index);
    }
    setDragged(null);
    setOver(null);
  };

  return (
    <Stack gap="xs">
      <Text size="sm" id={instructionsId}>
        {t('demo.dragDrop.instructions')}
      </Text>
      <Stack gap={6} component="ul" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item, index) => {
          const key = itemKey(item);
          const isLifted = lifted?.key === key;
          const isTarget = over === index && dragged !== null && draggedIndex !== index;
          return (
            <Paper
              component="li"
              key={key}
              withBorder
              radius="md"
              p="xs"
              draggable={!disabled}
              onDragStart={(event: DragEvent) => {
                event.dataTransfer.effectAllowed = 'move';
                // Firefox starts a drag only when it carries data.
                event.dataTransfer.setData('text/plain', itemLabel(item));
                setDragged(key);
              }}
              onDragOver={(event: DragEvent) => {
                if (dragged === null) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(index);
              }}
              onDrop={onDrop(index)}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
              data-lifted={isLifted || undefined}
              style={{
                opacity: dragged === key ? 0.5 : 1,
                borderColor: isLifted || isTarget ? 'var(--mantine-color-indigo-6)' : undefined,
                boxShadow: isLifted ? 'var(--mantine-shadow-md)' : undefined,
                cursor: disabled ? 'default' : 'grab',
              }}
            >
              <Group wrap="nowrap" gap="sm">
                <ActionIcon
                  ref={(node: HTMLButtonElement | null) => {
                    if (node) handles.current.set(key, node);
                    else handles.current.delete(key);
                  }}
                  variant={isLifted ? 'filled' : 'subtle'}
                  color={isLifted ? 'indigo' : 'gray'}
                  disabled={disabled}
                  aria-label={t('demo.dragDrop.handle', { item: itemLabel(item) })}
                  aria-describedby={instructionsId}
                  aria-pressed={isLifted}
                  onKeyDown={onHandleKey(item, index)}
                  onBlur={onHandleBlur(item)}
                >
                  <IconGripVertical size={16} aria-hidden />
                </ActionIcon>
                <Text size="sm" fw={700} w={24} ta="right" aria-hidden>
                  {index + 1}.
                </Text>
                <Box style={{ flex: 1, minWidth: 0 }}>{renderItem(item)}</Box>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <Text size="sm" role="status" mih={22}>
        {announcement}
      </Text>
    </Stack>
  );
}
