import { Select } from '@mantine/core';

/** The words of a party filter, in the list's namespace (the caller translates them). */
export interface PartyFilterTexts {
  label: string;
  placeholder: string;
  searching: string;
  nothingFound: string;
}

/**
 * A list's filter by buyer or supplier: a searchable select whose options the server finds (see the
 * contractors feature's `useContractorOptions`), so no filtering happens here.
 */
export function PartyFilter({
  value,
  onChange,
  search,
  onSearchChange,
  options,
  searching,
  texts,
}: {
  value: number | undefined;
  onChange: (contractorId: number | undefined) => void;
  search: string;
  onSearchChange: (text: string) => void;
  options: { value: string; label: string }[];
  searching: boolean;
  texts: PartyFilterTexts;
}) {
  return (
    <Select
      label={texts.label}
      placeholder={texts.placeholder}
      searchable
      clearable
      searchValue={search}
      onSearchChange={onSearchChange}
      filter={({ options: all }) => all}
      nothingFoundMessage={searching ? texts.searching : texts.nothingFound}
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : Number(next))}
    />
  );
}
