import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PayrollCalculatorRequestBody } from '@saldo/contracts/payroll-calculator';
import { parseMoney } from '@saldo/domain/money';
import { useCalculatePayroll } from '../api/queries.ts';
import { amount } from './format.ts';

type Kind = 'employment' | 'mandate' | 'specific-work';

/**
 * The gross ⇄ net calculator: one person, a run of months with the same pay, so the 30× cap and the
 * 120 000 PLN threshold show month by month. The server computes with the same domain function.
 */
export function PayrollCalculator() {
  const { t, i18n } = useTranslation('payroll');
  const calculate = useCalculatePayroll();
  const [text, setText] = useState('');
  const [amountIs, setAmountIs] = useState<'gross' | 'net'>('gross');
  const [kind, setKind] = useState<Kind>('employment');
  const [year, setYear] = useState('2026');
  const [pit2, setPit2] = useState(true);
  const [youth, setYouth] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (value: number) => amount(value, i18n.language);

  const submit = () => {
    const parsed = parseMoney(text);
    if (!parsed.ok || parsed.value <= 0) {
      setError(t('calculator.amountInvalid'));
      return;
    }
    setError(null);
    const contract: PayrollCalculatorRequestBody['contract'] =
      kind === 'employment'
        ? { kind: 'employment' }
        : kind === 'mandate'
          ? { kind: 'mandate', variant: 'only-title' }
          : { kind: 'specific-work' };
    calculate.mutate({
      year: year === '2025' ? 2025 : 2026,
      month: 1,
      toMonth: 12,
      amount: parsed.value,
      amountIs,
      contract,
      person: {
        taxReduction: pit2 ? 'full' : 'none',
        youthRelief: youth,
        ppk: null,
        labourFundExempt: false,
      },
    });
  };
  const result = calculate.data;
  const first = result?.months[0];

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="payroll-calculator-title">
      <Stack gap="sm">
        <Title order={2} fz={18} id="payroll-calculator-title">
          {t('calculator.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('calculator.description')}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            <TextInput
              label={t(amountIs === 'gross' ? 'calculator.gross' : 'calculator.net')}
              value={text}
              inputMode="decimal"
              onChange={(event) => setText(event.currentTarget.value)}
              error={error}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('calculator.from')}
              </Text>
              <SegmentedControl
                value={amountIs}
                onChange={(value) => setAmountIs(value === 'net' ? 'net' : 'gross')}
                data={[
                  { value: 'gross', label: t('calculator.fromGross') },
                  { value: 'net', label: t('calculator.fromNet') },
                ]}
              />
            </Stack>
            <Select
              label={t('calculator.kind')}
              value={kind}
              allowDeselect={false}
              onChange={(value) => setKind((value ?? 'employment') as Kind)}
              data={[
                { value: 'employment', label: t('kinds.employment') },
                { value: 'mandate', label: t('kinds.mandate') },
                { value: 'specific-work', label: t('kinds.specific_work') },
              ]}
            />
            <Select
              label={t('calculator.year')}
              value={year}
              allowDeselect={false}
              onChange={(value) => setYear(value ?? '2026')}
              data={['2025', '2026']}
            />
          </SimpleGrid>
          <Group mt="sm" gap="lg">
            <Switch
              label={t('calculator.pit2')}
              checked={pit2}
              onChange={(e) => setPit2(e.currentTarget.checked)}
            />
            <Switch
              label={t('calculator.youth')}
              checked={youth}
              onChange={(e) => setYouth(e.currentTarget.checked)}
            />
            <Button type="submit" loading={calculate.isPending}>
              {t('calculator.calculate')}
            </Button>
          </Group>
        </form>
        {calculate.isError ? (
          <Alert color="red">{calculate.error instanceof Error ? calculate.error.message : ''}</Alert>
        ) : null}
        {result && first ? (
          <Stack gap="xs">
            <Text size="sm" data-testid="calculator-result">
              {t('calculator.result', {
                gross: money(result.gross),
                net: money(first.net),
                cost: money(first.totalCost),
              })}
            </Text>
            {result.fromNet && !result.fromNet.exact ? (
              <Text size="xs" c="dimmed">
                {t('calculator.notExact')}
              </Text>
            ) : null}
            <Table.ScrollContainer minWidth={700}>
              <Table striped verticalSpacing={4} fz="sm" aria-label={t('calculator.months')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('calculator.month')}</Table.Th>
                    <Table.Th ta="right">{t('entries.social')}</Table.Th>
                    <Table.Th ta="right">{t('entries.health')}</Table.Th>
                    <Table.Th ta="right">{t('entries.tax')}</Table.Th>
                    <Table.Th ta="right">{t('entries.net')}</Table.Th>
                    <Table.Th ta="right">{t('entries.cost')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.months.map((month) => (
                    <Table.Tr key={month.month}>
                      <Table.Td>{month.month}</Table.Td>
                      <Table.Td ta="right">{money(month.employee.total)}</Table.Td>
                      <Table.Td ta="right">{money(month.health)}</Table.Td>
                      <Table.Td ta="right">{money(month.tax)}</Table.Td>
                      <Table.Td ta="right">{money(month.net)}</Table.Td>
                      <Table.Td ta="right">{money(month.totalCost)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
