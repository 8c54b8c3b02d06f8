import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, EmptyState, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconFileImport, IconFileSearch } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCost } from '../api/queries.ts';
import { DeleteCostModal } from '../list/DeleteCostModal.tsx';
import { COSTS_PATH } from '../paths.ts';
import { AddCostPaymentDrawer, type PaymentDrawerStart } from '../preview/AddCostPaymentDrawer.tsx';
import { AttachmentsPanel } from '../preview/AttachmentsPanel.tsx';
import { CostAmounts } from '../preview/CostAmounts.tsx';
import { CostAuditTimeline } from '../preview/CostAuditTimeline.tsx';
import { CostFacts } from '../preview/CostFacts.tsx';
import { CostHeader } from '../preview/CostHeader.tsx';
import { paymentHandoffOf, type PaymentHandoff } from '../preview/payment-handoff.ts';
import { CostPaymentsPanel } from '../preview/CostPaymentsPanel.tsx';

function BackLink() {
  const { t } = useTranslation('costs');
  return (
    <Anchor component={Link} to={COSTS_PATH} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('preview.back')}
      </Group>
    </Anchor>
  );
}

/** The payment the cost form could not record, told once: the state is cleared from the history. */
function usePaymentHandoff() {
  const location = useLocation();
  const navigate = useNavigate();
  const [handoff, setHandoff] = useState<PaymentHandoff | null>(() => paymentHandoffOf(location.state));
  const arrivedWithHandoff = paymentHandoffOf(location.state) !== null;
  useEffect(() => {
    // Going back to this entry, or reloading it, must not open the drawer again.
    if (!arrivedWithHandoff) return;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [arrivedWithHandoff, location, navigate]);
  return [handoff, setHandoff] as const;
}

/**
 * /documents/costs/:id: the document, its files beside it, payments and history. Arriving from the
 * cost form with a payment it could not record (see payment-handoff.ts), the payment drawer opens with
 * the white list's answer, or the failure is shown above the document.
 */
export default function CostPreviewPage() {
  const { t } = useTranslation('costs');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useCost(id);
  const [handoff, setHandoff] = usePaymentHandoff();
  const [paymentOpen, setPaymentOpen] = useState(handoff?.reason === 'whiteList');
  const [paymentStart, setPaymentStart] = useState<PaymentDrawerStart | undefined>(() =>
    handoff?.reason === 'whiteList' ? { date: handoff.date, refusal: handoff.message } : undefined,
  );
  const [deleteOpen, setDeleteOpen] = useState(false);
  const openPayment = (start?: PaymentDrawerStart) => {
    setPaymentStart(start);
    setPaymentOpen(true);
  };
  const closePayment = () => {
    setPaymentOpen(false);
    setPaymentStart(undefined);
    setHandoff(null);
  };

  const missing =
    !Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  if (missing) {
    return (
      <Stack gap="md">
        <BackLink />
        <EmptyState
          icon={<IconFileSearch size={32} aria-hidden />}
          title={t('preview.notFound')}
          description={t('preview.notFoundDescription')}
        >
          <EmptyState.Actions>
            <Button component={Link} to={COSTS_PATH} variant="light">
              {t('preview.back')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={t('errors.loadOneFailed')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('preview.loading')}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={480} />
      </Stack>
    );
  }

  const { cost } = query.data;
  return (
    <Stack gap="md">
      <BackLink />
      <CostHeader cost={cost} onDelete={() => setDeleteOpen(true)} onAddPayment={() => openPayment()} />
      {handoff?.reason === 'failed' && (
        <Alert
          color="red"
          role="alert"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t('handoff.failedTitle')}
          withCloseButton
          closeButtonLabel={t('handoff.dismiss')}
          onClose={() => setHandoff(null)}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('handoff.failed', { message: handoff.message })}</Text>
            {cost.status !== 'draft' && cost.balance !== 0 && (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => openPayment({ date: handoff.date, refusal: null })}
              >
                {t('handoff.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {cost.status === 'draft' && (
        <Alert
          role="note"
          color="gray"
          icon={<IconFileImport size={18} aria-hidden />}
          title={t('preview.draftTitle')}
        >
          {t('preview.draft')}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <CostFacts cost={cost} />
            <CostAmounts cost={cost} />
            <CostPaymentsPanel cost={cost} />
            <CostAuditTimeline entries={cost.audit} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <AttachmentsPanel cost={cost} />
        </Grid.Col>
      </Grid>
      <AddCostPaymentDrawer cost={cost} opened={paymentOpen} onClose={closePayment} start={paymentStart} />
      <DeleteCostModal
        cost={deleteOpen ? cost : null}
        onClose={() => setDeleteOpen(false)}
        onDeleted={() => void navigate(COSTS_PATH)}
      />
    </Stack>
  );
}
