/**
 * Offers text as a download. A CSV gets its UTF-8 byte-order mark back (the fetch API drops it when
 * it reads the body as text), without which Excel reads Polish letters in the wrong code page.
 */
export function saveCsvFile(text: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', text.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "contractors-2026-03-01.csv", the date in the user's own time zone. */
export function exportFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `contractors-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
