import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once: they depend on the options alone, and building
 * helmet's middleware (and its Content-Security-Policy text) on every request, as @fastify/helmet does,
 * cost each answer for nothing. Helmet only sets and removes headers on the response it is given.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers. The Content-Security-Policy allows only the app's own origin, plus the sign-in
 * provider's origin when it is an external one (the silent-renew iframe and token calls go there).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { identityOrigins: string[] }) => {
  const idp = opts.identityOrigins;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables into a style element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...idp],
        frameSrc: ["'self'", ...idp],
        formAction: ["'self'", ...idp],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
  });
  // Set on the response itself, not on Fastify's reply: the sign-in provider (a Koa app under /oidc) writes
  // its answers there, past every hook that would copy the reply's headers. A route may still send a
  // stricter header of its own (an SVG file's policy, say): the reply's headers take precedence.
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
  });
});
