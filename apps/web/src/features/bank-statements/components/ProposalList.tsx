import { Alert, Badge, Button, Card, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BankLine } from '@saldo/contracts/bank-statements';
import type { DueProposal, Proposal } from '../api/bank-api.ts';
import { useMatchDue, useMatchLine, useProposals } from '../api/queries.ts';
import { useBankFormat, useDueLabel, useReasonText } from './bank-format.ts';
import { notifyDone, notifyFailure } from './notify.ts';

const scoreColor = (score: number) => (score >= 80 ? 'teal' : score >= 50 ? 'yellow' : 'gray');

/** The proposed documents for an unmatched line, best first, each with its evidence in words. */
export function ProposalList({ line }: { line: BankLine }) {
  const { t } = useTranslation('bankStatements');
  const proposals = useProposals(line.id, line.status === 'unmatched');
  if (proposals.isPending) return <Loader size="sm" aria-label={t('proposals.loading')} />;
  if (proposals.isError)
    return (
      <Alert color="red" role="alert">
        {t('proposals.loadFailed')}
      </Alert>
    );
  if (proposals.data.proposals.length === 0 && proposals.data.dues.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('proposals.none')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {proposals.data.dues.map((proposal) => (
        <DueProposalCard
          key={`${proposal.due.kind}${proposal.due.month}${proposal.due.workerId ?? ''}`}
          line={line}
          proposal={proposal}
        />
      ))}
      {proposals.data.proposals.map((proposal) => (
        <ProposalCard
          key={proposal.documents.map((d) => `${d.kind}${d.id}`).join('-')}
          line={line}
          proposal={proposal}
        />
      ))}
    </Stack>
  );
}

function ProposalCard({ line, proposal }: { line: BankLine; proposal: Proposal }) {
  const { t } = useTranslation('bankStatements');
  const format = useBankFormat();
  const reasonText = useReasonText(line.currency);
  const match = useMatchLine();
  const numbers = proposal.documents.map((d) => d.number).join(', ');
  const accept = () =>
    match
      .mutateAsync({ id: line.id, documents: proposal.documents.map((d) => ({ kind: d.kind, id: d.id })) })
      .then(
        () => notifyDone(t('proposals.accepted', { numbers })),
        (error: unknown) => notifyFailure(error, t('errors.network')),
      );
  return (
    <Card withBorder radius="md" p="sm" data-testid="proposal">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            {proposal.documents.map((document) => (
              <Text key={`${document.kind}${document.id}`} size="sm">
                <Text span fw={600}>
                  {document.number}
                </Text>{' '}
                · {document.partyName} · {t('proposals.balance')}{' '}
                {format.money(document.balance, document.currency)}
              </Text>
            ))}
          </Stack>
          <Badge color={scoreColor(proposal.score)} variant="light">
            {t('proposals.score', { score: proposal.score })}
          </Badge>
        </Group>
        <List size="sm" spacing={0}>
          {proposal.reasons.map((reason, index) => (
            <List.Item key={`${reason.code}${index}`}>{reasonText(reason)}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button
            size="xs"
            onClick={accept}
            loading={match.isPending}
            aria-label={t('proposals.acceptNamed', { numbers })}
          >
            {t('proposals.accept')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** A payroll or tax due the debit may pay: the month's ZUS, PIT-4 or VAT, or a person's net pay. */
function DueProposalCard({ line, proposal }: { line: BankLine; proposal: DueProposal }) {
  const { t } = useTranslation('bankStatements');
  const format = useBankFormat();
  const reasonText = useReasonText(line.currency);
  const dueLabel = useDueLabel();
  const match = useMatchDue();
  const label = dueLabel(proposal.due);
  const accept = () =>
    match
      .mutateAsync({
        id: line.id,
        kind: proposal.due.kind,
        month: proposal.due.month,
        workerId: proposal.due.workerId,
      })
      .then(
        () => notifyDone(t('proposals.accepted', { numbers: label })),
        (error: unknown) => notifyFailure(error, t('errors.network')),
      );
  return (
    <Card withBorder radius="md" p="sm" data-testid="due-proposal">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">
            <Text span fw={600}>
              {label}
            </Text>{' '}
            · {format.money(proposal.due.amount, line.currency)} ·{' '}
            {t('dues.dueDate', { date: format.date(proposal.due.dueDate) })}
          </Text>
          <Badge color={scoreColor(proposal.score)} variant="light">
            {t('proposals.score', { score: proposal.score })}
          </Badge>
        </Group>
        <List size="sm" spacing={0}>
          {proposal.reasons.map((reason, index) => (
            <List.Item key={`${reason.code}${index}`}>{reasonText(reason)}</List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button
            size="xs"
            onClick={accept}
            loading={match.isPending}
            aria-label={t('proposals.acceptNamed', { numbers: label })}
          >
            {t('proposals.accept')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
