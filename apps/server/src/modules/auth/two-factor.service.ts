import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_COUNT,
  TOTP_CODE_PATTERN,
  type RecoveryCodes,
  type TwoFactorProofBody,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@saldo/contracts/two-factor';
import { PASSWORD_MAX_LENGTH } from '@saldo/contracts/auth';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { hashToken } from '../../lib/secure-token.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { verifyPassword } from './passwords.ts';
import {
  claimStep,
  countUnusedRecoveryCodes,
  deleteTwoFactor,
  findTwoFactor,
  markEnabled,
  replaceRecoveryCodes,
  requiresAdminTwoFactor,
  savePendingSecret,
  spendRecoveryCode,
} from './two-factor.repository.ts';
import { findUserById } from './users.repository.ts';

const ISSUER = 'Saldo';
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed as it rolled over. */
const WINDOW = 1;

function totpFor(secretBase32: string, label: string) {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step a valid code belongs to, or null. SHA1/6 digits/30 s: what every authenticator app reads. */
function acceptedStep(secretBase32: string, code: string, at = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!TOTP_CODE_PATTERN.test(token)) return null;
  const delta = totpFor(secretBase32, '').validate({ token, timestamp: at, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: at }) + delta;
}

// 16 characters of a 32-letter alphabet without look-alikes (no 0/o, 1/l/i): 80 bits, so a plain
// SHA-256 is enough for storage (nothing to brute-force), as for refresh tokens.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % 32] ?? 'a');
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface TwoFactorDeps {
  box: SecretBox;
}

async function issueRecoveryCodes(db: Db, userId: number): Promise<RecoveryCodes> {
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(
    db,
    userId,
    recoveryCodes.map((code) => hashToken(normalizeRecoveryCode(code))),
  );
  return { recoveryCodes };
}

export async function twoFactorStatus(ctx: AppContext, user: AuthUser): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(ctx.db, user.id);
  const enabled = Boolean(row?.enabledAt);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(ctx.db, user.id) : 0,
    required: user.role === 'admin' && (await requiresAdminTwoFactor(ctx.db, user.organizationId)),
  };
}

/** A fresh secret waiting for its first code; it replaces an earlier unconfirmed one. */
export async function startEnrolment(
  ctx: AppContext,
  deps: TwoFactorDeps,
  user: AuthUser,
): Promise<TwoFactorSetup> {
  const row = await findUserById(ctx.db, user.id);
  if (!row) throw new AppError(401, 'auth.unauthorized');
  const secret = new Secret({ size: 20 }).base32;
  if (!(await savePendingSecret(ctx.db, user.id, deps.box.seal(secret))))
    throw new AppError(409, 'twoFactor.alreadyEnabled');
  const otpauthUrl = totpFor(secret, row.email).toString();
  return {
    secret,
    otpauthUrl,
    qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 4, width: 240 }),
  };
}

/** The first code proves the authenticator holds the secret; only then is sign-in asked for one. */
export async function confirmEnrolment(
  ctx: AppContext,
  deps: TwoFactorDeps,
  user: AuthUser,
  code: string,
): Promise<RecoveryCodes> {
  const row = await findTwoFactor(ctx.db, user.id);
  if (row?.enabledAt) throw new AppError(409, 'twoFactor.alreadyEnabled');
  const secret = row ? deps.box.open(row.secretSealed) : null;
  if (!secret) throw new AppError(409, 'twoFactor.notStarted');
  const step = acceptedStep(secret, code);
  if (step === null) throw invalidCode();
  return ctx.db.transaction(async (tx) => {
    if (!(await claimStep(tx, user.id, step, false))) throw invalidCode();
    await markEnabled(tx, user.id);
    return issueRecoveryCodes(tx, user.id);
  });
}

const invalidCode = () =>
  new AppError(400, 'twoFactor.invalidCode', { fieldErrors: { code: { key: 'twoFactor.invalidCode' } } });

/**
 * The second sign-in step: a current TOTP code (each time step once) or an unused recovery code
 * (each once). True when the person passed.
 */
export async function passSecondFactor(
  ctx: AppContext,
  deps: TwoFactorDeps,
  userId: number,
  answer: { code?: string; recoveryCode?: string },
): Promise<boolean> {
  const row = await findTwoFactor(ctx.db, userId);
  if (!row?.enabledAt) return false;
  if (answer.code) {
    const secret = deps.box.open(row.secretSealed);
    const step = secret ? acceptedStep(secret, answer.code) : null;
    return step !== null && claimStep(ctx.db, userId, step, true);
  }
  if (answer.recoveryCode) {
    const normalized = normalizeRecoveryCode(answer.recoveryCode);
    if (normalized.length !== 16) return false;
    return spendRecoveryCode(ctx.db, userId, hashToken(normalized));
  }
  return false;
}

/** Switching off or new recovery codes: the password, or a current code, proves it is the owner. */
async function checkProof(ctx: AppContext, deps: TwoFactorDeps, user: AuthUser, proof: TwoFactorProofBody) {
  const wrong = () => new AppError(400, 'twoFactor.wrongProof');
  if (proof.code) {
    if (!(await passSecondFactor(ctx, deps, user.id, { code: proof.code }))) throw wrong();
    return;
  }
  const row = await findUserById(ctx.db, user.id);
  const password = proof.password ?? '';
  if (!row || !password || password.length > PASSWORD_MAX_LENGTH) throw wrong();
  if (!(await verifyPassword(row.passwordHash, password))) throw wrong();
}

export async function disableTwoFactor(
  ctx: AppContext,
  deps: TwoFactorDeps,
  user: AuthUser,
  proof: TwoFactorProofBody,
): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(ctx.db, user.id);
  if (!row?.enabledAt) throw new AppError(409, 'twoFactor.notEnabled');
  if (user.role === 'admin' && (await requiresAdminTwoFactor(ctx.db, user.organizationId)))
    throw new AppError(409, 'twoFactor.requiredByOrganization');
  await checkProof(ctx, deps, user, proof);
  await ctx.db.transaction((tx) => deleteTwoFactor(tx, user.id));
  return twoFactorStatus(ctx, user);
}

export async function regenerateRecoveryCodes(
  ctx: AppContext,
  deps: TwoFactorDeps,
  user: AuthUser,
  proof: TwoFactorProofBody,
): Promise<RecoveryCodes> {
  const row = await findTwoFactor(ctx.db, user.id);
  if (!row?.enabledAt) throw new AppError(409, 'twoFactor.notEnabled');
  await checkProof(ctx, deps, user, proof);
  return ctx.db.transaction((tx) => issueRecoveryCodes(tx, user.id));
}
