import { useDeferredValue, useState } from 'react';
import {
  ActionIcon,
  CloseButton,
  CopyButton,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCopy, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GallerySection } from '../../../components/GalleryPage.tsx';
import { APP_ICONS } from './app-icons.ts';
import { FEATHER_TO_TABLER } from './feather-icons.ts';
import { importLine, matchesIcon } from './icon-search.ts';

/** Tabler name → the Feather names it stands for. */
const FEATHER_NAMES = FEATHER_TO_TABLER.reduce((map, { feather, tabler }) => {
  map.set(tabler, [...(map.get(tabler) ?? []), feather]);
  return map;
}, new Map<string, string[]>());

const APP_ENTRIES = Object.entries(APP_ICONS).map(([name, icon]) => ({
  name,
  icon,
  feather: FEATHER_NAMES.get(name) ?? [],
}));

const tileStyle = {
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 'var(--mantine-spacing-sm)',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-md)',
};

/**
 * The icons the app uses, searchable by Tabler or Feather name; a tile copies its import line. One
 * search filters both the grid and the table of Feather equivalents.
 */
export function IconSections() {
  const { t } = useTranslation('galleryUi');
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const [copied, setCopied] = useState('');
  const shown = APP_ENTRIES.filter((entry) => matchesIcon(search, [entry.name, ...entry.feather]));
  const equivalents = FEATHER_TO_TABLER.filter((entry) => matchesIcon(search, [entry.feather, entry.tabler]));

  return (
    <>
      <GallerySection title={t('demo.icons.appTitle')} description={t('demo.icons.appNote')}>
        <TextInput
          label={t('demo.icons.search')}
          description={t('demo.icons.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          maw={420}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setQuery('');
          }}
          rightSection={
            query === '' ? null : (
              <CloseButton size="sm" aria-label={t('demo.icons.clear')} onClick={() => setQuery('')} />
            )
          }
        />
        <Text size="sm" aria-live="polite">
          {t('demo.icons.count', { shown: shown.length, total: APP_ENTRIES.length })}
        </Text>
        <VisuallyHidden role="status">{copied && t('demo.icons.copied', { line: copied })}</VisuallyHidden>
        {shown.length === 0 ? (
          <Text size="sm">{t('demo.icons.none', { query: search })}</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="xs" role="list">
            {shown.map(({ name, icon: Icon, feather }) => (
              <div role="listitem" key={name}>
                <CopyButton value={importLine(name)}>
                  {({ copied: done, copy }) => (
                    <UnstyledButton
                      style={tileStyle}
                      aria-label={t('demo.icons.copyImport', { name })}
                      onClick={() => {
                        copy();
                        setCopied(importLine(name));
                      }}
                    >
                      <Stack align="center" gap={4}>
                        <Icon size={26} stroke={1.6} aria-hidden />
                        <Text size="xs" ff="monospace" ta="center" style={{ overflowWrap: 'anywhere' }}>
                          {name}
                        </Text>
                        {done ? (
                          <Text size="xs" c="var(--mantine-color-teal-light-color)">
                            {t('gallery:frame.copied')}
                          </Text>
                        ) : (
                          feather.length > 0 && <Text size="xs">{`feather: ${feather.join(', ')}`}</Text>
                        )}
                      </Stack>
                    </UnstyledButton>
                  )}
                </CopyButton>
              </div>
            ))}
          </SimpleGrid>
        )}
      </GallerySection>
      <GallerySection title={t('demo.icons.featherTitle')} description={t('demo.icons.featherNote')}>
        {equivalents.length === 0 ? (
          <Text size="sm">{t('demo.icons.none', { query: search })}</Text>
        ) : (
          <Table verticalSpacing={4} aria-label={t('demo.icons.featherTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('demo.icons.feather')}</Table.Th>
                <Table.Th>{t('demo.icons.tabler')}</Table.Th>
                <Table.Th>{t('demo.icons.inApp')}</Table.Th>
                <Table.Th>{t('demo.icons.import')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {equivalents.map(({ feather, tabler, icon: Icon }) => (
                <Table.Tr key={feather}>
                  <Table.Td ff="monospace">{feather}</Table.Td>
                  <Table.Td>
                    <Text
                      span
                      size="sm"
                      ff="monospace"
                      style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}
                    >
                      <Icon size={20} stroke={1.6} aria-hidden />
                      {tabler}
                    </Text>
                  </Table.Td>
                  <Table.Td>{tabler in APP_ICONS ? t('demo.icons.yes') : t('demo.icons.no')}</Table.Td>
                  <Table.Td>
                    <CopyButton value={importLine(tabler)}>
                      {({ copied: done, copy }) => (
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('demo.icons.copyImport', { name: tabler })}
                          onClick={() => {
                            copy();
                            setCopied(importLine(tabler));
                          }}
                        >
                          {done ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                        </ActionIcon>
                      )}
                    </CopyButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </GallerySection>
    </>
  );
}
