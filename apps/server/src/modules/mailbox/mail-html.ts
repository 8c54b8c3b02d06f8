import sanitizeHtml from 'sanitize-html';

/**
 * Mail HTML comes from anyone. Its own allow-list (wider than the rich-text one: mail uses tables,
 * fonts and inline styles) keeps layout and drops scripts, forms, frames, event handlers and
 * javascript: links. Remote images are how senders track their readers, so they are blocked
 * unless the user allowed them for this message; 1×1 images are dropped even then.
 */
const ALLOWED_TAGS = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'font',
  'center',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'col',
  'colgroup',
  'hr',
  'br',
  'u',
  's',
  'small',
  'big',
];

const SAFE_STYLE = /^[-#%(),./\w\s'"]*$/;
const styleRules = Object.fromEntries(
  [
    'color',
    'background-color',
    'font-size',
    'font-weight',
    'font-style',
    'font-family',
    'text-align',
    'text-decoration',
    'padding',
    'margin',
    'border',
    'width',
    'max-width',
    'height',
    'line-height',
    'vertical-align',
  ].map((property) => [property, [SAFE_STYLE]]),
);

export interface SanitizedMail {
  html: string;
  hasRemoteImages: boolean;
}

const isRemote = (src: string) => /^(https?:)?\/\//i.test(src.trim());
const isTrackingPixel = (attribs: Record<string, string>) =>
  ['width', 'height'].some((side) => /^\s*[01](px)?\s*$/i.test(attribs[side] ?? ''));

export function sanitizeMailHtml(html: string, allowRemoteImages: boolean): SanitizedMail {
  let hasRemoteImages = false;
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    disallowedTagsMode: 'discard',
    allowedAttributes: {
      '*': ['style', 'align', 'valign', 'width', 'height', 'title', 'dir', 'lang'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      font: ['color', 'size', 'face'],
      td: ['colspan', 'rowspan', 'bgcolor'],
      th: ['colspan', 'rowspan', 'bgcolor'],
      table: ['cellpadding', 'cellspacing', 'border', 'bgcolor'],
    },
    allowedStyles: { '*': styleRules },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // Inline images (cid:) are not served; data: images carry no tracking, so they stay.
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
    },
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false;
      const src = frame.attribs.src ?? '';
      if (isRemote(src)) {
        if (isTrackingPixel(frame.attribs)) return true;
        hasRemoteImages = true;
        return !allowRemoteImages;
      }
      return !src.toLowerCase().startsWith('data:image/');
    },
  });
  return { html: clean, hasRemoteImages };
}

/** A text-only mail as HTML: escaped, its line breaks kept. */
export function textToHtml(text: string): string {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
  return `<div style="white-space: pre-wrap">${escaped}</div>`;
}

/** A short plain-text preview for lists. */
export function previewOf(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}
