import type { ComponentType } from 'react';
import { Badge, Stack, Text, Tooltip, type MantineColor } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconCircleCheck,
  IconCircleHalf2,
  IconClockX,
  IconFileText,
  IconSend,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDisplayStatus } from '@saldo/contracts/invoices';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Money } from '@saldo/domain/money';
import { useInvoiceFormat } from '../lib/format.ts';

const STATUS_COLORS: Readonly<Record<InvoiceDisplayStatus, MantineColor>> = {
  issued: 'blue',
  sent: 'indigo',
  paid: 'teal',
  partially_paid: 'yellow',
  overdue: 'red',
  cancelled: 'gray',
  expired: 'orange',
};

const STATUS_ICONS: Readonly<Record<InvoiceDisplayStatus, ComponentType<IconProps>>> = {
  issued: IconFileText,
  sent: IconSend,
  paid: IconCircleCheck,
  partially_paid: IconCircleHalf2,
  overdue: IconAlertTriangle,
  cancelled: IconBan,
  expired: IconClockX,
};

interface InvoiceStatusBadgeProps {
  status: InvoiceDisplayStatus;
  balance: Money;
  currency: CurrencyCode;
  dueDate: string;
  daysOverdue?: number;
}

/** The status in its colour and icon; hovering or focusing tells the balance and the due date. */
export function InvoiceStatusBadge({
  status,
  balance,
  currency,
  dueDate,
  daysOverdue = 0,
}: InvoiceStatusBadgeProps) {
  const { t } = useTranslation('invoices');
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
