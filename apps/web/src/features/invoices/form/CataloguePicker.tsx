import { useState } from 'react';
import { Button, Popover, Select } from '@mantine/core';
import { useAbility } from '@casl/react';
import { IconBox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import { INVOICE_LIMITS } from '@saldo/contracts/invoices';
import { toDecimalString } from '@saldo/domain/money';
import { useProducts } from '../../shop/api/queries.ts';
import { emptyLine } from './invoice-form-model.ts';
import type { InvoiceForm } from './invoice-form-type.ts';

/**
 * "From catalogue": a product of the shop fills a line's name, unit, price (net or gross, as the form
 * counts), VAT rate, classification and GTU; every field stays editable. An empty last line is filled
 * instead of adding another.
 */
export function CataloguePicker({ form }: { form: InvoiceForm }) {
  const { t } = useTranslation('shop');
  const canRead = useAbility<AppAbility>().can('read', 'Shop');
  const [opened, setOpened] = useState(false);
  const [q, setQ] = useState('');
  const products = useProducts({ q, perPage: 20 }, opened);
  if (!canRead) return null;
  const { lines, type, priceMode } = form.values;

  const pick = (id: string | null) => {
    const product = products.data?.products.find((p) => String(p.id) === id);
    if (!product) return;
    const last = lines.length - 1;
    const reuse = last >= 0 && lines[last]?.name.trim() === '' && lines[last]?.unitPrice === '';
    const base = reuse && lines[last] ? lines[last] : emptyLine(type);
    const line = {
      ...base,
      name: product.name,
      unit: product.unit,
      unitPrice: toDecimalString(priceMode === 'gross' ? product.price : product.netPrice),
      // A margin invoice has one rate for every line; the product's rate does not apply there.
      vatRate: type === 'vatMargin' ? base.vatRate : product.vatRate,
      classification: product.classification,
      gtu: product.gtu,
    };
    if (reuse) form.setFieldValue(`lines.${last}`, line);
    else if (lines.length < INVOICE_LIMITS.lines) form.insertListItem('lines', line);
    setOpened(false);
    setQ('');
  };

  return (
    <Popover opened={opened} onChange={setOpened} width={360} position="bottom-start" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconBox size={16} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
        >
          {t('picker.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Select
          label={t('picker.label')}
          placeholder={t('picker.placeholder')}
          searchable
          searchValue={q}
          onSearchChange={setQ}
          filter={({ options }) => options}
          nothingFoundMessage={products.isFetching ? t('loading') : t('noProducts')}
          data={(products.data?.products ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          value={null}
          onChange={pick}
          comboboxProps={{ withinPortal: false }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
