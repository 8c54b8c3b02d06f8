import type { KeyboardEvent } from 'react';

/**
 * Enter in a row of amounts must not save the whole document half-typed (as the invoice lines do);
 * the form is saved with its button, or Enter in a field outside the rows.
 */
export function noEnterSubmit(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Enter' && !event.nativeEvent.isComposing) event.preventDefault();
}
