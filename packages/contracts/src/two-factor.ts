import { z } from 'zod';
import { authResponseSchema } from './auth.ts';

/** Recovery codes handed out at enrolment (and on regeneration); each signs in once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the second sign-in step may wait for its code after the password matched. */
export const MFA_TOKEN_TTL_SECONDS = 5 * 60;
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/**
 * The answer of POST /api/jwt/login for an account with two-factor sign-in: no tokens yet, only a
 * short-lived signed ticket for POST /api/jwt/login/mfa. It can never be used as an access token.
 */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

/**
 * A finished sign-in. `mfaEnrolmentRequired` is true for an administrator whose organization requires
 * two-factor sign-in while they have none yet: the session may only enrol until then (the server
 * refuses everything else with 403 and code 'mfa_enrolment_required').
 */
export const loginSessionSchema = authResponseSchema.extend({
  mfaEnrolmentRequired: z.boolean().optional(),
});
export type LoginSession = z.infer<typeof loginSessionSchema>;

export const loginResponseSchema = z.union([mfaChallengeSchema, loginSessionSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export function isMfaChallenge(answer: LoginResponse): answer is MfaChallenge {
  return 'mfaRequired' in answer;
}

/** Loose strings, as in the login body: a malformed value is a failed attempt, not a schema error. */
export const mfaLoginBodySchema = z.object({
  mfaToken: z.string().optional(),
  code: z.string().optional(),
  recoveryCode: z.string().optional(),
});
export type MfaLoginBody = z.infer<typeof mfaLoginBodySchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** The organization requires it of this user (an administrator): it cannot be switched off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an authenticator that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code: a PNG data: URL. */
  qrCodeDataUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeBodySchema = z.object({ code: z.string().max(64) });

/** Switching off or regenerating codes proves the person: the password or a current code. */
export const twoFactorProofBodySchema = z.object({
  password: z.string().max(256).optional(),
  code: z.string().max(64).optional(),
});
export type TwoFactorProofBody = z.infer<typeof twoFactorProofBodySchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorPolicySchema = z.object({ requireAdminTwoFactor: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;
