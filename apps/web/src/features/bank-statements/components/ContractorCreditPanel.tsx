import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useAbility } from '@casl/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import type { ContractorCredit } from '@saldo/contracts/bank-statements';
import { parseMoney, toInputString } from '@saldo/domain/money';
import { ApiError } from '../../../lib/api-client.ts';
import { useApplyCredit, useContractorCredit, useUndoCreditApplication } from '../api/queries.ts';
import { useBankFormat } from './bank-format.ts';
import { documentPath } from './document-links.ts';
import { notifyDone, notifyFailure } from './notify.ts';

type CreditLine = ContractorCredit['lines'][number];
type OpenInvoice = ContractorCredit['invoices'][number];

/**
 * On the contractor's page: what its transfers paid above their invoices (per currency, with the
 * lines it came from), applied to another of its open invoices or taken back. Admins only: the
 * credit is read from the bank statements, which a client never sees.
 */
export function ContractorCreditPanel({ contractorId }: { contractorId: number }) {
  const { t } = useTranslation('bankStatements');
  const ability = useAbility<AppAbility>();
  const allowed = ability.can('read', 'BankStatement');
  const credit = useContractorCredit(contractorId, allowed);
  if (!allowed || credit.isPending) return null;
  // A refusal or a server without the bank module leaves the contractor page as it was.
  const refused = credit.error instanceof ApiError && [403, 404].includes(credit.error.status);
  if (credit.isError && refused) return null;
  if (credit.isError)
    return (
      <Text c="red" size="sm" role="alert">
        {t('credit.loadFailed')}
      </Text>
    );
  const { lines, applications, totals, invoices } = credit.data;
  if (lines.length === 0 && applications.length === 0) return null;
  return <CreditCard credit={credit.data} lines={lines} invoices={invoices} totals={totals} />;
}

function CreditCard({
  credit,
  lines,
  invoices,
  totals,
}: {
  credit: ContractorCredit;
  lines: CreditLine[];
  invoices: OpenInvoice[];
  totals: ContractorCredit['totals'];
}) {
  const { t } = useTranslation('bankStatements');
  const format = useBankFormat();
  const ability = useAbility<AppAbility>();
  const canApply = ability.can('update', 'BankStatement');
  const undo = useUndoCreditApplication();
  const runUndo = (id: number) =>
    undo.mutateAsync(id).then(
      () => notifyDone(t('credit.undone')),
      (error: unknown) => notifyFailure(error, t('errors.network')),
    );
  return (
    <Card
      withBorder
      radius="md"
      p="lg"
      aria-labelledby="contractor-credit-title"
      data-testid="contractor-credit"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="contractor-credit-title">
            {t('credit.title')}
          </Title>
          <Group gap="xs">
            {totals.map((total) => (
              <Badge key={total.currency} size="lg" variant="light" color="teal">
                {t('credit.available', { amount: format.money(total.available, total.currency) })}
              </Badge>
            ))}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('credit.explain')}
        </Text>
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('lines.date')}</Table.Th>
                <Table.Th>{t('lines.titleColumn')}</Table.Th>
                <Table.Th ta="right">{t('credit.overpaid')}</Table.Th>
                <Table.Th ta="right">{t('credit.left')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <CreditLineRows
                  key={line.lineId}
                  line={line}
                  invoices={invoices.filter((invoice) => invoice.currency === line.currency)}
                  canApply={canApply}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {credit.applications.length > 0 && (
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('credit.applied')}
            </Title>
            {credit.applications.map((application) => (
              <Group key={application.id} justify="space-between" data-testid="credit-application">
                <Text size="sm">
                  <Anchor component={Link} to={documentPath('invoice', application.invoiceId)}>
                    {application.invoiceNumber}
                  </Anchor>{' '}
                  · {format.money(application.amount, application.currency)} ·{' '}
                  {format.date(application.appliedAt.slice(0, 10))}
                </Text>
                {canApply && (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    loading={undo.isPending}
                    onClick={() => void runUndo(application.id)}
                    aria-label={t('credit.undoNamed', { number: application.invoiceNumber })}
                  >
                    {t('credit.undo')}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function CreditLineRows({
  line,
  invoices,
  canApply,
}: {
  line: CreditLine;
  invoices: OpenInvoice[];
  canApply: boolean;
}) {
  const format = useBankFormat();
  return (
    <>
      <Table.Tr>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.date(line.bookingDate)}</Table.Td>
        <Table.Td>
          <Text size="sm" lineClamp={2}>
            {line.title}
          </Text>
        </Table.Td>
        <Table.Td ta="right">{format.money(line.excess, line.currency)}</Table.Td>
        <Table.Td ta="right">{format.money(line.available, line.currency)}</Table.Td>
      </Table.Tr>
      {canApply && line.available > 0 && invoices.length > 0 && (
        <Table.Tr>
          <Table.Td colSpan={4}>
            <ApplyForm line={line} invoices={invoices} />
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

function ApplyForm({ line, invoices }: { line: CreditLine; invoices: OpenInvoice[] }) {
  const { t, i18n } = useTranslation('bankStatements');
  const format = useBankFormat();
  const apply = useApplyCredit();
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const locale = i18n.language === 'pl' ? 'pl' : 'en';
  const choose = (value: string | null) => {
    setInvoiceId(value);
    const invoice = invoices.find((candidate) => String(candidate.id) === value);
    // The most that can go: what is left of the credit, or what the invoice owes if less.
    if (invoice) setAmount(toInputString(Math.min(line.available, invoice.balance), locale));
    setError(undefined);
  };
  const submit = () => {
    const parsed = parseMoney(amount);
    if (!parsed.ok || parsed.value <= 0) {
      setError(t('credit.invalidAmount'));
      return;
    }
    const invoice = invoices.find((candidate) => String(candidate.id) === invoiceId);
    if (!invoice) return;
    void apply.mutateAsync({ lineId: line.lineId, invoiceId: invoice.id, amount: parsed.value }).then(
      () => {
        notifyDone(t('credit.done', { number: invoice.number }));
        setInvoiceId(null);
        setAmount('');
      },
      (failure: unknown) => notifyFailure(failure, t('errors.network')),
    );
  };
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={t('credit.invoice')}
        placeholder={t('credit.chooseInvoice')}
        data={invoices.map((invoice) => ({
          value: String(invoice.id),
          label: `${invoice.number} · ${t('proposals.balance')} ${format.money(invoice.balance, invoice.currency)}`,
        }))}
        value={invoiceId}
        onChange={choose}
        w={320}
      />
      <TextInput
        label={t('credit.amount')}
        value={amount}
        onChange={(event) => {
          setAmount(event.currentTarget.value);
          setError(undefined);
        }}
        error={error}
        w={140}
      />
      <Button onClick={submit} disabled={invoiceId === null} loading={apply.isPending}>
        {t('credit.apply')}
      </Button>
    </Group>
  );
}
