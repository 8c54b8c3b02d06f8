import { useTranslation } from 'react-i18next';
import { PartyFilter } from '../../../components/PartyFilter.tsx';
import { useContractorOptions } from '../../contractors/api/contractor-options.ts';

/** The buyer filter of the overdue list (a contractor). */
export function ContractorFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (contractorId: number | undefined) => void;
}) {
  const { t } = useTranslation('debt');
  const { search, setSearch, options, searching } = useContractorOptions(value);
  return (
    <PartyFilter
      value={value}
      onChange={onChange}
      search={search}
      onSearchChange={setSearch}
      options={options}
      searching={searching}
      texts={{
        label: t('filters.contractor'),
        placeholder: t('filters.any'),
        searching: t('filters.searching'),
        nothingFound: t('filters.nothingFound'),
      }}
    />
  );
}
