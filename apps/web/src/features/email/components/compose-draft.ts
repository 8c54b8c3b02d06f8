import type { EmailAddress, EmailAttachment, EmailDetail } from '@saldo/contracts/email';

/** What the compose form opens with: empty, a reply, a forward, or a saved draft. */
export interface ComposeDraft {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  replyToId?: number;
  forwardOfId?: number;
  /** A forward's original files, which go along unless removed. */
  forwarded: EmailAttachment[];
  draftId?: number;
}

export const emptyDraft = (): ComposeDraft => ({
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  message: '',
  forwarded: [],
});

const text = (one: EmailAddress) => (one.name ? `${one.name} <${one.email}>` : one.email);

/** "Anna Nowak <anna@firma.pl>" or "anna@firma.pl" → the send call's recipient; null when not an address. */
export function parseRecipient(value: string): EmailAddress | null {
  const trimmed = value.trim();
  const match = /^(.*)<([^<>\s]+)>$/.exec(trimmed);
  const email = (match ? match[2] : trimmed) ?? '';
  const name = (match ? match[1] : '')?.trim().replace(/^"|"$/g, '') ?? '';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? { email, name } : null;
}

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/** The original, quoted below the reply or forward (its HTML is the server's sanitized one). */
const quote = (intro: string, email: EmailDetail) =>
  `<p></p><p>${escapeHtml(intro)}</p><blockquote>${email.message}</blockquote>`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function replyDraft(email: EmailDetail, intro: string): ComposeDraft {
  // A reply to one's own sent mail goes to its recipients again.
  const to = email.folder === 'sent' ? email.to : [email.from];
  return {
    ...emptyDraft(),
    to: to.map(text),
    subject: prefixed('Re:', email.subject),
    message: quote(intro, email),
    replyToId: email.id,
  };
}

export function forwardDraft(email: EmailDetail, intro: string): ComposeDraft {
  return {
    ...emptyDraft(),
    subject: prefixed('Fwd:', email.subject),
    message: quote(intro, email),
    forwardOfId: email.id,
    forwarded: email.attachments,
  };
}

export function draftOf(email: EmailDetail): ComposeDraft {
  return {
    ...emptyDraft(),
    to: email.to.map(text),
    cc: email.cc.map(text),
    bcc: email.bcc.map(text),
    subject: email.subject,
    message: email.message,
    draftId: email.id,
  };
}
