import { useEffect, useRef } from 'react';
import { Alert, Button, Code, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCopy, type ClipboardWrite } from './use-copy.ts';

/**
 * A value with its copy button: the button says "Copied" for a moment, and a refused copy opens the
 * fallback, the same value in a read-only field, focused and selected, ready for Ctrl+C.
 */
export function CopyValue({
  label,
  value,
  display = value,
  write,
  disabled = false,
}: {
  /** What the value is ("Invoice number"); it names the button and the fallback field. */
  label: string;
  /** What goes on the clipboard (an IBAN in its electronic form). */
  value: string;
  /** How it is shown (the IBAN in groups of four). */
  display?: string;
  write?: ClipboardWrite;
  disabled?: boolean;
}) {
  const { t } = useTranslation('galleryExtensions');
  const { state, copy } = useCopy(write);
  const fallback = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state !== 'refused') return;
    fallback.current?.focus();
    fallback.current?.select();
  }, [state]);
  const copied = state === 'copied';
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Code fz="sm">{display}</Code>
        <Button
          size="compact-sm"
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'teal' : 'indigo'}
          disabled={disabled}
          leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          aria-label={
            copied ? t('demo.clipboard.copiedNamed', { label }) : t('demo.clipboard.copyNamed', { label })
          }
          onClick={() => void copy(value)}
        >
          {copied ? t('demo.clipboard.copied') : t('demo.clipboard.copy')}
        </Button>
      </Group>
      {/* The button's new name is not always read out; this says it once, to screen readers only. */}
      <VisuallyHidden role="status">
        {copied ? t('demo.clipboard.copiedNamed', { label }) : ''}
      </VisuallyHidden>
      {state === 'refused' && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={t('demo.clipboard.refusedTitle')}
          role="alert"
        >
          <Stack gap="xs">
            <Text size="sm">{t('demo.clipboard.refusedText')}</Text>
            <TextInput
              ref={fallback}
              label={label}
              value={value}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
