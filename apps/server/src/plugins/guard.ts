import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  abilityRulesFor,
  createAbility,
  type Action,
  type AppAbility,
  type Subject,
} from '@saldo/contracts/abilities';
import { AppError, forbidden } from '../lib/app-error.ts';

/**
 * Every route states who may call it, in its options:
 *   config: { access: 'public' }                 anyone, logged in or not
 *   config: { ability: ['read', 'AccountSetting'] }  a logged-in user whose role grants that ability
 * A route that states neither is refused to everybody (and fails the guard test).
 */
export type RouteAbility = readonly [Action, Subject];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: 'public';
    ability?: RouteAbility;
    /**
     * Reachable by an administrator who must enrol in two-factor sign-in first (the enrolment
     * routes and profile reads); every other guarded route answers them 403 'mfa_enrolment_required'.
     */
    duringTwoFactorEnrolment?: boolean;
  }
  interface FastifyInstance {
    /** Every route with its declared guard, for the test that finds unguarded routes. */
    routeGuards(): RouteGuardEntry[];
  }
  interface FastifyRequest {
    /** The caller's ability, rebuilt from the role in the database (never from token claims). */
    ability: AppAbility | null;
  }
}

export interface RouteGuardEntry {
  method: string;
  url: string;
  access: 'public' | RouteAbility | null;
}

export const guardPlugin = fp(
  async (app) => {
    // The route options themselves are kept, and read later: an onRoute hook of an inner scope (the
    // docs and web plugins mark their routes public that way) runs after this one.
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    app.decorate('routeGuards', () =>
      routes.flatMap((route) =>
        [route.method].flat().map((method) => ({
          method,
          url: route.url,
          access: route.config?.access === 'public' ? 'public' : (route.config?.ability ?? null),
        })),
      ),
    );
    app.decorateRequest('ability', null);

    // onRequest: a refusal costs no body parsing (a rejected upload is never read).
    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const config = request.routeOptions.config;
      if (config.access === 'public') return;
      const user = await app.authenticate(request);
      if (!config.ability) {
        request.log.error({ url: request.routeOptions.url }, 'route declares no guard; refused');
        throw forbidden();
      }
      if (user.mustEnrolTwoFactor && !config.duringTwoFactorEnrolment)
        throw new AppError(403, 'twoFactor.enrolmentRequired', { code: 'mfa_enrolment_required' });
      const ability = createAbility(abilityRulesFor(user.role));
      request.ability = ability;
      if (!ability.can(config.ability[0], config.ability[1])) throw forbidden();
    });
  },
  { name: 'guard', dependencies: ['auth'] },
);
