import { z } from 'zod';
import { documentFormats, documentQuerySchema } from '../documents.js';
import { specificationCoverageSchema, specificationProjectionSchema } from '../projections.js';
import { specificationReportSchema } from '../specification-report.js';
import {
  exportQuerySchema,
  maturityOverviewRowSchema,
  SPECIFICATION_IMPORT_MAX_BYTES,
  specificationElementSchema,
  specificationListQuerySchema,
  specificationSchema,
} from '../specifications.js';
import { defineRoute, noContent } from './route.js';

const tags = ['specifications'];
const one = { versions: [1, 2], refs: ['id'], tags } as const;
const read = { ...one, method: 'GET', access: 'data:read' } as const;
const tree = {
  ...read,
  response: z.array(specificationElementSchema),
  summary: 'The whole tree, flat in tree order, with colours and per-topic colour counts',
} as const;

/** Specifications: list, tree, overview, import, export and delete. */
export const specificationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/specifications',
    versions: [1, 2],
    access: 'data:read',
    query: specificationListQuerySchema,
    response: z.array(specificationSchema),
    tags,
    summary: "The company's specifications with their colour counts (?filter= narrows by name)",
  }),
  get: defineRoute({
    ...read,
    path: '/specifications/:id',
    response: specificationSchema,
    summary: 'One specification with its colour counts and element counts',
  }),
  remove: defineRoute({
    ...one,
    method: 'DELETE',
    path: '/specifications/:id',
    access: 'company:admin',
    ...noContent,
    summary: 'Delete a specification with its elements and all their links (Administrator)',
  }),
  // Both names of the tree's path exist in both versions.
  elements: defineRoute({ ...tree, path: '/specifications/:id/elements' }),
  requirements: defineRoute({ ...tree, path: '/specifications/:id/requirements' }),
  maturityOverview: defineRoute({
    ...read,
    path: '/specifications/:id/maturity-overview',
    response: z.array(maturityOverviewRowSchema),
    summary: 'Per topic: average Current and Target maturity over its applicable requirements',
  }),
  report: defineRoute({
    ...read,
    path: '/specifications/:id/report',
    query: documentQuerySchema,
    response: specificationReportSchema,
    documents: documentFormats,
    summary:
      "The printable report in one call: the specification, its tree, the maturity overview and every requirement with its text, documentation, applicability, checkpoints, controls, maturities, parameters, assignments and evidence (its own and that of the executions of its linked controls); or (?format=pdf|docx|xlsx) the same as a document in the caller's language",
  }),
  projection: defineRoute({
    ...read,
    path: '/specifications/:id/projection',
    response: specificationProjectionSchema,
    summary:
      'The projected colour of every requirement without an assessment of its own that a mapped source tells about, with those sources',
  }),
  coverage: defineRoute({
    ...read,
    path: '/specifications/:id/coverage',
    response: specificationCoverageSchema,
    summary:
      'Per specification mapped into or out of this one: how many target requirements are covered, partly covered and not covered',
  }),
  export: defineRoute({
    ...read,
    path: '/specifications/:id/export',
    query: exportQuerySchema,
    response: z.string().describe('The OSCAL catalog (JSON) or the CSV'),
    summary: 'Download the specification with the assessment (?format=oscal-json or csv)',
  }),
  evidenceArchive: defineRoute({
    ...read,
    versions: [2],
    path: '/specifications/:id/evidence.zip',
    response: z.string().describe('A zip archive'),
    summary:
      "Download every current evidence file of the specification's requirements and of their linked controls' executions, with manifest.csv (links listed there without a file), as a streamed zip",
  }),
  import: defineRoute({
    method: 'POST',
    path: '/specifications/import',
    versions: [2],
    access: 'company:admin',
    upload: { maxBytes: SPECIFICATION_IMPORT_MAX_BYTES },
    response: specificationSchema,
    status: 201,
    orReplaced: true,
    refusals: [413, 415],
    tags,
    summary:
      "Import an OSCAL catalog or profile (JSON or XML) or CSV (code,name,text,parentCode): multipart, one or more `file` fields; a profile is resolved against the catalogs sent with it or imported before into a tailored specification, which is the answer (else the last file's specification); the same catalog or profile again updates it in place (201 new, 200 updated)",
  }),
};
