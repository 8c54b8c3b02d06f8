import type { Language } from '@saldo/i18n/languages';
import { translate } from '../../i18n/translate.ts';
import type { OutgoingMail } from './outbox.repository.ts';

export type LinkMailKind = 'confirm' | 'reset';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A short mail carrying one link, in plain text and HTML, in the language of the request that caused it. */
export function linkMail(
  language: Language,
  kind: LinkMailKind,
  to: { email: string; name: string },
  link: string,
): OutgoingMail {
  const greeting = translate(language, 'mail.greeting', { name: to.name });
  const intro = translate(language, `mail.${kind}.intro`);
  const validity = translate(language, `mail.${kind}.validity`);
  const ignore = translate(language, 'mail.ignore');
  const signature = translate(language, 'mail.signature');
  const text = [greeting, '', intro, link, '', validity, ignore, '', signature].join('\n');
  const paragraph = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = [
    paragraph(greeting),
    paragraph(intro),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    paragraph(validity),
    paragraph(ignore),
    paragraph(signature),
  ].join('\n');
  return { to: to.email, subject: translate(language, `mail.${kind}.subject`), text, html };
}
