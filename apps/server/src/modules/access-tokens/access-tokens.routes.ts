import {
  accessTokenSchema,
  companyAccessTokenSchema,
  createAccessTokenSchema,
  createdAccessTokenSchema,
  idParamSchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';

const tags = ['access tokens'];
const own = { access: 'profile:own' } as const;
const admin = { access: 'company:admin' } as const;

/** Personal access tokens: everyone manages their own; administrators see and revoke the company's. */
export async function accessTokensRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accessTokens: service } = app;

  r.get(
    '/v1/Me/tokens',
    {
      config: own,
      schema: {
        tags,
        summary: "The caller's personal access tokens (never the tokens themselves)",
        response: { 200: z.array(accessTokenSchema), ...errorResponses },
      },
    },
    (request) => service.listMine(principalOf(request)),
  );
  r.post(
    '/v1/Me/tokens',
    {
      // A token making tokens would outlive its own expiry and revocation: only a signed-in person may.
      config: { ...own, interactiveOnly: true },
      schema: {
        tags,
        summary: 'Create a personal access token; the answer is the only time `token` is shown',
        body: createAccessTokenSchema,
        response: { 201: createdAccessTokenSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(principalOf(request), request.body)),
  );
  r.delete(
    '/v1/Me/tokens/:id',
    {
      config: own,
      schema: {
        tags,
        summary: 'Revoke one of the caller’s tokens (a token may revoke itself)',
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.revokeMine(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/v1/AccessTokens',
    {
      config: admin,
      schema: {
        tags,
        summary: "The company's unexpired personal access tokens, with their owners",
        response: { 200: z.array(companyAccessTokenSchema), ...errorResponses },
      },
    },
    (request) => service.listCompany(principalOf(request)),
  );
  r.delete(
    '/v1/AccessTokens/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Revoke any personal access token of the company's people",
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.revokeInCompany(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
