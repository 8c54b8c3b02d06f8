import { useEffect, useEffectEvent, useState } from 'react';
import { Grid, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contractorVatFilters, type ContractorListQuery } from '@saldo/contracts/contractors';
import { CountrySelect } from '../form/CountrySelect.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/debounce.ts';
import type { ListQueryPatch } from '../list-state.ts';

const isVatFilter = (value: string | null): value is NonNullable<ContractorListQuery['vatStatus']> =>
  contractorVatFilters.some((filter) => filter === value);

/**
 * Search (debounced: one request when typing pauses, not one per key) and the filters. Typed text
 * is kept here and sent to the address only once it settles.
 */
export function ContractorsFilters({
  query,
  onChange,
}: {
  query: ContractorListQuery;
  onChange: (patch: ListQueryPatch) => void;
}) {
  const { t } = useTranslation('contractors');
  const [search, setSearch] = useState(query.q ?? '');
  const [tag, setTag] = useState(query.tag ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [debouncedTag] = useDebouncedValue(tag.trim(), SEARCH_DEBOUNCE_MS);

  // Effect events read the latest query and callback without making them reasons to re-run.
  const applySearch = useEffectEvent((q: string) => {
    if (q !== (query.q ?? '')) onChange({ q: q || undefined });
  });
  const applyTag = useEffectEvent((value: string) => {
    if (value !== (query.tag ?? '')) onChange({ tag: value || undefined });
  });
  useEffect(() => applySearch(debouncedSearch), [debouncedSearch]);
  useEffect(() => applyTag(debouncedTag), [debouncedTag]);

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <CountrySelect
          label={t('list.filters.country')}
          placeholder={t('list.filters.any')}
          clearable
          allowDeselect
          value={query.country ?? ''}
          onChange={(code) => onChange({ country: code || undefined })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
        <TextInput
          label={t('list.filters.tag')}
          placeholder={t('list.filters.any')}
          value={tag}
          onChange={(event) => setTag(event.currentTarget.value)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
        <Select
          label={t('list.filters.vatStatus')}
          placeholder={t('list.filters.any')}
          clearable
          data={contractorVatFilters.map((value) => ({ value, label: t(`vatStatus.${value}`) }))}
          value={query.vatStatus ?? null}
          onChange={(value) => onChange({ vatStatus: isVatFilter(value) ? value : undefined })}
        />
      </Grid.Col>
    </Grid>
  );
}
