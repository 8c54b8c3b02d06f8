import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { referenceRateInputSchema } from '@saldo/contracts/debt';
import {
  useEnterReferenceRate,
  useReferenceRates,
  useRemoveReferenceRate,
} from '../api/reference-rates-api.ts';
import { notifySaved, reportError } from '../../../lib/form-feedback.ts';
import { numberFormat } from '../../../lib/intl-format.ts';

const percent = (basisPoints: number, language: string) =>
  numberFormat(language, { style: 'percent', minimumFractionDigits: 2 }).format(basisPoints / 10_000);

/**
 * NBP reference rates the company enters after an RPP decision Saldo does not ship yet. Interest for
 * days past the known table is counted at its last rate (and says so); an entered rate takes
 * precedence over the shipped one from its effective date, for this company's figures only.
 */
export function ReferenceRatesSection() {
  const { t, i18n } = useTranslation('settings');
  const rates = useReferenceRates();
  const enter = useEnterReferenceRate();
  const remove = useRemoveReferenceRate();
  const [from, setFrom] = useState('');
  const [rate, setRate] = useState('');
  const [errors, setErrors] = useState<{ from?: string; rate?: string }>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = referenceRateInputSchema.safeParse({ from, rate });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setErrors({
        ...(fields.has('from') ? { from: t('referenceRates.dateInvalid') } : {}),
        ...(fields.has('rate') ? { rate: t('referenceRates.rateInvalid') } : {}),
      });
      return;
    }
    setErrors({});
    enter.mutate(parsed.data, {
      onSuccess: () => {
        setFrom('');
        setRate('');
        notifySaved(t);
      },
      onError: (error) => reportError(error, t),
    });
  };

  const data = rates.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="reference-rates-title">
      <Title order={3} fz="md" id="reference-rates-title">
        {t('referenceRates.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('referenceRates.help')}
      </Text>
      {data && (
        <Text size="sm" data-testid="rates-known-through">
          {t('referenceRates.knownThrough', { date: data.knownThrough })}
        </Text>
      )}
      <form noValidate onSubmit={submit} aria-label={t('referenceRates.title')}>
        <Group align="flex-start" gap="sm">
          <TextInput
            type="date"
            label={t('referenceRates.from')}
            value={from}
            error={errors.from}
            onChange={(event) => setFrom(event.currentTarget.value)}
          />
          <TextInput
            label={t('referenceRates.rate')}
            placeholder="3,50"
            inputMode="decimal"
            value={rate}
            error={errors.rate}
            onChange={(event) => setRate(event.currentTarget.value)}
            rightSection="%"
          />
          <Button type="submit" mt={25} loading={enter.isPending}>
            {t('referenceRates.add')}
          </Button>
        </Group>
      </form>
      {data && data.entered.length > 0 && (
        <Table striped aria-label={t('referenceRates.entered')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('referenceRates.from')}</Table.Th>
              <Table.Th>{t('referenceRates.rate')}</Table.Th>
              <Table.Th>{t('referenceRates.enteredBy')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.entered.map((entry) => (
              <Table.Tr key={entry.from}>
                <Table.Td>{entry.from}</Table.Td>
                <Table.Td>{percent(entry.rate, i18n.language)}</Table.Td>
                <Table.Td>
                  {t('referenceRates.enteredOn', { date: entry.enteredOn, name: entry.enteredBy ?? '—' })}
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('referenceRates.remove', { date: entry.from })}
                    onClick={() => remove.mutate(entry.from, { onError: (error) => reportError(error, t) })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data && (
        <Text size="xs" c="dimmed">
          {t('referenceRates.shipped', {
            rates: data.shipped
              .map((change) => `${change.from}: ${percent(change.rate, i18n.language)}`)
              .join(', '),
          })}
        </Text>
      )}
    </Stack>
  );
}
