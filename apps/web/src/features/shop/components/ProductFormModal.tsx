import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, ProductInputBody } from '@saldo/contracts/shop';
import { parseMoney, toDecimalString } from '@saldo/domain/money';
import { VAT_RATE_CODES, type VatRateCode } from '@saldo/domain/vat-rates';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateProduct, useUpdateProduct } from '../api/queries.ts';
import { ProductImagesEditor } from './ProductImagesEditor.tsx';

/** A slug from a name: Polish letters folded (ł is not decomposed by NFKD), the rest dashed. */
const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

interface FormState {
  name: string;
  slug: string;
  description: string;
  brand: string;
  category: string;
  /** Złote as typed; sent as grosze. */
  netPrice: number | string;
  vatRate: VatRateCode;
  unit: string;
  stock: number | string;
  kind: 'physical' | 'service';
  hasFreeShipping: boolean;
}

const fromProduct = (p: Product | null): FormState => ({
  name: p?.name ?? '',
  slug: p?.slug ?? '',
  description: p?.description ?? '',
  brand: p?.brand ?? '',
  category: p?.category ?? '',
  netPrice: p ? toDecimalString(p.netPrice) : '',
  vatRate: p?.vatRate ?? '23',
  unit: p?.unit ?? 'szt.',
  stock: p?.stock ?? '',
  kind: p?.kind ?? 'physical',
  hasFreeShipping: p?.hasFreeShipping ?? false,
});

/** Adds or edits a product; once it exists, its pictures are managed here too. */
export function ProductFormModal({
  product,
  opened,
  onClose,
}: {
  /** null: a new product. */
  product: Product | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('shop');
  const [form, setForm] = useState<FormState>(() => fromProduct(product));
  const [saved, setSaved] = useState<Product | null>(product);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const error = [create.error, update.error].find((e) => e instanceof ApiError);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm({ ...form, [key]: value });

  const [priceError, setPriceError] = useState<string | null>(null);

  const submit = () => {
    // Grosze from the decimal text, never through a float (12.35 * 100 is 1234.9999…).
    const price = parseMoney(String(form.netPrice));
    if (!price.ok || price.value < 0) {
      setPriceError(t('admin.netPriceInvalid'));
      return;
    }
    setPriceError(null);
    const body: ProductInputBody = {
      name: form.name,
      slug: form.slug || slugify(form.name),
      description: form.description,
      brand: form.brand,
      category: form.category,
      netPrice: price.value,
      vatRate: form.vatRate,
      unit: form.unit,
      stock: form.kind === 'service' || form.stock === '' ? null : Number(form.stock),
      kind: form.kind,
      hasFreeShipping: form.hasFreeShipping,
      image: saved?.image ?? '',
      currency: saved?.currency ?? 'PLN',
      classification: saved?.classification ?? '',
      gtu: saved?.gtu ?? null,
      colorOptions: saved?.colorOptions ?? [],
      shippingDays: saved?.shippingDays ?? 2,
    };
    if (saved) update.mutate({ id: saved.id, body }, { onSuccess: setSaved });
    else create.mutate(body, { onSuccess: setSaved });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={saved ? t('admin.editTitle', { name: saved.name }) : t('admin.addTitle')}
    >
      <Stack>
        {error && <Alert color="red">{error.message}</Alert>}
        <TextInput
          label={t('admin.name')}
          required
          value={form.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label={t('admin.slug')}
            description={t('admin.slugHint')}
            value={form.slug}
            placeholder={slugify(form.name)}
            onChange={(e) => set('slug', e.currentTarget.value)}
          />
          <SegmentedControl
            aria-label={t('admin.kind')}
            value={form.kind}
            onChange={(v) => set('kind', v === 'service' ? 'service' : 'physical')}
            data={[
              { value: 'physical', label: t('admin.physical') },
              { value: 'service', label: t('admin.service') },
            ]}
          />
        </SimpleGrid>
        <Textarea
          label={t('admin.description')}
          rows={3}
          value={form.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <SimpleGrid cols={2}>
          <TextInput
            label={t('brand')}
            value={form.brand}
            onChange={(e) => set('brand', e.currentTarget.value)}
          />
          <TextInput
            label={t('category')}
            value={form.category}
            onChange={(e) => set('category', e.currentTarget.value)}
          />
          <NumberInput
            label={t('admin.netPrice')}
            required
            min={0}
            decimalScale={2}
            fixedDecimalScale
            decimalSeparator=","
            value={form.netPrice}
            onChange={(v) => set('netPrice', v)}
            error={priceError}
          />
          <Select
            label={t('admin.vatRate')}
            data={VAT_RATE_CODES.map((code) => ({
              value: code,
              label: /^\d+$/.test(code) ? `${code}%` : code,
            }))}
            value={form.vatRate}
            allowDeselect={false}
            onChange={(v) => {
              const code = VAT_RATE_CODES.find((c) => c === v);
              if (code) set('vatRate', code);
            }}
          />
          <TextInput
            label={t('admin.unit')}
            value={form.unit}
            onChange={(e) => set('unit', e.currentTarget.value)}
          />
          <NumberInput
            label={t('admin.stock')}
            description={t('admin.stockHint')}
            min={0}
            allowDecimal={false}
            disabled={form.kind === 'service'}
            value={form.stock}
            onChange={(v) => set('stock', v)}
          />
        </SimpleGrid>
        <Checkbox
          label={t('freeShipping')}
          checked={form.hasFreeShipping}
          onChange={(e) => set('hasFreeShipping', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.close')}
          </Button>
          <Button
            onClick={submit}
            loading={create.isPending || update.isPending}
            disabled={form.name.trim() === ''}
          >
            {t('admin.save')}
          </Button>
        </Group>
        {saved ? <ProductImagesEditor productId={saved.id} name={saved.name} /> : null}
      </Stack>
    </Modal>
  );
}
