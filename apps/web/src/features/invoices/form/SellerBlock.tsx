import { Select, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBankAccounts, useCompany } from '../../settings/api/queries.ts';
import { addressLine } from './buyer.ts';
import type { InvoiceForm } from './invoice-form-type.ts';

/** The seller as the company settings describe it (read-only here), and the account to pay into. */
export function SellerBlock({ form, disabled = false }: { form: InvoiceForm; disabled?: boolean }) {
  const { t } = useTranslation('invoiceForm');
  const company = useCompany();
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
      {company.data ? (
        <Stack gap={0} aria-label={t('seller.title')}>
          <Text fw={500}>{company.data.name}</Text>
          {company.data.nip && <Text size="sm">{t('party.nip', { nip: company.data.nip })}</Text>}
          <Text size="sm" c="dimmed">
            {addressLine(company.data)}
          </Text>
        </Stack>
      ) : company.isError ? (
        <Text size="sm" c="red">
          {t('seller.loadFailed')}
        </Text>
      ) : (
        <Skeleton height={48} />
      )}
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
