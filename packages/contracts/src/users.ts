import { z } from 'zod';
import { roles } from './abilities.ts';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';
import { USER_STATUSES } from './organization-settings.ts';

/**
 * The users app (`/apps/user/*`, issue 23): the organization's users in the seed's shape (id,
 * fullName, username, email, role, avatar, company, country, contact, currentPlan, status) under
 * `/api/apps/user/users`. The same rows as the settings' users tab; administrators only.
 */

/** The pricing page's plans; one per organization, shown as each of its users' `currentPlan`. */
export const PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export const USER_SORT_FIELDS = ['fullName', 'email', 'role', 'currentPlan', 'status', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const USER_LIMITS = {
  perPage: 100,
  q: 100,
  fullName: 100,
  username: 40,
  email: 254,
  company: 200,
  country: 100,
  contact: 40,
  password: 128,
} as const;

export const userSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(roles),
  avatar: z.string().nullable(),
  company: z.string(),
  country: z.string(),
  /** The phone number of the user's account settings. */
  contact: z.string(),
  currentPlan: z.enum(PLANS),
  /** pending: invited, the password is not set yet; inactive: switched off by an administrator. */
  status: z.enum(USER_STATUSES),
  /** The contractor a client user belongs to (it sees only that contractor's documents). */
  contractorId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userListQuerySchema = z.object({
  /** Matches the full name, username or e-mail (case-insensitive substring). */
  q: z.string().max(USER_LIMITS.q).optional(),
  perPage: z.coerce.number().int().min(1).max(USER_LIMITS.perPage).default(10),
  page: z.coerce.number().int().min(1).default(1),
  sortBy: z.enum(USER_SORT_FIELDS).default('fullName'),
  sortDesc: z.enum(['true', 'false']).default('false'),
  role: z.enum(roles).optional(),
  plan: z.enum(PLANS).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userListSchema = z.object({ users: z.array(userSchema), total: z.number().int() });
export type UserList = z.infer<typeof userListSchema>;

export const userIdParamsSchema = z.object({ id: recordIdParamSchema });

const profileFields = {
  fullName: z.string().max(USER_LIMITS.fullName),
  username: z.string().max(USER_LIMITS.username),
  email: z.string().max(USER_LIMITS.email),
  company: z.string().max(USER_LIMITS.company).default(''),
  country: z.string().max(USER_LIMITS.country).default(''),
  contact: z.string().max(USER_LIMITS.contact).default(''),
  role: z.enum(roles),
  contractorId: recordIdSchema.nullable().optional(),
};

/**
 * A new user. With a password it starts active (the seed's behaviour); without one it is invited:
 * pending, mailed a link that sets the password.
 */
export const newUserSchema = z.object({
  ...profileFields,
  password: z.string().max(USER_LIMITS.password).optional(),
});
export type NewUser = z.infer<typeof newUserSchema>;
export const createUserBodySchema = z.object({ user: newUserSchema });
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

/** The edit page: the profile, the role, and active or inactive (a pending user stays pending). */
export const updateUserBodySchema = z.object({
  ...profileFields,
  active: z.boolean(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const userSessionSchema = z.object({
  /** The login session (refresh-token family): what an access token's `sid` names. */
  id: z.uuid(),
  startedAt: z.string(),
  /** The last refresh: the session was in use then. */
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  /** The caller's own session (ending it logs the caller out). */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;
export const userSessionListSchema = z.object({ sessions: z.array(userSessionSchema) });
export const userSessionParamsSchema = z.object({ id: recordIdParamSchema, sessionId: z.uuid() });

export const USER_ACTIVITY_AREAS = [
  'invoice',
  'cost',
  'bank',
  'balanceConfirmation',
  'organization',
] as const;
export const userActivitySchema = z.object({
  area: z.enum(USER_ACTIVITY_AREAS),
  /** The audit trail's action code (created, updated, sent, …). */
  action: z.string(),
  at: z.string(),
  documentId: z.number().int().nullable(),
  documentNumber: z.string().nullable(),
});
export type UserActivity = z.infer<typeof userActivitySchema>;
export const userActivityListSchema = z.object({ activity: z.array(userActivitySchema) });
