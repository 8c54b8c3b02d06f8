import { useState } from 'react';
import { Code, Loader, NumberInput, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_TERM_DAYS_MAX } from '@saldo/contracts/contractor-rules';
import type { Locale } from '@saldo/domain/currency';
import { formatScaled } from '@saldo/domain/decimal';
import { EXCHANGE_RATE_DECIMALS } from '@saldo/domain/exchange-rate';
import { computeLine, QUANTITY_DECIMALS, UNIT_PRICE_DECIMALS } from '@saldo/domain/invoice-line';
import { addMoney, formatMoney, MONEY_DECIMALS, toDecimalString, type Money } from '@saldo/domain/money';
import { isVatRateCode, type VatRateCode } from '@saldo/domain/vat-rates';
import { useDisplayLocale } from '../../../../../lib/use-money-format.ts';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { InputStatesSection, SizesSection } from './common.tsx';
import { DecimalSpinbutton } from './DecimalSpinbutton.tsx';
import { useVatRateOptions } from './vat-rate-options.ts';

/** One złoty in grosze, one unit in 1/10 000: the steps of the money and quantity fields. */
const ZLOTY = 10 ** MONEY_DECIMALS;
const UNIT = 10 ** QUANTITY_DECIMALS;

/** A money field as the forms use it: grosze in, two decimals shown, read out with its currency. */
export function MoneySpinbutton({
  label,
  value,
  onChange,
  locale,
  ...props
}: {
  label: string;
  value: Money | null;
  onChange: (value: Money | null) => void;
  locale: Locale;
  description?: string;
  error?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  size?: string;
  max?: Money;
}) {
  return (
    <DecimalSpinbutton
      {...props}
      label={label}
      decimals={MONEY_DECIMALS}
      locale={locale}
      min={0}
      step={ZLOTY}
      value={value}
      onChange={onChange}
      valueText={(amount) => formatMoney(amount, { locale })}
    />
  );
}

export function SpinbuttonVariants() {
  const { t } = useTranslation(['galleryInputs', 'gallery', 'invoiceForm']);
  const [pl, setPl] = useState<Money | null>(123456);
  const [en, setEn] = useState<Money | null>(123456);
  const [quantity, setQuantity] = useState<number | null>(15000);
  const [discount, setDiscount] = useState<number | null>(250);
  return (
    <GallerySection title={t('gallery:frame.variants')} description={t('demo.spin.variantsNote')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Example label={t('demo.spin.days')}>
          <NumberInput
            label={t('invoiceForm:payment.days')}
            min={0}
            max={PAYMENT_TERM_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            defaultValue={14}
          />
        </Example>
        <Example label="hideControls">
          <NumberInput
            label={t('invoiceForm:payment.days')}
            hideControls
            min={0}
            max={PAYMENT_TERM_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            defaultValue={30}
          />
        </Example>
        <Example label={t('demo.spin.quantity')}>
          <DecimalSpinbutton
            label={t('invoiceForm:lines.columns.quantity')}
            decimals={QUANTITY_DECIMALS}
            minDecimals={0}
            min={0}
            step={UNIT}
            locale="pl"
            value={quantity}
            onChange={setQuantity}
          />
        </Example>
        <Example label={t('demo.spin.moneyPl')}>
          <MoneySpinbutton label={t('demo.spin.amount')} locale="pl" value={pl} onChange={setPl} />
        </Example>
        <Example label={t('demo.spin.moneyEn')}>
          <MoneySpinbutton label={t('demo.spin.amount')} locale="en" value={en} onChange={setEn} />
        </Example>
        <Example label='suffix="%"'>
          <DecimalSpinbutton
            label={t('invoiceForm:lines.columns.discountPercent')}
            decimals={2}
            minDecimals={0}
            min={0}
            max={10000}
            step={100}
            suffix=" %"
            locale="pl"
            value={discount}
            onChange={setDiscount}
          />
        </Example>
      </SimpleGrid>
      <Text size="sm">{t('demo.spin.keyboard')}</Text>
    </GallerySection>
  );
}

export function SpinbuttonSizes() {
  const { t } = useTranslation('galleryInputs');
  const locale = useDisplayLocale();
  const [amount, setAmount] = useState<Money | null>(99900);
  return (
    <SizesSection>
      {(size) => (
        <MoneySpinbutton
          size={size}
          label={t('demo.spin.amount')}
          locale={locale}
          value={amount}
          onChange={setAmount}
        />
      )}
    </SizesSection>
  );
}

/** An invoice line worked out as the invoice form does: scaled integers in, grosze out. */
function LineCalculator({ locale }: { locale: Locale }) {
  const { t } = useTranslation(['galleryInputs', 'invoiceForm']);
  const rates = useVatRateOptions();
  const [quantity, setQuantity] = useState<number | null>(3 * UNIT);
  const [price, setPrice] = useState<number | null>(333333);
  const [rate, setRate] = useState<VatRateCode>('23');
  const amounts =
    quantity === null || price === null
      ? null
      : computeLine({ quantity, unitPrice: price, discount: 0, vatRate: rate, annex15: false }, 'net');
  const money = (amount: Money) => formatMoney(amount, { locale });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <DecimalSpinbutton
          label={t('invoiceForm:lines.columns.quantity')}
          decimals={QUANTITY_DECIMALS}
          minDecimals={0}
          min={0}
          step={UNIT}
          locale={locale}
          value={quantity}
          onChange={setQuantity}
        />
        <DecimalSpinbutton
          label={t('invoiceForm:lines.columns.unitPriceNet')}
          decimals={UNIT_PRICE_DECIMALS}
          minDecimals={2}
          min={0}
          step={10 ** UNIT_PRICE_DECIMALS}
          locale={locale}
          value={price}
          onChange={setPrice}
        />
        <Select
          label={t('invoiceForm:lines.columns.vatRate')}
          allowDeselect={false}
          data={rates.current}
          value={rate}
          onChange={(value) => {
            if (value !== null && isVatRateCode(value)) setRate(value);
          }}
        />
      </SimpleGrid>
      <Table withTableBorder aria-label={t('demo.spin.lineTotals')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoiceForm:lines.columns.net')}</Table.Th>
            <Table.Th>{t('invoiceForm:lines.columns.vat')}</Table.Th>
            <Table.Th>{t('invoiceForm:lines.columns.gross')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-live="polite">
          <Table.Tr>
            <Table.Td>{amounts ? money(amounts.net) : '—'}</Table.Td>
            <Table.Td>{amounts ? money(amounts.vat) : '—'}</Table.Td>
            <Table.Td>{amounts ? money(amounts.gross) : '—'}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm">
        {t('demo.spin.sent')}{' '}
        <Code>
          {JSON.stringify({
            quantity: quantity === null ? '' : formatScaled(quantity, QUANTITY_DECIMALS, { minDecimals: 0 }),
            unitPrice: price === null ? '' : formatScaled(price, UNIT_PRICE_DECIMALS, { minDecimals: 2 }),
            vatRate: rate,
          })}
        </Code>
      </Text>
    </Stack>
  );
}

/** Two amounts added in grosze, beside the same sum in binary floating point. */
function ExactSum({ locale }: { locale: Locale }) {
  const { t } = useTranslation('galleryInputs');
  const [a, setA] = useState<Money | null>(10);
  const [b, setB] = useState<Money | null>(20);
  const exact = a !== null && b !== null ? addMoney(a, b) : null;
  // Only to show what Saldo avoids: this float never reaches a total.
  const floated =
    a !== null && b !== null ? String(Number(toDecimalString(a)) + Number(toDecimalString(b))) : '—';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <MoneySpinbutton label={t('demo.spin.first')} locale={locale} value={a} onChange={setA} />
        <MoneySpinbutton label={t('demo.spin.second')} locale={locale} value={b} onChange={setB} />
      </SimpleGrid>
      <Text size="sm" aria-live="polite">
        {t('demo.spin.exactSum', {
          sum: exact === null ? '—' : formatMoney(exact, { locale }),
          grosze: exact === null ? '—' : String(exact),
        })}
      </Text>
      <Text size="sm">{t('demo.spin.floatSum', { sum: floated })}</Text>
    </Stack>
  );
}

export function SpinbuttonMoney() {
  const { t } = useTranslation('galleryInputs');
  const locale = useDisplayLocale();
  return (
    <GallerySection title={t('demo.spin.moneyTitle')} description={t('demo.spin.moneyNote')}>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <Example label={t('demo.spin.line')}>
          <LineCalculator locale={locale} />
        </Example>
        <Example label={t('demo.spin.sum')}>
          <ExactSum locale={locale} />
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

export function SpinbuttonStates() {
  const { t } = useTranslation(['galleryInputs', 'invoiceForm']);
  const locale = useDisplayLocale();
  const [amount, setAmount] = useState<Money | null>(250000);
  const [zero, setZero] = useState<Money | null>(0);
  const [rate, setRate] = useState<number | null>(null);
  const field = { label: t('demo.spin.amount'), locale, value: amount, onChange: setAmount };
  return (
    <InputStatesSection
      states={{
        description: <MoneySpinbutton {...field} description={t('demo.spin.amountHint')} />,
        error: (
          <MoneySpinbutton {...field} value={zero} onChange={setZero} error={t('demo.spin.amountError')} />
        ),
        disabled: <MoneySpinbutton {...field} disabled description={t('demo.spin.lockedHint')} />,
        readOnly: <MoneySpinbutton {...field} readOnly />,
        required: <MoneySpinbutton {...field} required />,
        loading: (
          <DecimalSpinbutton
            label={t('invoiceForm:currency.rate')}
            description={t('demo.spin.rateLoading')}
            decimals={EXCHANGE_RATE_DECIMALS}
            locale={locale}
            value={rate}
            onChange={setRate}
            aria-busy
            rightSection={<Loader size={16} aria-hidden />}
          />
        ),
      }}
    />
  );
}
