import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Contractor } from '@saldo/contracts/contractors';
import { useNewClientPanel } from '../../../lib/new-client-panel.ts';
import type { BuyerSummary } from '../../../lib/party-summary.ts';
import { useContractorSearch } from '../../contractors/api/contractor-search.ts';

interface SupplierPickerProps {
  contractorId: number | null;
  supplier: BuyerSummary | null;
  error: string | undefined;
  onPick: (contractor: Contractor) => void;
}

/**
 * The supplier: contractors searched on the server as the user types, or a new one added in the
 * global 'Nowy klient' panel. The invoice form's BuyerPicker does the same for a buyer, but is bound
 * to the invoice form's type and labels, so it cannot be reused as it is.
 */
export function SupplierPicker({ contractorId, supplier, error, onPick }: SupplierPickerProps) {
  const { t } = useTranslation('costs');
  const panel = useNewClientPanel();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // The chosen supplier's name is what the input shows: it is not a query.
  const query = supplier !== null && debounced === supplier.name ? '' : debounced;
  const results = useContractorSearch(query);
  const found = results.data ?? [];

  const options = found.map((contractor) => ({ value: String(contractor.id), label: contractor.name }));
  if (supplier && !found.some((contractor) => contractor.id === supplier.id)) {
    options.unshift({ value: String(supplier.id), label: supplier.name });
  }

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label={t('fields.supplier')}
          placeholder={t('form.supplierPlaceholder')}
          withAsterisk
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={results.isFetching ? t('form.searching') : t('form.nothingFound')}
          data={options}
          value={contractorId === null ? null : String(contractorId)}
          onChange={(value) => {
            const contractor = found.find((c) => String(c.id) === value);
            if (contractor) onPick(contractor);
          }}
          allowDeselect={false}
          error={error}
        />
        <Button
          variant="light"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          aria-haspopup="dialog"
          onClick={() =>
            panel.open({
              onCreated: (contractor) => {
                onPick(contractor);
                setSearch(contractor.name);
              },
            })
          }
        >
          {t('form.newSupplier')}
        </Button>
      </Group>
      {supplier && (
        <Stack gap={0} aria-label={t('form.supplierDetails')}>
          <Text fw={500}>{supplier.name}</Text>
          {supplier.nip && <Text size="sm">{t('preview.nip', { nip: supplier.nip })}</Text>}
          {supplier.address && (
            <Text size="sm" c="dimmed">
              {supplier.address}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
