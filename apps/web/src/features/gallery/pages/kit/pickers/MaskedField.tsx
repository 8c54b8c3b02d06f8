import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Group, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyMask, type DigitMask, type MaskVerdict } from './masks.ts';

/** A verdict that a complete-looking value cannot get past: the field shows it as its error. */
const WRONG: ReadonlySet<MaskVerdict> = new Set(['checksum', 'format', 'country']);

/**
 * A text field that formats an identifier as it is typed (the mask writes the separators) and says
 * what the domain's validator makes of it. The caret stays among the same digits after each edit.
 */
export function MaskedField({
  mask,
  label,
  description,
  initial = '',
  placeholder,
  leftSection,
  disabled,
  readOnly,
  required,
  extra,
}: {
  mask: DigitMask;
  label: string;
  description?: string;
  /** Digits or a printed form; shown masked. */
  initial?: string;
  placeholder?: string;
  leftSection?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  /** More about a valid value (the bank behind an account). */
  extra?: (digits: string) => ReactNode;
}) {
  const { t } = useTranslation('galleryPickers');
  // Each edit is a new state, also one the mask refuses (same text), so the caret is always put back.
  const [state, setState] = useState(() => ({ value: mask.format(mask.digits(initial)), caret: -1 }));
  const { value } = state;
  const input = useRef<HTMLInputElement>(null);

  // React writes the value after the event (the caret then jumps to the end); put it back once it has.
  useLayoutEffect(() => {
    const node = input.current;
    if (state.caret < 0 || node === null || document.activeElement !== node) return;
    node.setSelectionRange(state.caret, state.caret);
  }, [state]);

  const digits = mask.digits(value);
  const verdict = mask.verdict(digits);
  const wrong = WRONG.has(verdict);
  const verdictText = t(`demo.mask.verdict.${verdict}`, { have: digits.length, need: mask.maxDigits });

  return (
    <Stack gap={6}>
      <TextInput
        ref={input}
        label={label}
        description={description}
        placeholder={placeholder}
        leftSection={leftSection}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        readOnly={readOnly}
        withAsterisk={required}
        value={value}
        error={wrong ? verdictText : undefined}
        rightSection={wrong ? <IconAlertCircle size={16} aria-hidden /> : undefined}
        onChange={(event) => {
          const target = event.currentTarget;
          const native = event.nativeEvent;
          const next = applyMask(mask, {
            raw: target.value,
            caret: target.selectionStart ?? target.value.length,
            previous: value,
            inputType: native instanceof InputEvent ? native.inputType : undefined,
          });
          setState(next);
        }}
      />
      <Group gap="xs" aria-live="polite" mih={20}>
        {!wrong && verdict !== 'empty' && (
          <Badge
            variant="light"
            color={verdict === 'valid' ? 'teal' : 'gray'}
            leftSection={
              verdict === 'valid' ? (
                <IconCircleCheck size={14} aria-hidden />
              ) : (
                <IconClock size={14} aria-hidden />
              )
            }
          >
            {verdictText}
          </Badge>
        )}
        {verdict === 'valid' && extra?.(digits)}
      </Group>
    </Stack>
  );
}
