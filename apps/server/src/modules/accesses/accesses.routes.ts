import { accessSchema, idParamSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { accessesService } from './accesses.service.js';

const tags = ['accesses'];
const admin = { access: 'company:admin' } as const;

/** `/system-configuration/accesses`: administrators see who has access and sign people out. */
export async function accessesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = accessesService(app.database.db, {
    builtInProvider: !app.config.oidcIssuer,
    onAccountsChanged: app.accounts.changed,
  });

  r.get(
    '/v1/Accesses',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Every person of the company: role, last sign-in, active tokens and sessions',
        response: { 200: z.array(accessSchema), ...errorResponses },
      },
    },
    (request) => service.list(principalOf(request)),
  );
  r.delete(
    '/v1/Accesses/:id/sessions',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Sign a person out everywhere (built-in provider sessions and issued access tokens)',
        params: idParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.signOutEverywhere(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
