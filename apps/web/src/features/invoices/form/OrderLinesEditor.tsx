import { ActionIcon, Button, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CURRENT_VAT_RATE_CODES, isVatRateCode, VAT_RATES } from '@saldo/domain/vat-rates';
import { emptyOrderLine, type OrderLineValues } from './invoice-form-model.ts';
import type { InvoiceForm } from './invoice-form-type.ts';

type Field = keyof Omit<OrderLineValues, 'vatRate'>;
const FIELDS: readonly Field[] = ['name', 'quantity', 'unit', 'unitPrice'];

/**
 * The order an advance is paid towards (art. 106f ust. 1 pkt 4): what is ordered, how much, at which
 * net price and rate. The server prices the lines; their gross is the order's value.
 */
export function OrderLinesEditor({ form }: { form: InvoiceForm }) {
  const { t, i18n } = useTranslation('invoiceForm');
  const lines = form.values.orderLines;
  const label = (field: string, n: number) =>
    t('lines.fieldOfLine', { field: t(`advance.orderColumns.${field}`), n });
  const rateLabel = (code: (typeof CURRENT_VAT_RATE_CODES)[number]) =>
    i18n.language === 'pl' ? VAT_RATES[code].labelPl : VAT_RATES[code].labelEn;
  return (
    <Stack gap="xs" aria-label={t('advance.orderLines')} role="group">
      <Text fw={600} size="sm">
        {t('advance.orderLines')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('advance.orderLinesHint')}
      </Text>
      {lines.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              {[...FIELDS, 'vatRate'].map((field) => (
                <Table.Th key={field}>{t(`advance.orderColumns.${field}`)}</Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const n = index + 1;
              const rates = CURRENT_VAT_RATE_CODES.includes(line.vatRate)
                ? CURRENT_VAT_RATE_CODES
                : [...CURRENT_VAT_RATE_CODES, line.vatRate];
              return (
                <Table.Tr key={index}>
                  {FIELDS.map((field) => (
                    <Table.Td key={field}>
                      <TextInput
                        aria-label={label(field, n)}
                        inputMode={field === 'quantity' || field === 'unitPrice' ? 'decimal' : undefined}
                        {...form.getInputProps(`orderLines.${index}.${field}`)}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td miw={110}>
                    <Select
                      aria-label={label('vatRate', n)}
                      allowDeselect={false}
                      data={rates.map((code) => ({ value: code, label: rateLabel(code) }))}
                      value={line.vatRate}
                      onChange={(value) => {
                        if (value !== null && isVatRateCode(value))
                          form.setFieldValue(`orderLines.${index}.vatRate`, value);
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('advance.removeOrderLine', { n })}
                      onClick={() => form.removeListItem('orderLines', index)}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <Button
        variant="light"
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => form.insertListItem('orderLines', emptyOrderLine())}
      >
        {t('advance.addOrderLine')}
      </Button>
    </Stack>
  );
}
