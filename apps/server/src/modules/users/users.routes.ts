import {
  deleteUserQuerySchema,
  idParamSchema,
  invitedUserSchema,
  inviteUserSchema,
  meSchema,
  updateUserSchema,
  userSchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorResponsesWithConflict, readAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';

const tags = ['users'];

export async function usersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users } = app;

  r.get(
    '/v1/Me',
    {
      config: { access: 'profile:own' },
      schema: {
        tags,
        summary: 'The signed-in user, their company, role and permissions',
        response: { 200: meSchema, ...errorResponses },
      },
    },
    (request) => users.me(principalOf(request), request.account),
  );
  r.get(
    '/v1/Users/company',
    {
      config: readAccess,
      schema: {
        tags,
        summary: "The people of the caller's company",
        response: { 200: z.array(userSchema), ...errorResponses },
      },
    },
    (request) => users.list(principalOf(request)),
  );
  r.post(
    '/v1/Users',
    {
      config: { access: 'company:admin' },
      schema: {
        tags,
        summary:
          'Invite a person by email with a role; answers the one-time link to choose a password (mailed when mail is on)',
        body: inviteUserSchema,
        response: { 201: invitedUserSchema, ...errorResponsesWithConflict },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.passwords.invite(principalOf(request), request.body)),
  );
  r.get(
    '/v1/Users/:id',
    {
      config: { access: 'profile:own' },
      schema: {
        tags,
        summary: 'One person of the company',
        params: idParamSchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    (request) => users.get(principalOf(request), request.params.id),
  );
  r.put(
    '/v1/Users/:id',
    {
      config: { access: 'profile:own' },
      schema: {
        tags,
        summary:
          'Update a profile (own, or any in the company for Administrators); userType only by Administrators',
        params: idParamSchema,
        body: updateUserSchema,
        response: { 200: userSchema, ...errorResponsesWithConflict },
      },
    },
    (request) => users.update(principalOf(request), request.params.id, request.body),
  );
  r.delete(
    '/v1/Users/:id',
    {
      config: { access: 'company:admin' },
      schema: {
        tags,
        summary:
          'Remove a person (not oneself, never the last Administrator); transferTo names who takes over their assignments, else they are removed',
        params: idParamSchema,
        querystring: deleteUserQuerySchema,
        response: { 204: z.null(), ...errorResponsesWithConflict },
      },
    },
    async (request, reply) => {
      await users.remove(principalOf(request), request.params.id, request.query);
      return reply.code(204).send(null);
    },
  );
}
