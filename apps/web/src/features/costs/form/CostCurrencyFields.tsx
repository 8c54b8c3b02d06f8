import { useState } from 'react';
import { Alert, Button, Grid, Select, Text, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExchangeRateResponse } from '@saldo/contracts/invoices';
import { CURRENCY_CODES, type CurrencyCode } from '@saldo/domain/currency';
import { isIsoDate } from '@saldo/domain/dates/calendar';
import { ApiError } from '../../../lib/api-client.ts';
import { useExchangeRate } from '../../invoices/api/invoice-form-api.ts';
import { pick } from '../../../lib/pick.ts';
import type { CostForm } from './cost-form-type.ts';

/**
 * The currency and, for a foreign one, its NBP rate: asked of the server for the issue date (the
 * last business day before it) or typed. Only the latest answer is applied.
 */
export function CostCurrencyFields({ form }: { form: CostForm }) {
  const { t } = useTranslation('costs');
  const rate = useExchangeRate();
  const [source, setSource] = useState<ExchangeRateResponse | null>(null);
  const { values } = form;
  const foreign = values.currency !== 'PLN';

  const fetchRate = (currency: CurrencyCode, date: string) => {
    if (currency === 'PLN' || !isIsoDate(date)) {
      rate.reset();
      return;
    }
    rate.mutate(
      { currency, date },
      {
        onSuccess: (answer) => {
          form.setFieldValue('exchangeRate', answer.rate);
          form.clearFieldError('exchangeRate');
          setSource(answer);
        },
      },
    );
  };
  const rateError =
    rate.error instanceof ApiError ? rate.error.message : rate.error ? t('form.rateUnavailable') : null;

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label={t('fields.currency')}
          allowDeselect={false}
          data={[...CURRENCY_CODES]}
          value={values.currency}
          onChange={(value) => {
            const currency = pick(CURRENCY_CODES, value) ?? 'PLN';
            form.setFieldValue('currency', currency);
            form.setFieldValue('exchangeRate', '');
            setSource(null);
            fetchRate(currency, values.issueDate);
          }}
        />
      </Grid.Col>
      {foreign && (
        <>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('fields.exchangeRate')}
              withAsterisk
              inputMode="decimal"
              value={values.exchangeRate}
              onChange={(event) => {
                form.setFieldValue('exchangeRate', event.currentTarget.value);
                // A rate typed by hand comes from no NBP table.
                setSource(null);
              }}
              error={form.errors.exchangeRate}
              description={
                source
                  ? t('form.rateSource', { table: source.table, date: source.effectiveDate })
                  : t('form.rateManual')
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Button
              variant="light"
              loading={rate.isPending}
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => fetchRate(values.currency, values.issueDate)}
            >
              {t('form.fetchRate')}
            </Button>
          </Grid.Col>
          {rateError && (
            <Grid.Col span={12}>
              <Alert color="orange" title={t('form.rateFailed')}>
                <Text size="sm">{rateError}</Text>
              </Alert>
            </Grid.Col>
          )}
        </>
      )}
    </Grid>
  );
}
