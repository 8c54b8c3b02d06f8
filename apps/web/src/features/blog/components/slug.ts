/** An address from a title: lower-case ASCII words joined by hyphens ("Zażółć gęślą" → "zazolc-gesla"). */
export function slugFrom(title: string): string {
  return title
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
