import type { InfoSettings } from '@saldo/contracts/account-settings';
import { isPhone } from '@saldo/contracts/organization-settings-rules';
import type {
  CreateUserBody,
  UpdateUserBody,
  User,
  UserActivity,
  UserList,
  UserListQuery,
  UserSession,
} from '@saldo/contracts/users';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError, type FieldErrors } from '../../lib/app-error.ts';
import { now } from '../../lib/dates.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { defaultInfo } from '../account-settings/defaults.ts';
import { registrationProblems, takenError } from '../auth/auth.service.ts';
import { normalizeEmail } from '../auth/credentials.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeFamily } from '../auth/refresh-tokens.repository.ts';
import { avatarUrl } from '../auth/user-data.ts';
import { findUserByEmail, insertUser, uniqueViolationField } from '../auth/users.repository.ts';
import { findContractor } from '../contractors/contractors.repository.ts';
import { findOrganizationUser } from '../organizations/org-users.repository.ts';
import { applyRoleAndActivity, inviteUser, toOrganizationUser } from '../organizations/org-users.service.ts';
import {
  findUserOfOrganization,
  isOpenSessionOf,
  listActiveSessions,
  listUsersPage,
  recentUserActivity,
  type UserListRow,
} from './users.repository.ts';

const ACTIVITY_ENTRIES = 10;
const notFound = () => new AppError(404, 'http.notFound');

export function toUser(row: UserListRow): User {
  const { status } = toOrganizationUser(row);
  return {
    id: row.id,
    fullName: row.fullName,
    username: row.username,
    email: row.email,
    role: row.role,
    avatar: row.avatarKey ? avatarUrl(row.avatarKey) : null,
    company: row.company,
    country: row.info?.country ?? '',
    contact: row.info?.phone ?? '',
    currentPlan: row.plan,
    status,
    contractorId: row.contractorId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db, organizationId: number, query: UserListQuery): Promise<UserList> {
  const { rows, total } = await listUsersPage(db, organizationId, query);
  return { users: rows.map(toUser), total };
}

export async function getUser(db: Db, organizationId: number, id: number): Promise<User> {
  const row = await findUserOfOrganization(db, organizationId, id);
  if (!row) throw notFound();
  return toUser(row);
}

type Profile = CreateUserBody['user'];

/** Every problem of the profile fields at once; the e-mail and username also against other accounts. */
async function profileProblems(
  ctx: AppContext,
  organizationId: number,
  profile: Profile & { email: string },
  exceptUserId?: number,
): Promise<FieldErrors> {
  const errors = await registrationProblems(
    ctx,
    {
      email: profile.email,
      username: profile.username.trim(),
      ...(profile.password === undefined || profile.password === '' ? {} : { password: profile.password }),
    },
    exceptUserId,
  );
  if (!profile.fullName.trim()) errors.fullName = { key: 'validation.fullNameRequired' };
  const contact = profile.contact.trim();
  if (contact !== '' && !isPhone(contact)) errors.contact = { key: 'settings.validation.invalidPhone' };
  const contractorId = profile.contractorId ?? null;
  if (contractorId !== null) {
    if (profile.role !== 'client') errors.contractorId = { key: 'settings.validation.adminWithContractor' };
    else if (!(await findContractor(ctx.db, organizationId, contractorId))) {
      errors.contractorId = { key: 'settings.validation.contractorNotFound' };
    }
  }
  return errors;
}

const infoWith = (info: InfoSettings | null, profile: Profile): InfoSettings => ({
  ...defaultInfo,
  ...info,
  country: profile.country.trim(),
  phone: profile.contact.trim(),
});

const rethrowTaken = (error: unknown): never => {
  const field = uniqueViolationField(error);
  if (field) throw takenError(field);
  throw error;
};

/**
 * A new user of the caller's organization. Given a password, the user starts active (the e-mail
 * counts as confirmed: the administrator typed it); without one the user is invited (pending, a
 * link mailed that sets the password), through the settings' invitation.
 */
export async function createUser(
  ctx: AppContext,
  language: Language,
  caller: AuthUser,
  body: CreateUserBody,
): Promise<User> {
  const organizationId = caller.organizationId;
  const profile = { ...body.user, email: normalizeEmail(body.user.email) };
  const errors = await profileProblems(ctx, organizationId, profile);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const contractorId = profile.role === 'client' ? (profile.contractorId ?? null) : null;
  const fields = {
    username: profile.username.trim(),
    company: profile.company.trim(),
    info: infoWith(null, profile),
  };
  let id: number;
  if (profile.password) {
    const passwordHash = await hashPassword(profile.password);
    const row = await insertUser(ctx.db, {
      organizationId,
      email: profile.email,
      fullName: profile.fullName.trim(),
      role: profile.role,
      contractorId,
      passwordHash,
      emailConfirmedAt: now(),
      ...fields,
    }).catch(rethrowTaken);
    id = row.id;
  } else {
    await inviteUser(ctx, language, caller, {
      email: profile.email,
      fullName: profile.fullName,
      role: profile.role,
      contractorId,
    });
    const invited = await findUserByEmail(ctx.db, profile.email);
    if (!invited) throw notFound();
    id = invited.id;
    await ctx.db
      .transaction(async (tx) => {
        const target = await findOrganizationUser(tx, organizationId, id, { forUpdate: true });
        if (!target) throw notFound();
        await applyRoleAndActivity(tx, caller, target, {}, fields);
      })
      .catch(rethrowTaken);
  }
  return getUser(ctx.db, organizationId, id);
}

/** The edit page: profile, role and activity, in one transaction with the role rules of the settings. */
export async function updateUserProfile(
  ctx: AppContext,
  caller: AuthUser,
  id: number,
  body: UpdateUserBody,
): Promise<User> {
  const organizationId = caller.organizationId;
  const existing = await findUserOfOrganization(ctx.db, organizationId, id);
  if (!existing) throw notFound();
  const profile = { ...body, email: normalizeEmail(body.email) };
  const errors = await profileProblems(ctx, organizationId, profile, id);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  await ctx.db
    .transaction(async (tx) => {
      const target = await findOrganizationUser(tx, organizationId, id, { forUpdate: true });
      if (!target) throw notFound();
      await applyRoleAndActivity(
        tx,
        caller,
        target,
        { role: profile.role, active: body.active },
        {
          email: profile.email,
          username: profile.username.trim(),
          fullName: profile.fullName.trim(),
          company: profile.company.trim(),
          info: infoWith(existing.info, profile),
          ...(profile.role === 'client' ? { contractorId: profile.contractorId ?? null } : {}),
        },
      );
    })
    .catch(rethrowTaken);
  return getUser(ctx.db, organizationId, id);
}

export async function userSessions(ctx: AppContext, caller: AuthUser, id: number): Promise<UserSession[]> {
  if (!(await findUserOfOrganization(ctx.db, caller.organizationId, id))) throw notFound();
  const rows = await listActiveSessions(ctx.db, id, now());
  return rows.map((row) => ({
    id: row.familyId,
    startedAt: row.startedAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.familyId === caller.sessionId,
  }));
}

/**
 * Ends one login session of a user of the organization: its refresh tokens are revoked and every
 * instance refuses its access token from the next request (decision 0008).
 */
export async function endUserSession(
  ctx: AppContext,
  caller: AuthUser,
  id: number,
  sessionId: string,
): Promise<UserSession[]> {
  if (!(await findUserOfOrganization(ctx.db, caller.organizationId, id))) throw notFound();
  if (!(await isOpenSessionOf(ctx.db, id, sessionId))) throw notFound();
  await ctx.db.transaction((tx) => revokeFamily(tx, sessionId, now()));
  ctx.sessions?.add([sessionId]);
  return userSessions(ctx, caller, id);
}

export async function userActivity(db: Db, organizationId: number, id: number): Promise<UserActivity[]> {
  if (!(await findUserOfOrganization(db, organizationId, id))) throw notFound();
  const rows = await recentUserActivity(db, organizationId, id, ACTIVITY_ENTRIES);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
