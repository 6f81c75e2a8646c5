import { riskHeatmapSchema, riskMatrixSchema, riskRegisterSchema } from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asDownload } from '../../lib/downloads.js';
import { errorResponses, readAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { risksService } from './risks.service.js';

const tags = ['risks'];
const admin = { access: 'company:admin' } as const;

/** The company's risk matrix, heat maps and risk register (issue 16). */
export async function risksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = risksService(app.database.db);

  r.get(
    '/v2/risks/matrix',
    {
      config: readAccess,
      schema: {
        tags,
        summary:
          "The company's risk matrix: the lowest score of each level above low, and each level's colour",
        response: { 200: riskMatrixSchema, ...errorResponses },
      },
    },
    (request) => service.matrix(principalOf(request)),
  );
  r.put(
    '/v2/risks/matrix',
    {
      config: admin,
      schema: {
        tags,
        summary: "Change the company's risk matrix (thresholds rising, colours #RRGGBB)",
        body: riskMatrixSchema,
        response: { 200: riskMatrixSchema, ...errorResponses },
      },
    },
    (request) => service.saveMatrix(principalOf(request), request.body),
  );
  r.get(
    '/v2/risks/heatmap',
    {
      config: readAccess,
      schema: {
        tags,
        summary:
          "The company's risk scenarios per cell, inherent and residual: 5×5 counts indexed [likelihood − 1][consequence − 1]; scenarios without both halves of a rating are not counted in it",
        response: { 200: riskHeatmapSchema, ...errorResponses },
      },
    },
    (request) => service.heatmap(principalOf(request)),
  );
  r.get(
    '/v2/risks/register',
    {
      config: readAccess,
      schema: {
        tags,
        summary:
          'The risk register: every risk scenario with its ratings, affected assets, reductions and treatment, in number order',
        response: { 200: riskRegisterSchema, ...errorResponses },
      },
    },
    (request) => service.register(principalOf(request)),
  );
  r.get(
    '/v2/risks/export.xlsx',
    {
      config: readAccess,
      schema: {
        tags,
        summary: "Download the risk register as an XLSX workbook, its headers in the caller's language",
        response: { 200: z.string().describe('An XLSX workbook'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await service.export(principalOf(request));
      return asDownload(reply, file.fileName, file.contentType).send(file.body);
    },
  );
}
