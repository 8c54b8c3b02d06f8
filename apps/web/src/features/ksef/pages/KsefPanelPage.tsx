import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KsefPanel } from '@saldo/contracts/ksef';
import { LoadError } from '../../../components/LoadError.tsx';
import { useKsefPanel } from '../api/queries.ts';
import { LastErrors } from '../components/LastErrors.tsx';
import { PurchaseFetchCard } from '../components/PurchaseFetchCard.tsx';
import { QueueFigures } from '../components/QueueFigures.tsx';
import { KSEF_SETTINGS_PATH } from '../paths.ts';

function PanelSkeleton() {
  const { t } = useTranslation('ksef');
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('panel.loading')} role="status">
      <Skeleton height={72} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} height={96} />
        ))}
      </SimpleGrid>
      <Skeleton height={160} />
      <Skeleton height={120} />
    </Stack>
  );
}

/** Configured or not, and which environment, with the way to the settings. */
function ConnectionCard({ panel }: { panel: KsefPanel }) {
  const { t } = useTranslation('ksef');
  if (!panel.configured) {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={t('panel.notConfigured')}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('panel.notConfiguredHint')}</Text>
          <Button
            component={Link}
            to={KSEF_SETTINGS_PATH}
            size="xs"
            variant="light"
            leftSection={<IconSettings size={14} aria-hidden />}
          >
            {t('panel.openSettings')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={t('panel.connection')}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {t('panel.environment')}
            </Text>
            <Badge variant="light" color={panel.environment === 'production' ? 'teal' : 'gray'}>
              {t(`environments.${panel.environment}.name`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`environments.${panel.environment}.description`)}
          </Text>
        </Stack>
        <Anchor component={Link} to={KSEF_SETTINGS_PATH} size="sm">
          {t('panel.changeSettings')}
        </Anchor>
      </Group>
    </Card>
  );
}

/**
 * /apps/ksef (admins): whether KSeF is set up and in which environment, the queue of sales invoices,
 * the last errors, and the last fetch of purchase invoices with a button to fetch now.
 */
export default function KsefPanelPage() {
  const { t } = useTranslation('ksef');
  const panel = useKsefPanel();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz={26}>
            {t('panel.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('panel.subtitle')}
          </Text>
        </div>
        {panel.isFetching && panel.data && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('panel.refreshing')}
            </Text>
          </Group>
        )}
      </Group>
      {panel.data ? (
        <Stack gap="md">
          <ConnectionCard panel={panel.data} />
          <QueueFigures queue={panel.data.queue} />
          <LastErrors errors={panel.data.lastErrors} />
          <PurchaseFetchCard panel={panel.data} />
        </Stack>
      ) : panel.isError ? (
        <LoadError
          title={t('panel.loadFailed')}
          error={panel.error}
          retrying={panel.isFetching}
          onRetry={() => void panel.refetch()}
        />
      ) : (
        <PanelSkeleton />
      )}
    </Stack>
  );
}
