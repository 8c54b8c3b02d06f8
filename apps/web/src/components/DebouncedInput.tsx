import { useEffect, useEffectEvent, useState, type ComponentProps } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '../lib/debounce.ts';

type DebouncedInputProps = Omit<ComponentProps<typeof TextInput>, 'value' | 'onChange' | 'error'> & {
  /** The value in the address. */
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  /** Text that may not be sent; it stays in the field with `invalidMessage`. */
  isValid?: (text: string) => boolean;
  invalidMessage?: string;
};

/**
 * A text filter sent to the address only once typing pauses (one request, not one per key). The
 * typed text is kept here, so a half-typed amount is not thrown away.
 */
export function DebouncedInput({ value, onCommit, isValid, invalidMessage, ...props }: DebouncedInputProps) {
  const [text, setText] = useState(value ?? '');
  const [settled] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const invalid = settled !== '' && isValid !== undefined && !isValid(settled);

  // An effect event reads the latest value and callback without making them reasons to re-run.
  const commit = useEffectEvent((next: string) => {
    if (next !== (value ?? '') && (next === '' || isValid === undefined || isValid(next))) {
      onCommit(next || undefined);
    }
  });
  useEffect(() => commit(settled), [settled]);

  return (
    <TextInput
      {...props}
      value={text}
      error={invalid ? invalidMessage : undefined}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}
