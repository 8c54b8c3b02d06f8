import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BuyerRateSuggestion, VatRateCode } from '@saldo/domain/vat-rates';
import type { InvoiceForm } from './invoice-form-type.ts';
import { useRateText } from './rate-text.ts';

/**
 * What a foreign buyer suggests (domain's suggestedRatesForBuyer): new lines start at the goods rate,
 * and one click puts the goods or the services rate on every line. Only a suggestion: whether a sale
 * is goods or a service, and whether its conditions are met, is the seller's to say.
 */
export function RateSuggestion({ form, suggestion }: { form: InvoiceForm; suggestion: BuyerRateSuggestion }) {
  const { t } = useTranslation('invoiceForm');
  const rate = useRateText();
  const eu = suggestion.goods === '0 WDT';
  const applyAll = (code: VatRateCode) =>
    form.setFieldValue(
      'lines',
      form.values.lines.map((line) => ({ ...line, vatRate: code })),
    );
  return (
    <Alert color="blue" title={t(eu ? 'rateSuggestion.euTitle' : 'rateSuggestion.exportTitle')}>
      <Text size="sm">{t(eu ? 'rateSuggestion.euText' : 'rateSuggestion.exportText')}</Text>
      <Group gap="xs" mt="xs">
        {[suggestion.goods, suggestion.services].map((code) => (
          <Button key={code} size="xs" variant="light" onClick={() => applyAll(code)}>
            {t('rateSuggestion.applyAll', { rate: rate.label(code) })}
          </Button>
        ))}
      </Group>
    </Alert>
  );
}
