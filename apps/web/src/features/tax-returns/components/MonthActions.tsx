import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TAX_RETURN_LIMITS, type TaxReturnDetail } from '@saldo/contracts/tax-returns';
import { ApiError } from '../../../lib/api-client.ts';
import { useMonthChange } from '../api/queries.ts';
import { changeStatus, markSubmitted, prepareMonth, startCorrection } from '../api/tax-returns-api.ts';

type Dialog = 'submit' | 'correction' | null;

function TextDialog({
  title,
  intro,
  label,
  multiline,
  maxLength,
  submitLabel,
  onClose,
  onSubmit,
  saving,
  error,
}: {
  title: string;
  intro: string;
  label: string;
  multiline: boolean;
  maxLength: number;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (value: string) => void;
  saving: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('taxReturns');
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = value.trim() === '';
  const fieldError = touched && empty ? t('actions.required') : null;
  const Field = multiline ? Textarea : TextInput;
  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!empty) onSubmit(value.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{intro}</Text>
          <Field
            label={label}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            maxLength={maxLength}
            required
            error={fieldError}
            data-autofocus
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : error ? fallback : null;

/** The month's lifecycle: prepare, ready, back to draft, submitted with its reference, correction. */
export function MonthActions({ month }: { month: TaxReturnDetail }) {
  const { t } = useTranslation('taxReturns');
  const [dialog, setDialog] = useState<Dialog>(null);
  const prepare = useMonthChange(month.period, () => prepareMonth(month.period));
  const status = useMonthChange(month.period, (action: 'ready' | 'reopen') =>
    changeStatus(month.period, action),
  );
  const submit = useMonthChange(month.period, (reference: string) => markSubmitted(month.period, reference));
  const correction = useMonthChange(month.period, (reason: string) => startCorrection(month.period, reason));
  const error = messageOf(prepare.error ?? status.error, t('actions.failed'));
  const filed = month.status === 'submitted' || month.status === 'corrected';

  return (
    <Stack gap="xs">
      <Group gap="sm">
        {month.status === 'not_prepared' && (
          <Button onClick={() => prepare.mutate(undefined)} loading={prepare.isPending}>
            {t('actions.prepare')}
          </Button>
        )}
        {month.status === 'draft' && (
          <Button
            variant="light"
            onClick={() => status.mutate('ready')}
            loading={status.isPending}
            disabled={!month.file}
            title={month.file ? undefined : t('actions.readyNeedsFile')}
          >
            {t('actions.ready')}
          </Button>
        )}
        {month.status === 'ready' && (
          <>
            <Button variant="default" onClick={() => status.mutate('reopen')} loading={status.isPending}>
              {t('actions.reopen')}
            </Button>
            <Button onClick={() => setDialog('submit')}>{t('actions.submit')}</Button>
          </>
        )}
        {filed && (
          <Button variant="light" color="orange" onClick={() => setDialog('correction')}>
            {t('actions.correction')}
          </Button>
        )}
      </Group>
      {month.status === 'draft' && !month.file && (
        <Text size="xs" c="dimmed">
          {t('actions.readyNeedsFile')}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {dialog === 'submit' && (
        <TextDialog
          title={t('actions.submitTitle')}
          intro={t('actions.submitIntro')}
          label={t('actions.reference')}
          multiline={false}
          maxLength={TAX_RETURN_LIMITS.reference}
          submitLabel={t('actions.submit')}
          onClose={() => setDialog(null)}
          onSubmit={(reference) => submit.mutate(reference, { onSuccess: () => setDialog(null) })}
          saving={submit.isPending}
          error={messageOf(submit.error, t('actions.failed'))}
        />
      )}
      {dialog === 'correction' && (
        <TextDialog
          title={t('actions.correctionTitle')}
          intro={t('actions.correctionIntro')}
          label={t('actions.correctionReason')}
          multiline
          maxLength={TAX_RETURN_LIMITS.reason}
          submitLabel={t('actions.correction')}
          onClose={() => setDialog(null)}
          onSubmit={(reason) => correction.mutate(reason, { onSuccess: () => setDialog(null) })}
          saving={correction.isPending}
          error={messageOf(correction.error, t('actions.failed'))}
        />
      )}
    </Stack>
  );
}
