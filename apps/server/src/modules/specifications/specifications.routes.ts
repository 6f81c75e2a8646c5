import multipart from '@fastify/multipart';
import {
  errorBodySchema,
  exportQuerySchema,
  maturityOverviewRowSchema,
  type Ref,
  SPECIFICATION_IMPORT_MAX_BYTES,
  SPECIFICATION_IMPORT_MAX_FILES,
  specificationCoverageSchema,
  specificationElementSchema,
  specificationListQuerySchema,
  specificationProjectionSchema,
  specificationReportSchema,
  specificationSchema,
  v2IdParamSchema,
} from '@praxis/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bothVersions } from '../../lib/api-versions.js';
import { asDownload, sendDownload } from '../../lib/downloads.js';
import { plainOkSerializer, sendAnswer, type WrittenJson } from '../../lib/plain-json.js';
import type { Principal } from '../../lib/principal.js';
import { errorResponses, readAccess } from '../../lib/routes.js';
import { principalOf } from '../../plugins/auth.js';
import { projectionsService } from '../../views/specification-projections.js';
import { specificationsReportService } from '../../views/specification-report.js';
import { readUploads, uploadLimits } from '../files/files.upload.js';
import { specificationsEvidenceService } from './specifications.evidence.service.js';
import { specificationsImportService } from './specifications.import.service.js';
import { specificationsService } from './specifications.service.js';
import { specificationTrees } from './specifications.tree.js';

const tags = ['specifications'];
const admin = { access: 'company:admin' } as const;

/** Specifications: list, tree, overview, import, export and delete (spec §7, DESIGN §6). */
export async function specificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One set of kept trees for the tree, the overview and the report.
  const trees = specificationTrees(app.database.db);
  const service = specificationsService(app.database.db, trees);
  const reports = specificationsReportService(app.database.db, trees);
  const imports = specificationsImportService(app.database.db);
  const evidence = specificationsEvidenceService(app.database.db, app.fileStorage);
  const projections = projectionsService(app.database.db, trees);

  /**
   * A read of one specification by id, under both versions' paths; `plain` for answers too large for zod,
   * which may come as `WrittenJson`.
   */
  function readOne<S extends z.ZodType>(options: {
    path: string;
    summary: string;
    response: S;
    read: (actor: Principal, ref: Ref) => Promise<z.output<S> | WrittenJson>;
    plain?: boolean;
  }) {
    const { path, summary, read, plain } = options;
    // Typed loosely for the provider (a generic schema hides its types); `read` is checked against `response`.
    const response: z.ZodType = options.response;
    for (const { url, params } of bothVersions(path)) {
      r.get(
        url,
        {
          config: readAccess,
          ...(plain && { serializerCompiler: plainOkSerializer }),
          schema: { tags, summary, params, response: { 200: response, ...errorResponses } },
        },
        async (request, reply) =>
          sendAnswer(request, reply, await read(principalOf(request), request.params.id)),
      );
    }
  }

  for (const version of ['v1', 'v2']) {
    r.get(
      `/${version}/specifications`,
      {
        config: readAccess,
        schema: {
          tags,
          summary: "The company's specifications with their colour counts (?filter= narrows by name)",
          querystring: specificationListQuerySchema,
          response: { 200: z.array(specificationSchema), ...errorResponses },
        },
      },
      (request) => service.list(principalOf(request), request.query),
    );
  }
  readOne({
    path: '/specifications/:id',
    summary: 'One specification with its colour counts and element counts',
    response: specificationSchema,
    read: service.get,
  });
  for (const { url, params } of bothVersions('/specifications/:id')) {
    r.delete(
      url,
      {
        config: admin,
        schema: {
          tags,
          summary: 'Delete a specification with its elements and all their links (Administrator)',
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
  // The spec names `/v2/…/elements` and `/v1/…/requirements`; both paths exist in both versions.
  for (const leaf of ['elements', 'requirements']) {
    readOne({
      path: `/specifications/:id/${leaf}`,
      summary: 'The whole tree, flat in tree order, with colours and per-topic colour counts',
      response: z.array(specificationElementSchema),
      read: service.writtenElements,
      plain: true,
    });
  }
  readOne({
    path: '/specifications/:id/maturity-overview',
    summary: 'Per topic: average Current and Target maturity over its applicable requirements',
    response: z.array(maturityOverviewRowSchema),
    read: reports.maturityOverview,
  });
  readOne({
    path: '/specifications/:id/report',
    summary:
      'The printable report in one call: the specification, its tree, the maturity overview and every requirement with its text, documentation, applicability, checkpoints, controls, maturities, assignments and evidence (its own and that of the executions of its linked controls)',
    response: specificationReportSchema,
    read: reports.report,
    plain: true,
  });
  readOne({
    path: '/specifications/:id/projection',
    summary:
      'The projected colour of every requirement without an assessment of its own that a mapped source tells about (issue 15), with those sources',
    response: specificationProjectionSchema,
    read: projections.ofSpecification,
    plain: true,
  });
  readOne({
    path: '/specifications/:id/coverage',
    summary:
      'Per specification mapped into or out of this one: how many target requirements are covered, partly covered and not covered',
    response: specificationCoverageSchema,
    read: projections.coverage,
    plain: true,
  });
  for (const { url, params } of bothVersions('/specifications/:id/export')) {
    r.get(
      url,
      {
        config: readAccess,
        schema: {
          tags,
          summary: 'Download the specification with the assessment (?format=oscal-json or csv)',
          params,
          querystring: exportQuerySchema,
          response: { 200: z.string().describe('The OSCAL catalog (JSON) or the CSV'), ...errorResponses },
        },
      },
      async (request, reply) => {
        sendDownload(
          reply,
          await service.export(principalOf(request), request.params.id, request.query.format),
        );
        return reply;
      },
    );
  }
  r.get(
    '/v2/specifications/:id/evidence.zip',
    {
      config: readAccess,
      schema: {
        tags,
        summary:
          "Download every current evidence file of the specification's requirements and of their linked controls' executions, with manifest.csv (links listed there without a file), as a streamed zip",
        params: v2IdParamSchema,
        response: { 200: z.string().describe('A zip archive'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await evidence.archive(principalOf(request), request.params.id);
      return asDownload(reply, fileName, 'application/zip').send(stream);
    },
  );
  // Multipart only here, in a scope of its own, with the import's size limit.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        ...uploadLimits,
        fileSize: SPECIFICATION_IMPORT_MAX_BYTES,
        files: SPECIFICATION_IMPORT_MAX_FILES,
        parts: SPECIFICATION_IMPORT_MAX_FILES + uploadLimits.fields,
      },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/v2/specifications/import',
      {
        config: admin,
        bodyLimit: SPECIFICATION_IMPORT_MAX_BYTES + 1024 * 1024,
        schema: {
          tags,
          summary:
            "Import an OSCAL catalog or profile (JSON or XML) or CSV (code,name,text,parentCode): multipart, one or more `file` fields; a profile is resolved against the catalogs sent with it or imported before into a tailored specification, which is the answer (else the last file's specification); the same catalog or profile again updates it in place (201 new, 200 updated)",
          consumes: ['multipart/form-data'],
          response: {
            200: specificationSchema,
            201: specificationSchema,
            413: errorBodySchema,
            415: errorBodySchema,
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const { uploads } = await readUploads(
          request,
          SPECIFICATION_IMPORT_MAX_BYTES,
          SPECIFICATION_IMPORT_MAX_FILES,
        );
        const { created, specification } = await imports.import(principalOf(request), uploads);
        return reply.code(created ? 201 : 200).send(specification);
      },
    );
  });
}
