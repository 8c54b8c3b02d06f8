import { createElement, type ReactNode } from 'react';
import { Anchor, Typography } from '@mantine/core';
import { Link } from 'react-router';
import { CONTENT_IMAGE_URL } from '@saldo/contracts/blog';
import { richTextFormattingTags } from '@saldo/contracts/rich-text';

/**
 * Renders an article's or a blog post's HTML as React elements, never as innerHTML: the browser only parses it (an
 * inert DOMParser document runs no script and loads nothing), and each element is rebuilt from an
 * allow-list of tags and attributes, the same list the server's sanitizer keeps. Links inside the
 * app navigate in place; others open in a new tab without a referrer.
 */
const TAGS = new Set<string>(richTextFormattingTags);
const VOID = new Set(['br', 'hr']);

const safeHref = (href: string) =>
  /^(https?:|mailto:)/i.test(href) || (href.startsWith('/') && !href.startsWith('//'));
// Only our own uploads (the server's sanitizer keeps no other image source either).
const safeImage = (src: string) => CONTENT_IMAGE_URL.test(src);

function render(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  const children = Array.from(node.childNodes, render);
  if (tag === 'a') {
    const href = node.getAttribute('href') ?? '';
    if (!safeHref(href)) return <span key={key}>{children}</span>;
    if (href.startsWith('/'))
      return (
        <Anchor key={key} component={Link} to={href}>
          {children}
        </Anchor>
      );
    return (
      <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </Anchor>
    );
  }
  if (tag === 'img') {
    const src = node.getAttribute('src') ?? '';
    if (!safeImage(src)) return null;
    return <img key={key} src={src} alt={node.getAttribute('alt') ?? ''} style={{ maxWidth: '100%' }} />;
  }
  if (!TAGS.has(tag)) return children.length > 0 ? <span key={key}>{children}</span> : null;
  return VOID.has(tag) ? createElement(tag, { key }) : createElement(tag, { key }, ...children);
}

export function RichText({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <Typography>{Array.from(body.childNodes, render)}</Typography>;
}
