import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isInvoiceableBuyerNip } from '@saldo/contracts/contractor-rules';
import type { Contractor, RecipientUnit } from '@saldo/contracts/contractors';
import { PartyPicker } from '../../../components/PartyPicker.tsx';
import { addressLine, type BuyerSummary } from '../../../lib/party-summary.ts';
import { usePartySearch } from '../../contractors/api/party-search.ts';
import type { InvoiceForm } from './invoice-form-type.ts';

interface BuyerPickerProps {
  form: InvoiceForm;
  buyer: BuyerSummary | null;
  /** A contractor was picked (from the search or just created in the 'New client' panel). */
  onPick: (contractor: Contractor) => void;
  disabled?: boolean;
}

/** The buyer (the kit's PartyPicker), with a NIP an invoice cannot carry flagged and the recipient unit. */
export function BuyerPicker({ form, buyer, onPick, disabled = false }: BuyerPickerProps) {
  const { t } = useTranslation('invoiceForm');
  const party = usePartySearch(buyer);
  return (
    <PartyPicker
      party={party}
      value={form.values.contractorId}
      summary={buyer}
      onPick={onPick}
      error={form.errors.contractorId}
      disabled={disabled}
      texts={{
        label: t('buyer.label'),
        placeholder: t('buyer.placeholder'),
        searching: t('buyer.searching'),
        nothingFound: t('buyer.nothingFound'),
        newParty: t('buyer.newClient'),
        details: t('buyer.details'),
        nip: (nip) => t('party.nip', { nip }),
      }}
      warning={
        buyer &&
        !isInvoiceableBuyerNip(buyer.nip, buyer.country ?? 'PL') && (
          <Text size="sm" c="red" role="alert">
            {t('buyer.nipInvalid')}
          </Text>
        )
      }
    >
      {buyer?.recipientUnit && <RecipientUnitLine unit={buyer.recipientUnit} />}
    </PartyPicker>
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
