import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isInvoiceableBuyerNip } from '@saldo/contracts/contractor-rules';
import type { Contractor, RecipientUnit } from '@saldo/contracts/contractors';
import { useNewClientPanel } from '../../../lib/new-client-panel.ts';
import { addressLine, type BuyerSummary } from '../../../lib/party-summary.ts';
import { useContractorSearch } from '../../contractors/api/contractor-search.ts';
import type { InvoiceForm } from './invoice-form-type.ts';

interface BuyerPickerProps {
  form: InvoiceForm;
  buyer: BuyerSummary | null;
  /** A contractor was picked (from the search or just created in the 'New client' panel). */
  onPick: (contractor: Contractor) => void;
  disabled?: boolean;
}

/** The buyer: contractors searched on the server as the user types, or a new one added on the spot. */
export function BuyerPicker({ form, buyer, onPick, disabled = false }: BuyerPickerProps) {
  const { t } = useTranslation('invoiceForm');
  const panel = useNewClientPanel();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // The selected buyer's name is what the input shows: it is not a query.
  const query = buyer !== null && debounced === buyer.name ? '' : debounced;
  const results = useContractorSearch(query);
  const found = results.data ?? [];

  const options = found.map((contractor) => ({ value: String(contractor.id), label: contractor.name }));
  if (buyer && !found.some((contractor) => contractor.id === buyer.id)) {
    options.unshift({ value: String(buyer.id), label: buyer.name });
  }

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label={t('buyer.label')}
          placeholder={t('buyer.placeholder')}
          withAsterisk
          searchable
          disabled={disabled}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          nothingFoundMessage={results.isFetching ? t('buyer.searching') : t('buyer.nothingFound')}
          data={options}
          value={form.values.contractorId === null ? null : String(form.values.contractorId)}
          onChange={(value) => {
            const contractor = found.find((c) => String(c.id) === value);
            if (contractor) onPick(contractor);
          }}
          allowDeselect={false}
          error={form.errors.contractorId}
        />
        <Button
          variant="light"
          disabled={disabled}
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
          {t('buyer.newClient')}
        </Button>
      </Group>
      {buyer && (
        <Stack gap={0} aria-label={t('buyer.details')}>
          <Text fw={500}>{buyer.name}</Text>
          {buyer.nip && <Text size="sm">{t('party.nip', { nip: buyer.nip })}</Text>}
          {!isInvoiceableBuyerNip(buyer.nip, buyer.country ?? 'PL') && (
            <Text size="sm" c="red" role="alert">
              {t('buyer.nipInvalid')}
            </Text>
          )}
          {buyer.address && (
            <Text size="sm" c="dimmed">
              {buyer.address}
            </Text>
          )}
          {buyer.recipientUnit && <RecipientUnitLine unit={buyer.recipientUnit} />}
        </Stack>
      )}
    </Stack>
  );
}

/** The unit KSeF gives access to the invoice (Podmiot3), as the PDF names it under the buyer. */
function RecipientUnitLine({ unit }: { unit: RecipientUnit }) {
  const { t } = useTranslation('invoiceForm');
  const address = addressLine(unit);
  return (
    <Stack gap={0} mt={6} role="group" aria-label={t(`buyer.unit.${unit.kind}`)}>
      <Text size="sm" fw={500}>
        {t(`buyer.unit.${unit.kind}`)}
      </Text>
      <Text size="sm">
        {[unit.name, unit.nip ? t('party.nip', { nip: unit.nip }) : ''].filter(Boolean).join(', ')}
      </Text>
      {address && (
        <Text size="sm" c="dimmed">
          {address}
        </Text>
      )}
    </Stack>
  );
}
