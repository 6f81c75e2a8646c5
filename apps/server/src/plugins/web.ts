import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { say } from '@praxis/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from '../lib/http-error.js';
import { sendError } from './errors.js';
import { registerPublic } from './route-access.js';

const API_PREFIXES = ['/v1/', '/v2/', '/api/', '/oidc/'];

function isApiPath(url: string): boolean {
  const lower = url.toLowerCase();
  return API_PREFIXES.some((p) => lower.startsWith(p) || `${lower}/` === p);
}

/** A browser navigation to a client route: GET/HEAD, asks for HTML, outside the API. */
function isNavigation(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built web app: hashed assets cached forever, index.html never cached, and index.html for
 * every client route (SPA fallback). Unknown API paths and missing files get the JSON 404 body.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDir: string }) => {
  const indexHtml = path.join(opts.webDir, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  // Small and read on every navigation, so it is kept in memory; the build replaces it only on restart.
  const indexContent = hasWeb ? fs.readFileSync(indexHtml) : undefined;
  if (hasWeb) {
    await registerPublic(app, async (scope) => {
      await scope.register(fastifyStatic, {
        root: opts.webDir,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const immutable = filePath.startsWith(path.join(opts.webDir, 'assets') + path.sep);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  } else {
    app.log.warn({ webDir: opts.webDir }, 'web app not built; run npm run build to serve it');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (indexContent && isNavigation(request)) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexContent);
    }
    return sendError(
      reply,
      errorBody(404, say('noSuchPath', { method: request.method, path: request.url.split('?')[0] ?? '' })),
    );
  });
});
