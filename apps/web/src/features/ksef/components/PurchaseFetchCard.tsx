import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAbility } from '@casl/react';
import { IconAlertCircle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import type { KsefPanel } from '@saldo/contracts/ksef';
import { ApiError } from '../../../lib/api-client.ts';
import { useInvoiceFormat } from '../../../lib/format.ts';
import { useFetchPurchaseInvoices } from '../api/queries.ts';
import { Fact } from './Fact.tsx';

const COSTS_PATH = '/documents/costs';

/**
 * The last fetch of purchase invoices from KSeF and a button to fetch now (with 'create Cost'); the
 * new ones land in costs as drafts to confirm.
 */
export function PurchaseFetchCard({ panel }: { panel: KsefPanel }) {
  const { t } = useTranslation('ksef');
  const format = useInvoiceFormat();
  const canFetch = useAbility<AppAbility>().can('create', 'Cost');
  const run = useFetchPurchaseInvoices();
  const last = panel.lastFetch;
  const result = run.data;

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="ksef-fetch">
      <Group justify="space-between" align="flex-start" mb="sm">
        <Title order={2} fz="lg" id="ksef-fetch">
          {t('panel.fetch.title')}
        </Title>
        {canFetch && (
          <Button
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={run.isPending}
            disabled={!panel.configured}
            onClick={() => run.mutate()}
          >
            {t('panel.fetch.run')}
          </Button>
        )}
      </Group>
      <Stack gap="sm">
        {last === null ? (
          <Text size="sm" c="dimmed">
            {t('panel.fetch.never')}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <Fact label={t('panel.fetch.at')}>{format.dateTime(last.at)}</Fact>
              <Fact label={t('panel.fetch.imported')}>{last.imported}</Fact>
              <Fact label={t('panel.fetch.skipped')}>{last.skipped}</Fact>
            </SimpleGrid>
            {last.error && (
              <Alert color="red" variant="light" title={t('panel.fetch.lastFailed')}>
                {last.error}
              </Alert>
            )}
          </>
        )}
        {run.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('panel.fetch.failed')}
            role="alert"
          >
            {run.error instanceof ApiError ? run.error.message : t('errors.network')}
          </Alert>
        )}
        {result && (
          <Alert
            color={result.error ? 'red' : 'teal'}
            variant="light"
            icon={
              result.error ? (
                <IconAlertCircle size={18} aria-hidden />
              ) : (
                <IconCircleCheck size={18} aria-hidden />
              )
            }
            title={result.error ? t('panel.fetch.failed') : t('panel.fetch.done')}
            role="status"
          >
            <Stack gap={4}>
              <Text size="sm">
                {t('panel.fetch.result', { imported: result.imported, skipped: result.skipped })}
              </Text>
              {result.error && <Text size="sm">{result.error}</Text>}
              {result.imported > 0 && (
                <Anchor component={Link} to={COSTS_PATH} size="sm">
                  {t('panel.fetch.openCosts')}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
