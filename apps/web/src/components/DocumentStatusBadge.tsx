import type { ComponentType } from 'react';
import { Badge, Stack, Text, Tooltip, type MantineColor } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Money } from '@saldo/domain/money';
import { useInvoiceFormat } from '../lib/format.ts';

export interface DocumentStatusLook {
  color: MantineColor;
  icon: ComponentType<IconProps>;
}

interface DocumentStatusBadgeProps {
  /** The namespace whose `status.*` and `statusTooltip.*` keys name the document's states. */
  namespace: 'invoices' | 'costs';
  status: string;
  look: DocumentStatusLook;
  balance: Money;
  currency: CurrencyCode;
  dueDate: string;
  daysOverdue?: number;
}

/**
 * A sales or purchase document's status in its colour and icon; hovering or focusing tells the
 * balance and the due date. Invoices and costs share it so the two lists read alike.
 */
export function DocumentStatusBadge({
  namespace,
  status,
  look,
  balance,
  currency,
  dueDate,
  daysOverdue = 0,
}: DocumentStatusBadgeProps) {
  const { t } = useTranslation(namespace);
  const format = useInvoiceFormat();
  const Icon = look.icon;
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
        color={look.color}
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
