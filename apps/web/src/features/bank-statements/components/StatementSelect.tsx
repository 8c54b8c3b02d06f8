import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BankStatementSummary } from '@saldo/contracts/bank-statements';
import { useBankFormat } from './bank-format.ts';

/** The statements as one select (all, or one) and the chosen one's balances and counts. */
export function StatementSelect({
  statements,
  value,
  onChange,
}: {
  statements: BankStatementSummary[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation('bankStatements');
  const format = useBankFormat();
  const period = (s: BankStatementSummary) =>
    s.openingDate && s.closingDate ? `${format.date(s.openingDate)} – ${format.date(s.closingDate)}` : '';
  const data = [
    { value: '', label: t('statements.all') },
    ...statements.map((s) => ({
      value: String(s.id),
      label: t('statements.option', {
        account: s.bankAccountName,
        number: s.number || s.fileName,
        period: period(s),
        unmatched: s.unmatched,
        lines: s.lines,
      }),
    })),
  ];
  const chosen = statements.find((s) => s.id === value);
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select
        label={t('statements.label')}
        data={data}
        value={value === undefined ? '' : String(value)}
        onChange={(next) => onChange(next ? Number(next) : undefined)}
        allowDeselect={false}
        w={{ base: '100%', sm: 480 }}
        searchable
      />
      {chosen && (
        <Text size="sm" c="dimmed" data-testid="statement-facts">
          {t('statements.facts', {
            iban: chosen.iban,
            opening:
              chosen.openingBalance === null ? '—' : format.money(chosen.openingBalance, chosen.currency),
            closing:
              chosen.closingBalance === null ? '—' : format.money(chosen.closingBalance, chosen.currency),
            lines: chosen.lines,
            unmatched: chosen.unmatched,
          })}
        </Text>
      )}
    </Group>
  );
}
