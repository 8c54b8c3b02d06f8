import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { translate } from '../../i18n/translate.ts';
import type { OutgoingMail } from '../../integrations/mail/outbox.repository.ts';
import { escapeHtml } from '../../integrations/mail/templates.ts';
import { DAY_MS, inFuture } from '../../lib/dates.ts';
import { hashToken, newSecureToken } from '../../lib/secure-token.ts';
import { insertEmailToken } from '../auth/email-tokens.repository.ts';

/** An invitation has to wait for the invitee to read their mail, so it lives longer than a reset link. */
export const INVITATION_TTL_MS = 7 * DAY_MS;

export interface Invitation {
  user: { id: number; email: string; fullName: string };
  inviter: string;
  organization: string;
}

function invitationMail(language: Language, { user, inviter, organization }: Invitation, link: string) {
  const params = { inviter, organization };
  const lines = [
    translate(language, 'mail.greeting', { name: user.fullName }),
    translate(language, 'settings.invite.intro', params),
    translate(language, 'settings.invite.validity'),
    translate(language, 'mail.signature'),
  ] as const;
  const [greeting, intro, validity, signature] = lines;
  const text = [greeting, '', intro, link, '', validity, '', signature].join('\n');
  const paragraph = (t: string) => `<p>${escapeHtml(t)}</p>`;
  const html = [
    paragraph(greeting),
    paragraph(intro),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    paragraph(validity),
    paragraph(signature),
  ].join('\n');
  const subject = translate(language, 'settings.invite.subject', params);
  return { to: user.email, subject, text, html } satisfies OutgoingMail;
}

/**
 * The invitation is a password-reset link (the same one-time token and the same page): setting the
 * password through it also confirms the address, which turns the pending user active. The token is
 * stored in `db` (the caller's transaction); the mail is sent once that has committed.
 */
export async function prepareInvitationMail(
  ctx: AppContext,
  db: Db,
  language: Language,
  invitation: Invitation,
): Promise<OutgoingMail> {
  const token = newSecureToken();
  await insertEmailToken(db, {
    userId: invitation.user.id,
    purpose: 'reset',
    tokenHash: hashToken(token),
    email: invitation.user.email,
    expiresAt: inFuture(INVITATION_TTL_MS),
  });
  const link = `${ctx.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return invitationMail(language, invitation, link);
}
