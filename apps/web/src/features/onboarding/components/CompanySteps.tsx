import { useState, type FormEvent } from 'react';
import { Alert, Button, Grid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyLookupResult } from '@saldo/contracts/lookup';
import type { CompanyInfoUpdate } from '@saldo/contracts/organization-settings';
import { isValidNip, validateNip } from '@saldo/domain/identifiers/nip';
import { draftFromLookup } from '../company-draft.ts';
import { StepFooter } from './StepFooter.tsx';

export interface Lookup {
  found: CompanyLookupResult | null;
  /** Why the registers could not answer (not configured, unavailable, not found), as the server says. */
  problem: string | null;
  running: boolean;
  run: (nip: string) => Promise<CompanyLookupResult | null>;
}

interface CompanyStepProps {
  draft: CompanyInfoUpdate;
  setDraft: (draft: CompanyInfoUpdate) => void;
  save: (draft: CompanyInfoUpdate) => Promise<boolean>;
  fieldErrors: Record<string, string>;
  busy: boolean;
  onBack?: () => void;
  onSkip: () => void;
}

/** Step 1: the company's NIP (checked with the domain's checksum), then the registers are asked. */
export function NipStep({
  draft,
  setDraft,
  save,
  fieldErrors,
  busy,
  onSkip,
  lookup,
}: CompanyStepProps & { lookup: Lookup }) {
  const { t } = useTranslation('onboarding');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Typed as printed ("678-301-42-27", "PL 678…") or plain: the registers and the books get the digits.
    const checked = validateNip(draft.nip);
    if (!checked.ok) {
      setError(t('nip.invalid'));
      return;
    }
    setError(null);
    const nip = checked.value;
    // The registers' answer is saved with the NIP; the next step shows it for checking.
    const found = await lookup.run(nip);
    await save(found ? draftFromLookup({ ...draft, nip }, found) : { ...draft, nip });
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('nip.help')}</Text>
        <TextInput
          label={t('nip.field')}
          required
          value={draft.nip}
          onChange={(event) => setDraft({ ...draft, nip: event.currentTarget.value })}
          error={error ?? fieldErrors.nip}
          inputMode="numeric"
          autoComplete="off"
          data-autofocus
          maw={280}
        />
      </Stack>
      <StepFooter onSkip={onSkip} busy={busy || lookup.running} />
    </form>
  );
}

const addressFields = ['street', 'buildingNumber', 'flatNumber', 'postalCode', 'city'] as const;

/** Step 2: name and address from GUS or the white list, or typed in when they cannot answer. */
export function CompanyStep({
  draft,
  setDraft,
  save,
  fieldErrors,
  busy,
  onBack,
  onSkip,
  lookup,
}: CompanyStepProps & { lookup: Lookup }) {
  const { t } = useTranslation('onboarding');
  const [nameError, setNameError] = useState<string | null>(null);
  const field = (name: keyof CompanyInfoUpdate) => ({
    label: t(`company.fields.${name}`),
    value: String(draft[name] ?? ''),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setDraft({ ...draft, [name]: event.currentTarget.value }),
    error: fieldErrors[name],
  });
  const fetchAgain = async () => {
    const checked = validateNip(draft.nip);
    if (!checked.ok) return;
    const found = await lookup.run(checked.value);
    if (found) {
      setDraft(draftFromLookup(draft, found));
      setNameError(null);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.name.trim() === '') {
      setNameError(t('company.nameRequired'));
      return;
    }
    setNameError(null);
    await save(draft);
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {lookup.found && (
          <Alert color="teal" title={t(`company.sources.${lookup.found.source}`)}>
            {t('company.found')}
          </Alert>
        )}
        {lookup.problem && (
          <Alert color="yellow" title={t('company.notAvailableTitle')}>
            {lookup.problem} {t('company.typeItIn')}
          </Alert>
        )}
        {isValidNip(draft.nip) && (
          <Button variant="light" onClick={() => void fetchAgain()} loading={lookup.running} w="fit-content">
            {t('company.fetch')}
          </Button>
        )}
        <TextInput {...field('name')} required error={nameError ?? fieldErrors.name} data-autofocus />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...field('regon')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput {...field('krs')} />
          </Grid.Col>
          {addressFields.map((name) => (
            <Grid.Col key={name} span={{ base: 12, sm: name === 'street' || name === 'city' ? 6 : 3 }}>
              <TextInput {...field(name)} />
            </Grid.Col>
          ))}
        </Grid>
      </Stack>
      <StepFooter onBack={onBack} onSkip={onSkip} busy={busy} />
    </form>
  );
}
