import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuilding } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { useTaxCompany } from '../api/queries.ts';
import { COMPANY_SETTINGS_PATH } from '../paths.ts';

/**
 * The company as the file names it: NIP, name, e-mail and the tax office (KodUrzedu), all kept in the
 * company settings. What is missing is said, with the way there, before anything is generated.
 */
export function CompanyCard() {
  const { t } = useTranslation('taxReturns');
  const company = useTaxCompany();

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
  const facts = [
    ['nip', data.nip],
    ['name', data.name],
    ['email', data.email],
    ['taxOffice', data.taxOfficeName === null ? '' : `${data.taxOfficeCode} ${data.taxOfficeName}`],
  ] as const;

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
            <Stack gap={4}>
              <Text size="sm">
                {t('company.missing', {
                  fields: data.missing.map((field) => t(`company.fields.${field}`)).join(', '),
                })}
              </Text>
              <Anchor component={Link} to={COMPANY_SETTINGS_PATH} size="sm">
                {t('company.completeInSettings')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {facts.map(([field, value]) => (
            <div key={field}>
              <Text size="xs" c="dimmed">
                {t(`company.fields.${field}`)}
              </Text>
              <Text>{value || '—'}</Text>
            </div>
          ))}
        </SimpleGrid>
        <Anchor component={Link} to={COMPANY_SETTINGS_PATH} size="sm">
          {t('company.editInSettings')}
        </Anchor>
      </Stack>
    </Card>
  );
}
