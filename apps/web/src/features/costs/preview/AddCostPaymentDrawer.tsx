import { useState } from 'react';
import { Alert, Button, Drawer, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CostDetail, CostPaymentInputBody } from '@saldo/contracts/costs';
import { PAYMENT_METHODS } from '@saldo/contracts/invoices';
import { isIsoDate } from '@saldo/domain/dates/calendar';
import { parseMoney, toInputString } from '@saldo/domain/money';
import { ApiError } from '../../../lib/api-client.ts';
import { pick } from '../../../lib/pick.ts';
import { moneyLocale, todayIso } from '../../../lib/format.ts';
import { isWhiteListRefusal } from '../api/costs-api.ts';
import { useAddCostPayment } from '../api/queries.ts';
import { WhiteListRefusal } from './WhiteListRefusal.tsx';

type Values = Required<Omit<CostPaymentInputBody, 'acceptWhiteListRisk'>>;
type Field = keyof Values;

/**
 * The payment the cost form could not record: the drawer starts from its date and, when the white
 * list did not confirm the account, with the list's answer already on screen.
 */
export interface PaymentDrawerStart {
  date: string;
  refusal: string | null;
}

/**
 * Records a payment to the supplier: the balance, today (or the date it is started from), the
 * document's method.
 */
export function AddCostPaymentDrawer({
  cost,
  opened,
  onClose,
  start,
}: {
  cost: CostDetail;
  opened: boolean;
  onClose: () => void;
  start?: PaymentDrawerStart;
}) {
  const { t } = useTranslation('costs');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={t('payment.title')}>
      {opened && <PaymentForm cost={cost} onClose={onClose} start={start} />}
    </Drawer>
  );
}

function PaymentForm({
  cost,
  onClose,
  start,
}: {
  cost: CostDetail;
  onClose: () => void;
  start: PaymentDrawerStart | undefined;
}) {
  const { t, i18n } = useTranslation('costs');
  const add = useAddCostPayment();
  const [values, setValues] = useState<Values>(() => ({
    amount: toInputString(cost.balance, moneyLocale(i18n.language)),
    date: start?.date ?? todayIso(),
    method: cost.paymentMethod,
    note: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Kept apart from the mutation's error, so it stays on screen while the user pays anyway.
  const [refusal, setRefusal] = useState<string | null>(start?.refusal ?? null);

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    // The list's answer was for this day and a transfer; another day or method is a new question.
    if (field === 'date' || field === 'method') setRefusal(null);
  };

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const parsed = parseMoney(values.amount);
    if (!values.amount.trim()) found.amount = t('validation.required');
    else if (!parsed.ok) found.amount = t('validation.amount');
    else if (parsed.value === 0) found.amount = t('validation.amountNotZero');
    if (!isIsoDate(values.date)) found.date = t('validation.date');
    return found;
  };

  const submit = (acceptWhiteListRisk: boolean) => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const payment = {
      ...values,
      amount: values.amount.trim(),
      note: values.note.trim(),
      acceptWhiteListRisk,
    };
    add.mutate(
      { id: cost.id, payment },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('payment.done') });
          onClose();
        },
        onError: (error) => {
          setRefusal(isWhiteListRefusal(error) ? error.message : null);
          if (error instanceof ApiError && error.errors) {
            const { amount, date, method, note } = error.errors;
            setErrors({ amount, date, method, note });
          }
        },
      },
    );
  };

  const failure =
    add.error && !isWhiteListRefusal(add.error)
      ? add.error instanceof ApiError
        ? add.error.message
        : t('errors.network')
      : null;
  const checked = cost.whiteListCheckRequired && values.method === 'transfer';

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <Stack gap="md">
        {start !== undefined && start.refusal !== null && (
          <Alert
            color="yellow"
            role="note"
            icon={<IconInfoCircle size={18} aria-hidden />}
            title={t('handoff.title')}
          >
            {t('handoff.whiteList')}
          </Alert>
        )}
        <TextInput
          label={t('payment.amount')}
          description={t('payment.amountHint', { currency: cost.currency })}
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
          onChange={(value) => set('method', pick(PAYMENT_METHODS, value) ?? values.method)}
        />
        <TextInput
          label={t('payment.note')}
          value={values.note}
          error={errors.note}
          onChange={(event) => set('note', event.currentTarget.value)}
        />
        {cost.splitPayment && values.method === 'transfer' && (
          <Alert color="blue" role="note">
            {t('preview.splitPaymentTitle')}
          </Alert>
        )}
        {checked && (
          <Group gap="xs" wrap="nowrap">
            <IconShieldCheck size={18} aria-hidden />
            <Text size="sm">{t('whiteList.willCheck')}</Text>
          </Group>
        )}
        {refusal !== null && (
          <WhiteListRefusal message={refusal} pending={add.isPending} onPayAnyway={() => submit(true)} />
        )}
        {failure && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('payment.cancel')}
          </Button>
          {refusal === null && (
            <Button type="submit" loading={add.isPending}>
              {t('payment.submit')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
