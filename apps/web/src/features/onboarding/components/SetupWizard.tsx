import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompanyLookupResult } from '@saldo/contracts/lookup';
import { WIZARD_STEPS, type WizardStep, type WizardUpdate } from '@saldo/contracts/onboarding';
import type { CompanyInfoUpdate, Series } from '@saldo/contracts/organization-settings';
import { ApiError } from '../../../lib/api-client.ts';
import { lookupCompany } from '../../settings/api/settings-api.ts';
import {
  useBankAccounts,
  useCompany,
  useCreateBankAccount,
  useSeries,
  useUpdateCompany,
  useUpdateSeries,
} from '../../settings/api/queries.ts';
import { useUpdateWizard, useWizard } from '../api/queries.ts';
import { draftOf, lookupProblemText } from '../company-draft.ts';
import { afterSave, goBack, openingStep, skipStep, skipWizard, stepIndex } from '../wizard-flow.ts';
import { CompanyStep, NipStep, type Lookup } from './CompanySteps.tsx';
import { BankStep, NumberingStep, VatStep } from './SettingsSteps.tsx';

const COMPANY_SETTINGS = '/pages/account-setting?tab=company';

/**
 * The new organization's setup wizard (issue 27): NIP → company data from GUS or the white list →
 * bank account → numbering → VAT status → done. Each step saves through the company settings' own
 * endpoints; the wizard's position is kept on the server, so it can be left and resumed.
 */
export function SetupWizard() {
  const { t } = useTranslation('onboarding');
  const wizard = useWizard();
  const company = useCompany();
  if (wizard.isError || company.isError) {
    return (
      <Alert color="red" title={t('wizard.loadFailed')}>
        {lookupProblemText(wizard.error ?? company.error, t('wizard.tryAgain'))}
      </Alert>
    );
  }
  if (!wizard.data || !company.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('wizard.loading')} />
      </Center>
    );
  }
  // The wizard opens where the organization left it; later moves are the steps' own.
  return <WizardSteps openAt={openingStep(wizard.data)} saved={draftOf(company.data)} />;
}

function WizardSteps({ openAt, saved: savedCompany }: { openAt: WizardStep; saved: CompanyInfoUpdate }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const wizard = useWizard();
  const bankAccounts = useBankAccounts();
  const series = useSeries();
  const move = useUpdateWizard();
  const updateCompany = useUpdateCompany();
  const createAccount = useCreateBankAccount();
  const updateSeries = useUpdateSeries();

  const [step, setStep] = useState<WizardStep>(openAt);
  const [draft, setDraft] = useState<CompanyInfoUpdate>(savedCompany);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [found, setFound] = useState<CompanyLookupResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [lookupRunning, setLookupRunning] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After a move, focus goes to the new step's heading, so a keyboard or screen reader user is there.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const goTo = async (update: WizardUpdate) => {
    await move.mutateAsync(update);
    setFieldErrors({});
    moved.current = true;
    setStep(update.currentStep);
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.errors) setFieldErrors(error.errors);
    notifications.show({
      color: 'red',
      title: t('feedback.saveFailed'),
      message: lookupProblemText(error, t('wizard.tryAgain')),
    });
    return false;
  };
  /** Runs a step's save, then moves on; false (and the server's messages shown) when it failed. */
  const saveStep = async (save: () => Promise<unknown>) => {
    try {
      await save();
      await goTo(afterSave(step));
      return true;
    } catch (error) {
      return failed(error);
    }
  };
  const saveCompany = (next: CompanyInfoUpdate) =>
    saveStep(async () => setDraft(draftOf(await updateCompany.mutateAsync(next))));

  const lookup: Lookup = {
    found,
    problem,
    running: lookupRunning,
    run: async (nip) => {
      setLookupRunning(true);
      try {
        const answer = await lookupCompany(nip);
        setFound(answer);
        setProblem(null);
        return answer;
      } catch (error) {
        setFound(null);
        setProblem(lookupProblemText(error, t('company.unavailable')));
        return null;
      } finally {
        setLookupRunning(false);
      }
    },
  };

  const busy = move.isPending || updateCompany.isPending || createAccount.isPending || updateSeries.isPending;
  const nav = {
    busy,
    onBack: () => void goTo(goBack(step)).catch(failed),
    onSkip: () => void goTo(skipStep(step)).catch(failed),
  };
  const later = async () => {
    try {
      await move.mutateAsync(skipWizard(step));
      await navigate('/');
    } catch (error) {
      failed(error);
    }
  };
  const saved = new Set(wizard.data?.savedSteps ?? []);
  const active = stepIndex(step);
  const vatSeries: Series | undefined = series.data?.find((s) => s.documentType === 'vat');

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3">
              {t('wizard.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('wizard.intro')}
            </Text>
          </div>
          {step !== 'done' && (
            <Button variant="default" onClick={() => void later()} disabled={busy}>
              {t('wizard.setUpLater')}
            </Button>
          )}
        </Group>
        <Text size="sm" aria-live="polite">
          {t('wizard.progress', { current: active + 1, total: WIZARD_STEPS.length })}
        </Text>
        <Stepper
          active={active}
          onStepClick={(index) => {
            const target = WIZARD_STEPS[index];
            // Earlier steps can be reopened; later ones are reached by saving or skipping.
            if (target && index < active) void goTo({ status: 'pending', currentStep: target }).catch(failed);
          }}
          allowNextStepsSelect={false}
          size="sm"
          wrap
        >
          {WIZARD_STEPS.map((name) => (
            <Stepper.Step
              key={name}
              label={t(`steps.${name}.label`)}
              description={saved.has(name) ? t('wizard.saved') : undefined}
            />
          ))}
        </Stepper>
        <section aria-label={t(`steps.${step}.label`)}>
          <Title order={3} size="h4" mb="xs" ref={heading} tabIndex={-1}>
            {t(`steps.${step}.title`)}
          </Title>
          {step === 'nip' && (
            <NipStep
              draft={draft}
              setDraft={setDraft}
              save={saveCompany}
              fieldErrors={fieldErrors}
              lookup={lookup}
              {...nav}
            />
          )}
          {step === 'company' && (
            <CompanyStep
              draft={draft}
              setDraft={setDraft}
              save={saveCompany}
              fieldErrors={fieldErrors}
              lookup={lookup}
              {...nav}
            />
          )}
          {step === 'bank' && (
            <BankStep
              found={found}
              existing={bankAccounts.data ?? []}
              fieldErrors={fieldErrors}
              save={({ name, iban }) =>
                saveStep(() =>
                  createAccount.mutateAsync({
                    name,
                    iban,
                    bankName: '',
                    swift: '',
                    currency: 'PLN',
                    isDefault: true,
                  }),
                )
              }
              {...nav}
            />
          )}
          {step === 'numbering' &&
            (series.isPending ? (
              <Loader aria-label={t('wizard.loading')} />
            ) : (
              <NumberingStep
                series={vatSeries}
                save={(next) => saveStep(() => updateSeries.mutateAsync([next]))}
                {...nav}
              />
            ))}
          {step === 'vat' && (
            <VatStep draft={draft} found={found} save={saveCompany} fieldErrors={fieldErrors} {...nav} />
          )}
          {step === 'done' && (
            <Stack gap="sm">
              <Text>{t('done.text')}</Text>
              <Group>
                <Button onClick={() => void navigate('/')} data-autofocus>
                  {t('done.dashboard')}
                </Button>
                <Button component={Link} to={COMPANY_SETTINGS} variant="default">
                  {t('done.settings')}
                </Button>
              </Group>
            </Stack>
          )}
        </section>
      </Stack>
    </Paper>
  );
}
