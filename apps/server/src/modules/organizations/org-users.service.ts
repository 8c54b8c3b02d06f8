import { randomInt } from 'node:crypto';
import type {
  InviteUserBody,
  OrganizationUser,
  UpdateOrganizationUserBody,
} from '@saldo/contracts/organization-settings';
import type { Language } from '@saldo/i18n/languages';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError, type FieldErrors } from '../../lib/app-error.ts';
import { now } from '../../lib/dates.ts';
import { newSecureToken } from '../../lib/secure-token.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { takenError } from '../auth/auth.service.ts';
import { emailProblem, normalizeEmail } from '../auth/credentials.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserTokens } from '../auth/refresh-tokens.repository.ts';
import {
  findTaken,
  findUserById,
  insertUser,
  uniqueViolationField,
  updateUser,
} from '../auth/users.repository.ts';
import { findContractor } from '../contractors/contractors.repository.ts';
import { assertMaySend, sendingTransaction } from '../mail/outside-mail.service.ts';
import { prepareInvitationMail } from './invitation-mail.ts';
import {
  findOrganizationUser,
  listOrganizationUsers,
  lockActiveAdminIds,
  type OrganizationUserRow,
} from './org-users.repository.ts';
import { findOrganizationWithLogo } from './organizations.repository.ts';

const FULL_NAME_MAX = 100;
const notFound = () => new AppError(404, 'http.notFound');

/** pending: invited (or self-registered) and not yet through the mailed link; such a user cannot log in. */
export function toOrganizationUser(row: OrganizationUserRow): OrganizationUser {
  let status: OrganizationUser['status'] = 'active';
  if (row.deactivatedAt) status = 'inactive';
  else if (!row.emailConfirmedAt) status = 'pending';
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    status,
    contractorId: row.contractorId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db, organizationId: number): Promise<OrganizationUser[]> {
  return (await listOrganizationUsers(db, organizationId)).map(toOrganizationUser);
}

/** A username is required by the accounts model; the invitee never typed one, so it comes from the e-mail. */
async function freeUsername(db: Db, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '').replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 24);
  const stem = local.length >= 3 ? local : `user${local}`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = attempt === 0 ? stem : `${stem}-${randomInt(1000, 10_000)}`;
    if (!(await findTaken(db, { email: null, username: candidate })).username) return candidate;
  }
  return `user-${newSecureToken().slice(0, 16)}`;
}

async function inviteProblems(db: Db, organizationId: number, body: InviteUserBody, email: string) {
  const errors: FieldErrors = {};
  const emailIssue = emailProblem(email);
  if (emailIssue) errors.email = emailIssue;
  else if ((await findTaken(db, { email, username: null })).email)
    errors.email = { key: 'validation.emailTaken' };
  const fullName = body.fullName.trim();
  if (!fullName) errors.fullName = { key: 'validation.fullNameRequired' };
  else if (fullName.length > FULL_NAME_MAX) {
    errors.fullName = { key: 'validation.tooLong', params: { max: FULL_NAME_MAX } };
  }
  const contractorId = body.contractorId ?? null;
  if (contractorId !== null) {
    if (body.role !== 'client') errors.contractorId = { key: 'settings.validation.adminWithContractor' };
    else if (!(await findContractor(db, organizationId, contractorId))) {
      errors.contractorId = { key: 'settings.validation.contractorNotFound' };
    }
  }
  return errors;
}

async function invitationContext(db: Db, caller: AuthUser) {
  const [inviter, organization] = await Promise.all([
    findUserById(db, caller.id),
    findOrganizationWithLogo(db, caller.organizationId),
  ]);
  return { inviter: inviter?.fullName ?? '', organization: organization?.organization.name ?? '' };
}

/**
 * Creates the user as pending (a random password nobody knows, e-mail unconfirmed) and mails the
 * link that sets its password, through the sending gate: a refused mail creates no user. Answers the
 * organization's users.
 */
export async function inviteUser(
  ctx: AppContext,
  language: Language,
  caller: AuthUser,
  body: InviteUserBody,
) {
  const organizationId = caller.organizationId;
  const email = normalizeEmail(body.email);
  const errors = await inviteProblems(ctx.db, organizationId, body, email);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const sender = { organizationId, userId: caller.id };
  await assertMaySend(ctx, sender, { to: email });
  const names = await invitationContext(ctx.db, caller);
  const passwordHash = await hashPassword(newSecureToken());
  const username = await freeUsername(ctx.db, email);
  await sendingTransaction(ctx, sender, async (tx, queue) => {
    const user = await insertUser(tx, {
      organizationId,
      email,
      username,
      fullName: body.fullName.trim(),
      passwordHash,
      role: body.role,
      company: names.organization,
      contractorId: body.role === 'client' ? (body.contractorId ?? null) : null,
    });
    await queue(await prepareInvitationMail(ctx, tx, language, { user, ...names }));
  }).catch((error: unknown) => {
    // Someone took the address between the check and the insert.
    if (uniqueViolationField(error) === 'email') throw takenError('email');
    throw error;
  });
  return listUsers(ctx.db, organizationId);
}

/** A new link for an invitee who has not used (or lost) the first one; earlier links keep working until used. */
export async function resendInvitation(ctx: AppContext, language: Language, caller: AuthUser, id: number) {
  const row = await findOrganizationUser(ctx.db, caller.organizationId, id);
  if (!row) throw notFound();
  if (toOrganizationUser(row).status !== 'pending') throw new AppError(409, 'settings.users.notPending');
  const names = await invitationContext(ctx.db, caller);
  await sendingTransaction(
    ctx,
    { organizationId: caller.organizationId, userId: caller.id },
    async (tx, queue) => queue(await prepareInvitationMail(ctx, tx, language, { user: row, ...names })),
  );
}

/**
 * Checks a change of role and activity against the organization's rules and writes it: the
 * organization always keeps an active administrator, and an administrator changes neither their own
 * role nor their own activity (another administrator must). Runs in the caller's transaction, with
 * the target row locked; also used by the users app (modules/users).
 */
export async function applyRoleAndActivity(
  tx: Db,
  caller: AuthUser,
  target: OrganizationUserRow,
  body: UpdateOrganizationUserBody,
  extra: Partial<Parameters<typeof updateUser>[2]> = {},
): Promise<void> {
  const role = body.role ?? target.role;
  const active = body.active ?? !target.deactivatedAt;
  const changesRole = role !== target.role;
  const deactivates = !active && !target.deactivatedAt;
  const isActiveAdmin = target.role === 'admin' && !target.deactivatedAt;
  if (isActiveAdmin && ((changesRole && role !== 'admin') || deactivates)) {
    const admins = await lockActiveAdminIds(tx, caller.organizationId);
    if (admins.filter((adminId) => adminId !== target.id).length === 0) {
      throw new AppError(409, 'settings.users.lastAdmin');
    }
  }
  if (target.id === caller.id && (changesRole || deactivates)) {
    throw new AppError(409, 'settings.users.ownAccount');
  }
  const at = now();
  await updateUser(tx, target.id, {
    ...extra,
    role,
    // Only a client is limited to a contractor; for anyone else a link would only mislead.
    ...(role !== 'client' ? { contractorId: null } : {}),
    deactivatedAt: active ? null : (target.deactivatedAt ?? at),
  });
  // Sessions end at once (the access token is refused on its next request anyway).
  if (deactivates) await revokeUserTokens(tx, target.id, at);
}

/** Role and activity, from the settings' users tab (rules in applyRoleAndActivity). */
export async function updateOrganizationUser(
  ctx: AppContext,
  caller: AuthUser,
  id: number,
  body: UpdateOrganizationUserBody,
) {
  const organizationId = caller.organizationId;
  await ctx.db.transaction(async (tx) => {
    const target = await findOrganizationUser(tx, organizationId, id, { forUpdate: true });
    if (!target) throw notFound();
    await applyRoleAndActivity(tx, caller, target, body);
  });
  return listUsers(ctx.db, organizationId);
}
