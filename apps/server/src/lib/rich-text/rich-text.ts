import sanitizeHtml from 'sanitize-html';
import { CONTENT_IMAGE_URL } from '@saldo/contracts/blog';
import { richTextFormattingTags } from '@saldo/contracts/rich-text';

/**
 * The one allow-list for rich text that users write (task descriptions, help articles, blog posts,
 * comments) and for mail we display. Stored text is sanitized on the way in, so every reader gets
 * inert HTML whatever renders it; the web still renders it through its own sanitizer.
 */
const allowedTags: string[] = [...richTextFormattingTags, 'a', 'img'];

export interface RichTextOptions {
  /**
   * Keep `<img>` whose source is one of our own uploaded images (/api/content-images/…, articles and
   * posts); `false` drops every image. A remote or data: source is dropped either way: a remote one
   * tracks readers, and our uploads are the ones checked by content and resized.
   */
  images?: boolean;
}

export function sanitizeRichText(html: string, options: RichTextOptions = {}): string {
  return sanitizeHtml(html, {
    allowedTags: options.images === false ? allowedTags.filter((tag) => tag !== 'img') : allowedTags,
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Links leave the app without handing it a window reference or a referrer.
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
    // Only our own uploads' addresses: relative, exactly /api/content-images/<uuid>.webp.
    exclusiveFilter: (frame) => frame.tag === 'img' && !CONTENT_IMAGE_URL.test(frame.attribs.src ?? ''),
    allowedClasses: {},
    allowedStyles: {},
  });
}

/** The visible text of rich text: for search, previews, e-mail plain parts and length limits. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
