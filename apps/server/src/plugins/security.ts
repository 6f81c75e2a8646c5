import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers. The Content-Security-Policy allows only the app's own origin, plus the sign-in
 * provider's origin when it is an external one (the silent-renew iframe and token calls go there).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { identityOrigins: string[] }) => {
  const idp = opts.identityOrigins;
  await app.register(helmet, {
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
});
