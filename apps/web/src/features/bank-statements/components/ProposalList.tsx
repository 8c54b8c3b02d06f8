import { Alert, Badge, Button, Card, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BankLine } from '@saldo/contracts/bank-statements';
import type { Proposal } from '../api/bank-api.ts';
import { useMatchLine, useProposals } from '../api/queries.ts';
import { useBankFormat, useReasonText } from './bank-format.ts';
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
  if (proposals.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('proposals.none')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {proposals.data.map((proposal) => (
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
