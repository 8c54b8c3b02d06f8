import { Badge, Stack, Text, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WhiteListEvidence, WhiteListResult } from '@saldo/contracts/costs';
import { useInvoiceFormat } from '../../../lib/format.ts';

const RESULT_COLORS: Readonly<Record<WhiteListResult, MantineColor>> = {
  listed: 'teal',
  not_listed: 'red',
  unavailable: 'orange',
  not_required: 'gray',
};

/** What the VAT white list answered when the payment was recorded: the evidence a tax audit asks for. */
export function WhiteListBadge({ evidence }: { evidence: WhiteListEvidence | null }) {
  const { t } = useTranslation('costs');
  const format = useInvoiceFormat();
  if (!evidence) {
    return (
      <Badge color="gray" variant="light">
        {t('whiteList.results.not_required')}
      </Badge>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color={RESULT_COLORS[evidence.result]} variant="light">
        {t(`whiteList.results.${evidence.result}`)}
      </Badge>
      {evidence.requestId && (
        <Text size="xs" ff="monospace">
          {t('whiteList.requestId', { id: evidence.requestId })}
        </Text>
      )}
      {evidence.result !== 'not_required' && (
        <Text size="xs" c="dimmed">
          {t('whiteList.checkedFor', { date: format.date(evidence.date) })}
        </Text>
      )}
    </Stack>
  );
}
