import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Contract } from '@saldo/contracts/employment-contracts';
import { DeleteDocumentModal } from '../../../components/DeleteDocumentModal.tsx';
import { useDeleteContract } from '../api/queries.ts';
import { contractWorkerPath } from '../paths.ts';
import { moneyLocale } from '../form/money-locale.ts';
import { AnnexModal } from './AnnexModal.tsx';
import { contractTitle, payText, periodText } from './contract-text.ts';
import { ContractPdfMenu } from './ContractPdfMenu.tsx';
import { ContractStatusBadge } from './ContractStatusBadge.tsx';
import { TerminationModal } from './TerminationModal.tsx';
import { useNoticeLengthText } from './use-notice-length.ts';

/** A contract as signed and as it stands: terms today, annexes, termination, audit; its actions. */
export function ContractPreview({ contract }: { contract: Contract }) {
  const { t, i18n } = useTranslation('contracts');
  const locale = moneyLocale(i18n.language);
  const lengthText = useNoticeLengthText();
  const [dialog, setDialog] = useState<'annex' | 'termination' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteContract();
  const navigate = useNavigate();
  const open = contract.termination === null;
  const { termination } = contract;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} fz="lg">
                {contractTitle(contract, t)}
              </Title>
              <ContractStatusBadge status={contract.status} />
            </Group>
            <Text>
              {contract.worker.firstName} {contract.worker.lastName} · {periodText(contract, t)}
            </Text>
            <Text fw={500}>{payText(contract.currentTerms, t, locale)}</Text>
          </Stack>
          <Group gap="xs">
            {open ? (
              <>
                <Button variant="default" onClick={() => setDialog('annex')}>
                  {t('actions.annex')}
                </Button>
                <Button variant="default" color="red" onClick={() => setDialog('termination')}>
                  {t('actions.terminate')}
                </Button>
              </>
            ) : null}
            <ContractPdfMenu contractId={contract.id} />
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              {t('delete.action')}
            </Button>
          </Group>
        </Group>

        {termination ? (
          <Text c="red.8">
            {t(`termination.summary.${termination.method}`, {
              date: termination.noticeDate,
              lastDay: termination.lastDay,
            })}
            {termination.noticeLength
              ? ` ${t('termination.period', { length: lengthText(termination.noticeLength) })}`
              : ''}
          </Text>
        ) : null}

        <Title order={3} fz="md">
          {t('annex.list')}
        </Title>
        {contract.annexes.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('annex.none')}
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('annex.number')}</Table.Th>
                <Table.Th>{t('fields.effectiveFrom')}</Table.Th>
                <Table.Th>{t('annex.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contract.annexes.map((annex) => (
                <Table.Tr key={annex.id}>
                  <Table.Td>{annex.number}</Table.Td>
                  <Table.Td>{annex.effectiveFrom}</Table.Td>
                  <Table.Td>
                    {payText(
                      {
                        monthlyGross:
                          annex.monthlyGross ?? (annex.workingTime ? contract.monthlyGross : null),
                        workingTime: annex.workingTime,
                        hourlyRate: annex.hourlyRate,
                        flatFee: annex.flatFee,
                      },
                      t,
                      locale,
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}

        <Title order={3} fz="md">
          {t('audit.title')}
        </Title>
        <Stack gap={2}>
          {contract.audit.map((entry) => (
            <Text key={entry.id} size="sm">
              {new Date(entry.at).toLocaleString(i18n.language)} ·{' '}
              {t(`audit.actions.${entry.action}`, entry.action)}
              {entry.by ? ` · ${entry.by}` : ''}
            </Text>
          ))}
        </Stack>
      </Stack>
      <DeleteDocumentModal
        document={deleting ? contract : null}
        remove={remove}
        texts={{
          title: t('delete.title'),
          question: t('delete.question', {
            name: `${contract.worker.firstName} ${contract.worker.lastName}`,
          }),
          done: t('delete.done'),
          keep: t('delete.keep'),
          confirm: t('delete.confirm'),
          network: t('delete.network'),
        }}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(contractWorkerPath(contract.worker.id))}
      />
      {open ? (
        <>
          <AnnexModal contract={contract} opened={dialog === 'annex'} onClose={() => setDialog(null)} />
          <TerminationModal
            contract={contract}
            opened={dialog === 'termination'}
            onClose={() => setDialog(null)}
          />
        </>
      ) : null}
    </Card>
  );
}
