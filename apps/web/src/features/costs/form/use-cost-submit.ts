import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CostDetail, CostPaymentDto } from '@saldo/contracts/costs';
import { toDecimalString } from '@saldo/domain/money';
import { ApiError } from '../../../lib/api-client.ts';
import { isWhiteListRefusal } from '../api/costs-api.ts';
import { useAddCostPayment, useSaveCost } from '../api/queries.ts';
import { costPath } from '../paths.ts';
import { paymentHandoffState } from '../preview/payment-handoff.ts';
import { toInputBody, type CostFormValues } from './cost-form-model.ts';

const newest = (payments: readonly CostPaymentDto[]) =>
  payments.reduce<CostPaymentDto | undefined>(
    (last, payment) => (last === undefined || payment.id > last.id ? payment : last),
    undefined,
  );

/**
 * Saves the document (POST or PUT) and, when it is saved as paid, records one payment of its whole
 * balance through the same payments endpoint as the document page's drawer, so the white-list check
 * and its evidence apply unchanged (a listed account is paid, and the user is told so). The risk of
 * an account the list does not confirm is never accepted here: the document page opens its drawer
 * with the list's answer for the user to decide. Any other failure of the payment leaves the saved
 * document as it is and is told on its page.
 */
export function useCostSubmit(
  costId: number | null,
  onSaveError: (error: Error) => void,
  /** Runs once a new document is saved, before its page opens (a mailed PDF attached to it). */
  afterCreate?: (cost: CostDetail) => Promise<void>,
) {
  const { t } = useTranslation('costs');
  const navigate = useNavigate();
  const save = useSaveCost(costId);
  const pay = useAddCostPayment();
  // Spans both calls, so the button stays busy between the save and the payment.
  const [busy, setBusy] = useState(false);

  const payInFull = async (cost: CostDetail, values: CostFormValues) => {
    const date = values.paymentDate;
    let paid: CostDetail;
    try {
      ({ cost: paid } = await pay.mutateAsync({
        id: cost.id,
        payment: {
          amount: toDecimalString(cost.balance),
          date,
          method: values.paymentMethod,
          note: '',
          acceptWhiteListRisk: false,
        },
      }));
    } catch (error) {
      const reason = isWhiteListRefusal(error) ? 'whiteList' : 'failed';
      const message = error instanceof ApiError ? error.message : t('errors.network');
      await navigate(costPath(cost.id), { state: paymentHandoffState({ reason, date, message }) });
      return;
    }
    notifications.show({ color: 'teal', message: t('payment.done') });
    // A transfer checked on the white list says so, with the request id kept as evidence.
    const evidence = newest(paid.payments)?.whiteList;
    if (evidence?.result === 'listed') {
      notifications.show({
        color: 'teal',
        title: t('whiteList.results.listed'),
        message: t('whiteList.requestId', { id: evidence.requestId }),
      });
    }
    await navigate(costPath(cost.id));
  };

  const saveThenPay = async (values: CostFormValues) => {
    let cost: CostDetail;
    try {
      ({ cost } = await save.mutateAsync(toInputBody(values)));
    } catch (error) {
      onSaveError(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    notifications.show({
      color: 'teal',
      message: t(costId === null ? 'save.created' : 'save.updated', { number: cost.number }),
    });
    if (costId === null && afterCreate) await afterCreate(cost);
    // A draft takes no payments until it is confirmed; a zero balance has nothing left to pay.
    if (values.paymentStatus === 'paid' && cost.status !== 'draft' && cost.balance !== 0) {
      await payInFull(cost, values);
    } else await navigate(costPath(cost.id));
  };

  const submit = async (values: CostFormValues) => {
    setBusy(true);
    try {
      await saveThenPay(values);
    } finally {
      setBusy(false);
    }
  };

  return { submit, busy };
}
