import { useState } from 'react';
import { Alert, Button, Drawer, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_METHODS,
  type InvoiceDetail,
  type PaymentInputBody,
  type PaymentMethod,
} from '@saldo/contracts/invoices';
import { parseMoney, toInputString } from '@saldo/domain/money';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddPayment } from '../api/queries.ts';
import { moneyLocale, todayIso } from '../../../lib/format.ts';

type Field = keyof PaymentInputBody;

const isMethod = (value: string | null): value is PaymentMethod =>
  PAYMENT_METHODS.some((method) => method === value);

/** Records a payment: amount prefilled with what is still due, today, the invoice's method. */
export function AddPaymentDrawer({
  invoice,
  opened,
  onClose,
}: {
  invoice: InvoiceDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={t('payment.title')}>
      {opened && <PaymentForm invoice={invoice} onClose={onClose} />}
    </Drawer>
  );
}

function PaymentForm({ invoice, onClose }: { invoice: InvoiceDetail; onClose: () => void }) {
  const { t, i18n } = useTranslation('invoices');
  const add = useAddPayment();
  const [values, setValues] = useState<Required<PaymentInputBody>>(() => ({
    amount: toInputString(invoice.balance, moneyLocale(i18n.language)),
    date: todayIso(),
    method: invoice.paymentMethod,
    note: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = <K extends Field>(field: K, value: Required<PaymentInputBody>[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const parsed = parseMoney(values.amount);
    if (!values.amount.trim()) found.amount = t('validation.required');
    else if (!parsed.ok) found.amount = t('validation.invalidAmount');
    else if (parsed.value === 0) found.amount = t('validation.amountNotZero');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) found.date = t('validation.invalidDate');
    return found;
  };

  const submit = () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { id: invoice.id, payment: { ...values, amount: values.amount.trim(), note: values.note.trim() } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('payment.done') });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) {
            const { amount, date, method, note } = error.errors;
            setErrors({ amount, date, method, note });
          }
        },
      },
    );
  };

  const failure = add.error
    ? add.error instanceof ApiError
      ? add.error.message
      : t('errors.network')
    : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('payment.amount')}
          description={t('payment.amountHint', { currency: invoice.currency })}
          required
          inputMode="decimal"
          value={values.amount}
          error={errors.amount}
          onChange={(event) => set('amount', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('payment.date')}
          required
          value={values.date}
          error={errors.date}
          onChange={(event) => set('date', event.currentTarget.value)}
        />
        <Select
          label={t('payment.method')}
          data={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
          value={values.method}
          error={errors.method}
          allowDeselect={false}
          onChange={(value) => {
            if (isMethod(value)) set('method', value);
          }}
        />
        <TextInput
          label={t('payment.note')}
          value={values.note}
          error={errors.note}
          onChange={(event) => set('note', event.currentTarget.value)}
        />
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payment.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t('payment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
