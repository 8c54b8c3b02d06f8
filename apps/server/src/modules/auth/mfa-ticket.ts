import { createHmac } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { z } from 'zod';
import { MFA_TOKEN_TTL_SECONDS } from '@saldo/contracts/two-factor';
import { recordIdSchema } from '@saldo/contracts/ids';

/**
 * The ticket between the password step and the code step of a two-factor sign-in. It is signed under
 * a key derived from the JWT secret, never the access-token key itself, so the access-token check
 * (plugins/auth.ts) refuses it by signature, whatever claims it carries; it also has no session id.
 */
export interface MfaTickets {
  sign(userId: number): string;
  /** The user the ticket was issued to; null when it is forged, of another kind or expired. */
  verify(ticket: string | undefined): number | null;
}

const PURPOSE = 'mfa-login';
const claimsSchema = z.object({
  sub: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(recordIdSchema),
  purpose: z.literal(PURPOSE),
});

export function createMfaTickets(jwtSecret: string): MfaTickets {
  const key = createHmac('sha256', jwtSecret).update('saldo two-factor sign-in ticket').digest('hex');
  const signer = createSigner({ key, algorithm: 'HS256', expiresIn: MFA_TOKEN_TTL_SECONDS * 1000 });
  const verifier = createVerifier({ key, algorithms: ['HS256'], requiredClaims: ['exp', 'purpose'] });
  return {
    sign: (userId) => signer({ sub: String(userId), purpose: PURPOSE }),
    verify(ticket) {
      if (!ticket || ticket.length > 2048) return null;
      try {
        const checked = claimsSchema.safeParse(verifier(ticket));
        return checked.success ? checked.data.sub : null;
      } catch {
        return null;
      }
    },
  };
}
