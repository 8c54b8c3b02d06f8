import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useContractor } from '../../contractors/api/queries.ts';
import { useContractorSearch } from '../../contractors/api/contractor-search.ts';

/**
 * The supplier filter: contractors searched on the server as the user types. A supplier chosen
 * earlier (from the address) is named from its own record, as it may not be among the results.
 */
export function SupplierFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (contractorId: number | undefined) => void;
}) {
  const { t } = useTranslation('costs');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const selected = useContractor(value ?? 0);
  const selectedName = selected.data?.name;
  const query = selectedName !== undefined && debounced === selectedName ? '' : debounced;
  const results = useContractorSearch(query);
  const found = results.data ?? [];

  const options = found.map((contractor) => ({ value: String(contractor.id), label: contractor.name }));
  if (value !== undefined && selectedName && !found.some((contractor) => contractor.id === value)) {
    options.unshift({ value: String(value), label: selectedName });
  }

  return (
    <Select
      label={t('list.filters.supplier')}
      placeholder={t('list.filters.any')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={results.isFetching ? t('list.filters.searching') : t('list.filters.nothingFound')}
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : Number(next))}
    />
  );
}
