import { numberFormat } from '../../../../../lib/intl-format.ts';

/** "1.2 MB", "340 kB" in the language: enough to tell a scan from a photo (as the cost attachments show it). */
export function fileSize(bytes: number, language: string): string {
  const format = (value: number, unit: string) =>
    `${numberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / 1024 / 1024, 'MB');
  return format(Math.max(bytes / 1024, 0.1), 'kB');
}
