import { dateTimeFormat } from '../../../lib/intl-format.ts';

/** A post's or comment's date in the reader's language. */
export const formatDate = (iso: string, language: string) =>
  dateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
