import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayrollSummary } from '@saldo/contracts/payroll-lists';
import { amount, dateLabel } from './format.ts';

/** The employer's month: pay, what goes to ZUS (the DRA figures) and to the tax office, and when. */
export function MonthSummary({ summary }: { summary: PayrollSummary }) {
  const { t, i18n } = useTranslation('payroll');
  const money = (value: number) => amount(value, i18n.language);
  const items: [string, string, string?][] = [
    ['gross', money(summary.gross)],
    ['net', money(summary.net)],
    ['employerCost', money(summary.employerCost)],
    ['socialEmployee', money(summary.socialEmployee)],
    ['socialEmployer', money(summary.socialEmployer)],
    ['health', money(summary.health)],
    ['funds', money(summary.funds)],
    [
      'zusTotal',
      money(summary.zusTotal),
      t('summary.due', { date: dateLabel(summary.deadlines.zus, i18n.language) }),
    ],
    [
      'pit4',
      money(summary.pit4),
      t('summary.due', { date: dateLabel(summary.deadlines.pit4, i18n.language) }),
    ],
    ['ppk', money(summary.ppk)],
  ];
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="payroll-summary-title">
      <Stack gap="sm">
        <Title order={2} fz={18} id="payroll-summary-title">
          {t('summary.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          {items.map(([key, value, note]) => (
            <Stack gap={0} key={key}>
              <Text size="xs" c="dimmed">
                {t(`summary.${key}`)}
              </Text>
              <Text fw={600} data-testid={`summary-${key}`}>
                {value}
              </Text>
              {note ? (
                <Text size="xs" c="orange.8">
                  {note}
                </Text>
              ) : null}
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
