import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { linkMail } from '../../integrations/mail/templates.ts';
import { AppError, validationError } from '../../lib/app-error.ts';
import { HOUR_MS, inFuture, now } from '../../lib/dates.ts';
import { hashToken, newSecureToken } from '../../lib/secure-token.ts';
import { collectFieldErrors, emailProblem, normalizeEmail } from './credentials.ts';
import { newPasswordProblem } from './password-policy.ts';
import { consumeEmailToken, insertEmailToken, retireEmailTokens } from './email-tokens.repository.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserTokens } from './refresh-tokens.repository.ts';
import type { UserRow } from './users.table.ts';
import { findUserByEmail, findUserById, updateUser } from './users.repository.ts';

export const CONFIRM_LINK_TTL_MS = 48 * HOUR_MS;
export const RESET_LINK_TTL_MS = 1 * HOUR_MS;

const invalidLink = () => new AppError(400, 'auth.invalidLink');

type Recipient = Pick<UserRow, 'id' | 'email' | 'fullName'>;

/**
 * Creates the one-time token (in `db`, which may be the caller's transaction) and returns the mail to
 * send once that transaction has committed.
 */
async function prepareLinkMail(
  ctx: AppContext,
  db: Db,
  language: Language,
  user: Recipient,
  kind: 'confirm' | 'reset',
) {
  const token = newSecureToken();
  await insertEmailToken(db, {
    userId: user.id,
    purpose: kind,
    tokenHash: hashToken(token),
    email: user.email,
    expiresAt: inFuture(kind === 'confirm' ? CONFIRM_LINK_TTL_MS : RESET_LINK_TTL_MS),
  });
  const page = kind === 'confirm' ? 'confirm-email' : 'reset-password';
  const link = `${ctx.config.appUrl}/${page}?token=${encodeURIComponent(token)}`;
  return linkMail(language, kind, { email: user.email, name: user.fullName }, link);
}

export async function prepareConfirmationMail(ctx: AppContext, db: Db, language: Language, user: Recipient) {
  return prepareLinkMail(ctx, db, language, user, 'confirm');
}

/** The e-mail of forgot-password and resend-confirmation: required and well-formed, nothing more. */
function requireEmail(raw: string | undefined): string {
  const email = normalizeEmail(raw);
  const problem = emailProblem(email);
  if (problem) throw validationError({ email: problem });
  return email;
}

/** Always the same answer, whether or not the address has an account (no account enumeration). */
export async function requestPasswordReset(
  ctx: AppContext,
  language: Language,
  rawEmail: string | undefined,
) {
  const user = await findUserByEmail(ctx.db, requireEmail(rawEmail));
  if (!user || user.deactivatedAt) return;
  await ctx.mailer.send(await prepareLinkMail(ctx, ctx.db, language, user, 'reset'));
}

export async function resetPassword(
  ctx: AppContext,
  token: string | undefined,
  password: string | undefined,
) {
  if (!token) throw invalidLink();
  // Checked before the link is spent, so a too-short password does not burn it.
  const errors = collectFieldErrors({ password: newPasswordProblem(password ?? '', {}) });
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const passwordHash = await hashPassword(password ?? '');
  const ended = await ctx.db.transaction(async (tx) => {
    const at = now();
    const link = await consumeEmailToken(tx, hashToken(token), 'reset', at);
    if (!link) return null;
    const user = await findUserById(tx, link.userId);
    if (!user || user.deactivatedAt) return null;
    // Thrown, so the transaction rolls back and the link stays usable for a better password.
    const personal = newPasswordProblem(password ?? '', user);
    if (personal) throw validationError({ password: personal });
    // The link reached the owner's inbox, which proves the address as well as a confirmation would.
    const confirms = !user.emailConfirmedAt && user.email === link.email;
    await updateUser(tx, user.id, { passwordHash, ...(confirms ? { emailConfirmedAt: at } : {}) });
    await retireEmailTokens(tx, user.id, 'reset', at);
    return revokeUserTokens(tx, user.id, at);
  });
  if (!ended) throw invalidLink();
  ctx.sessions?.add(ended);
}

export async function confirmEmail(ctx: AppContext, token: string | undefined) {
  if (!token) throw invalidLink();
  const done = await ctx.db.transaction(async (tx) => {
    const at = now();
    const link = await consumeEmailToken(tx, hashToken(token), 'confirm', at);
    if (!link) return false;
    const user = await findUserById(tx, link.userId);
    // A link sent to an address the user has since changed confirms nothing.
    if (!user || user.email !== link.email) return false;
    if (!user.emailConfirmedAt) await updateUser(tx, user.id, { emailConfirmedAt: at });
    return true;
  });
  if (!done) throw invalidLink();
}

/** Same answer whatever the address; only an existing, unconfirmed, active account gets a mail. */
export async function resendConfirmation(ctx: AppContext, language: Language, rawEmail: string | undefined) {
  const user = await findUserByEmail(ctx.db, requireEmail(rawEmail));
  if (!user || user.emailConfirmedAt || user.deactivatedAt) return;
  await ctx.mailer.send(await prepareConfirmationMail(ctx, ctx.db, language, user));
}
