import { ActionIcon, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconFileTypePdf, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PayrollListDetail } from '@saldo/contracts/payroll-lists';
import { amount } from './format.ts';
import { EntryInputs } from './EntryInputs.tsx';
import type { DraftField, LiveEntry } from './entry-drafts.ts';

export interface EntriesTableProps {
  list: PayrollListDetail;
  entries: LiveEntry[];
  saving: number | null;
  onEdit: (entryId: number, field: DraftField, value: string) => void;
  onSave: (live: LiveEntry) => void;
  onPayslip: (live: LiveEntry) => void;
  onSend: (live: LiveEntry) => void;
}

/** One row per contract: the inputs, then every figure the month's computation gives. */
export function EntriesTable({
  list,
  entries,
  saving,
  onEdit,
  onSave,
  onPayslip,
  onSend,
}: EntriesTableProps) {
  const { t, i18n } = useTranslation('payroll');
  const money = (value: number) => amount(value, i18n.language);
  const draft = list.status === 'draft';
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped verticalSpacing="xs" aria-label={t('entries.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('entries.person')}</Table.Th>
            <Table.Th>{t('entries.inputs')}</Table.Th>
            <Table.Th ta="right">{t('entries.gross')}</Table.Th>
            <Table.Th ta="right">{t('entries.social')}</Table.Th>
            <Table.Th ta="right">{t('entries.health')}</Table.Th>
            <Table.Th ta="right">{t('entries.tax')}</Table.Th>
            <Table.Th ta="right">{t('entries.net')}</Table.Th>
            <Table.Th ta="right">{t('entries.cost')}</Table.Th>
            <Table.Th>{t('entries.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((live) => {
            const { entry, lines } = live;
            return (
              <Table.Tr key={entry.id} data-testid={`entry-${entry.id}`}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text fw={600} size="sm">
                      {entry.workerName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`kinds.${entry.terms.contractKind}`)}
                      {entry.terms.contractTitle ? ` · ${entry.terms.contractTitle}` : ''}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <EntryInputs
                    live={live}
                    editable={draft}
                    onEdit={(field, value) => onEdit(entry.id, field, value)}
                  />
                </Table.Td>
                <Table.Td ta="right">{money(lines.gross)}</Table.Td>
                <Table.Td ta="right">{money(lines.employee.total)}</Table.Td>
                <Table.Td ta="right">{money(lines.health)}</Table.Td>
                <Table.Td ta="right">{money(lines.tax)}</Table.Td>
                <Table.Td ta="right" fw={700} data-testid={`net-${entry.id}`}>
                  {money(lines.net)}
                </Table.Td>
                <Table.Td ta="right">{money(lines.totalCost)}</Table.Td>
                <Table.Td>
                  {draft ? (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconDeviceFloppy size={14} aria-hidden />}
                      disabled={!live.dirty || Object.keys(live.errors).length > 0}
                      loading={saving === entry.id}
                      onClick={() => onSave(live)}
                      aria-label={t('entries.saveFor', { name: entry.workerName })}
                    >
                      {t('entries.save')}
                    </Button>
                  ) : (
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t('entries.payslip')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('entries.payslipFor', { name: entry.workerName })}
                          onClick={() => onPayslip(live)}
                        >
                          <IconFileTypePdf size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('entries.send')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('entries.sendFor', { name: entry.workerName })}
                          onClick={() => onSend(live)}
                        >
                          <IconMail size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
