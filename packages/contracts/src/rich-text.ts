/**
 * The formatting tags rich text may keep (task descriptions, help articles, posts), one list for the
 * server's sanitizer and the browser's renderer. Links and images are allowed too, each with its own
 * checks of the address on either side.
 */
export const richTextFormattingTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'mark',
  'sub',
  'sup',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
