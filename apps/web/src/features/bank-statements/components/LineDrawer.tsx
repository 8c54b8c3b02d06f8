import {
  Anchor,
  Button,
  Divider,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BankLine } from '@saldo/contracts/bank-statements';
import { useLine, useUndoLine } from '../api/queries.ts';
import { useBankFormat, useDueLabel } from './bank-format.ts';
import { BookOtherForm } from './BookOtherForm.tsx';
import { documentPath } from './document-links.ts';
import { LineStatusBadge } from './LineStatusBadge.tsx';
import { ManualMatch } from './ManualMatch.tsx';
import { notifyDone, notifyFailure } from './notify.ts';
import { ProposalList } from './ProposalList.tsx';

/**
 * One line: its facts, then what can be done with it. The line is read again by id so that the drawer
 * shows its state after a write while the list behind it refetches.
 */
export function LineDrawer({ lineId, onClose }: { lineId: number | null; onClose: () => void }) {
  const { t } = useTranslation('bankStatements');
  const line = useLine(lineId);
  return (
    <Drawer opened={lineId !== null} onClose={onClose} position="right" size="lg" title={t('drawer.title')}>
      {line.isPending ? (
        <Loader size="sm" />
      ) : line.isError ? (
        <Text c="red" role="alert">
          {t('drawer.loadFailed')}
        </Text>
      ) : (
        <LineDetails line={line.data} />
      )}
    </Drawer>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

function LineDetails({ line }: { line: BankLine }) {
  const { t } = useTranslation('bankStatements');
  const format = useBankFormat();
  const dueLabel = useDueLabel();
  const undo = useUndoLine();
  const runUndo = () =>
    undo.mutateAsync(line.id).then(
      () => notifyDone(t('drawer.undone')),
      (error: unknown) => notifyFailure(error, t('errors.network')),
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text fw={700} fz="xl" c={line.amount >= 0 ? 'teal.8' : 'red.8'}>
          {format.money(line.amount, line.currency)}
        </Text>
        <LineStatusBadge line={line} />
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        <Fact label={t('drawer.bookingDate')} value={format.date(line.bookingDate)} />
        <Fact label={t('drawer.valueDate')} value={format.date(line.valueDate)} />
        <Fact label={t('lines.counterparty')} value={line.counterpartyName} />
        <Fact label={t('drawer.account')} value={line.counterpartyAccount} />
        <Fact label={t('lines.titleColumn')} value={line.title} />
        <Fact label={t('drawer.reference')} value={line.bankReference} />
        {line.note && <Fact label={t('other.note')} value={line.note} />}
        {line.excess > 0 && (
          <Fact label={t('drawer.excess')} value={format.money(line.excess, line.currency)} />
        )}
      </SimpleGrid>
      {line.status === 'unmatched' ? (
        <>
          <Divider />
          <Title order={3} fz="md">
            {t('proposals.title')}
          </Title>
          <ProposalList line={line} />
          <Divider />
          <Title order={3} fz="md">
            {t('manual.title')}
          </Title>
          <ManualMatch line={line} />
          <Divider />
          <Title order={3} fz="md">
            {t('other.title')}
          </Title>
          <BookOtherForm line={line} />
        </>
      ) : (
        <>
          {line.matches.length > 0 && (
            <Stack gap={4}>
              <Title order={3} fz="md">
                {t('drawer.matchedWith')}
              </Title>
              {line.matches.map((match) => (
                <Text size="sm" key={match.id}>
                  <Anchor component={Link} to={documentPath(match.documentKind, match.documentId)}>
                    {match.documentNumber}
                  </Anchor>{' '}
                  · {format.money(match.amount, line.currency)} ·{' '}
                  {match.automatic ? t('drawer.automatic', { score: match.score }) : t('drawer.byHand')}
                </Text>
              ))}
            </Stack>
          )}
          {line.dues.length > 0 && (
            <Stack gap={4}>
              <Title order={3} fz="md">
                {t('dues.paid')}
              </Title>
              {line.dues.map((due) => (
                <Text size="sm" key={due.id} data-testid="matched-due">
                  {dueLabel(due)} · {format.money(due.dueAmount, line.currency)} ·{' '}
                  {due.automatic ? t('drawer.automatic', { score: due.score }) : t('drawer.byHand')}
                </Text>
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button color="red" variant="light" onClick={runUndo} loading={undo.isPending}>
              {t('drawer.undo')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
