import { useTranslation } from 'react-i18next';
import { PartyFilter } from '../../../components/PartyFilter.tsx';
import { useContractorOptions } from '../../contractors/api/contractor-options.ts';

/** The supplier filter of the cost list (a contractor). */
export function SupplierFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (contractorId: number | undefined) => void;
}) {
  const { t } = useTranslation('costs');
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
        label: t('list.filters.supplier'),
        placeholder: t('list.filters.any'),
        searching: t('list.filters.searching'),
        nothingFound: t('list.filters.nothingFound'),
      }}
    />
  );
}
