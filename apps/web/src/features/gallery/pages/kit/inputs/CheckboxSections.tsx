import { useState } from 'react';
import { Checkbox, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GoodTableRow } from '@saldo/contracts/gallery';
import { INVOICE_TYPES } from '@saldo/contracts/invoices';
import { sumMoney } from '@saldo/domain/money';
import { useInvoiceFormat } from '../../../../../lib/format.ts';
import { useBasicTable } from '../../../api/queries.ts';
import { rowCurrency } from '../../../components/component-data.ts';
import { QueryData } from '../../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';
import { InputStatesSection, SizesSection } from './common.tsx';
import { COLORS } from './sizes.ts';

export function CheckboxVariants() {
  const { t } = useTranslation(['galleryInputs', 'gallery', 'invoiceForm', 'invoices']);
  const [card, setCard] = useState(true);
  const annex15 = t('invoiceForm:lines.columns.annex15');
  return (
    <GallerySection title={t('gallery:frame.variants')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Example label='variant="filled"'>
          <Checkbox label={annex15} defaultChecked />
        </Example>
        <Example label='variant="outline"'>
          <Checkbox variant="outline" label={annex15} defaultChecked />
        </Example>
        <Example label="indeterminate">
          <Checkbox indeterminate label={t('demo.checkbox.selectAll')} readOnly />
        </Example>
        <Example label='labelPosition="left"'>
          <Checkbox labelPosition="left" label={t('demo.checkbox.sameAddress')} />
        </Example>
        <Example label="color">
          <Group>
            {COLORS.map((color) => (
              <Checkbox key={color} color={color} defaultChecked label={t(`demo.colors.${color}`)} />
            ))}
          </Group>
        </Example>
        <Example label="Checkbox.Card">
          <Checkbox.Card checked={card} onClick={() => setCard((now) => !now)} radius="md" p="sm">
            <Group wrap="nowrap" align="flex-start">
              <Checkbox.Indicator />
              <div>
                <Text fw={600} size="sm">
                  {t('demo.checkbox.splitPayment')}
                </Text>
                <Text size="xs">{t('demo.checkbox.splitPaymentHint')}</Text>
              </div>
            </Group>
          </Checkbox.Card>
        </Example>
        <Example label="Checkbox.Group">
          <Checkbox.Group label={t('demo.checkbox.types')} defaultValue={['vat', 'proforma']}>
            <Stack gap={6} mt="xs">
              {INVOICE_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={t(`invoices:types.${type}`)} />
              ))}
            </Stack>
          </Checkbox.Group>
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

export function CheckboxSizes() {
  const { t } = useTranslation('invoiceForm');
  return (
    <SizesSection>
      {(size) => <Checkbox size={size} defaultChecked label={t('lines.columns.annex15Short')} />}
    </SizesSection>
  );
}

/** Picking invoices for a bulk action, as the document lists do: one box for all, one per row. */
function InvoicePicker({ rows }: { rows: readonly GoodTableRow[] }) {
  const { t } = useTranslation('galleryInputs');
  const format = useInvoiceFormat();
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const all = rows.every((row) => picked.has(row.id));
  const some = rows.some((row) => picked.has(row.id));
  const toggle = (id: number, on: boolean) =>
    setPicked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const total = sumMoney(rows.filter((row) => picked.has(row.id)).map((row) => row.grossPln));
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('demo.checkbox.selectAll')}
        checked={all}
        indeterminate={some && !all}
        onChange={(event) =>
          setPicked(event.currentTarget.checked ? new Set(rows.map((row) => row.id)) : new Set())
        }
      />
      <Stack gap={6} pl="lg">
        {rows.map((row) => (
          <Checkbox
            key={row.id}
            label={`${row.number} · ${row.contractorName}`}
            description={format.money(row.gross, rowCurrency(row))}
            checked={picked.has(row.id)}
            onChange={(event) => toggle(row.id, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      <Text size="sm" fw={500} aria-live="polite">
        {t('demo.checkbox.picked', { picked: picked.size, total: format.money(total, 'PLN') })}
      </Text>
    </Stack>
  );
}

export function CheckboxFromBooks() {
  const { t } = useTranslation('galleryInputs');
  const query = useBasicTable();
  return (
    <GallerySection title={t('demo.checkbox.booksTitle')} description={t('demo.checkbox.booksNote')}>
      <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
        {(data) => <InvoicePicker rows={data.rows.slice(0, 6)} />}
      </QueryData>
    </GallerySection>
  );
}

export function CheckboxStates() {
  const { t } = useTranslation(['galleryInputs', 'invoiceForm']);
  const annex15 = t('invoiceForm:lines.columns.annex15');
  return (
    <InputStatesSection
      states={{
        description: <Checkbox label={annex15} description={t('demo.checkbox.annex15Hint')} />,
        error: <Checkbox label={t('demo.checkbox.terms')} error={t('demo.checkbox.termsError')} />,
        disabled: (
          <Stack gap="xs">
            <Checkbox label={annex15} disabled defaultChecked />
            <Checkbox label={t('demo.checkbox.sameAddress')} disabled />
          </Stack>
        ),
        readOnly: (
          <Checkbox
            label={annex15}
            description={t('demo.checkbox.readOnlyHint')}
            readOnly
            aria-readonly
            defaultChecked
          />
        ),
        required: (
          <Checkbox.Group label={t('demo.checkbox.consents')} withAsterisk>
            <Checkbox mt="xs" value="terms" required label={t('demo.checkbox.terms')} />
          </Checkbox.Group>
        ),
        loading: (
          <Group gap="xs">
            <Checkbox label={t('demo.checkbox.sameAddress')} disabled aria-busy defaultChecked />
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('demo.saving')}</Text>
          </Group>
        ),
      }}
    />
  );
}
