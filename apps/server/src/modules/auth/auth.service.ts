import type { AuthResponse, LoginBody, RegisterBody } from '@saldo/contracts/auth';
import { PASSWORD_MAX_LENGTH } from '@saldo/contracts/auth';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import { AppError, validationError, type FieldErrors } from '../../lib/app-error.ts';
import { insertOnboarding } from '../onboarding/onboarding.repository.ts';
import { insertOrganization } from '../organizations/organizations.repository.ts';
import { collectFieldErrors, emailProblem, normalizeEmail, usernameProblem } from './credentials.ts';
import { prepareConfirmationMail } from './email-links.service.ts';
import { newPasswordProblem } from './password-policy.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { startSession } from './session.service.ts';
import { findTaken, findUserByEmail, insertUser, uniqueViolationField } from './users.repository.ts';
import type { UserRow } from './users.table.ts';

const invalidCredentials = () => new AppError(400, 'auth.invalidCredentials');

/** The password step of a sign-in: the user, when the password matches and the account may sign in. */
export async function checkPassword(ctx: AppContext, body: LoginBody): Promise<UserRow> {
  const email = normalizeEmail(body.email);
  const password = body.password ?? '';
  // No password we accept is longer, and refusing early keeps huge inputs away from argon2.
  if (!email || !password || password.length > PASSWORD_MAX_LENGTH) throw invalidCredentials();
  const user = await findUserByEmail(ctx.db, email);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !valid) throw invalidCredentials();
  // Only after the password matched, so these answers tell nothing to someone guessing.
  if (user.deactivatedAt) throw new AppError(403, 'auth.accountDeactivated');
  if (!user.emailConfirmedAt) throw new AppError(403, 'auth.emailNotConfirmed');
  return user;
}

/** Format problems first; only well-formed values are looked up, and all problems come back at once. */
export async function registrationProblems(
  ctx: AppContext,
  fields: { email: string; username: string; password?: string },
  exceptUserId?: number,
): Promise<FieldErrors> {
  const errors = collectFieldErrors({
    username: usernameProblem(fields.username),
    email: emailProblem(fields.email),
    ...(fields.password === undefined
      ? {}
      : {
          password: newPasswordProblem(fields.password, { email: fields.email, username: fields.username }),
        }),
  });
  const taken = await findTaken(
    ctx.db,
    { email: errors.email ? null : fields.email, username: errors.username ? null : fields.username },
    exceptUserId,
  );
  if (taken.email) errors.email = { key: 'validation.emailTaken' };
  if (taken.username) errors.username = { key: 'validation.usernameTaken' };
  return errors;
}

export function takenError(field: 'email' | 'username') {
  return validationError({
    [field]: { key: field === 'email' ? 'validation.emailTaken' : 'validation.usernameTaken' },
  });
}

/**
 * Self-registration: a new organization (named after the username until its company settings are
 * filled in) with this user as its admin. The address is unconfirmed until the mailed link is used;
 * the answer still logs the user in, but a later login waits for the confirmation.
 */
export async function register(
  ctx: AppContext,
  language: Language,
  body: RegisterBody,
): Promise<AuthResponse> {
  const fields = {
    username: (body.username ?? '').trim(),
    email: normalizeEmail(body.email),
    password: body.password ?? '',
  };
  const errors = await registrationProblems(ctx, fields);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const passwordHash = await hashPassword(fields.password);
  let created;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const organization = await insertOrganization(tx, { name: fields.username });
      const user = await insertUser(tx, {
        organizationId: organization.id,
        email: fields.email,
        username: fields.username,
        fullName: fields.username,
        passwordHash,
        role: 'admin',
      });
      // Issue 27: the new administrator lands in the setup wizard, then gets the tour once.
      await insertOnboarding(tx, organization.id, user.id);
      const mail = await prepareConfirmationMail(ctx, tx, language, user);
      return { user, mail };
    });
  } catch (error) {
    // Someone took the address or name between the check and the insert.
    const field = uniqueViolationField(error);
    if (field) throw takenError(field);
    throw error;
  }
  await ctx.mailer.send(created.mail);
  return startSession(ctx, created.user.id);
}
