import { Button, EmptyState, Grid, Stack, Title } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { addressLine } from '../../../lib/party-summary.ts';
import { todayIso } from '../../../lib/format.ts';
import { useCost } from '../api/queries.ts';
import { valuesOfCost } from '../form/cost-form-model.ts';
import { CostForm } from '../form/CostForm.tsx';
import { AttachmentsPanel } from '../preview/AttachmentsPanel.tsx';
import { BackToCosts, FormLoading } from '../form/FormPageStates.tsx';
import { COSTS_PATH } from '../paths.ts';

/**
 * /documents/costs/:id/edit — the document in its form, its scan or PDF beside it to copy from; a
 * draft is checked and completed here.
 */
export default function CostEditPage() {
  const { t } = useTranslation('costs');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useCost(valid ? id : 0);

  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Stack gap="md">
        <BackToCosts />
        <EmptyState icon={<IconFileSearch size={32} aria-hidden />} title={t('preview.notFound')}>
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
  if (!query.data) return <FormLoading />;

  const { cost } = query.data;
  const supplier = {
    id: cost.contractorId,
    name: cost.supplier.name,
    nip: cost.supplier.nip,
    address: addressLine(cost.supplier),
  };
  return (
    <Stack gap="md">
      <BackToCosts />
      <Title order={1} fz={26}>
        {t('form.editTitle', { number: cost.number })}
      </Title>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <CostForm
            key={cost.id}
            initialValues={valuesOfCost(cost, todayIso())}
            cost={cost}
            supplier={supplier}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <AttachmentsPanel cost={cost} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
