import { useState } from 'react';
import { Autocomplete, Group, Loader, SimpleGrid, Stack, Text, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AutosuggestItem } from '@saldo/contracts/gallery';
import { LoadError } from '../../../components/LoadError.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/debounce.ts';
import { useSuggestions } from '../api/queries.ts';
import { Example, GalleryPage, GallerySection } from '../components/GalleryPage.tsx';
import { StatesSection } from '../components/States.tsx';

const SNIPPET = `const [text, setText] = useState('');
const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
const suggestions = useSuggestions(q); // GET /api/autosuggest/data?q=

<Autocomplete
  label={t('autosuggest.label')}
  value={text}
  onChange={setText}
  data={groupsOf(suggestions.data)}   // [{ group: 'Contractors', items: [...] }, …]
  filter={({ options }) => options}   // the server has filtered already
  onOptionSubmit={(value) => navigate(pathOf(value))}
/>`;

/** The text shown for an item: its name and what tells it apart (NIP, brand or address). */
const optionText = (item: AutosuggestItem) => (item.detail ? `${item.label} · ${item.detail}` : item.label);

/**
 * An auto-suggest over the server's contractors, products and screens: asked after a pause in typing,
 * grouped, walked with the arrow keys; choosing one opens it.
 */
function ServerAutocomplete(props: Omit<AutocompleteProps, 'data' | 'value' | 'onChange'>) {
  const { t } = useTranslation('gallery');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useSuggestions(q);
  const byText = new Map<string, AutosuggestItem>();
  const data = (q ? (suggestions.data?.groups ?? []) : [])
    .map((group) => ({
      group: t(`autosuggest.groups.${group.group}`),
      items: group.items
        .filter((item) => {
          // Two results that read the same would be one option; the first is kept.
          const key = optionText(item);
          if (byText.has(key)) return false;
          byText.set(key, item);
          return true;
        })
        .map(optionText),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <Stack gap={4}>
      <Autocomplete
        {...props}
        value={text}
        onChange={setText}
        data={data}
        filter={({ options }) => options}
        limit={30}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          suggestions.isFetching ? <Loader size="xs" aria-label={t('autosuggest.searching')} /> : null
        }
        onOptionSubmit={(value) => {
          const item = byText.get(value);
          if (item) void navigate(item.path);
        }}
      />
      {suggestions.isError && (
        <LoadError
          title={t('frame.errorTitle')}
          error={suggestions.error}
          retrying={suggestions.isFetching}
          onRetry={() => void suggestions.refetch()}
        />
      )}
      {q && suggestions.data && data.length === 0 && !suggestions.isFetching && (
        <Text size="xs" c="dimmed" aria-live="polite">
          {t('autosuggest.nothing')}
        </Text>
      )}
    </Stack>
  );
}

/** /forms/form-element/auto-suggest: the app's auto-suggest over contractors, products and screens. */
export default function AutoSuggestPage() {
  const { t } = useTranslation('gallery');
  return (
    <GalleryPage title={t('autosuggest.title')} whenUsed={t('autosuggest.whenUsed')} snippet={SNIPPET}>
      <GallerySection title={t('autosuggest.demo')} description={t('autosuggest.demoNote')}>
        <ServerAutocomplete
          label={t('autosuggest.label')}
          placeholder={t('autosuggest.placeholder')}
          maw={480}
        />
      </GallerySection>
      <GallerySection title={t('frame.variants')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Example label={t('autosuggest.variants.default')}>
            <ServerAutocomplete label={t('autosuggest.label')} variant="default" />
          </Example>
          <Example label={t('autosuggest.variants.filled')}>
            <ServerAutocomplete label={t('autosuggest.label')} variant="filled" />
          </Example>
        </SimpleGrid>
      </GallerySection>
      <GallerySection title={t('frame.sizes')}>
        <Group align="flex-end" grow>
          {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
            <Example key={size} label={size}>
              <ServerAutocomplete label={t('autosuggest.label')} size={size} />
            </Example>
          ))}
        </Group>
      </GallerySection>
      <StatesSection disabled={<Autocomplete label={t('autosuggest.label')} data={[]} disabled />} />
    </GalleryPage>
  );
}
