import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text.ts';

const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<form action="https://evil.example"><input name=a></form>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<div onclick="alert(1)">x</div>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="//evil.example/pixel.gif">',
  '<<script>script>alert(1)<</script>/script>',
];

describe('sanitizeRichText', () => {
  it.each(payloads)('leaves nothing executable of %s', (payload) => {
    const out = sanitizeRichText(payload);
    expect(out).not.toMatch(
      /<script|<iframe|<form|<object|<svg|<style|\son\w+=|javascript:|data:text\/html/i,
    );
  });

  it('keeps formatting, lists and safe links, and makes links leave the app safely', () => {
    const out = sanitizeRichText(
      '<h2>Tytuł</h2><p><strong>Zapłata</strong> <a href="https://saldo.pl">tu</a></p><ul><li>a</li></ul>',
    );
    expect(out).toContain('<h2>Tytuł</h2>');
    expect(out).toContain('<strong>Zapłata</strong>');
    expect(out).toContain('href="https://saldo.pl"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
    expect(out).toContain('<ul><li>a</li></ul>');
  });

  const OWN = '/api/content-images/0f8b6c1e-2d3a-4b5c-8d9e-0a1b2c3d4e5f.webp';

  it('keeps an image only when it is one of our uploads, and drops every other source', () => {
    expect(sanitizeRichText(`<img src="${OWN}" alt="Wykres" onerror="alert(1)">`)).toBe(
      `<img src="${OWN}" alt="Wykres" />`,
    );
    for (const src of [
      'data:image/png;base64,iVBORw0KGgo=',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'https://evil.example/pixel.gif',
      '//evil.example/api/content-images/0f8b6c1e-2d3a-4b5c-8d9e-0a1b2c3d4e5f.webp',
      `https://evil.example${OWN}`,
      `${OWN}?x=1`,
      `/api/content-images/../avatars/x.webp`,
      `javascript:alert(1)//${OWN}`,
      '/api/content-images/not-a-uuid.webp',
    ])
      expect(sanitizeRichText(`<p>a<img src="${src}"></p>`), src).toBe('<p>a</p>');
  });

  it('drops images when asked', () => {
    expect(sanitizeRichText(`<p>a<img src="${OWN}"></p>`, { images: false })).toBe('<p>a</p>');
  });

  it('gives the plain text', () => {
    expect(richTextToPlain('<p>Ala <b>ma</b>\n kota</p><script>x</script>')).toBe('Ala ma kota');
  });
});
