import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePartySearch } from '../../contractors/api/party-search.ts';

/** Staff placing an order for a customer (a phone order): the contractor, searched on the server. */
export function BuyerPicker({
  value,
  onChange,
}: {
  value: { id: number; name: string } | null;
  onChange: (buyer: { id: number; name: string } | null) => void;
}) {
  const { t } = useTranslation('shop');
  const party = usePartySearch(value);
  return (
    <Select
      label={t('checkout.buyer')}
      placeholder={t('checkout.buyerPlaceholder')}
      required
      searchable
      data={party.options}
      value={value ? String(value.id) : null}
      searchValue={party.search}
      onSearchChange={party.setSearch}
      nothingFoundMessage={party.searching ? t('loading') : t('checkout.buyerNone')}
      filter={({ options }) => options}
      onChange={(id) => {
        const found = party.find(id);
        onChange(found ? { id: found.id, name: found.name } : null);
      }}
    />
  );
}
