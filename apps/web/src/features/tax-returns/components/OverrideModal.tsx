import { useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PURCHASE_MARKERS,
  SALES_MARKERS,
  TAX_RETURN_LIMITS,
  type OverrideInput,
  type RegisterRow,
  type TaxReturnRegisterKind,
} from '@saldo/contracts/tax-returns';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * A row's markers set by hand over what the document says, with the reason (audited). Removing the
 * override gives the row the document's own markers again.
 */
export function OverrideModal({
  kind,
  row,
  onClose,
  onSave,
  onRemove,
  saving,
  error,
}: {
  kind: TaxReturnRegisterKind;
  row: RegisterRow;
  onClose: () => void;
  onSave: (markers: OverrideInput['markers'], reason: string) => void;
  onRemove: () => void;
  saving: boolean;
  error: unknown;
}) {
  const { t } = useTranslation('taxReturns');
  const [markers, setMarkers] = useState<string[]>(row.override?.markers ?? row.markers);
  const [reason, setReason] = useState(row.override?.reason ?? '');
  const [touched, setTouched] = useState(false);
  const options = (kind === 'sale' ? SALES_MARKERS : PURCHASE_MARKERS).map((marker) => ({
    value: marker,
    label: `${marker} – ${t(`markers.${marker}`)}`,
  }));
  const reasonMissing = reason.trim() === '';
  const allowed: readonly string[] = kind === 'sale' ? SALES_MARKERS : PURCHASE_MARKERS;
  const chosen = [...SALES_MARKERS, ...PURCHASE_MARKERS].filter(
    (marker, index, all) =>
      markers.includes(marker) && allowed.includes(marker) && all.indexOf(marker) === index,
  );
  const message = error instanceof ApiError ? error.message : error ? t('override.saveFailed') : null;
  return (
    <Modal opened onClose={onClose} title={t('override.title', { number: row.number })} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!reasonMissing) onSave(chosen, reason.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('override.intro')}
          </Text>
          <MultiSelect
            label={t('override.markers')}
            data={options}
            value={markers}
            onChange={setMarkers}
            searchable
            clearable
            data-autofocus
          />
          <Textarea
            label={t('override.reason')}
            description={t('override.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={TAX_RETURN_LIMITS.reason}
            autosize
            minRows={2}
            required
            error={touched && reasonMissing ? t('override.reasonRequired') : null}
          />
          {message && (
            <Alert color="red" role="alert">
              {message}
            </Alert>
          )}
          <Group justify="space-between">
            {row.override ? (
              <Button variant="subtle" color="red" onClick={onRemove} disabled={saving}>
                {t('override.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('override.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('override.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
