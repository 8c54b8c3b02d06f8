import { z } from 'zod';
import { abilityRuleSchema, roles } from './abilities.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Lifetimes from the spec (section 9): access tokens live 10 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;

/** Browser storage keys (spec section 9). */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
} as const;

export const userDataSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(roles),
  ability: z.array(abilityRuleSchema),
  avatar: z.string().nullable(),
  organization: z.object({ id: z.number().int(), name: z.string() }),
  extras: z.object({ eCommerceCartItemsCount: z.number().int() }),
});
export type UserData = z.infer<typeof userDataSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const authResponseSchema = tokenPairSchema.extend({ userData: userDataSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

// Bodies are loose on purpose (any string): the server answers missing or malformed fields with the
// spec's own messages ('Please enter your email.'), which a strict schema would pre-empt.
export const loginBodySchema = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  username: z.string().optional(),
  email: z.string().optional(),
  password: z.string().optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const refreshBodySchema = z.object({ refreshToken: z.string().optional() });
export const logoutBodySchema = z.object({ refreshToken: z.string().optional() });

export const forgotPasswordBodySchema = z.object({ email: z.string().optional() });
export const resetPasswordBodySchema = z.object({
  token: z.string().optional(),
  password: z.string().optional(),
});
export const confirmEmailBodySchema = z.object({ token: z.string().optional() });
export const resendConfirmationBodySchema = z.object({ email: z.string().optional() });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The username rule, shared by the register form and the server. */
export const USERNAME_PATTERN = /^[a-zA-Z0-9._-]{3,32}$/;
