/**
 * Ends a sentence with one full stop. A sentence that ends with a name ("Dodano klienta Demo sp. z o.o.")
 * must not get a second one after the abbreviation's; nor one after a question or exclamation mark.
 */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  if (trimmed === '') return trimmed;
  return /[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}
