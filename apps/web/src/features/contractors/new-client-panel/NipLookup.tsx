import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconBuildingBank, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLookupNip } from '@saldo/contracts/contractor-rules';
import type { CompanyLookupResult } from '@saldo/contracts/lookup';
import { ApiError } from '../../../lib/api-client.ts';
import { useCompanyLookup } from '../api/queries.ts';
import type { ContractorForm } from '../form/contractor-form.ts';
import { VatStatusBadge } from '../components/VatStatusBadge.tsx';

/** Fills the company fields from a register answer; the panel does not show accounts, but keeps them. */
function fill(form: ContractorForm, company: CompanyLookupResult) {
  form.setValues({
    name: company.name,
    nip: company.nip,
    regon: company.regon ?? '',
    street: company.street,
    buildingNumber: company.buildingNumber,
    flatNumber: company.flatNumber ?? '',
    postalCode: company.postalCode,
    city: company.city,
    country: company.country,
    bankAccounts: company.bankAccounts.map((iban) => ({ iban, name: '' })),
  });
  form.clearErrors();
}

/**
 * The NIP input and 'Pobierz dane z GUS'. The checksum is checked here first, so a mistyped NIP
 * costs no call (the registers count their daily quota per request). Enter in the field fetches too.
 */
export function NipLookup({ form }: { form: ContractorForm }) {
  const { t } = useTranslation('contractors');
  const lookup = useCompanyLookup();
  const [found, setFound] = useState<CompanyLookupResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const fetchCompany = () => {
    setFailure(null);
    setFound(null);
    if (!isLookupNip(form.values.nip)) {
      form.setFieldError('nip', t('validation.invalidNip'));
      return;
    }
    lookup.mutate(form.values.nip, {
      onSuccess: (company) => {
        fill(form, company);
        setFound(company);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) form.setFieldError('nip', error.message);
        else setFailure(error instanceof ApiError ? error.message : t('errors.network'));
      },
    });
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('form.nip')}
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('nip')}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter fetches instead of submitting the whole form.
            event.preventDefault();
            fetchCompany();
          }}
        />
        <Button
          variant="light"
          leftSection={<IconSearch size={16} aria-hidden />}
          loading={lookup.isPending}
          onClick={fetchCompany}
          // Keeps the button level with the input when the input shows an error under it.
          mb={form.errors.nip ? 22 : 0}
        >
          {t('panel.fetchFromGus')}
        </Button>
      </Group>
      {failure && (
        <Alert color="orange" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {failure}
        </Alert>
      )}
      {found && (
        <Group gap="xs" role="status">
          <Text size="sm" c="dimmed">
            {t(found.source === 'gus' ? 'panel.foundInGus' : 'panel.foundInWhiteList')}
          </Text>
          <VatStatusBadge status={found.vatStatus} />
          {found.bankAccounts.length > 0 && (
            <Badge variant="light" color="gray" leftSection={<IconBuildingBank size={12} aria-hidden />}>
              {t('panel.bankAccounts', { count: found.bankAccounts.length })}
            </Badge>
          )}
        </Group>
      )}
    </Stack>
  );
}
