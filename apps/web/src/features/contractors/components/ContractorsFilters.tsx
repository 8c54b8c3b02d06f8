import { Grid, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contractorVatFilters, type ContractorListQuery } from '@saldo/contracts/contractors';
import { CountrySelect } from '../form/CountrySelect.tsx';
import { DebouncedInput } from '../../../components/DebouncedInput.tsx';
import type { SearchField } from '../../../lib/use-list-state.ts';
import type { ListQueryPatch } from '../list-state.ts';

const isVatFilter = (value: string | null): value is NonNullable<ContractorListQuery['vatStatus']> =>
  contractorVatFilters.some((filter) => filter === value);

/**
 * Search and tag (debounced: one request when typing pauses, not one per key) and the filters.
 */
export function ContractorsFilters({
  query,
  search,
  onChange,
}: {
  query: ContractorListQuery;
  search: SearchField;
  onChange: (patch: ListQueryPatch) => void;
}) {
  const { t } = useTranslation('contractors');

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          defaultValue={search.defaultValue}
          onChange={(event) => search.onChange(event.currentTarget.value)}
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
        <DebouncedInput
          label={t('list.filters.tag')}
          placeholder={t('list.filters.any')}
          value={query.tag}
          onCommit={(tag) => onChange({ tag })}
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
