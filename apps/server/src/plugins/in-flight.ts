import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no request is in flight: every one has been answered or has given up its answer. */
    requestsDone(): Promise<void>;
  }
}

/**
 * Follows each request from its first hook until its work is over. `close()` only waits for connections,
 * and a connection can go before its request is done: the client hangs up (a load test stopping), or the
 * grace period destroys it. The handler then runs on, and would find the database closed under it. A
 * request is over when its answer went out in full, or, its connection gone, once Fastify has come to
 * send (onSend) what the handler or the error handler made of it.
 */
export const inFlightPlugin = fp(async (app: FastifyInstance) => {
  const open = new Map<FastifyReply, { closed: boolean; sent: boolean }>();
  const waiters: (() => void)[] = [];
  const finish = (reply: FastifyReply) => {
    if (!open.delete(reply) || open.size > 0) return;
    for (const resolve of waiters.splice(0)) resolve();
  };

  app.addHook('onRequest', async (_request, reply) => {
    const state = { closed: false, sent: false };
    open.set(reply, state);
    reply.raw.once('close', () => {
      state.closed = true;
      if (state.sent || reply.raw.writableFinished) finish(reply);
    });
  });
  app.addHook('onSend', async (_request, reply) => {
    const state = open.get(reply);
    if (!state) return;
    state.sent = true;
    // The connection went before the answer: nothing is left to write, so the request is over now.
    if (state.closed) finish(reply);
  });
  app.decorate('requestsDone', () =>
    open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
  );
});
