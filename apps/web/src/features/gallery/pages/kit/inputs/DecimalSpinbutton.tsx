import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { NumberInput, UnstyledButton, type NumberInputProps } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { Locale } from '@saldo/domain/currency';
import { formatScaled } from '@saldo/domain/decimal';
import { clampScaled, rawOf, scaledOf, separatorsOf, stepScaled } from './decimal-field.ts';

type Managed =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onValueChange'
  | 'min'
  | 'max'
  | 'step'
  | 'decimalScale'
  | 'fixedDecimalScale'
  | 'decimalSeparator'
  | 'thousandSeparator'
  | 'allowedDecimalSeparators'
  | 'withKeyboardEvents'
  | 'clampBehavior'
  | 'hideControls';

export type DecimalSpinbuttonProps = Omit<NumberInputProps, Managed> & {
  /** Digits after the separator the value is scaled by: 2 for money, 4 for a quantity. */
  decimals: number;
  /** Digits always shown (2 for money); the rest only when typed. Default: all of them. */
  minDecimals?: number;
  /** The scaled integer, or null for an empty field. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** Bounds and step, scaled like the value. */
  min?: number;
  max?: number;
  step?: number;
  locale: Locale;
  /** What a screen reader hears for the value ("1 234,56 zł"). */
  valueText?: (value: number) => string;
  /** Hides the chevrons; the arrow keys still step. */
  withControls?: boolean;
};

/**
 * Mantine's NumberInput holding an exact decimal. Typing is parsed by the domain's parseScaled, and
 * the steps (arrow keys, Page Up/Down for ten, the chevrons) add scaled integers: Mantine's own
 * stepping goes through floats, so it is turned off. It is a spin button to assistive technology too,
 * with its value, bounds and readable text.
 */
export function DecimalSpinbutton({
  decimals,
  minDecimals = decimals,
  value,
  onChange,
  min,
  max,
  step = 10 ** decimals,
  locale,
  valueText,
  withControls = true,
  rightSection,
  onKeyDown,
  onBlur,
  size = 'sm',
  ...props
}: DecimalSpinbuttonProps) {
  const [text, setText] = useState(() => rawOf(value, decimals, 0));
  // The text typed is kept while it still means the value; a value set from outside replaces it.
  const shown = scaledOf(text, decimals) === value ? text : rawOf(value, decimals, 0);
  const bounds = { min, max };
  const locked = props.disabled === true || props.readOnly === true;

  const set = (next: number) => {
    setText(rawOf(next, decimals, 0));
    onChange(next);
  };
  const stepBy = (delta: number) => {
    if (!locked) set(stepScaled(value, delta, bounds));
  };
  const keys: Record<string, number> = {
    ArrowUp: step,
    ArrowDown: -step,
    PageUp: step * 10,
    PageDown: -step * 10,
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const delta = keys[event.key];
    if (delta === undefined || event.defaultPrevented) return;
    event.preventDefault();
    stepBy(delta);
  };

  const controls = withControls && !locked && (
    <div
      className={NumberInput.classes.controls}
      style={{ ['--ni-chevron-size' as string]: `var(--ni-chevron-size-${String(size)})` }}
    >
      {([1, -1] as const).map((sign) => (
        <UnstyledButton
          key={sign}
          className={NumberInput.classes.control}
          // Like Mantine's chevrons: a pointer's shortcut; the keyboard steps with the arrows.
          tabIndex={-1}
          aria-hidden
          disabled={
            value !== null &&
            (sign > 0 ? max !== undefined && value >= max : min !== undefined && value <= min)
          }
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => stepBy(sign * step)}
        >
          {sign > 0 ? (
            <IconChevronUp style={{ width: 'var(--ni-chevron-size)', height: 'var(--ni-chevron-size)' }} />
          ) : (
            <IconChevronDown style={{ width: 'var(--ni-chevron-size)', height: 'var(--ni-chevron-size)' }} />
          )}
        </UnstyledButton>
      ))}
    </div>
  );
  const section: ReactNode = rightSection ?? (controls || undefined);

  return (
    <NumberInput
      {...props}
      {...separatorsOf(locale)}
      size={size}
      role="spinbutton"
      // Read out only, never computed with: the attribute takes a number.
      aria-valuenow={value === null ? undefined : Number(formatScaled(value, decimals))}
      aria-valuetext={value === null ? undefined : (valueText?.(value) ?? undefined)}
      aria-valuemin={min === undefined ? undefined : Number(formatScaled(min, decimals))}
      aria-valuemax={max === undefined ? undefined : Number(formatScaled(max, decimals))}
      value={shown}
      decimalScale={decimals}
      fixedDecimalScale={minDecimals === decimals}
      withKeyboardEvents={false}
      clampBehavior="none"
      trimLeadingZeroesOnBlur={false}
      hideControls
      rightSection={section}
      onValueChange={(payload, info) => {
        if (info.source !== 'event') return;
        setText(payload.value);
        onChange(scaledOf(payload.value, decimals));
      }}
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        // Out-of-range text is brought within bounds, and a trailing separator ("12,") tidied, on leaving.
        if (value !== null) {
          const clamped = clampScaled(value, bounds);
          setText(rawOf(clamped, decimals, minDecimals));
          if (clamped !== value) onChange(clamped);
        }
        onBlur?.(event);
      }}
    />
  );
}
