import { z } from 'zod';
import {
  MAPPING_IMPORT_MAX_BYTES,
  mappingCollectionsSchema,
  mappingCreateSchema,
  mappingExportQuerySchema,
  mappingIdParamSchema,
  mappingImportResultSchema,
  mappingSchema,
  mappingsQuerySchema,
  mappingsSchema,
  mappingUpdateSchema,
  requirementMappingsSchema,
} from '../mappings.js';
import { createMappingDraftsSchema, mappingDraftsSchema } from '../projections.js';
import { defineRoute, noContent } from './route.js';

const mappings = { versions: [2], tags: ['mappings'] } as const;
const one = { ...mappings, path: '/mappings/:id', params: mappingIdParamSchema } as const;
const drafts = { ...mappings, path: '/requirements/:id/mapping-drafts', refs: ['id'] } as const;

/**
 * Mappings between specifications' requirements: crosswalks, imported from OSCAL mapping-collections or CSV,
 * or made by people in the requirement view; and the drafts 'Apply mapping' copies from their sources.
 */
export const mappingRoutes = {
  ofRequirement: defineRoute({
    ...mappings,
    method: 'GET',
    path: '/requirements/:id/mappings',
    refs: ['id'],
    access: 'data:read',
    response: requirementMappingsSchema,
    summary: "The requirement's mappings, both those from it (direction `to`) and those to it (`from`)",
  }),
  list: defineRoute({
    ...mappings,
    method: 'GET',
    path: '/mappings',
    access: 'data:read',
    query: mappingsQuerySchema,
    response: mappingsSchema,
    summary: "The mappings from one specification's requirements (?source=) to another's (?target=)",
  }),
  create: defineRoute({
    ...mappings,
    method: 'POST',
    path: '/mappings',
    access: 'data:write',
    body: mappingCreateSchema,
    response: mappingSchema,
    status: 201,
    refusals: [409],
    summary: 'Map a source requirement to a target requirement (made by a person: origin `manual`)',
  }),
  collections: defineRoute({
    ...mappings,
    method: 'GET',
    path: '/mappings/collections',
    access: 'data:read',
    response: mappingCollectionsSchema,
    summary: 'The imported OSCAL mapping-collections, with the maps waiting for a catalog not imported',
  }),
  export: defineRoute({
    ...mappings,
    method: 'GET',
    path: '/mappings/export',
    access: 'data:read',
    query: mappingExportQuerySchema,
    response: z.string().describe('The OSCAL mapping-collection (JSON) or the CSV'),
    summary:
      'Download the mappings from one specification to another (?format=oscal-json: a mapping-collection; csv)',
  }),
  get: defineRoute({
    ...one,
    method: 'GET',
    access: 'data:read',
    response: mappingSchema,
    summary: 'One mapping',
  }),
  update: defineRoute({
    ...one,
    method: 'PUT',
    access: 'data:write',
    body: mappingUpdateSchema,
    response: mappingSchema,
    summary: "Change a mapping's relationship, strength and rationale",
  }),
  remove: defineRoute({
    ...one,
    method: 'DELETE',
    access: 'data:write',
    ...noContent,
    summary: 'Remove a mapping',
  }),
  import: defineRoute({
    ...mappings,
    method: 'POST',
    path: '/mappings/import',
    access: 'data:write',
    upload: { maxBytes: MAPPING_IMPORT_MAX_BYTES },
    response: mappingImportResultSchema,
    refusals: [413, 415],
    summary:
      "Import an OSCAL mapping-collection (JSON) or CSV (source_spec,source_code,target_spec,target_code,relationship,strength,rationale): multipart, field `file`; the same collection again replaces its imported mappings. A catalog the file names (by `href`, or a CSV's specification name) that matches no specification makes an import without the field `resources` write nothing and answer those catalogs in `unmatched`; send the file again with `resources`, a JSON object of each catalog as the file names it to the id of the chosen specification: the chosen ones land, those left out wait for their catalog (`waiting`)",
  }),
  drafts: defineRoute({
    ...drafts,
    versions: [1, 2],
    method: 'GET',
    access: 'data:read',
    response: mappingDraftsSchema,
    summary: 'The drafts copied from mapped sources that wait for a person to confirm or discard them',
  }),
  createDrafts: defineRoute({
    ...drafts,
    method: 'POST',
    access: 'data:write',
    body: createMappingDraftsSchema,
    response: mappingDraftsSchema,
    status: 201,
    summary:
      "Apply mapping: copy the assessments (applicability, linked controls, maturity) of the chosen mappings' sources into drafts of this requirement; answers its drafts",
  }),
  confirmDraft: defineRoute({
    ...mappings,
    method: 'POST',
    path: '/mapping-drafts/:id/confirm',
    refs: ['id'],
    access: 'data:write',
    response: mappingDraftsSchema,
    summary: "Apply a draft to its target requirement and drop it; answers the target's drafts left",
  }),
  discardDraft: defineRoute({
    ...mappings,
    method: 'DELETE',
    path: '/mapping-drafts/:id',
    refs: ['id'],
    access: 'data:write',
    ...noContent,
    summary: 'Discard a draft; its target stays as it was',
  }),
};
