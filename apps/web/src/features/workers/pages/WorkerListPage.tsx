import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailForward, IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WORKER_STATUSES, type WorkerStatus } from '@saldo/contracts/workers';
import { CONTRACT_KINDS, type ContractKind } from '@saldo/domain/contracts/contract-kinds';
import { LoadError } from '../../../components/LoadError.tsx';
import { useWorkers } from '../api/queries.ts';
import { WORKER_ADD_PATH, WORKER_SEND_FORM_PATH, workerPreviewPath } from '../paths.ts';
import { WorkerStatusBadge } from '../preview/WorkerStatusBadge.tsx';

const PER_PAGE = 10;

/** /apps/workers/list: search by name or e-mail, filters by status and contract type, paging. */
export default function WorkerListPage() {
  const { t } = useTranslation('workers');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<WorkerStatus | null>(null);
  const [contractType, setContractType] = useState<ContractKind | null>(null);
  const [page, setPage] = useState(1);
  const workers = useWorkers({
    q: q || undefined,
    status: status ?? undefined,
    contractType: contractType ?? undefined,
    page,
    perPage: PER_PAGE,
  });
  const total = workers.data?.total ?? 0;
  const filtered = q !== '' || status !== null || contractType !== null;
  const addButton = (
    <Button component={Link} to={WORKER_ADD_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('list.add')}
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {t('list.title')}
        </Title>
        <Group gap="sm">
          <Button
            variant="light"
            component={Link}
            to={WORKER_SEND_FORM_PATH}
            leftSection={<IconMailForward size={16} aria-hidden />}
          >
            {t('list.sendForm')}
          </Button>
          {addButton}
        </Group>
      </Group>
      <Card withBorder radius="md" p="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <TextInput
              label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
            />
            <Select
              label={t('fields.status')}
              placeholder={t('list.allStatuses')}
              data={WORKER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              value={status}
              clearable
              onChange={(value) => {
                setStatus(WORKER_STATUSES.find((s) => s === value) ?? null);
                setPage(1);
              }}
            />
            <Select
              label={t('list.contractType')}
              placeholder={t('list.allContractTypes')}
              data={CONTRACT_KINDS.map((value) => ({ value, label: t(`contractKinds.${value}`) }))}
              value={contractType}
              clearable
              onChange={(value) => {
                setContractType(CONTRACT_KINDS.find((kind) => kind === value) ?? null);
                setPage(1);
              }}
            />
          </Group>
          {workers.isError ? (
            <LoadError
              title={t('errors.loadFailed')}
              error={workers.error}
              retrying={workers.isFetching}
              onRetry={() => void workers.refetch()}
            />
          ) : !workers.data ? (
            <Text c="dimmed">{t('loading')}</Text>
          ) : total === 0 ? (
            <EmptyState
              icon={<IconUsers size={32} aria-hidden />}
              title={filtered ? t('list.noMatchesTitle') : t('list.emptyTitle')}
              description={filtered ? t('list.noMatchesDescription') : t('list.emptyDescription')}
            >
              {filtered ? null : <EmptyState.Actions>{addButton}</EmptyState.Actions>}
            </EmptyState>
          ) : (
            <>
              <Table.ScrollContainer minWidth={600}>
                <Table striped highlightOnHover aria-busy={workers.isFetching}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('list.name')}</Table.Th>
                      <Table.Th>{t('fields.email')}</Table.Th>
                      <Table.Th>{t('fields.phone')}</Table.Th>
                      <Table.Th>{t('fields.status')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {workers.data.workers.map((worker) => (
                      <Table.Tr key={worker.id}>
                        <Table.Td>
                          <Anchor component={Link} to={workerPreviewPath(worker.id)}>
                            {worker.lastName} {worker.firstName}
                          </Anchor>
                          {worker.under26 ? (
                            <Badge ml="xs" size="xs" variant="light">
                              {t('list.under26')}
                            </Badge>
                          ) : null}
                          {worker.ppkJoined ? (
                            <Badge ml="xs" size="xs" variant="light" color="grape">
                              PPK
                            </Badge>
                          ) : null}
                        </Table.Td>
                        <Table.Td>{worker.email}</Table.Td>
                        <Table.Td>{worker.phone}</Table.Td>
                        <Table.Td>
                          <WorkerStatusBadge status={worker.status} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Group justify="space-between">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('list.total', { count: total })}
                </Text>
                <Pagination
                  total={Math.max(1, Math.ceil(total / PER_PAGE))}
                  value={page}
                  onChange={setPage}
                />
              </Group>
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
