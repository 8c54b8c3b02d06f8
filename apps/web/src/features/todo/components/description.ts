/**
 * The task description is rich text (HTML, sanitized by the server). The list shows it as plain
 * text (never as markup), a line per block; the task panel edits the formatting.
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
