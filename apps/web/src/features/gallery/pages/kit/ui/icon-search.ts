/**
 * The feather page's search: 'file text', 'file-text' and 'FileText' all find IconFileText, and a
 * Feather name finds its Tabler equivalent. Pure.
 */
const squash = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

export function matchesIcon(query: string, names: readonly string[]): boolean {
  const wanted = squash(query);
  if (wanted === '') return true;
  return names.some(
    (name) => squash(name).includes(wanted) || squash(name.replace(/^Icon/, '')).includes(wanted),
  );
}

/** The line a developer pastes to use the icon. */
export const importLine = (name: string) => `import { ${name} } from '@tabler/icons-react';`;
