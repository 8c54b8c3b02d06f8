import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS } from '@saldo/contracts/auth';
import type { Role } from '@saldo/contracts/abilities';
import { recordIdSchema } from '@saldo/contracts/ids';
import { unauthorized } from '../lib/app-error.ts';

/** The claims of an access token: who (sub) and which login session (sid), nothing to trust beyond that. */
export interface AccessTokenClaims {
  sub: string;
  /** The refresh-token family of the login; lets "change password" keep this session and end the others. */
  sid: string;
}

/** The caller, as the database says now: a role change or a deactivation applies at once. */
export interface AuthUser {
  id: number;
  organizationId: number;
  role: Role;
  sessionId: string;
  /**
   * An administrator whose organization requires two-factor sign-in and who has not enabled it: the
   * guard lets such a session reach only the routes marked `duringTwoFactorEnrolment`.
   */
  mustEnrolTwoFactor: boolean;
}

export interface UserForAuth {
  id: number;
  organizationId: number;
  role: Role;
  deactivatedAt: Date | null;
  mustEnrolTwoFactor: boolean;
}

/**
 * The claims checked before they reach the database: a subject that is no row id (not digits, past
 * 32 bits, missing) would otherwise fail the user query as a 500 instead of a 401. Only a token
 * signed with our secret gets this far, but one from another build or a leaked secret must not crash.
 */
const claimsSchema = z.object({
  sub: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(recordIdSchema),
  sid: z.string(),
});

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    user: AuthUser | null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    signAccessToken(userId: number, sessionId: string): string;
    /** Verifies the Bearer token and loads the user; throws 401 otherwise. Sets `request.user`. */
    authenticate(request: FastifyRequest): Promise<AuthUser>;
    /**
     * The user id of a valid Bearer token (signature, expiry, claims), without the database or the
     * session check: enough to count a request against its user's limits before `authenticate`.
     */
    tokenUserId(request: FastifyRequest): number | undefined;
  }
}

/** How many verified access tokens are remembered (a few hundred bytes each). */
const VERIFIED_TOKENS_KEPT = 1_000;

export interface AuthPluginOptions {
  secret: string;
  loadUser(id: number): Promise<UserForAuth | undefined>;
  /** Whether the login session (`sid`) has ended: logout, password change or reset, a reused refresh token. */
  isSessionRevoked(sessionId: string): boolean;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { secret, loadUser, isSessionRevoked }) => {
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS },
      // Without `exp` a token would never expire: one is refused even under our own signature.
      verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
    });

    app.decorate('signAccessToken', (userId: number, sessionId: string) =>
      app.jwt.sign({ sub: String(userId), sid: sessionId }),
    );

    // Tokens that passed, by their exact text, until they expire: under a storm the same few tokens
    // arrive hundreds of times a second, and the signature and claims checks were most of the cost of
    // answering a 429 (decision 0009). Refusals are not kept; the session check is never skipped.
    const verified = new Map<string, { claims: z.output<typeof claimsSchema>; expiresAt: number }>();
    const verifiedClaims = (request: FastifyRequest) => {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) return undefined;
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.claims;
      let claims: AccessTokenClaims & { exp?: unknown };
      try {
        claims = app.jwt.verify<AccessTokenClaims & { exp?: unknown }>(token);
      } catch {
        return undefined;
      }
      const checked = claimsSchema.safeParse(claims);
      if (!checked.success) return undefined;
      if (typeof claims.exp === 'number') {
        // Bounded: a full map starts over rather than tracking which entry is oldest.
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
        verified.set(token, { claims: checked.data, expiresAt: claims.exp * 1000 });
      }
      return checked.data;
    };

    app.decorate('tokenUserId', (request: FastifyRequest) => verifiedClaims(request)?.sub);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const claims = verifiedClaims(request);
      if (!claims) throw unauthorized();
      // Before the database: an ended session costs a Map lookup, not a query.
      if (isSessionRevoked(claims.sid)) throw unauthorized();
      const user = await loadUser(claims.sub);
      // A deactivated user gets 401 like an expired token: the web client's one refresh then fails
      // too (refresh refuses deactivated users) and the session ends.
      if (!user || user.deactivatedAt) throw unauthorized();
      const authUser: AuthUser = {
        id: user.id,
        organizationId: user.organizationId,
        role: user.role,
        sessionId: claims.sid,
        mustEnrolTwoFactor: user.mustEnrolTwoFactor,
      };
      request.user = authUser;
      return authUser;
    });
  },
  { name: 'auth' },
);

/** The logged-in user of a guarded route (the guard has already authenticated it). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
