import rateLimit, { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit';
import { say } from '@praxis/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';
import { RequestCounter } from '../modules/rate-limits/rate-limits.counter.js';
import { rateLimitsRepository } from '../modules/rate-limits/rate-limits.repository.js';

/** RATE_LIMIT_PER_MINUTE counts in fixed windows of one minute. */
export const RATE_LIMIT_WINDOW_MS = 60_000;
/** How often each instance writes the requests it counted in memory to the shared table. */
const FLUSH_INTERVAL_MS = 1_000;

export interface RateLimitOptions {
  /** The clock the windows are read from; tests move it instead of waiting a minute. */
  now?: () => number;
}

/** Whose budget a request spends: the token's, else the signed-in person's, else its address's. */
function callerKey(request: FastifyRequest): string {
  const principal = request.principal;
  if (principal?.tokenId) return `token:${principal.tokenId}`;
  if (principal) return `user:${principal.userId}`;
  return `address:${normalizeIP(request.ip)}`;
}

/**
 * At most RATE_LIMIT_PER_MINUTE requests per person, per personal access token and, where nobody signs in,
 * per address (TRUST_PROXY decides what the address is), counted in the database so every instance spends
 * the same budget, in batches far from the limit and request by request near it (RequestCounter). Over the budget: 429 with Retry-After, in seconds, till the
 * window ends. Routes with `config: { rateLimit: false }` are not counted, nor are unknown paths, which cost
 * no database work. Runs after authentication, so refused tokens are not counted against anyone.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: RateLimitOptions) => {
  const max = app.config.rateLimitPerMinute;
  if (max === 0) return;
  const now = opts.now ?? Date.now;
  const windowStart = () => Math.floor(now() / RATE_LIMIT_WINDOW_MS) * RATE_LIMIT_WINDOW_MS;
  const counts = rateLimitsRepository(app.database.db);
  const counter = new RequestCounter(max, counts.add);

  // The plugin's store contract: a class it constructs, counting through a callback.
  class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      const start = windowStart();
      counter.hit(key, start).then(
        (current) => callback(null, { current, ttl: start + RATE_LIMIT_WINDOW_MS - now() }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  }

  // Not global, which would give each route a hook as it is registered, before `registerPublic` marks it:
  // one hook of the app, after authentication's, reads the route's `rateLimit` when the request comes.
  await app.register(rateLimit, {
    global: false,
    max,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    store: DatabaseStore,
    keyGenerator: callerKey,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, 'rate_limited', say('rateLimited', { max: context.max, after: context.after })),
  });
  const limit = app.rateLimit();
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 || request.routeOptions.config?.rateLimit === false) return;
    await limit.call(app, request, reply);
  });

  const flush = setInterval(() => {
    counter.flush().catch((error) => app.log.warn({ err: error }, 'writing request counts failed'));
  }, FLUSH_INTERVAL_MS);
  const purge = setInterval(() => {
    counts
      .purgeBefore(new Date(windowStart()))
      .catch((error) => app.log.warn({ err: error }, 'purging old request counts failed'));
  }, RATE_LIMIT_WINDOW_MS);
  flush.unref();
  purge.unref();
  // The database closes after the app (shutdown.ts), so the last counts can still be written.
  app.addHook('onClose', async () => {
    clearInterval(flush);
    clearInterval(purge);
    await counter.flush().catch((error) => app.log.warn({ err: error }, 'writing request counts failed'));
  });
});
