import { putTreatmentSchema, treatmentSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorResponsesWithConflict, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { threatTreatmentsService } from './threat-treatments.service.js';

const tags = ['risks'];
const url = '/v2/Threats/:id/treatment';
const params = z.object({ id: z.uuid() }).strict();

/** A risk scenario's treatment decision (issue 16 §3); v2 only, as the issue names the calls. */
export async function threatTreatmentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = threatTreatmentsService(app.database.db, app.notifications);
  r.get(
    url,
    {
      config: readAccess,
      schema: {
        tags,
        summary: "A risk scenario's treatment decision, or null before one is decided",
        params,
        response: { 200: treatmentSchema.nullable(), ...errorResponses },
      },
    },
    (request) => service.get(principalOf(request), request.params.id),
  );
  r.put(
    url,
    {
      config: writeAccess,
      schema: {
        tags,
        summary:
          'Decide how a risk scenario is treated (mitigate, accept, transfer, avoid); changing the decision, owner or expiry of an acceptance asks for approval again',
        params,
        body: putTreatmentSchema,
        response: { 200: treatmentSchema, ...errorResponses },
      },
    },
    (request) => service.put(principalOf(request), request.params.id, request.body),
  );
  r.post(
    `${url}/approval`,
    {
      config: { access: 'company:admin' },
      schema: {
        tags,
        summary: "Approve a risk scenario's acceptance, as an Administrator other than its owner",
        params,
        response: { 200: treatmentSchema, ...errorResponsesWithConflict },
      },
    },
    (request) => service.approve(principalOf(request), request.params.id),
  );
  r.delete(
    url,
    {
      config: writeAccess,
      schema: {
        tags,
        summary: "Remove a risk scenario's treatment decision",
        params,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
