import type { LoginResponse, LoginSession, MfaLoginBody } from '@saldo/contracts/two-factor';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MfaTickets } from './mfa-ticket.ts';
import { startSession } from './session.service.ts';
import { passSecondFactor, type TwoFactorDeps } from './two-factor.service.ts';
import { findTwoFactor } from './two-factor.repository.ts';
import { findUserById, findUserForAuth } from './users.repository.ts';
import type { UserRow } from './users.table.ts';

/** A started session; flagged when the organization requires this administrator to enrol first. */
export async function loginSession(ctx: AppContext, userId: number): Promise<LoginSession> {
  const session = await startSession(ctx, userId);
  const auth = await findUserForAuth(ctx.db, userId);
  return auth?.mustEnrolTwoFactor ? { ...session, mfaEnrolmentRequired: true } : session;
}

/** After the password matched: a session, or for a two-factor account only a ticket for the code step. */
export async function afterPassword(
  ctx: AppContext,
  tickets: MfaTickets,
  userId: number,
): Promise<LoginResponse> {
  const twoFactor = await findTwoFactor(ctx.db, userId);
  if (twoFactor?.enabledAt) return { mfaRequired: true, mfaToken: tickets.sign(userId) };
  return loginSession(ctx, userId);
}

/**
 * The code step: the ticket from the password step and a TOTP or recovery code. The account is
 * checked again, since it may have been deactivated in the minutes between the two steps.
 */
export async function loginWithSecondFactor(
  ctx: AppContext,
  deps: TwoFactorDeps,
  tickets: MfaTickets,
  body: MfaLoginBody,
): Promise<{ user: UserRow; session: LoginSession }> {
  const userId = tickets.verify(body.mfaToken);
  if (userId === null) throw new AppError(401, 'twoFactor.challengeExpired', { code: 'mfa_token_invalid' });
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deactivatedAt)
    throw new AppError(401, 'twoFactor.challengeExpired', { code: 'mfa_token_invalid' });
  const passed = await passSecondFactor(ctx, deps, userId, {
    ...(body.code ? { code: body.code } : {}),
    ...(body.recoveryCode ? { recoveryCode: body.recoveryCode } : {}),
  });
  if (!passed) throw new AppError(400, 'twoFactor.invalidCode');
  return { user, session: await loginSession(ctx, userId) };
}
