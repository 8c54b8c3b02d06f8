import { Select, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceParty } from '@saldo/contracts/invoices';
import { useBankAccounts, useCompany } from '../../settings/api/queries.ts';
import { addressLine } from '../../../lib/party-summary.ts';
import type { InvoiceForm } from './invoice-form-type.ts';

interface SellerBlockProps {
  form: InvoiceForm;
  disabled?: boolean;
  /**
   * The seller printed on an invoice that can no longer change: shown instead of today's company
   * settings, which may have changed since it was issued.
   */
  snapshot?: InvoiceParty | undefined;
}

/** The seller (read-only here) and the account to pay into. */
export function SellerBlock({ form, disabled = false, snapshot }: SellerBlockProps) {
  const { t } = useTranslation('invoiceForm');
  const accounts = useBankAccounts();
  const data = (accounts.data ?? []).map((account) => ({
    value: String(account.id),
    label: `${account.name || account.iban} (${account.currency})`,
  }));

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" c="dimmed">
        {t('seller.title')}
      </Text>
      {snapshot ? <SellerParty seller={snapshot} /> : <CompanySeller />}
      <Select
        label={t('seller.bankAccount')}
        placeholder={accounts.isError ? t('seller.bankAccountsFailed') : t('seller.noBankAccount')}
        clearable
        disabled={disabled}
        data={data}
        value={form.values.bankAccountId === null ? null : String(form.values.bankAccountId)}
        onChange={(value) => form.setFieldValue('bankAccountId', value === null ? null : Number(value))}
        error={form.errors.bankAccountId}
      />
    </Stack>
  );
}

type SellerLike = Pick<InvoiceParty, 'name' | 'nip'> & Parameters<typeof addressLine>[0];

function SellerParty({ seller }: { seller: SellerLike }) {
  const { t } = useTranslation('invoiceForm');
  return (
    <Stack gap={0} aria-label={t('seller.title')}>
      <Text fw={500}>{seller.name}</Text>
      {seller.nip && <Text size="sm">{t('party.nip', { nip: seller.nip })}</Text>}
      <Text size="sm" c="dimmed">
        {addressLine(seller)}
      </Text>
    </Stack>
  );
}

/** A new or still editable invoice takes the seller from the company settings when it is saved. */
function CompanySeller() {
  const { t } = useTranslation('invoiceForm');
  const company = useCompany();
  if (company.data) return <SellerParty seller={company.data} />;
  if (company.isError)
    return (
      <Text size="sm" c="red">
        {t('seller.loadFailed')}
      </Text>
    );
  return <Skeleton height={48} />;
}
