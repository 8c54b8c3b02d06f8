import { useState } from 'react';
import { CloseButton, Loader, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAt, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES, type CurrencyCode, type Locale } from '@saldo/domain/currency';
import { formatMoney, MONEY_DECIMALS, type Money } from '@saldo/domain/money';
import { SEARCH_DEBOUNCE_MS } from '../../../../../lib/debounce.ts';
import { useDisplayLocale } from '../../../../../lib/use-money-format.ts';
import { pick } from '../../../../../lib/pick.ts';
import { useContractorSearch } from '../../../../contractors/api/contractor-search.ts';
import { useCompany } from '../../../../settings/api/queries.ts';
import { QueryData } from '../../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { InputStatesSection, SizesSection } from './common.tsx';
import type { InputSize } from './sizes.ts';
import { DecimalSpinbutton } from './DecimalSpinbutton.tsx';
import { NipGusField } from './NipGusField.tsx';

/** Text in a field's section, in the body colour: the sections' own dimmed grey is too faint for text. */
function SectionText({ children, size = 'sm' }: { children: string; size?: InputSize }) {
  return (
    <Text size={size} c="var(--mantine-color-text)" aria-hidden>
      {children}
    </Text>
  );
}

/** An amount whose currency is chosen inside the field, as the cost form's amount and currency. */
function AmountWithCurrency({ locale, size = 'sm' }: { locale: Locale; size?: InputSize }) {
  const { t } = useTranslation(['galleryInputs', 'invoiceForm']);
  const [amount, setAmount] = useState<Money | null>(150000);
  const [currency, setCurrency] = useState<CurrencyCode>('EUR');
  return (
    <DecimalSpinbutton
      size={size}
      label={t('demo.spin.amount')}
      decimals={MONEY_DECIMALS}
      locale={locale}
      min={0}
      value={amount}
      onChange={setAmount}
      valueText={(value) => formatMoney(value, { locale, currency })}
      rightSectionWidth={88}
      rightSectionPointerEvents="all"
      rightSection={
        <NativeSelect
          size={size}
          variant="unstyled"
          aria-label={t('invoiceForm:currency.currency')}
          data={[...CURRENCY_CODES]}
          value={currency}
          onChange={(event) => setCurrency(pick(CURRENCY_CODES, event.currentTarget.value) ?? 'PLN')}
          rightSectionWidth={24}
          styles={{ input: { width: 84, fontWeight: 500, paddingInlineStart: 12 } }}
        />
      }
    />
  );
}

/** The contractor search with its clear button; Escape clears too. The names come from the server. */
function ContractorSearch() {
  const { t } = useTranslation('galleryInputs');
  const [text, setText] = useState('');
  const [settled] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const found = useContractorSearch(settled);
  const names = (found.data ?? []).slice(0, 5);
  return (
    <Stack gap="xs">
      <TextInput
        label={t('demo.group.search')}
        placeholder={t('demo.group.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text !== '') {
            event.preventDefault();
            setText('');
          }
        }}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSectionPointerEvents="all"
        rightSection={
          found.isFetching ? (
            <Loader size={16} aria-hidden />
          ) : (
            text !== '' && <CloseButton aria-label={t('demo.group.clear')} onClick={() => setText('')} />
          )
        }
      />
      <Text size="sm" aria-live="polite">
        {found.data === undefined
          ? t('demo.select.searching')
          : names.length === 0
            ? t('demo.select.nothingFound')
            : t('demo.group.found', { names: names.map((one) => one.name).join(', ') })}
      </Text>
    </Stack>
  );
}

export function InputGroupVariants() {
  const { t } = useTranslation(['galleryInputs', 'gallery']);
  const locale = useDisplayLocale();
  return (
    <GallerySection title={t('gallery:frame.variants')} description={t('demo.group.variantsNote')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Example label={t('demo.group.amountCurrency')}>
          <AmountWithCurrency locale={locale} />
        </Example>
        <Example label={t('demo.group.nipGus')}>
          <NipGusField />
        </Example>
        <Example label={t('demo.group.searchClear')}>
          <ContractorSearch />
        </Example>
        <Example label={t('demo.group.percent')}>
          <DiscountField locale={locale} />
        </Example>
        <Example label={t('demo.group.iban')}>
          <TextInput
            label={t('demo.input.iban')}
            autoComplete="off"
            leftSection={<SectionText>PL</SectionText>}
            placeholder="00 0000 0000 0000 0000 0000 0000"
          />
        </Example>
        <Example label={t('demo.group.phone')}>
          <TextInput
            type="tel"
            label={t('demo.group.phoneLabel')}
            autoComplete="tel-national"
            leftSection={<SectionText>+48</SectionText>}
          />
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

/** The discount with its percent sign: a unit in the section, growing with the field. */
function DiscountField({ locale, size = 'sm' }: { locale: Locale; size?: InputSize }) {
  const { t } = useTranslation('galleryInputs');
  const [discount, setDiscount] = useState<number | null>(500);
  return (
    <DecimalSpinbutton
      size={size}
      label={t('demo.group.discount')}
      decimals={2}
      minDecimals={0}
      min={0}
      max={10000}
      step={100}
      locale={locale}
      value={discount}
      onChange={setDiscount}
      rightSection={<SectionText size={size}>%</SectionText>}
    />
  );
}

export function InputGroupSizes() {
  const locale = useDisplayLocale();
  return <SizesSection>{(size) => <DiscountField size={size} locale={locale} />}</SizesSection>;
}

export function InputGroupStates() {
  const { t } = useTranslation('galleryInputs');
  const company = useCompany();
  const search = { leftSection: <IconSearch size={16} aria-hidden />, label: t('demo.group.search') };
  const email = {
    leftSection: <IconAt size={16} aria-hidden />,
    label: t('demo.input.email'),
    type: 'email',
  };
  return (
    <InputStatesSection
      states={{
        description: <TextInput {...search} description={t('demo.group.searchHint')} />,
        error: <TextInput {...email} defaultValue="biuro@" error={t('demo.group.emailError')} />,
        disabled: <TextInput {...search} disabled />,
        readOnly: (
          <QueryData query={company}>
            {(data) => (
              <TextInput {...email} readOnly value={data.email} description={t('demo.group.emailReadOnly')} />
            )}
          </QueryData>
        ),
        required: <TextInput {...email} required />,
        loading: (
          <TextInput
            {...search}
            defaultValue="Kow"
            aria-busy
            rightSection={<Loader size={16} aria-hidden />}
          />
        ),
      }}
    />
  );
}
