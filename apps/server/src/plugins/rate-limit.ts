import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for the credential endpoints (login, register, forgot-password, resend-confirmation):
     * caps attempts per client address and, separately, per e-mail address, so neither one machine
     * nor a botnet aiming at one account gets more than a few guesses a minute.
     */
    authAttemptLimit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * preHandler for the second sign-in step (a 6-digit code): per client address and per account
     * (the user of the signed ticket), with the same allowances, so a stolen password still leaves
     * only a few guesses a minute at a million codes.
     */
    mfaAttemptLimit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const WINDOW_MS = 60_000;

function emailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  const email = body.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}

/**
 * Counters live in this process's memory (@fastify/rate-limit's local store). Behind a load balancer
 * each instance counts on its own; a shared store (Redis or PostgreSQL) is the step after that.
 */
export interface RateLimitOptions {
  limits: Config['authRateLimit'];
  /**
   * A device that signed in to this e-mail before (device-cookie.ts): its attempts count against its
   * own allowance, so failures from elsewhere cannot lock the owner out (issue #15, item 8).
   */
  trustedDevice?(request: FastifyRequest, email: string): string | null;
  /** The account a second-step request is for (from its verified ticket), or null. */
  mfaAccount?(request: FastifyRequest): string | null;
}

export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, { limits, trustedDevice, mfaAccount }) => {
    await app.register(fastifyRateLimit, { global: false });
    // Keys carry the route, so ten logins do not use up the allowance for forgot-password.
    const perIp = app.createRateLimit({
      max: limits.perIp,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `${request.routeOptions.url}|ip|${request.ip}`,
    });
    const perEmail = app.createRateLimit({
      max: limits.perEmail,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => {
        const email = emailOf(request.body) ?? '';
        const device = trustedDevice?.(request, email);
        return device
          ? `${request.routeOptions.url}|device|${device}`
          : `${request.routeOptions.url}|email|${email}`;
      },
    });

    type Limiter = typeof perIp;
    async function enforce(checks: Limiter[], request: FastifyRequest, reply: FastifyReply) {
      for (const check of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw new AppError(429, 'http.tooManyRequests');
        }
      }
    }

    app.decorate('authAttemptLimit', async (request: FastifyRequest, reply: FastifyReply) =>
      enforce(emailOf(request.body) ? [perIp, perEmail] : [perIp], request, reply),
    );

    const perAccount = app.createRateLimit({
      max: limits.perEmail,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `${request.routeOptions.url}|account|${mfaAccount?.(request) ?? ''}`,
    });
    app.decorate('mfaAttemptLimit', async (request: FastifyRequest, reply: FastifyReply) =>
      enforce(mfaAccount?.(request) ? [perIp, perAccount] : [perIp], request, reply),
    );
  },
  { name: 'rate-limit' },
);
