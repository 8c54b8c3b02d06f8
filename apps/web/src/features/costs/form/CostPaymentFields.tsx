import { useId } from 'react';
import { Checkbox, Grid, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { WHITE_LIST_THRESHOLD_PLN, type CostDetail } from '@saldo/contracts/costs';
import { PAYMENT_METHODS } from '@saldo/contracts/invoices';
import { isIsoDate } from '@saldo/domain/dates/calendar';
import { pick } from '../../../lib/pick.ts';
import { todayIso } from '../../../lib/format.ts';
import { CostStatusBadge } from '../status/CostStatusBadge.tsx';
import type { LiveCostTotals } from './cost-form-calc.ts';
import { COST_PAYMENT_STATUSES } from './cost-form-model.ts';
import type { CostForm } from './cost-form-type.ts';

interface CostPaymentFieldsProps {
  form: CostForm;
  live: LiveCostTotals;
  /** The stored document, on the edit page. */
  cost?: CostDetail;
}

/**
 * How the supplier is to be paid: the method, the account printed on the document, split payment,
 * and whether it is paid already. The status is chosen only while the document has no payments (and
 * is not a draft, which takes none); after that payments are managed on the document page.
 */
export function CostPaymentFields({ form, live, cost }: CostPaymentFieldsProps) {
  const { t } = useTranslation('costs');
  const { values } = form;
  const statusEditable = cost === undefined || (cost.status !== 'draft' && cost.payments.length === 0);
  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Select
          label={t('fields.paymentMethod')}
          allowDeselect={false}
          data={PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethods.${value}`) }))}
          value={values.paymentMethod}
          onChange={(value) =>
            form.setFieldValue('paymentMethod', pick(PAYMENT_METHODS, value) ?? 'transfer')
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label={t('fields.bankAccount')}
          description={t('form.bankAccountHint')}
          maxLength={50}
          {...form.getInputProps('bankAccount')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <Checkbox
          label={t('fields.splitPayment')}
          description={t('form.splitPaymentHint')}
          {...form.getInputProps('splitPayment', { type: 'checkbox' })}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        {statusEditable ? (
          <PaymentStatusFields form={form} live={live} />
        ) : (
          cost && <StoredPaymentStatus cost={cost} />
        )}
      </Grid.Col>
    </Grid>
  );
}

function PaymentStatusFields({ form, live }: { form: CostForm; live: LiveCostTotals }) {
  const { t } = useTranslation('costs');
  const labelId = useId();
  const { values } = form;
  const paid = values.paymentStatus === 'paid';
  const whiteListChecked =
    paid &&
    values.paymentMethod === 'transfer' &&
    live.totals !== null &&
    live.plnKnown &&
    Math.abs(live.totals.pln.gross) > WHITE_LIST_THRESHOLD_PLN;

  const choose = (value: string) => {
    const status = pick(COST_PAYMENT_STATUSES, value) ?? 'unpaid';
    // The date offered is the issue date (or today while the issue date is not a valid date).
    if (status === 'paid' && !isIsoDate(values.paymentDate)) {
      form.setFieldValue('paymentDate', isIsoDate(values.issueDate) ? values.issueDate : todayIso());
    }
    form.setFieldValue('paymentStatus', status);
  };

  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={labelId}>
          {t('form.paymentStatus')}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          data={COST_PAYMENT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={values.paymentStatus}
          onChange={choose}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      {paid && (
        <>
          <TextInput
            type="date"
            label={t('form.paymentDate')}
            description={t('form.paymentDateHint')}
            withAsterisk
            maw={260}
            {...form.getInputProps('paymentDate')}
          />
          {whiteListChecked && (
            <Group gap="xs" wrap="nowrap" align="flex-start" role="note">
              <IconShieldCheck size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm">{t('form.paidWhiteListHint')}</Text>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

function StoredPaymentStatus({ cost }: { cost: CostDetail }) {
  const { t } = useTranslation('costs');
  const labelId = useId();
  return (
    <Stack gap={4} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {t('form.paymentStatus')}
      </Text>
      <Group gap="xs">
        <CostStatusBadge
          status={cost.status}
          balance={cost.balance}
          currency={cost.currency}
          dueDate={cost.dueDate}
          daysOverdue={cost.daysOverdue}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t(cost.status === 'draft' ? 'form.paymentStatusDraft' : 'form.paymentStatusManaged')}
      </Text>
    </Stack>
  );
}
