import type { ComponentType } from 'react';
import { Badge, Stack, Text, Tooltip, type MantineColor } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleHalf2,
  IconFileImport,
  IconFileText,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CostStatus } from '@saldo/contracts/costs';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Money } from '@saldo/domain/money';
import { useInvoiceFormat } from '../../../lib/format.ts';

// The invoices' colours for the same states; a draft is grey until someone confirms it.
const STATUS_COLORS: Readonly<Record<CostStatus, MantineColor>> = {
  draft: 'gray',
  unpaid: 'blue',
  partially_paid: 'yellow',
  paid: 'teal',
  overdue: 'red',
};

const STATUS_ICONS: Readonly<Record<CostStatus, ComponentType<IconProps>>> = {
  draft: IconFileImport,
  unpaid: IconFileText,
  partially_paid: IconCircleHalf2,
  paid: IconCircleCheck,
  overdue: IconAlertTriangle,
};

interface CostStatusBadgeProps {
  status: CostStatus;
  balance: Money;
  currency: CurrencyCode;
  dueDate: string;
  daysOverdue?: number;
}

/** The status in its colour and icon; hovering or focusing tells the balance and the due date. */
export function CostStatusBadge({
  status,
  balance,
  currency,
  dueDate,
  daysOverdue = 0,
}: CostStatusBadgeProps) {
  const { t } = useTranslation('costs');
  const format = useInvoiceFormat();
  const Icon = STATUS_ICONS[status];
  const label = t(`status.${status}`);
  return (
    <Tooltip
      withArrow
      multiline
      events={{ hover: true, focus: true, touch: true }}
      label={
        <Stack gap={2}>
          <Text size="sm" fw={600} inherit>
            {label}
          </Text>
          <Text size="xs" inherit>
            {t('statusTooltip.balance', { amount: format.money(balance, currency) })}
          </Text>
          <Text size="xs" inherit>
            {t('statusTooltip.dueDate', { date: format.date(dueDate) })}
          </Text>
          {daysOverdue > 0 && (
            <Text size="xs" inherit>
              {t('statusTooltip.daysOverdue', { days: daysOverdue })}
            </Text>
          )}
        </Stack>
      }
    >
      <Badge
        color={STATUS_COLORS[status]}
        variant="light"
        leftSection={<Icon size={14} aria-hidden />}
        tabIndex={0}
        style={{ cursor: 'default' }}
      >
        {label}
      </Badge>
    </Tooltip>
  );
}
