import {
  applicabilitySchema,
  linkControlSchema,
  linkedControlSchema,
  putApplicabilitySchema,
  requirementRelationCategories,
  requirementRelationsSchema,
  requirementSchema,
  requirementViewSchema,
  suggestedControlSchema,
  suggestedQuerySchema,
  v2IdParamSchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bothVersions } from '../../lib/api-versions.js';
import { errorResponses, readAccess, writeAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { requirementsWithView } from '../../views/requirement-view.js';

const tags = ['requirements'];

/** `assets`, `Asset`, `THREATS` …: the register in any letter case, plural or singular. */
const relationCategory = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? (requirementRelationCategories.find(
          (c) => c.toLowerCase() === v.toLowerCase() || c.slice(0, -1).toLowerCase() === v.toLowerCase(),
        ) ?? v)
      : v,
  z.enum(requirementRelationCategories, {
    error: `must be one of ${requirementRelationCategories.join(', ')}`,
  }),
);

/**
 * One requirement and its links (spec §7, DESIGN §6): text, applicability, controls and suggestions,
 * relations to assets, products, threats and treatments. Maturities live in their own module; checkpoints,
 * assignments and documentation are the shared owner modules' calls for requirements.
 */
export async function requirementsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = requirementsWithView(app.database.db);

  for (const { url, params } of bothVersions('/requirements/:id')) {
    r.get(
      url,
      {
        config: readAccess,
        schema: {
          tags,
          summary: 'One requirement with its text, colour and documentation',
          params,
          response: { 200: requirementSchema, ...errorResponses },
        },
      },
      (request) => service.get(principalOf(request), request.params.id),
    );
  }
  r.get(
    '/v2/requirements/:id/view',
    {
      config: readAccess,
      schema: {
        tags,
        summary: 'Everything the requirement view shows in one answer (each part as its own call answers it)',
        params: v2IdParamSchema,
        response: { 200: requirementViewSchema, ...errorResponses },
      },
    },
    (request) => service.view(principalOf(request), request.params.id),
  );
  for (const { url, params } of bothVersions('/requirements/:id/applicability')) {
    r.get(
      url,
      {
        config: readAccess,
        schema: {
          tags,
          summary: 'Whether the requirement applies (null: not decided) and why',
          params,
          response: { 200: applicabilitySchema, ...errorResponses },
        },
      },
      (request) => service.applicability(principalOf(request), request.params.id),
    );
    r.put(
      url,
      {
        config: writeAccess,
        schema: {
          tags,
          summary: 'Decide whether the requirement applies, with a justification',
          params,
          body: putApplicabilitySchema,
          response: { 200: applicabilitySchema, ...errorResponses },
        },
      },
      (request) => service.putApplicability(principalOf(request), request.params.id, request.body),
    );
  }
  const controls = z.array(linkedControlSchema);
  for (const { url, params } of bothVersions('/requirements/:id/controls')) {
    r.get(
      url,
      {
        config: readAccess,
        schema: {
          tags,
          summary: 'The linked controls with their executions and those executions’ checkpoint dates',
          params,
          response: { 200: controls, ...errorResponses },
        },
      },
      (request) => service.controls(principalOf(request), request.params.id),
    );
    r.post(
      url,
      {
        config: writeAccess,
        schema: {
          tags,
          summary: 'Link a control of the company ({ controlId }); answers the linked controls',
          params,
          body: linkControlSchema,
          response: { 201: controls, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await service.linkControl(principalOf(request), request.params.id, request.body)),
    );
  }
  for (const { url, params } of bothVersions('/requirements/:id/controls/:controlId', ['controlId'])) {
    r.delete(
      url,
      {
        config: writeAccess,
        schema: {
          tags,
          summary: 'Unlink a control; answers the linked controls',
          params,
          response: { 200: controls, ...errorResponses },
        },
      },
      (request) => service.unlinkControl(principalOf(request), request.params.id, request.params.controlId),
    );
  }
  for (const { url, params } of bothVersions('/requirements/:id/suggested')) {
    r.get(
      url,
      {
        config: readAccess,
        schema: {
          tags,
          summary: 'Up to 20 unlinked controls ranked by text similarity (?filter= narrows by name)',
          params,
          querystring: suggestedQuerySchema,
          response: { 200: z.array(suggestedControlSchema), ...errorResponses },
        },
      },
      (request) => service.suggested(principalOf(request), request.params.id, request.query.filter),
    );
  }
  for (const { url, params } of bothVersions('/requirements/:id/relations')) {
    r.get(
      url,
      {
        config: readAccess,
        schema: {
          tags,
          summary: 'Related assets, products, threats and treatments, one group per register',
          params,
          response: { 200: requirementRelationsSchema, ...errorResponses },
        },
      },
      (request) => service.relations(principalOf(request), request.params.id),
    );
  }
  for (const { url, params } of bothVersions('/requirements/:id/:category/:itemId', ['itemId'], {
    category: relationCategory,
  })) {
    for (const [method, add] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      r.route({
        method,
        url,
        config: writeAccess,
        schema: {
          tags,
          summary: `${add ? 'Relate' : 'Unrelate'} an asset, product, threat or treatment; answers the relations`,
          params,
          response: { 200: requirementRelationsSchema, ...errorResponses },
        },
        handler: (request) =>
          service.relate(
            principalOf(request),
            request.params.id,
            request.params.category,
            request.params.itemId,
            add,
          ),
      });
    }
  }
}
