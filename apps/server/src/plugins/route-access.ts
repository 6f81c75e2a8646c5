import type { RouteAccess } from '@praxis/contract';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Required on every route: the server refuses to start without it. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route of the app, as registered; tests walk it instead of a hand-written list. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  access: RouteAccess | undefined;
  /** Refuses personal access tokens: only a sign-in may call it (plugins/auth.ts). */
  interactiveOnly: boolean;
  /** Counted against the caller's RATE_LIMIT_PER_MINUTE (plugins/rate-limit.ts). */
  rateLimited: boolean;
  /** Routes served by third-party plugins (static files, API viewer), not by a module of ours. */
  external: boolean;
}

const collected = new WeakMap<RouteOptions, true>();

export const routeAccessPlugin = fp(async (app: FastifyInstance) => {
  const routes: RouteOptions[] = [];
  app.decorate('routeTable', [] as RouteEntry[]);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  // Checked once everything is registered: plugins that mark their routes public run their onRoute hooks
  // after this one, on the same route object.
  app.addHook('onReady', async () => {
    const missing = routes.filter((r) => r.config?.access === undefined);
    if (missing.length > 0) {
      const list = missing.map((r) => `${[r.method].flat().join(',')} ${r.url}`).join('; ');
      throw new Error(`Routes registered without an access permission: ${list}`);
    }
    for (const r of routes) {
      for (const method of [r.method].flat()) {
        app.routeTable.push({
          method,
          url: r.url,
          access: r.config?.access,
          interactiveOnly: r.config?.interactiveOnly === true,
          rateLimited: r.config?.rateLimit !== false,
          external: collected.has(r),
        });
      }
    }
  });
});

/**
 * Registers a third-party plugin whose routes are public by nature (static files, the API viewer),
 * marking each route it adds as `public`, external and not rate-limited.
 */
export async function registerPublic(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => Promise<void>,
) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      // Fixed files: nothing a flood of requests could wear out, so no request is counted either.
      route.config = { ...route.config, access: 'public', rateLimit: false };
      collected.set(route, true);
    });
    await register(scope);
  });
}
