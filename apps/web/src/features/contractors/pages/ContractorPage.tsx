import type { ReactNode } from 'react';
import { Anchor, Button, Card, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useContractor } from '../api/queries.ts';
import { ContractorEditForm } from '../components/ContractorEditForm.tsx';
import { DeleteContractorButton } from '../components/DeleteContractorButton.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { VatStatusBadge } from '../components/VatStatusBadge.tsx';
import { displayNip } from '../display.ts';
import { ContractorDocuments } from '../documents/ContractorDocuments.tsx';
import { dateTimeFormat } from '../../../lib/intl-format.ts';

function BackLink() {
  const { t } = useTranslation('contractors');
  return (
    <Anchor component={Link} to="/apps/contractors/list" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('page.back')}
      </Group>
    </Anchor>
  );
}

/** /apps/contractors/:id: the contractor's details, editing, deletion, documents and balance. */
export default function ContractorPage({
  debtTimeline,
  credit,
}: {
  /** The debt feature's timeline of the contractor's invoices, composed in app/. */
  debtTimeline?: (contractorId: number) => ReactNode;
  /** The bank statements' credit of the contractor (its overpayments), composed in app/. */
  credit?: (contractorId: number) => ReactNode;
} = {}) {
  const { t, i18n } = useTranslation('contractors');
  const id = Number(useParams().id);
  const contractor = useContractor(id);

  const missing =
    !Number.isInteger(id) ||
    id <= 0 ||
    (contractor.error instanceof ApiError && contractor.error.status === 404);
  if (missing) {
    return (
      <Stack gap="md">
        <BackLink />
        <EmptyState icon={<IconUserQuestion size={32} aria-hidden />} title={t('page.notFound')}>
          <EmptyState.Actions>
            <Button component={Link} to="/apps/contractors/list" variant="light">
              {t('page.back')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Stack>
    );
  }
  if (contractor.isError) {
    return (
      <LoadError
        title={t('errors.loadFailed')}
        error={contractor.error}
        retrying={contractor.isFetching}
        onRetry={() => void contractor.refetch()}
      />
    );
  }
  if (!contractor.data) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('page.loading')}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={400} />
      </Stack>
    );
  }

  const data = contractor.data;
  const checkedAt = data.vatCheckedAt
    ? dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(data.vatCheckedAt))
    : null;
  return (
    <Stack gap="md">
      <BackLink />
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {data.name}
          </Title>
          <Group gap="xs">
            {data.nip && <Text c="dimmed">{t('page.nip', { nip: displayNip(data) })}</Text>}
            <VatStatusBadge status={data.vatStatus} />
            {checkedAt && (
              <Text size="sm" c="dimmed">
                {t('page.vatCheckedAt', { date: checkedAt })}
              </Text>
            )}
          </Group>
        </Stack>
        <DeleteContractorButton contractor={data} />
      </Group>
      <Card withBorder radius="md" p="lg">
        <ContractorEditForm contractor={data} />
      </Card>
      {credit?.(data.id)}
      <ContractorDocuments key={data.id} contractorId={data.id} debtTimeline={debtTimeline?.(data.id)} />
    </Stack>
  );
}
