import { useState } from 'react';
import { Button, Checkbox, Group, Loader, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { BankLine } from '@saldo/contracts/bank-statements';
import type { DocumentKind } from '../api/bank-api.ts';
import { useMatchLine, useOpenDocuments } from '../api/queries.ts';
import { useBankFormat } from './bank-format.ts';
import { notifyDone, notifyFailure } from './notify.ts';

/** Search open invoices or costs, tick one or several, and settle them with the line. */
export function ManualMatch({ line }: { line: BankLine }) {
  const { t } = useTranslation('bankStatements');
  const format = useBankFormat();
  // Money in pays sales invoices, money out pays costs: the likelier kind comes first.
  const [kind, setKind] = useState<DocumentKind>(line.amount >= 0 ? 'invoice' : 'cost');
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const documents = useOpenDocuments(kind, debounced.trim());
  const match = useMatchLine();

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = () =>
    match.mutateAsync({ id: line.id, documents: [...chosen].map((id) => ({ kind, id })) }).then(
      () => {
        setChosen(new Set());
        notifyDone(t('manual.done'));
      },
      (error: unknown) => notifyFailure(error, t('errors.network')),
    );

  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label={t('manual.kind')}
          value={kind}
          onChange={(value) => {
            setKind(value === 'cost' ? 'cost' : 'invoice');
            setChosen(new Set());
          }}
          data={[
            { value: 'invoice', label: t('manual.invoices') },
            { value: 'cost', label: t('manual.costs') },
          ]}
        />
        <TextInput
          label={t('manual.search')}
          placeholder={t('manual.searchPlaceholder')}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
      </Group>
      {documents.isPending ? (
        <Loader size="sm" />
      ) : documents.isError ? (
        <Text size="sm" c="red" role="alert">
          {t('manual.loadFailed')}
        </Text>
      ) : documents.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('manual.none')}
        </Text>
      ) : (
        <Stack gap={4} mah={240} style={{ overflowY: 'auto' }}>
          {documents.data.map((document) => (
            <Checkbox
              key={document.id}
              checked={chosen.has(document.id)}
              onChange={() => toggle(document.id)}
              label={`${document.number} · ${document.partyName} · ${format.money(document.balance, document.currency)}${
                document.dueDate ? ` · ${t('manual.due', { date: format.date(document.dueDate) })}` : ''
              }`}
            />
          ))}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button size="xs" onClick={submit} disabled={chosen.size === 0} loading={match.isPending}>
          {t('manual.match', { count: chosen.size })}
        </Button>
      </Group>
    </Stack>
  );
}
