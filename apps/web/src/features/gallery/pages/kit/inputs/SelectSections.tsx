import { useState } from 'react';
import { Loader, NativeSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INVOICE_DISPLAY_STATUSES, PAYMENT_METHODS, PRICE_MODES } from '@saldo/contracts/invoices';
import { CURRENCY_CODES } from '@saldo/domain/currency';
import { PAYMENT_TERM_CODES } from '@saldo/domain/dates/terms';
import { PartyFilter } from '../../../../../components/PartyFilter.tsx';
import { useContractorOptions } from '../../../../contractors/api/contractor-options.ts';
import { useContractorSearch } from '../../../../contractors/api/contractor-search.ts';
import { QueryData } from '../../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { InputStatesSection, SizesSection } from './common.tsx';
import { useVatRateOptions, type VatRateOption } from './vat-rate-options.ts';

/** A rate's name with, under it, when it applies: as the invoice line's rate list shows them. */
function RateOption({ option }: { option: VatRateOption }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{option.label}</Text>
      {option.help !== null && (
        <Text size="xs" c="dimmed">
          {option.help}
        </Text>
      )}
    </Stack>
  );
}

export function SelectVariants() {
  const { t } = useTranslation(['galleryInputs', 'gallery', 'invoiceForm', 'invoices']);
  const rates = useVatRateOptions();
  const byCode = new Map(rates.current.map((option) => [option.value, option]));
  const rateLabel = t('invoiceForm:lines.columns.vatRate');
  return (
    <GallerySection title={t('gallery:frame.variants')} description={t('demo.select.variantsNote')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {(['default', 'filled', 'unstyled'] as const).map((variant) => (
          <Example key={variant} label={`variant="${variant}"`}>
            <Select
              variant={variant}
              label={rateLabel}
              allowDeselect={false}
              data={rates.current}
              defaultValue="23"
            />
          </Example>
        ))}
        <Example label="searchable">
          <Select
            label={t('invoiceForm:currency.currency')}
            searchable
            allowDeselect={false}
            data={[...CURRENCY_CODES]}
            defaultValue="PLN"
          />
        </Example>
        <Example label="clearable">
          <Select
            label={t('invoices:list.filters.status')}
            placeholder={t('invoices:list.filters.any')}
            clearable
            data={INVOICE_DISPLAY_STATUSES.map((value) => ({ value, label: t(`invoices:status.${value}`) }))}
          />
        </Example>
        <Example label={t('demo.select.grouped')}>
          <Select
            label={rateLabel}
            description={t('demo.select.groupedHint')}
            allowDeselect={false}
            data={[
              { group: t('demo.select.inForce'), items: rates.current },
              { group: t('demo.select.historic'), items: rates.historic },
            ]}
            defaultValue="22"
          />
        </Example>
        <Example label="renderOption">
          <Select
            label={rateLabel}
            allowDeselect={false}
            data={rates.current}
            defaultValue="0 WDT"
            comboboxProps={{ width: 320, position: 'bottom-start' }}
            renderOption={({ option }) => {
              const found = byCode.get(option.value as VatRateOption['value']);
              return found ? <RateOption option={found} /> : option.label;
            }}
          />
        </Example>
        <Example label="NativeSelect">
          <NativeSelect
            label={t('invoiceForm:payment.term')}
            data={PAYMENT_TERM_CODES.map((value) => ({
              value,
              label: t(`invoiceForm:paymentTerms.${value}`),
            }))}
            defaultValue="14_days"
          />
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

export function SelectSizes() {
  const { t } = useTranslation(['galleryInputs', 'gallery', 'invoiceForm', 'invoices']);
  return (
    <SizesSection>
      {(size) => (
        <Select
          size={size}
          label={t('invoiceForm:currency.currency')}
          allowDeselect={false}
          data={[...CURRENCY_CODES]}
          defaultValue="PLN"
        />
      )}
    </SizesSection>
  );
}

/** What the organization's own books offer: its contractors, searched on the server as one types. */
export function SelectFromBooks() {
  const { t } = useTranslation(['galleryInputs', 'gallery', 'invoiceForm', 'invoices']);
  const first = useContractorSearch('');
  const [contractorId, setContractorId] = useState<number | undefined>(undefined);
  const contractors = useContractorOptions(contractorId);
  const chosen = contractors.options.find((option) => option.value === String(contractorId));
  return (
    <GallerySection title={t('demo.select.booksTitle')} description={t('demo.select.booksNote')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <QueryData query={first}>
          {() => (
            <Stack gap={4}>
              <PartyFilter
                value={contractorId}
                onChange={setContractorId}
                search={contractors.search}
                onSearchChange={contractors.setSearch}
                options={contractors.options}
                searching={contractors.searching}
                texts={{
                  label: t('demo.select.contractor'),
                  placeholder: t('invoices:list.filters.any'),
                  searching: t('demo.select.searching'),
                  nothingFound: t('demo.select.nothingFound'),
                }}
              />
              <Text size="sm" aria-live="polite">
                {chosen ? t('demo.select.chosen', { name: chosen.label }) : t('demo.select.noneChosen')}
              </Text>
            </Stack>
          )}
        </QueryData>
        <Select
          label={t('invoiceForm:payment.method')}
          allowDeselect={false}
          data={PAYMENT_METHODS.map((value) => ({ value, label: t(`invoiceForm:paymentMethods.${value}`) }))}
          defaultValue="transfer"
        />
      </SimpleGrid>
      <Text size="sm">{t('demo.select.keyboard')}</Text>
    </GallerySection>
  );
}

export function SelectStates() {
  const { t } = useTranslation(['galleryInputs', 'gallery', 'invoiceForm', 'invoices']);
  const rates = useVatRateOptions();
  const methods = PAYMENT_METHODS.map((value) => ({
    value,
    label: t(`invoiceForm:paymentMethods.${value}`),
  }));
  return (
    <InputStatesSection
      states={{
        description: (
          <Select
            label={t('invoiceForm:currency.priceMode')}
            description={t('demo.select.priceModeHint')}
            allowDeselect={false}
            data={PRICE_MODES.map((value) => ({ value, label: t(`invoiceForm:priceModes.${value}`) }))}
            defaultValue="net"
          />
        ),
        error: (
          <Select
            label={t('invoiceForm:lines.columns.vatRate')}
            placeholder={t('demo.select.choose')}
            data={rates.current}
            error={t('demo.select.rateRequired')}
          />
        ),
        disabled: (
          <Select
            label={t('invoiceForm:currency.currency')}
            description={t('demo.select.lockedHint')}
            disabled
            data={[...CURRENCY_CODES]}
            value="EUR"
          />
        ),
        readOnly: <Select label={t('invoiceForm:payment.method')} readOnly data={methods} value="transfer" />,
        required: (
          <Select
            label={t('invoiceForm:payment.method')}
            required
            placeholder={t('demo.select.choose')}
            data={methods}
          />
        ),
        loading: (
          <Select
            label={t('demo.select.contractor')}
            placeholder={t('demo.select.searching')}
            data={[]}
            aria-busy
            rightSection={<Loader size={16} aria-hidden />}
          />
        ),
      }}
    />
  );
}
