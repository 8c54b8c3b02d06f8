import { createElement, type ReactNode } from 'react';
import { Anchor, Typography } from '@mantine/core';
import { richTextFormattingTags } from '@saldo/contracts/rich-text';

/**
 * A message's HTML (already sanitized by the server) rendered the way the app renders rich text
 * (help articles): parsed into an inert DOMParser document, which runs no script and loads nothing,
 * then rebuilt as React elements from an allow-list of tags, never as innerHTML. No attribute is
 * copied but a checked link or image address, so no style, handler or form survives. Remote images
 * (tracking pixels among them) are left out until the user allows them for this message.
 */
const TAGS = new Set<string>(richTextFormattingTags);
/** Layout tags mail is full of: kept as plain blocks, so paragraphs do not run together. */
const BLOCKS = new Set(['div', 'center', 'section', 'article', 'header', 'footer', 'main', 'h1', 'h5', 'h6']);
const VOID = new Set(['br', 'hr']);

const safeHref = (href: string) => /^(https?:|mailto:)/i.test(href);
const inlineImage = (src: string) => /^data:image\/(png|jpe?g|gif|webp);/i.test(src);
const remoteImage = (src: string) => /^https?:/i.test(src);

function renderNode(node: Node, key: number, remote: boolean): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  const children = Array.from(node.childNodes, (child, index) => renderNode(child, index, remote));
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    if (!safeHref(href)) return <span key={key}>{children}</span>;
    return (
      <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </Anchor>
    );
  }
  if (tag === 'img') {
    const src = node.getAttribute('src') ?? '';
    const shown = inlineImage(src) || (remote && remoteImage(src));
    if (!shown) return null;
    return (
      <img
        key={key}
        src={src}
        alt={node.getAttribute('alt') ?? ''}
        referrerPolicy="no-referrer"
        style={{ maxWidth: '100%' }}
      />
    );
  }
  if (BLOCKS.has(tag)) return <div key={key}>{children}</div>;
  if (!TAGS.has(tag)) return children.length > 0 ? <span key={key}>{children}</span> : null;
  return VOID.has(tag) ? createElement(tag, { key }) : createElement(tag, { key }, ...children);
}

export function MailBody({ html, showRemoteImages }: { html: string; showRemoteImages: boolean }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <Typography data-testid="mail-body">
      {Array.from(body.childNodes, (node, index) => renderNode(node, index, showRemoteImages))}
    </Typography>
  );
}
