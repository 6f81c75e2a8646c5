import {
  changePasswordSchema,
  idParamSchema,
  passwordResetLinkSchema,
  signInSessionSchema,
  signOutOthersSchema,
} from '@praxis/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { errorResponses } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';

const tags = ['passwords'];

/** The provider session the caller's access token was issued in (the `sid` claim; the hook verified it). */
function currentSession(request: FastifyRequest): string | undefined {
  const token = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  try {
    const { sid } = token ? decodeJwt(token) : {};
    return typeof sid === 'string' ? sid : undefined;
  } catch {
    return undefined;
  }
}

export async function passwordsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { passwords } = app;

  r.post(
    '/v1/Users/:id/password-reset',
    {
      config: { access: 'company:admin' },
      schema: {
        tags,
        summary:
          'A one-time link that lets a person of the company choose a new password (mailed when mail is on)',
        params: idParamSchema,
        response: { 201: passwordResetLinkSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await passwords.resetLinkFor(principalOf(request), request.params.id)),
  );

  r.put(
    '/v1/Me/password',
    {
      // A personal access token is no sign-in: it may not change the password or end sessions.
      config: { access: 'profile:own', interactiveOnly: true },
      schema: {
        tags,
        summary: 'Change the own password (the current one is required)',
        body: changePasswordSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await passwords.change(principalOf(request), request.body);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/v1/Me/sessions',
    {
      config: { access: 'profile:own' },
      schema: {
        tags,
        summary: 'Where the caller is signed in (built-in provider), newest first; the current one marked',
        response: { 200: z.array(signInSessionSchema), ...errorResponses },
      },
    },
    (request) => passwords.listSessions(principalOf(request), currentSession(request)),
  );

  r.post(
    '/v1/Me/sessions/sign-out-others',
    {
      // A personal access token is no sign-in: it may not change the password or end sessions.
      config: { access: 'profile:own', interactiveOnly: true },
      schema: {
        tags,
        summary: 'End every session of the caller but the current one, with its grants and refresh tokens',
        response: { 200: signOutOthersSchema, ...errorResponses },
      },
    },
    (request) => passwords.signOutOthers(principalOf(request), currentSession(request)),
  );
}
