import { useState } from 'react';
import { ActionIcon, Alert, Stack, Text, TextInput, type MantineSize } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isLookupNip } from '@saldo/contracts/contractor-rules';
import type { CompanyLookupResult } from '@saldo/contracts/lookup';
import { ApiError } from '../../../../../lib/api-client.ts';
import { useCompanyLookup } from '../../../../contractors/api/queries.ts';
import { useNipError } from './nip-error.ts';

/**
 * A NIP with its 'Fetch data from GUS' button inside the field, as a compact form of the new-client
 * panel's look-up: the checksum is checked first, so a mistyped NIP costs no register call; Enter
 * fetches too. What the registers answer is shown, never stored.
 */
export function NipGusField({ size = 'sm' }: { size?: MantineSize }) {
  const { t } = useTranslation(['galleryInputs', 'contractors']);
  const lookup = useCompanyLookup();
  const nipError = useNipError();
  const [nip, setNip] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<CompanyLookupResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const fetchCompany = () => {
    setFound(null);
    setFailure(null);
    if (!isLookupNip(nip)) {
      setError(nipError(nip) ?? t('demo.input.nipErrors.length'));
      return;
    }
    setError(null);
    lookup.mutate(nip, {
      onSuccess: setFound,
      onError: (cause) => {
        if (cause instanceof ApiError && cause.status === 400) setError(cause.message);
        else setFailure(cause instanceof ApiError ? cause.message : t('contractors:errors.network'));
      },
    });
  };

  return (
    <Stack gap="xs">
      <TextInput
        size={size}
        label={t('demo.input.nip')}
        description={t('demo.group.gusHint')}
        inputMode="numeric"
        autoComplete="off"
        value={nip}
        error={error}
        onChange={(event) => {
          setNip(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          fetchCompany();
        }}
        rightSectionPointerEvents="all"
        rightSection={
          <ActionIcon
            variant="subtle"
            size={size}
            aria-label={t('contractors:panel.fetchFromGus')}
            loading={lookup.isPending}
            onClick={fetchCompany}
          >
            <IconSearch size={16} aria-hidden />
          </ActionIcon>
        }
      />
      {failure !== null && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {failure}
        </Alert>
      )}
      {found !== null && (
        <Stack gap={0} role="status">
          <Text size="sm" fw={600}>
            {found.name}
          </Text>
          <Text size="sm">
            {[found.street, found.buildingNumber].filter(Boolean).join(' ')}, {found.postalCode} {found.city}
          </Text>
          <Text size="sm">{t(`contractors:vatStatus.${found.vatStatus ?? 'unknown'}`)}</Text>
        </Stack>
      )}
    </Stack>
  );
}
