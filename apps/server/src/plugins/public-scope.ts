import type { FastifyInstance } from 'fastify';

/**
 * Marks every route registered in this scope `access: 'public'`. For routes a third-party plugin
 * creates (API docs, static web files), which take no route config of their own.
 */
export function markScopePublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: 'public' };
  });
}
