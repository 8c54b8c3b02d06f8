import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OverdueItem } from '@saldo/contracts/debt';
import { useDebtFormat } from '../format.ts';

/** The longer overdue, the hotter the colour, by the list's own bands. */
const bandColor = (days: number) => (days > 60 ? 'red' : days > 30 ? 'orange' : 'yellow');

export function DaysOverdueBadge({ days }: { days: number }) {
  const { t } = useTranslation('debt');
  return (
    <Badge
      color={bandColor(days)}
      variant="light"
      tt="none"
      aria-label={t('list.daysOverdue', { count: days })}
    >
      {days}
    </Badge>
  );
}

/**
 * Interest to today on the balance (commercial for a business, art. 481 KC for a consumer; the kind
 * and the annual rate are in the tooltip), the interest on parts paid late under it, and a star when
 * days past the known reference rates were counted at the last one.
 */
export function InterestCell({ invoice }: { invoice: OverdueItem }) {
  const { t } = useTranslation('debt');
  const format = useDebtFormat();
  const rate = format.rate(invoice.interestRate);
  const label = [
    invoice.interestKind === 'statutory'
      ? t('list.interestRateConsumer', { rate })
      : t('list.interestRate', { rate }),
    ...(invoice.ratesAssumed ? [t('list.ratesAssumed')] : []),
  ].join('. ');
  const late = invoice.latePaymentInterest ?? 0;
  const lateLine =
    late > 0 ? t('list.latePaymentInterest', { amount: format.money(late, invoice.currency) }) : null;
  if (invoice.interest === null) {
    return (
      <Tooltip label={t('list.interestUnknown')} withArrow>
        <Text size="sm" span tabIndex={0} c="dimmed" aria-label={t('list.interestUnknown')}>
          —
        </Text>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={label} withArrow multiline w={300}>
      <Stack
        gap={0}
        tabIndex={0}
        aria-label={[format.money(invoice.interest, invoice.currency), label, lateLine]
          .filter(Boolean)
          .join(', ')}
      >
        <Text size="sm" span>
          {format.money(invoice.interest, invoice.currency)}
          {invoice.ratesAssumed ? '*' : ''}
        </Text>
        {lateLine && (
          <Text size="xs" c="dimmed">
            {lateLine}
          </Text>
        )}
      </Stack>
    </Tooltip>
  );
}

/**
 * The recovery compensation (40, 70 or 100 EUR). Its PLN value is set by law at the NBP rate of a
 * given day; when that rate could not be had a dash and the euro amount are shown, never a guessed PLN figure.
 */
export function CompensationCell({ compensation }: { compensation: OverdueItem['compensation'] }) {
  const { t } = useTranslation('debt');
  const format = useDebtFormat();
  if (compensation === null) {
    // A consumer debtor: the late-payment act's compensation is due only between businesses.
    return (
      <Tooltip label={t('compensation.consumer')} withArrow multiline w={280}>
        <Text size="sm" c="dimmed" span tabIndex={0} aria-label={t('compensation.consumer')}>
          —
        </Text>
      </Tooltip>
    );
  }
  const eur = t('compensation.eur', { amount: compensation.eur });
  const date = format.date(compensation.rateDate);
  if (compensation.pln === null) {
    // Why the rate is missing is said once, above the table (ServiceUnavailableNotice).
    return (
      <Tooltip label={t('compensation.rateMissing', { date })} withArrow multiline w={280}>
        <Stack gap={0} tabIndex={0} aria-label={`${eur}, ${t('compensation.rateMissing', { date })}`}>
          <Text size="sm">—</Text>
          <Text size="xs" c="dimmed">
            {eur}
          </Text>
        </Stack>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={t('compensation.atRate', { eur, rate: compensation.rate ?? '—', date })} withArrow>
      <Stack gap={0} tabIndex={0}>
        <Text size="sm">{format.money(compensation.pln, 'PLN')}</Text>
        <Text size="xs" c="dimmed">
          {eur}
        </Text>
      </Stack>
    </Tooltip>
  );
}

export function LastActionCell({ action }: { action: OverdueItem['lastAction'] }) {
  const format = useDebtFormat();
  if (!action) return <Text c="dimmed">—</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{action.title}</Text>
      <Text size="xs" c="dimmed" title={format.dateTime(action.time)}>
        <time dateTime={action.time}>{format.relative(action.time)}</time>
      </Text>
    </Stack>
  );
}
