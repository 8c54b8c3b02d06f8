import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Amounts } from '@saldo/domain/invoice-totals';
import { useMoneyFormat } from '../../../../../lib/use-money-format.ts';

const same = (a: Amounts, b: Amounts) => a.net === b.net && a.vat === b.vat && a.gross === b.gross;

/**
 * What the server stored for the invoice the rows came from, beside the live totals: the same domain
 * function computed both, so untouched rows give the same grosze.
 */
export function StoredTotalsNote({
  number,
  stored,
  live,
  currency,
}: {
  number: string;
  stored: Amounts;
  live: Amounts;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation('galleryForms');
  const money = useMoneyFormat();
  return (
    <Group gap="xs">
      <Text size="sm">
        {t('demo.repeater.stored', {
          number,
          net: money(stored.net, currency),
          vat: money(stored.vat, currency),
          gross: money(stored.gross, currency),
        })}
      </Text>
      {same(stored, live) ? (
        <Badge variant="light" color="teal">
          {t('demo.repeater.same')}
        </Badge>
      ) : (
        <Badge variant="light" color="gray">
          {t('demo.repeater.edited')}
        </Badge>
      )}
    </Group>
  );
}
