import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  EmptyState,
  Group,
  Menu,
  Pagination,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconBuildingBank,
  IconDots,
  IconFileImport,
  IconFilterOff,
  IconSearch,
  IconSettings,
} from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BANK_LINE_STATUSES } from '@saldo/contracts/bank-statements';
import { LoadError } from '../../../components/LoadError.tsx';
import type { LineStatus } from '../api/bank-api.ts';
import { useLines, useStatements } from '../api/queries.ts';
import { BankSettingsModal } from '../components/BankSettingsModal.tsx';
import { ImportStatementModal } from '../components/ImportStatementModal.tsx';
import { LineDrawer } from '../components/LineDrawer.tsx';
import { LinesTable } from '../components/LinesTable.tsx';
import { StatementSelect } from '../components/StatementSelect.tsx';

const PER_PAGE = 25;
const isStatus = (value: string | null): value is LineStatus => BANK_LINE_STATUSES.some((s) => s === value);

/**
 * /documents/bank-statement: import a statement, then work through its lines: accept a proposal,
 * match by hand, book as other, or undo. Unmatched lines come first because they are the work left.
 */
export default function BankStatementPage() {
  const { t } = useTranslation('bankStatements');
  // A notification of a statement's automatic matches opens it: `?statement=<id>`.
  const [searchParams] = useSearchParams();
  const [statementId, setStatementId] = useState<number | undefined>(
    () => Number(searchParams.get('statement')) || undefined,
  );
  const [status, setStatus] = useState<LineStatus>('unmatched');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [openLine, setOpenLine] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const [configuring, setConfiguring] = useState(false);

  const statements = useStatements();
  const lines = useLines({ statementId, status, q, page, perPage: PER_PAGE });
  const total = lines.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const noStatements = statements.data?.length === 0;

  const importButton = (
    <Button leftSection={<IconFileImport size={16} aria-hidden />} onClick={() => setImporting(true)}>
      {t('page.import')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={26}>
          {t('page.title')}
        </Title>
        <Group gap="sm">
          {importButton}
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="default" size="lg" aria-label={t('page.more')}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconSettings size={16} aria-hidden />}
                onClick={() => setConfiguring(true)}
              >
                {t('settings.title')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <Card withBorder radius="md" p="md">
        {statements.isError ? (
          <LoadError
            title={t('errors.loadFailed')}
            error={statements.error}
            retrying={statements.isFetching}
            onRetry={() => void statements.refetch()}
          />
        ) : noStatements ? (
          <EmptyState
            icon={<IconBuildingBank size={32} aria-hidden />}
            title={t('page.emptyTitle')}
            description={t('page.emptyDescription')}
          >
            <EmptyState.Actions>{importButton}</EmptyState.Actions>
          </EmptyState>
        ) : (
          <Stack gap="md">
            <StatementSelect
              statements={statements.data ?? []}
              value={statementId}
              onChange={(id) => {
                setStatementId(id);
                setPage(1);
              }}
            />
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <Tabs
                value={status}
                onChange={(value) => {
                  if (isStatus(value)) setStatus(value);
                  setPage(1);
                }}
              >
                <Tabs.List>
                  {BANK_LINE_STATUSES.map((value) => (
                    <Tabs.Tab key={value} value={value}>
                      {t(`tabs.${value}`, { count: lines.data?.counts[value] ?? 0 })}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
              </Tabs>
              <TextInput
                label={t('page.search')}
                placeholder={t('page.searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  setPage(1);
                }}
                w={{ base: '100%', sm: 320 }}
              />
            </Group>
            {lines.isError ? (
              <LoadError
                title={t('errors.loadFailed')}
                error={lines.error}
                retrying={lines.isFetching}
                onRetry={() => void lines.refetch()}
              />
            ) : lines.isPending ? (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('page.loading')}
              </Text>
            ) : total === 0 ? (
              <EmptyState
                icon={<IconFilterOff size={32} aria-hidden />}
                title={t(`page.none.${status}`)}
                description={q ? t('page.noneSearch') : undefined}
              />
            ) : (
              <>
                <LinesTable
                  lines={lines.data.lines}
                  loading={lines.isFetching}
                  onOpen={(line) => setOpenLine(line.id)}
                />
                <Group justify="space-between">
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {t('page.showing', {
                      first: (page - 1) * PER_PAGE + 1,
                      last: Math.min(total, page * PER_PAGE),
                      total,
                    })}
                  </Text>
                  <Pagination
                    total={pages}
                    value={page}
                    onChange={setPage}
                    getControlProps={(control) => ({
                      'aria-label': t(control === 'next' ? 'page.nextPage' : 'page.previousPage'),
                    })}
                  />
                </Group>
              </>
            )}
          </Stack>
        )}
      </Card>
      <ImportStatementModal
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={(result) => {
          const [first] = result.imported;
          if (first && result.imported.length === 1) setStatementId(first.statementId);
          setStatus('unmatched');
          setPage(1);
        }}
      />
      <BankSettingsModal opened={configuring} onClose={() => setConfiguring(false)} />
      <LineDrawer lineId={openLine} onClose={() => setOpenLine(null)} />
    </Stack>
  );
}
