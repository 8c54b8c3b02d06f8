import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INVOICE_TYPES } from '@saldo/contracts/invoices';
import { LoadError } from '../../../components/LoadError.tsx';
import { useInvoiceTypes } from '../../settings/api/queries.ts';
import { FormLoading } from '../form/FormPageStates.tsx';

/** /apps/invoice/add/ — one card per document type the organization issues (settings › invoice types). */
export default function InvoiceTypePickerPage() {
  const { t } = useTranslation('invoiceForm');
  const types = useInvoiceTypes();
  if (types.isError) {
    return (
      <LoadError
        title={t('page.loadFailed')}
        error={types.error}
        retrying={types.isFetching}
        onRetry={() => void types.refetch()}
      />
    );
  }
  if (!types.data) return <FormLoading />;
  const enabled = INVOICE_TYPES.filter((type) => types.data[type]);

  return (
    <Stack gap="md">
      <Title order={1} fz={26}>
        {t('picker.title')}
      </Title>
      {enabled.length === 0 ? (
        <Card withBorder>
          <Text>{t('picker.none')}</Text>
          <Button component={Link} to="/pages/account-setting?tab=invoice-types" variant="light" mt="sm">
            {t('picker.settings')}
          </Button>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {enabled.map((type) => (
            <Card
              key={type}
              withBorder
              radius="md"
              p="lg"
              component={Link}
              to={`/apps/invoice/add/${type}`}
              aria-label={t(`types.${type}`)}
            >
              <Stack gap="xs">
                <IconFileInvoice size={28} aria-hidden />
                <Text fw={600}>{t(`types.${type}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`picker.descriptions.${type}`)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
