import { useState } from 'react';
import { Alert, Anchor, Button, EmptyState, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconFileImport, IconFileSearch } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCost } from '../api/queries.ts';
import { DeleteCostModal } from '../list/DeleteCostModal.tsx';
import { COSTS_PATH } from '../paths.ts';
import { AddCostPaymentDrawer } from '../preview/AddCostPaymentDrawer.tsx';
import { AttachmentsPanel } from '../preview/AttachmentsPanel.tsx';
import { CostAmounts } from '../preview/CostAmounts.tsx';
import { CostAuditTimeline } from '../preview/CostAuditTimeline.tsx';
import { CostFacts } from '../preview/CostFacts.tsx';
import { CostHeader } from '../preview/CostHeader.tsx';
import { PaymentsPanel } from '../preview/PaymentsPanel.tsx';

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

/** /documents/costs/:id: the document, its files beside it, payments and history. */
export default function CostPreviewPage() {
  const { t } = useTranslation('costs');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useCost(id);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

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
      <CostHeader
        cost={cost}
        onDelete={() => setDeleteOpen(true)}
        onAddPayment={() => setPaymentOpen(true)}
      />
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
            <PaymentsPanel cost={cost} />
            <CostAuditTimeline entries={cost.audit} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <AttachmentsPanel cost={cost} />
        </Grid.Col>
      </Grid>
      <AddCostPaymentDrawer cost={cost} opened={paymentOpen} onClose={() => setPaymentOpen(false)} />
      <DeleteCostModal
        cost={deleteOpen ? cost : null}
        onClose={() => setDeleteOpen(false)}
        onDeleted={() => void navigate(COSTS_PATH)}
      />
    </Stack>
  );
}
