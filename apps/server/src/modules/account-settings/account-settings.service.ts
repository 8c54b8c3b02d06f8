import type {
  AccountSettings,
  GeneralSettingsUpdate,
  InfoSettings,
  NotificationSettings,
  SocialSettings,
} from '@saldo/contracts/account-settings';
import { PASSWORD_MAX_LENGTH, type UserData } from '@saldo/contracts/auth';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import { AppError, validationError, type FieldErrors } from '../../lib/app-error.ts';
import { now } from '../../lib/dates.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { registrationProblems, takenError } from '../auth/auth.service.ts';
import { normalizeEmail } from '../auth/credentials.ts';
import { newPasswordProblem } from '../auth/password-policy.ts';
import { prepareConfirmationMail } from '../auth/email-links.service.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeUserTokens } from '../auth/refresh-tokens.repository.ts';
import { avatarUrl, loadUserData } from '../auth/user-data.ts';
import { findUserById, findUserProfile, uniqueViolationField, updateUser } from '../auth/users.repository.ts';
import { defaultInfo, defaultNotifications, defaultSocial } from './defaults.ts';

const FULL_NAME_MAX = 100;
const COMPANY_MAX = 200;

export async function getAccountSettings(ctx: AppContext, userId: number): Promise<AccountSettings> {
  const profile = await findUserProfile(ctx.db, userId);
  if (!profile) throw new AppError(401, 'auth.unauthorized');
  const { user, avatarKey } = profile;
  return {
    general: {
      avatar: avatarKey ? avatarUrl(avatarKey) : null,
      username: user.username,
      fullName: user.fullName,
      email: user.email,
      company: user.company,
    },
    info: user.info ?? defaultInfo,
    social: user.social ?? defaultSocial,
    notification: user.notifications ?? defaultNotifications,
  };
}

/**
 * Username and e-mail follow the register rules (format, uniqueness, same messages). A new e-mail
 * address must be confirmed again: until then it cannot be trusted to receive reset links.
 */
export async function updateGeneral(
  ctx: AppContext,
  language: Language,
  userId: number,
  body: GeneralSettingsUpdate,
): Promise<UserData> {
  const fields = {
    username: body.username.trim(),
    email: normalizeEmail(body.email),
    fullName: body.fullName.trim(),
    company: body.company.trim(),
  };
  const errors: FieldErrors = await registrationProblems(ctx, fields, userId);
  if (!fields.fullName) errors.fullName = { key: 'validation.fullNameRequired' };
  else if (fields.fullName.length > FULL_NAME_MAX) {
    errors.fullName = { key: 'validation.tooLong', params: { max: FULL_NAME_MAX } };
  }
  if (fields.company.length > COMPANY_MAX)
    errors.company = { key: 'validation.tooLong', params: { max: COMPANY_MAX } };
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const mail = await ctx.db
    .transaction(async (tx) => {
      const before = await findUserById(tx, userId);
      if (!before) throw new AppError(401, 'auth.unauthorized');
      const emailChanged = before.email !== fields.email;
      await updateUser(tx, userId, { ...fields, ...(emailChanged ? { emailConfirmedAt: null } : {}) });
      return emailChanged ? prepareConfirmationMail(ctx, tx, language, { ...before, ...fields }) : null;
    })
    .catch((error: unknown) => {
      const field = uniqueViolationField(error);
      throw field ? takenError(field) : error;
    });
  if (mail) await ctx.mailer.send(mail);
  return loadUserData(ctx.db, userId);
}

export async function updateInfo(ctx: AppContext, userId: number, info: InfoSettings) {
  await updateUser(ctx.db, userId, { info });
  return getAccountSettings(ctx, userId);
}

export async function updateSocial(ctx: AppContext, userId: number, social: SocialSettings) {
  await updateUser(ctx.db, userId, { social });
  return getAccountSettings(ctx, userId);
}

export async function updateNotifications(
  ctx: AppContext,
  userId: number,
  notifications: NotificationSettings,
) {
  await updateUser(ctx.db, userId, { notifications });
  return getAccountSettings(ctx, userId);
}

/** Changes the password and ends the user's other sessions; the one that asked stays logged in. */
export async function changePassword(
  ctx: AppContext,
  user: AuthUser,
  body: { currentPassword: string; newPassword: string },
): Promise<void> {
  const row = await findUserById(ctx.db, user.id);
  if (!row) throw new AppError(401, 'auth.unauthorized');
  const errors: FieldErrors = {};
  const weak = newPasswordProblem(body.newPassword, row);
  if (weak) errors.newPassword = weak;
  if (!body.currentPassword) errors.currentPassword = { key: 'validation.passwordRequired' };
  else if (
    body.currentPassword.length > PASSWORD_MAX_LENGTH ||
    !(await verifyPassword(row.passwordHash, body.currentPassword))
  ) {
    errors.currentPassword = { key: 'validation.currentPasswordWrong' };
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const passwordHash = await hashPassword(body.newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    return revokeUserTokens(tx, user.id, now(), user.sessionId);
  });
  ctx.sessions?.add(ended);
}
