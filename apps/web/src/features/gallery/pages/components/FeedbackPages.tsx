import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Pill,
  Progress,
  RingProgress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconInfoCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBasicTable } from '../../api/queries.ts';
import { contractorsOf, paidPercent } from '../../components/component-data.ts';
import { ComponentFrame, QueryData } from '../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../components/GalleryPage.tsx';
import { StatesSection } from '../../components/States.tsx';
import { InvoiceStatusBadge } from '../../../../components/InvoiceStatusBadge.tsx';
import type { InvoiceDisplayStatus } from '@saldo/contracts/invoices';
import { rowCurrency } from '../../components/component-data.ts';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
/** Colours whose filled and light looks keep 4.5:1 text contrast in both skins. */
const COLORS = ['indigo', 'teal', 'red', 'gray'] as const;

const ALERTS = [
  { kind: 'info', color: 'indigo', icon: IconInfoCircle },
  { kind: 'success', color: 'teal', icon: IconCheck },
  { kind: 'warning', color: 'orange', icon: IconAlertTriangle },
  { kind: 'error', color: 'red', icon: IconAlertCircle },
] as const;

export function AlertPage() {
  const { t } = useTranslation('galleryComponents');
  const [closed, setClosed] = useState(false);
  return (
    <ComponentFrame
      slug="alert"
      snippet={`<Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('demo.alert.infoTitle')}>
  {t('demo.alert.infoText')}
</Alert>`}
    >
      <GallerySection title={t('gallery:frame.variants')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {ALERTS.map(({ kind, color, icon: Icon }) => (
            <Alert key={kind} color={color} icon={<Icon aria-hidden />} title={t(`demo.alert.${kind}Title`)}>
              {t(`demo.alert.${kind}Text`)}
            </Alert>
          ))}
        </SimpleGrid>
      </GallerySection>
      <GallerySection title={t('demo.looks')}>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {(['light', 'filled', 'outline', 'default', 'transparent'] as const).map((variant) => (
            <Example key={variant} label={`variant="${variant}"`}>
              <Alert variant={variant} color="indigo" title={t('demo.alert.infoTitle')}>
                {t('demo.alert.infoText')}
              </Alert>
            </Example>
          ))}
          <Example label="withCloseButton">
            {closed ? (
              <Button size="xs" variant="light" onClick={() => setClosed(false)}>
                {t('demo.alert.showAgain')}
              </Button>
            ) : (
              <Alert
                color="teal"
                title={t('demo.alert.successTitle')}
                withCloseButton
                closeButtonLabel={t('demo.close')}
                onClose={() => setClosed(true)}
              >
                {t('demo.alert.successText')}
              </Alert>
            )}
          </Example>
        </SimpleGrid>
      </GallerySection>
      <StatesSection
        disabled={
          <Alert color="gray" title={t('demo.alert.disabledTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('demo.alert.disabledText')}</Text>
              <Button size="xs" disabled>
                {t('demo.alert.retry')}
              </Button>
            </Stack>
          </Alert>
        }
      />
    </ComponentFrame>
  );
}

export function BadgePage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  return (
    <ComponentFrame
      slug="badge"
      ready={query.data !== undefined}
      snippet={`<Badge variant="light" color="teal">{t('invoices:status.paid')}</Badge>
<InvoiceStatusBadge status={invoice.status} balance={invoice.balance} currency="PLN" dueDate={invoice.dueDate} />`}
    >
      <GallerySection title={t('gallery:frame.variants')}>
        <Group>
          {(['filled', 'light', 'outline', 'dot', 'default', 'transparent'] as const).map((variant) => (
            <Badge key={variant} variant={variant} color="indigo">
              {variant}
            </Badge>
          ))}
        </Group>
        <Group>
          {COLORS.map((color) => (
            <Badge key={color} variant="light" color={color}>
              {t(`demo.colors.${color}`)}
            </Badge>
          ))}
        </Group>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <Group align="center">
          {SIZES.map((size) => (
            <Badge key={size} size={size}>
              {size}
            </Badge>
          ))}
        </Group>
      </GallerySection>
      <GallerySection title={t('demo.badge.statuses')} description={t('demo.badge.statusesNote')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => (
            <Group>
              {uniqueByStatus(data.rows).map((row) => (
                <Group key={row.id} gap={6}>
                  <Text size="sm">{row.number}</Text>
                  <InvoiceStatusBadge
                    status={row.status as InvoiceDisplayStatus}
                    balance={row.balance}
                    currency={rowCurrency(row)}
                    dueDate={row.dueDate}
                  />
                </Group>
              ))}
            </Group>
          )}
        </QueryData>
      </GallerySection>
      <StatesSection
        columns={4}
        disabled={
          <Badge color="gray" variant="outline">
            {t('demo.badge.archived')}
          </Badge>
        }
      />
    </ComponentFrame>
  );
}

function uniqueByStatus<R extends { status: string }>(rows: readonly R[]): R[] {
  const seen = new Set<string>();
  return rows.filter((row) => (seen.has(row.status) ? false : (seen.add(row.status), true)));
}

export function PillBadgePage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  const [removed, setRemoved] = useState<string[]>([]);
  return (
    <ComponentFrame
      slug="pill-badge"
      ready={query.data !== undefined}
      snippet={`<Badge radius="xl">{count}</Badge>
<Pill withRemoveButton removeButtonProps={{ 'aria-label': t('demo.pillBadge.remove', { name }) }} onRemove={remove}>
  {name}
</Pill>`}
    >
      <GallerySection title={t('gallery:frame.variants')}>
        <Group>
          {COLORS.map((color) => (
            <Badge key={color} radius="xl" variant="light" color={color}>
              {t(`demo.colors.${color}`)}
            </Badge>
          ))}
          {(['filled', 'outline'] as const).map((variant) => (
            <Badge key={variant} radius="xl" variant={variant}>
              {variant}
            </Badge>
          ))}
        </Group>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <Group align="center">
          {SIZES.map((size) => (
            <Badge key={size} size={size} radius="xl" variant="light">
              {size}
            </Badge>
          ))}
          {SIZES.map((size) => (
            <Pill key={`pill-${size}`} size={size}>
              {size}
            </Pill>
          ))}
        </Group>
      </GallerySection>
      <GallerySection title={t('demo.pillBadge.filters')} description={t('demo.pillBadge.filtersNote')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => {
            const cities = [...new Set(contractorsOf(data.rows).map((c) => c.city))].filter(
              (city) => city !== '' && !removed.includes(city),
            );
            return (
              <Group gap="xs">
                {cities.slice(0, 8).map((city) => (
                  <Pill
                    key={city}
                    withRemoveButton
                    removeButtonProps={{ 'aria-label': t('demo.pillBadge.remove', { name: city }) }}
                    onRemove={() => setRemoved((list) => [...list, city])}
                  >
                    {city}
                  </Pill>
                ))}
                {removed.length > 0 && (
                  <Button size="compact-xs" variant="subtle" onClick={() => setRemoved([])}>
                    {t('demo.pillBadge.restore')}
                  </Button>
                )}
              </Group>
            );
          }}
        </QueryData>
      </GallerySection>
      <StatesSection
        columns={4}
        disabled={
          <Pill
            withRemoveButton
            removeButtonProps={{
              disabled: true,
              'aria-label': t('demo.pillBadge.remove', { name: t('demo.badge.archived') }),
            }}
          >
            {t('demo.badge.archived')}
          </Pill>
        }
      />
    </ComponentFrame>
  );
}

export function ProgressPage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  return (
    <ComponentFrame
      slug="progress"
      ready={query.data !== undefined}
      snippet={`<Progress.Root size="lg">
  <Progress.Section value={paidPercent(invoice)} color="teal" aria-label={t('demo.progress.paidShare', { percent })} />
</Progress.Root>`}
    >
      <GallerySection title={t('gallery:frame.variants')}>
        <Stack gap="md">
          {(
            [
              ['plain', {}],
              ['striped', { striped: true }],
              ['animated', { animated: true }],
            ] as const
          ).map(([kind, props]) => (
            <Example key={kind} label={kind}>
              <Progress.Root size="lg">
                <Progress.Section
                  value={60}
                  color="indigo"
                  {...props}
                  aria-label={t('demo.progress.upload', { percent: 60 })}
                />
              </Progress.Root>
            </Example>
          ))}
          <Example label={t('demo.progress.sections')}>
            <Progress.Root size="xl">
              <Progress.Section
                value={55}
                color="teal.9"
                aria-label={t('demo.progress.paidShare', { percent: 55 })}
              >
                <Progress.Label>55%</Progress.Label>
              </Progress.Section>
              <Progress.Section
                value={30}
                color="red.9"
                aria-label={t('demo.progress.overdueShare', { percent: 30 })}
              >
                <Progress.Label>30%</Progress.Label>
              </Progress.Section>
            </Progress.Root>
          </Example>
        </Stack>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <Stack gap="sm">
          {SIZES.map((size) => (
            <Progress.Root key={size} size={size}>
              <Progress.Section value={40} aria-label={t('demo.progress.upload', { percent: 40 })} />
            </Progress.Root>
          ))}
        </Stack>
      </GallerySection>
      <GallerySection title={t('demo.progress.paid')} description={t('demo.progress.paidNote')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {data.rows.slice(0, 6).map((row) => {
                const percent = paidPercent(row);
                return (
                  <Group key={row.id} wrap="nowrap">
                    <RingProgress
                      size={64}
                      thickness={7}
                      sections={[{ value: percent, color: 'teal' }]}
                      label={
                        <Text size="xs" ta="center" fw={700}>
                          {percent}%
                        </Text>
                      }
                    />
                    <Stack gap={4} style={{ flex: 1 }}>
                      <Text size="sm" fw={600}>
                        {row.number} · {row.contractorName}
                      </Text>
                      <Progress.Root>
                        <Progress.Section
                          value={percent}
                          color="teal"
                          aria-label={t('demo.progress.paidOf', { number: row.number, percent })}
                        />
                      </Progress.Root>
                    </Stack>
                  </Group>
                );
              })}
            </SimpleGrid>
          )}
        </QueryData>
      </GallerySection>
      <StatesSection
        disabled={
          <Progress.Root>
            <Progress.Section value={0} color="gray" aria-label={t('demo.progress.upload', { percent: 0 })} />
          </Progress.Root>
        }
      />
    </ComponentFrame>
  );
}

export function SpinnerPage() {
  const { t } = useTranslation('galleryComponents');
  return (
    <ComponentFrame
      slug="spinner"
      snippet={`<Loader size="sm" aria-label={t('common:loading')} />
<Button loading>{t('demo.save')}</Button>`}
    >
      <GallerySection title={t('gallery:frame.variants')}>
        <Group gap="xl">
          {(['oval', 'bars', 'dots'] as const).map((type) => (
            <Example key={type} label={`type="${type}"`}>
              <Loader type={type} role="status" aria-label={t('common:loading')} />
            </Example>
          ))}
          {COLORS.map((color) => (
            <Example key={color} label={t(`demo.colors.${color}`)}>
              <Loader color={color} role="status" aria-label={t('common:loading')} />
            </Example>
          ))}
        </Group>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <Group align="center" gap="xl">
          {SIZES.map((size) => (
            <Loader key={size} size={size} role="status" aria-label={t('common:loading')} />
          ))}
        </Group>
      </GallerySection>
      <GallerySection title={t('demo.spinner.inButtons')}>
        <Group>
          <Button loading>{t('demo.save')}</Button>
          <Button loading variant="light" loaderProps={{ type: 'dots' }}>
            {t('demo.save')}
          </Button>
        </Group>
      </GallerySection>
      <StatesSection
        columns={4}
        disabled={
          <Button disabled leftSection={<Loader size={14} aria-hidden />}>
            {t('demo.save')}
          </Button>
        }
      />
    </ComponentFrame>
  );
}

export function ToastsPage() {
  const { t } = useTranslation('galleryComponents');
  const show = (kind: 'success' | 'error' | 'info') =>
    notifications.show({
      color: kind === 'success' ? 'teal' : kind === 'error' ? 'red' : 'indigo',
      title: t(`demo.toasts.${kind}Title`),
      message: t(`demo.toasts.${kind}Text`),
    });
  const progress = () => {
    const id = notifications.show({
      loading: true,
      title: t('demo.toasts.loadingTitle'),
      message: t('demo.toasts.loadingText'),
      autoClose: false,
      withCloseButton: false,
    });
    // Stands for a request that ends: the same toast turns into its outcome.
    window.setTimeout(
      () =>
        notifications.update({
          id,
          loading: false,
          color: 'teal',
          title: t('demo.toasts.successTitle'),
          message: t('demo.toasts.successText'),
          autoClose: 3000,
        }),
      1500,
    );
  };
  return (
    <ComponentFrame
      slug="toasts"
      snippet={`notifications.show({ color: 'teal', title: t('demo.toasts.successTitle'), message: invoice.number });
notifications.update({ id, loading: false, color: 'red', message: error.message });`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.toasts.note')}>
        <Group>
          <Button variant="light" color="teal" onClick={() => show('success')}>
            {t('demo.toasts.success')}
          </Button>
          <Button color="red" onClick={() => show('error')}>
            {t('demo.toasts.error')}
          </Button>
          <Button variant="light" onClick={() => show('info')}>
            {t('demo.toasts.info')}
          </Button>
          <Button variant="default" onClick={progress}>
            {t('demo.toasts.loading')}
          </Button>
          <Button variant="subtle" onClick={() => notifications.clean()}>
            {t('demo.toasts.clear')}
          </Button>
        </Group>
      </GallerySection>
      <StatesSection columns={4} disabled={<Button disabled>{t('demo.toasts.success')}</Button>} />
    </ComponentFrame>
  );
}
