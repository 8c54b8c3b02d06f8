import { useState } from 'react';
import { Alert, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAbility } from '@casl/react';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import type { BillingPeriod, PricedPlan } from '@saldo/contracts/pricing';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePricing, useRequestPlanChange } from '../api/queries.ts';
import { PlanCard } from '../components/PlanCard.tsx';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

/** The pricing page (issue 26): the plans, the organization's current one, and a change request. */
export default function PricingPage() {
  const { t, i18n } = useTranslation('pricing');
  const ability = useAbility<AppAbility>();
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  const pricing = usePricing();
  const change = useRequestPlanChange();
  const request = (plan: PricedPlan) =>
    change.mutate(
      { plan, billing },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('requested') }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: error instanceof ApiError ? error.message : t('failed'),
          }),
      },
    );
  const data = pricing.data;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" p="xl" ta="center">
        <Title order={1} fz={24}>
          {t('title')}
        </Title>
        <Text c="dimmed" mb="md">
          {t('subtitle')}
        </Text>
        <Group justify="center">
          <SegmentedControl
            value={billing}
            onChange={(value) => setBilling(value === 'yearly' ? 'yearly' : 'monthly')}
            data={[
              { value: 'monthly', label: t('billing.monthly') },
              { value: 'yearly', label: t('billing.yearly') },
            ]}
            aria-label={t('billing.label')}
          />
        </Group>
      </Card>
      {pricing.isPending && <Loader mx="auto" />}
      {pricing.isError && (
        <LoadError
          title={t('loadError')}
          error={pricing.error}
          retrying={pricing.isFetching}
          onRetry={() => void pricing.refetch()}
        />
      )}
      {data && (
        <>
          <Alert icon={<IconInfoCircle size={18} />} variant="light">
            {t('current', { plan: t(`currentPlans.${data.currentPlan}`) })}
            {data.latestRequest && (
              <Text size="sm" mt={4}>
                {t('latestRequest', {
                  plan: t(`currentPlans.${data.latestRequest.plan}`),
                  billing: t(`billing.${data.latestRequest.billing}`),
                  name: data.latestRequest.requestedBy,
                  date: dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                    new Date(data.latestRequest.createdAt),
                  ),
                })}
              </Text>
            )}
          </Alert>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {[data.basicPlan, data.standardPlan, data.enterprisePlan].map((plan) => (
              <PlanCard
                key={plan.plan}
                plan={plan}
                billing={billing}
                current={plan.plan === data.currentPlan}
                canRequest={ability.can('update', 'Pricing')}
                requesting={change.isPending && change.variables?.plan === plan.plan}
                onRequest={() => request(plan.plan)}
              />
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed" ta="center">
            {t('noPayment')}
          </Text>
        </>
      )}
    </Stack>
  );
}
