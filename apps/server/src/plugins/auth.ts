import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_TOKEN_TTL_SECONDS } from '@saldo/contracts/auth';
import type { Role } from '@saldo/contracts/abilities';
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
}

export interface UserForAuth {
  id: number;
  organizationId: number;
  role: Role;
  deactivatedAt: Date | null;
}

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
  }
}

export interface AuthPluginOptions {
  secret: string;
  loadUser(id: number): Promise<UserForAuth | undefined>;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { secret, loadUser }) => {
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS },
      verify: { algorithms: ['HS256'] },
    });

    app.decorate('signAccessToken', (userId: number, sessionId: string) =>
      app.jwt.sign({ sub: String(userId), sid: sessionId }),
    );

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
      let claims: AccessTokenClaims;
      try {
        claims = app.jwt.verify<AccessTokenClaims>(token);
      } catch {
        throw unauthorized();
      }
      const user = await loadUser(Number(claims.sub));
      // A deactivated user gets 401 like an expired token: the web client's one refresh then fails
      // too (refresh refuses deactivated users) and the session ends.
      if (!user || user.deactivatedAt) throw unauthorized();
      const authUser: AuthUser = {
        id: user.id,
        organizationId: user.organizationId,
        role: user.role,
        sessionId: claims.sid,
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
