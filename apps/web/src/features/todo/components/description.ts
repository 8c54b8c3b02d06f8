/**
 * The task description is rich text (HTML, sanitized by the server). The web edits it as plain
 * paragraphs: shown as text (never as markup), saved as escaped `<p>` paragraphs.
 */
export function descriptionText(html: string): string {
  if (html === '') return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, li, h2, h3, h4, pre, blockquote')];
  const text =
    blocks.length > 0 ? blocks.map((block) => block.textContent ?? '') : [doc.body.textContent ?? ''];
  return text
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function descriptionHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}
