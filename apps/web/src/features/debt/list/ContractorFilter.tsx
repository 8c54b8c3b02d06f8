import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useContractor } from '../../contractors/api/queries.ts';
import { useContractorSearch } from '../../contractors/api/contractor-search.ts';

/**
 * The buyer filter: contractors searched on the server as the user types. A buyer chosen earlier
 * (from the address) is named from its own record, as it may not be among the results.
 */
export function ContractorFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (contractorId: number | undefined) => void;
}) {
  const { t } = useTranslation('debt');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const selected = useContractor(value ?? 0);
  const selectedName = selected.data?.name;
  // Once a buyer is picked the field shows its name: that is not a new search.
  const query = selectedName !== undefined && debounced === selectedName ? '' : debounced;
  const results = useContractorSearch(query);
  const found = results.data ?? [];

  const options = found.map((contractor) => ({ value: String(contractor.id), label: contractor.name }));
  if (value !== undefined && selectedName && !found.some((contractor) => contractor.id === value)) {
    options.unshift({ value: String(value), label: selectedName });
  }

  return (
    <Select
      label={t('filters.contractor')}
      placeholder={t('filters.any')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={results.isFetching ? t('filters.searching') : t('filters.nothingFound')}
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : Number(next))}
    />
  );
}
