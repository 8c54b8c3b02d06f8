import { Badge, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod, PricingPlan } from '@saldo/contracts/pricing';
import { useMoneyFormat } from '../../../lib/use-money-format.ts';

/** One plan: its price for the chosen billing, its benefits, and the current plan or a change button. */
export function PlanCard({
  plan,
  billing,
  current,
  canRequest,
  requesting,
  onRequest,
}: {
  plan: PricingPlan;
  billing: BillingPeriod;
  current: boolean;
  canRequest: boolean;
  requesting: boolean;
  onRequest: () => void;
}) {
  const { t } = useTranslation('pricing');
  const format = useMoneyFormat();
  const perMonth = billing === 'yearly' ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
  const title = t(`plans.${plan.titleKey}.title`);
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="xs" align="center" ta="center">
        {plan.popularPlan && <Badge variant="light">{t('popular')}</Badge>}
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`plans.${plan.titleKey}.subtitle`)}
        </Text>
        <Text fz={28} fw={700}>
          {format(perMonth, 'PLN')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('perMonthNet')}
        </Text>
        {billing === 'yearly' && plan.yearlyPlan.totalAnnual > 0 && (
          <Text size="sm">{t('perYear', { amount: format(plan.yearlyPlan.totalAnnual, 'PLN') })}</Text>
        )}
      </Stack>
      <List mt="md" spacing={6} size="sm" icon={<IconCheck size={14} color="var(--mantine-color-teal-6)" />}>
        {plan.planBenefits.map((benefit) => (
          <List.Item key={benefit}>{t(`benefits.${benefit}`)}</List.Item>
        ))}
      </List>
      {current ? (
        <Button mt="lg" fullWidth variant="light" color="teal" disabled>
          {t('yourPlan')}
        </Button>
      ) : (
        canRequest && (
          <Button mt="lg" fullWidth loading={requesting} onClick={onRequest}>
            {t('requestChange', { plan: title })}
          </Button>
        )
      )}
    </Card>
  );
}
