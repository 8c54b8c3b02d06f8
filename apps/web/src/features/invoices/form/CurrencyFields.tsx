import { Alert, Button, Grid, Select, Text, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRICE_MODES } from '@saldo/contracts/invoices';
import { CURRENCY_CODES } from '@saldo/domain/currency';
import { ApiError } from '../../../lib/api-client.ts';
import { useBankAccounts } from '../../settings/api/queries.ts';
import { defaultBankAccountId } from './invoice-form-model.ts';
import type { InvoiceForm } from './invoice-form-type.ts';
import { pick } from '../../../lib/pick.ts';
import type { RateFetch } from './use-rate-fetch.ts';

interface CurrencyFieldsProps {
  form: InvoiceForm;
  rate: RateFetch;
  /** A correction keeps the currency, rate and price mode of the invoice it corrects. */
  locked?: boolean;
}

/** Currency, its NBP rate (fetched for the sale date, or typed), and whether prices are net or gross. */
export function CurrencyFields({ form, rate, locked = false }: CurrencyFieldsProps) {
  const { t } = useTranslation('invoiceForm');
  const accounts = useBankAccounts();
  const { values } = form;
  const foreign = values.currency !== 'PLN';
  const rateError =
    rate.error instanceof ApiError ? rate.error.message : rate.error ? t('currency.rateUnavailable') : null;

  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label={t('currency.currency')}
          allowDeselect={false}
          disabled={locked}
          data={[...CURRENCY_CODES]}
          value={values.currency}
          onChange={(value) => {
            const currency = pick(CURRENCY_CODES, value) ?? 'PLN';
            form.setFieldValue('currency', currency);
            if (accounts.data)
              form.setFieldValue('bankAccountId', defaultBankAccountId(accounts.data, currency));
            if (currency === 'PLN') {
              form.setFieldValue('exchangeRate', '');
              form.setFieldValue('exchangeRateTable', '');
              form.setFieldValue('exchangeRateDate', null);
            }
            rate.fetchRate(currency, values.saleDate);
          }}
        />
      </Grid.Col>
      {values.type !== 'vatMargin' && (
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t('currency.priceMode')}
            allowDeselect={false}
            disabled={locked}
            data={PRICE_MODES.map((value) => ({ value, label: t(`priceModes.${value}`) }))}
            value={values.priceMode}
            onChange={(value) => form.setFieldValue('priceMode', pick(PRICE_MODES, value) ?? 'net')}
          />
        </Grid.Col>
      )}
      {foreign && (
        <>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('currency.rate')}
              withAsterisk
              inputMode="decimal"
              disabled={locked}
              value={values.exchangeRate}
              onChange={(event) => {
                // A rate typed by hand comes from no NBP table.
                form.setFieldValue('exchangeRate', event.currentTarget.value);
                form.setFieldValue('exchangeRateTable', '');
                form.setFieldValue('exchangeRateDate', null);
              }}
              error={form.errors.exchangeRate}
              description={
                values.exchangeRateTable
                  ? t('currency.rateSource', {
                      table: values.exchangeRateTable,
                      date: values.exchangeRateDate ?? '',
                    })
                  : t('currency.rateManual')
              }
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Button
              variant="light"
              size="xs"
              disabled={locked}
              loading={rate.pending}
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => rate.fetchRate(values.currency, values.saleDate)}
            >
              {t('currency.fetchRate')}
            </Button>
            {rateError && (
              <Alert color="orange" mt="xs" title={t('currency.rateFailed')}>
                <Text size="sm">{rateError}</Text>
              </Alert>
            )}
          </Grid.Col>
        </>
      )}
    </Grid>
  );
}
