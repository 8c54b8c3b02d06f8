import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useContractorSearch } from './contractor-search.ts';
import { useContractor } from './queries.ts';

/**
 * What a contractor filter offers: contractors searched on the server as the user types. One chosen
 * earlier (from the address) is named from its own record, as it may not be among the results; once
 * it is picked the field shows its name, which is not a new search.
 */
export function useContractorOptions(value: number | undefined) {
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
  return { search, setSearch, options, searching: results.isFetching };
}
