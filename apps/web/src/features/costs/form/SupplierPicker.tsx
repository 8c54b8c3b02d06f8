import { useTranslation } from 'react-i18next';
import type { Contractor } from '@saldo/contracts/contractors';
import { PartyPicker } from '../../../components/PartyPicker.tsx';
import type { BuyerSummary } from '../../../lib/party-summary.ts';
import { usePartySearch } from '../../contractors/api/party-search.ts';

interface SupplierPickerProps {
  contractorId: number | null;
  supplier: BuyerSummary | null;
  error: string | undefined;
  onPick: (contractor: Contractor) => void;
}

/** The supplier (the kit's PartyPicker, as the invoice form's buyer), in the costs' words. */
export function SupplierPicker({ contractorId, supplier, error, onPick }: SupplierPickerProps) {
  const { t } = useTranslation('costs');
  const party = usePartySearch(supplier);
  return (
    <PartyPicker
      party={party}
      value={contractorId}
      summary={supplier}
      onPick={onPick}
      error={error}
      texts={{
        label: t('fields.supplier'),
        placeholder: t('form.supplierPlaceholder'),
        searching: t('form.searching'),
        nothingFound: t('form.nothingFound'),
        newParty: t('form.newSupplier'),
        details: t('form.supplierDetails'),
        nip: (nip) => t('preview.nip', { nip }),
      }}
    />
  );
}
