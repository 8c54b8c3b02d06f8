import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyLookupResult } from '@saldo/contracts/lookup';
import type { BankAccount, CompanyInfoUpdate, Series } from '@saldo/contracts/organization-settings';
import { formatIban, validateIban } from '@saldo/domain/identifiers/iban';
import {
  formatInvoiceNumber,
  RESET_PERIODS,
  validateSeries,
  type ResetPeriod,
} from '@saldo/domain/numbering';
import { todayIso } from '../../../lib/format.ts';
import { suggestedVatStatus } from '../company-draft.ts';
import { StepFooter } from './StepFooter.tsx';

interface Nav {
  busy: boolean;
  onBack: () => void;
  onSkip: () => void;
}

/** Step 3: the company's account, checked with the IBAN checksum; the white list's accounts offered. */
export function BankStep({
  found,
  existing,
  save,
  fieldErrors,
  ...nav
}: Nav & {
  found: CompanyLookupResult | null;
  existing: BankAccount[];
  save: (account: { name: string; iban: string }) => Promise<boolean>;
  fieldErrors: Record<string, string>;
}) {
  const { t } = useTranslation('onboarding');
  const [name, setName] = useState(() => t('bank.defaultName'));
  const [iban, setIban] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateIban(iban);
    if (!checked.ok) {
      setError(t(`bank.invalid.${checked.reason}`));
      return;
    }
    setError(null);
    await save({ name: name.trim() || t('bank.defaultName'), iban: checked.value });
  };
  // The white list gives bare NRBs; shown and compared in the stored electronic form (PL + 26 digits).
  const offered = (found?.bankAccounts ?? [])
    .map((account) => {
      const checked = validateIban(account);
      return checked.ok ? checked.value : account;
    })
    .filter((account) => !existing.some((e) => e.iban === account));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {existing.length > 0 && (
          <Alert color="blue" title={t('bank.existingTitle')}>
            {existing.map((account) => `${account.name}: ${formatIban(account.iban)}`).join(', ')}
          </Alert>
        )}
        {offered.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('bank.fromWhiteList')}
            </Text>
            <Group gap="xs">
              {offered.map((account) => (
                <Button key={account} variant="light" size="xs" onClick={() => setIban(account)}>
                  {formatIban(account)}
                </Button>
              ))}
            </Group>
          </Stack>
        )}
        <TextInput
          label={t('bank.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldErrors.name}
          maw={360}
        />
        <TextInput
          label={t('bank.iban')}
          description={t('bank.ibanHelp')}
          required
          value={iban}
          onChange={(event) => setIban(event.currentTarget.value)}
          error={error ?? fieldErrors.iban}
          autoComplete="off"
          data-autofocus
          maw={440}
        />
      </Stack>
      <StepFooter {...nav} />
    </form>
  );
}

/** Step 4: the VAT invoices' numbering series (template and reset), with the first number shown. */
export function NumberingStep({
  series,
  save,
  ...nav
}: Nav & { series: Series | undefined; save: (series: Series) => Promise<boolean> }) {
  const { t } = useTranslation('onboarding');
  const [template, setTemplate] = useState(series?.template ?? 'FV/{NR}/{MM}/{YYYY}');
  const [reset, setReset] = useState<ResetPeriod>(series?.reset ?? 'monthly');
  const checked = validateSeries({ template, reset });
  const preview = checked.ok ? formatInvoiceNumber(template, 1, todayIso()) : null;
  const [showError, setShowError] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok) {
      setShowError(true);
      return;
    }
    await save({ documentType: 'vat', template, reset });
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('numbering.help')}</Text>
        <TextInput
          label={t('numbering.template')}
          description={t('numbering.tokens')}
          required
          value={template}
          onChange={(event) => setTemplate(event.currentTarget.value)}
          error={
            showError && !checked.ok
              ? t(`numbering.invalid.${checked.reason}`, t('numbering.invalid.other'))
              : undefined
          }
          data-autofocus
          maw={360}
        />
        <Select
          label={t('numbering.reset')}
          data={RESET_PERIODS.map((value) => ({ value, label: t(`numbering.resets.${value}`) }))}
          value={reset}
          onChange={(value) => value && setReset(value as ResetPeriod)}
          allowDeselect={false}
          maw={360}
        />
        <Text size="sm" aria-live="polite">
          {preview ? t('numbering.preview', { number: preview }) : t('numbering.noPreview')}
        </Text>
      </Stack>
      <StepFooter {...nav} />
    </form>
  );
}

/** Step 5: VAT payer or exempt (with its basis), beside what the white list says. */
export function VatStep({
  draft,
  found,
  save,
  fieldErrors,
  ...nav
}: Nav & {
  draft: CompanyInfoUpdate;
  found: CompanyLookupResult | null;
  save: (draft: CompanyInfoUpdate) => Promise<boolean>;
  fieldErrors: Record<string, string>;
}) {
  const { t } = useTranslation('onboarding');
  const [status, setStatus] = useState(() => suggestedVatStatus(found) ?? draft.vatStatus);
  const [basis, setBasis] = useState(() => draft.vatExemptionBasis || t('vat.defaultBasis'));
  const [error, setError] = useState<string | null>(null);
  const whiteList = found?.vatStatus ?? 'unknown';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'exempt' && basis.trim() === '') {
      setError(t('vat.basisRequired'));
      return;
    }
    setError(null);
    await save({
      ...draft,
      vatStatus: status,
      vatExemptionBasis: status === 'exempt' ? basis.trim() : draft.vatExemptionBasis,
    });
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Alert color={whiteList === 'active' ? 'teal' : 'gray'} title={t('vat.whiteListTitle')}>
          {t(`vat.whiteList.${whiteList}`)}
        </Alert>
        <Radio.Group
          label={t('vat.status')}
          value={status}
          onChange={(value) => setStatus(value === 'exempt' ? 'exempt' : 'payer')}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="payer" label={t('vat.payer')} />
            <Radio value="exempt" label={t('vat.exempt')} />
          </Stack>
        </Radio.Group>
        {status === 'exempt' && (
          <TextInput
            label={t('vat.basis')}
            required
            value={basis}
            onChange={(event) => setBasis(event.currentTarget.value)}
            error={error ?? fieldErrors.vatExemptionBasis}
          />
        )}
      </Stack>
      <StepFooter {...nav} />
    </form>
  );
}
