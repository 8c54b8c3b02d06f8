import { useMemo, useState, type KeyboardEvent } from 'react';
import {
  Box,
  Group,
  Kbd,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClock, IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_COUNT_CAP } from '@saldo/contracts/search';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/debounce.ts';
import { useRecents, useRememberRecent, useSearch } from '../api/search-api.ts';
import type { PageLink } from '../../../lib/page-link.ts';
import { groupsOf, matchingPages, recentGroup, type SearchItem } from './search-items.ts';

const LIST_ID = 'navbar-search-results';
const optionId = (item: SearchItem) => `navbar-search-${item.id}`;

/**
 * The navbar's search overlay: pages of the menu the user may open (matched here), and the server's
 * contractors, invoices, costs, workers, products and help articles, each section with its count.
 * Arrow keys move through every row, Enter opens one; with an empty field it offers the recent searches and visited items.
 */
export function SearchOverlay({
  opened,
  onClose,
  pages,
}: {
  opened: boolean;
  onClose: () => void;
  pages: readonly PageLink[];
}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The highlighted row, for the text it was chosen under: new results start at the first row.
  const [chosen, setChosen] = useState({ q: '', index: 0 });
  const active = chosen.q === q ? chosen.index : 0;
  const setActive = (next: (index: number) => number) => setChosen({ q, index: next(active) });
  const search = useSearch(q);
  const recents = useRecents(opened);
  const remember = useRememberRecent();

  const groups = useMemo(() => {
    if (!text.trim()) return recentGroup(recents.data ?? []);
    if (!q) return [];
    return groupsOf(
      matchingPages(pages, q, (page) => t(page.labelKey)),
      search.data,
    );
  }, [text, q, pages, t, search.data, recents.data]);
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);

  const close = () => {
    setText('');
    onClose();
  };

  const open = (item: SearchItem) => {
    if (item.group === 'recentQuery') {
      setText(item.title);
      return;
    }
    if (q) remember.mutate({ kind: 'query', key: q, label: q, section: null });
    if (item.group !== 'recentItem')
      remember.mutate({ kind: 'item', key: item.path, label: item.title, section: item.group });
    close();
    void navigate(item.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (items.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % items.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i - 1 + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[active];
      if (item) open(item);
    }
  };

  const activeItem = items[active];
  const loading = q.length > 0 && search.isFetching;
  const nothing = q.length > 0 && !loading && items.length === 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('navbar.search.title')}
      closeButtonProps={{ 'aria-label': t('navbar.search.close') }}
      size="lg"
      yOffset="8vh"
      styles={{ body: { paddingTop: 0 } }}
    >
      <TextInput
        data-autofocus
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t('navbar.search.placeholder')}
        leftSection={loading ? <Loader size={16} /> : <IconSearch size={16} aria-hidden />}
        role="combobox"
        aria-label={t('navbar.search.label')}
        aria-expanded={items.length > 0}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={activeItem ? optionId(activeItem) : undefined}
        mb="sm"
      />
      <ScrollArea.Autosize mah="60vh">
        <div id={LIST_ID} role="listbox" aria-label={t('navbar.search.results')}>
          {groups.map((group) => (
            <div key={group.key} role="group" aria-labelledby={`navbar-search-group-${group.key}`}>
              <Group justify="space-between" px="xs" pt="xs" pb={4}>
                <Text id={`navbar-search-group-${group.key}`} size="xs" fw={700} tt="uppercase" c="dimmed">
                  {t(`navbar.search.sections.${group.label}`)}
                </Text>
                <Text size="xs" c="dimmed" aria-hidden>
                  {group.total >= SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : group.total}
                </Text>
              </Group>
              {group.items.map((item) => {
                const selected = item === activeItem;
                return (
                  <UnstyledButton
                    key={item.id}
                    id={optionId(item)}
                    role="option"
                    aria-selected={selected}
                    tabIndex={-1}
                    onMouseEnter={() => setActive(() => items.indexOf(item))}
                    onClick={() => open(item)}
                    w="100%"
                    px="xs"
                    py={6}
                    style={{
                      borderRadius: 6,
                      background: selected ? 'var(--mantine-color-default-hover)' : undefined,
                    }}
                  >
                    <Group gap="xs" wrap="nowrap">
                      {group.key === 'recent' && <IconClock size={14} aria-hidden />}
                      <Box style={{ minWidth: 0 }}>
                        <Text size="sm" truncate>
                          {item.title}
                        </Text>
                        {item.subtitle ? (
                          <Text size="xs" c="dimmed" truncate>
                            {item.subtitle}
                          </Text>
                        ) : null}
                      </Box>
                    </Group>
                  </UnstyledButton>
                );
              })}
            </div>
          ))}
        </div>
      </ScrollArea.Autosize>
      <Stack gap={4} mt="sm">
        {nothing && (
          <Text size="sm" c="dimmed" role="status">
            {t('navbar.search.nothing', { q })}
          </Text>
        )}
        {search.isError && (
          <Text size="sm" c="red" role="alert">
            {t('navbar.search.failed')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          <Kbd>↑</Kbd> <Kbd>↓</Kbd> {t('navbar.search.hintMove')} · <Kbd>Enter</Kbd>{' '}
          {t('navbar.search.hintOpen')} · <Kbd>Esc</Kbd> {t('navbar.search.hintClose')}
        </Text>
      </Stack>
    </Modal>
  );
}
