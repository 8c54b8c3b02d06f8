import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { Contractor } from '@saldo/contracts/contractors';
import type { PartySearch } from '../../../components/PartyPicker.tsx';
import { useContractorSearch } from './contractor-search.ts';

/**
 * What a form's party picker (the invoice's buyer, the cost's supplier) searches: contractors found on
 * the server as the user types. The chosen party is offered even when it is not among the results;
 * once picked, the field shows its name, which is not a new search.
 */
export function usePartySearch(chosen: { id: number; name: string } | null): PartySearch {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const query = chosen !== null && debounced === chosen.name ? '' : debounced;
  const results = useContractorSearch(query);
  const found: Contractor[] = results.data ?? [];

  const options = found.map((contractor) => ({ value: String(contractor.id), label: contractor.name }));
  if (chosen && !found.some((contractor) => contractor.id === chosen.id)) {
    options.unshift({ value: String(chosen.id), label: chosen.name });
  }
  return {
    search,
    setSearch,
    options,
    searching: results.isFetching,
    find: (value) => found.find((contractor) => String(contractor.id) === value),
  };
}
