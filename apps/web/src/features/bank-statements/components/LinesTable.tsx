import { Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BankLine } from '@saldo/contracts/bank-statements';
import { useBankFormat, useDueLabel } from './bank-format.ts';
import { documentPath } from './document-links.ts';
import { LineStatusBadge } from './LineStatusBadge.tsx';

/** The statement lines; the counterparty cell is a button that opens the line's drawer. */
export function LinesTable({
  lines,
  loading,
  onOpen,
}: {
  lines: BankLine[];
  loading: boolean;
  onOpen: (line: BankLine) => void;
}) {
  const { t } = useTranslation('bankStatements');
  const format = useBankFormat();
  const dueLabel = useDueLabel();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lines.date')}</Table.Th>
            <Table.Th>{t('lines.counterparty')}</Table.Th>
            <Table.Th>{t('lines.titleColumn')}</Table.Th>
            <Table.Th ta="right">{t('lines.amount')}</Table.Th>
            <Table.Th>{t('lines.status')}</Table.Th>
            <Table.Th>{t('lines.documents')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(line.bookingDate)}</Table.Td>
              <Table.Td>
                <UnstyledButton
                  onClick={() => onOpen(line)}
                  aria-label={t('lines.open', { name: line.counterpartyName || line.title })}
                >
                  <Text size="sm" fw={500} c="blue">
                    {line.counterpartyName || t('lines.noCounterparty')}
                  </Text>
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {line.title}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={500} c={line.amount >= 0 ? 'teal.8' : 'red.8'}>
                  {format.money(line.amount, line.currency)}
                </Text>
              </Table.Td>
              <Table.Td style={{ minWidth: 130 }}>
                <LineStatusBadge line={line} />
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  {line.matches.map((match) => (
                    <Anchor
                      key={match.id}
                      component={Link}
                      to={documentPath(match.documentKind, match.documentId)}
                      size="sm"
                    >
                      {match.documentNumber}
                    </Anchor>
                  ))}
                  {line.dues.map((due) => (
                    <Text key={`due${due.id}`} size="sm">
                      {dueLabel(due)}
                    </Text>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
