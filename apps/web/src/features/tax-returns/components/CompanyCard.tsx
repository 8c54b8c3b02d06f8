import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconBuilding } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TAX_OFFICES } from '@saldo/domain/identifiers/tax-offices-list';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveTaxOffice, useTaxCompany } from '../api/queries.ts';
import { COMPANY_SETTINGS_PATH } from '../paths.ts';

/**
 * The company as the file names it: NIP, name and e-mail from the company settings, the tax office
 * (KodUrzedu, from the official list) chosen here. What is missing is said before anything is generated.
 */
export function CompanyCard() {
  const { t } = useTranslation('taxReturns');
  const company = useTaxCompany();
  const save = useSaveTaxOffice();
  const [office, setOffice] = useState<string | null>(null);
  const offices = useMemo(
    () => TAX_OFFICES.map(([code, name]) => ({ value: code, label: `${code} ${name}` })),
    [],
  );

  if (company.isError)
    return (
      <LoadError
        title={t('company.loadFailed')}
        error={company.error}
        retrying={company.isFetching}
        onRetry={() => void company.refetch()}
      />
    );
  if (!company.data) return <Skeleton height={120} radius="md" />;
  const data = company.data;
  const chosen = office ?? (data.taxOfficeCode === '' ? null : data.taxOfficeCode);
  const saveError =
    save.error instanceof ApiError ? save.error.message : save.error ? t('company.saveFailed') : null;

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs">
          <IconBuilding size={18} aria-hidden />
          <Title order={2} fz="lg">
            {t('company.title')}
          </Title>
        </Group>
        {data.missing.length > 0 && (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title={t('company.missingTitle')}>
            <Text size="sm">
              {t('company.missing', {
                fields: data.missing.map((field) => t(`company.fields.${field}`)).join(', '),
              })}
            </Text>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <div>
            <Text size="xs" c="dimmed">
              {t('company.fields.nip')}
            </Text>
            <Text>{data.nip || '—'}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('company.fields.name')}
            </Text>
            <Text>{data.name || '—'}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('company.fields.email')}
            </Text>
            <Text>{data.email || '—'}</Text>
          </div>
        </SimpleGrid>
        <Anchor component={Link} to={COMPANY_SETTINGS_PATH} size="sm">
          {t('company.editInSettings')}
        </Anchor>
        <Group align="flex-end" gap="sm">
          <Select
            label={t('company.fields.taxOffice')}
            placeholder={t('company.taxOfficePlaceholder')}
            data={offices}
            value={chosen}
            onChange={setOffice}
            searchable
            nothingFoundMessage={t('company.noOffice')}
            w={{ base: '100%', sm: 420 }}
            error={saveError}
          />
          <Button
            onClick={() => chosen && save.mutate(chosen, { onSuccess: () => setOffice(null) })}
            loading={save.isPending}
            disabled={chosen === null || chosen === data.taxOfficeCode}
          >
            {t('company.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
