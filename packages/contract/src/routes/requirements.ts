import { z } from 'zod';
import {
  parameterPathSchema,
  putParameterValueSchema,
  requirementParameterSchema,
  requirementParametersSchema,
} from '../parameters.js';
import {
  applicabilitySchema,
  linkControlSchema,
  linkedControlSchema,
  putApplicabilitySchema,
  requirementRelationsSchema,
  requirementSchema,
  requirementViewSchema,
  suggestedControlSchema,
  suggestedQuerySchema,
} from '../requirements.js';
import { requirementRelationCategories } from '../specifications.js';
import { defineRoute } from './route.js';

const tags = ['requirements'];
const both = { versions: [1, 2], refs: ['id'], tags } as const;
const read = { ...both, method: 'GET', access: 'data:read' } as const;
const applicability = {
  ...both,
  path: '/requirements/:id/applicability',
  response: applicabilitySchema,
} as const;
const controls = z.array(linkedControlSchema);

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
const relation = {
  ...both,
  path: '/requirements/:id/:category/:itemId',
  refs: ['id', 'itemId'],
  params: z.object({ category: relationCategory }),
  access: 'data:write',
  response: requirementRelationsSchema,
} as const;

const parameter = {
  ...both,
  path: '/requirements/:id/parameters/:parameterId',
  params: parameterPathSchema,
  access: 'data:write',
  response: requirementParameterSchema,
} as const;

/**
 * One requirement and its links: text, applicability, controls and suggestions, relations to assets, products,
 * threats and treatments. Maturities, checkpoints, assignments and documentation are described with their kinds.
 */
export const requirementRoutes = {
  get: defineRoute({
    ...read,
    path: '/requirements/:id',
    response: requirementSchema,
    summary: 'One requirement with its text, colour and documentation',
  }),
  view: defineRoute({
    ...read,
    versions: [2],
    path: '/requirements/:id/view',
    response: requirementViewSchema,
    summary: 'Everything the requirement view shows in one answer (each part as its own call answers it)',
  }),
  applicability: defineRoute({
    ...applicability,
    method: 'GET',
    access: 'data:read',
    summary: 'Whether the requirement applies (null: not decided) and why',
  }),
  putApplicability: defineRoute({
    ...applicability,
    method: 'PUT',
    access: 'data:write',
    body: putApplicabilitySchema,
    summary: 'Decide whether the requirement applies, with a justification',
  }),
  controls: defineRoute({
    ...read,
    path: '/requirements/:id/controls',
    response: controls,
    summary: 'The linked controls with their executions and those executions’ checkpoint dates',
  }),
  linkControl: defineRoute({
    ...both,
    method: 'POST',
    path: '/requirements/:id/controls',
    access: 'data:write',
    body: linkControlSchema,
    response: controls,
    status: 201,
    summary: 'Link a control of the company ({ controlId }); answers the linked controls',
  }),
  unlinkControl: defineRoute({
    ...both,
    method: 'DELETE',
    path: '/requirements/:id/controls/:controlId',
    refs: ['id', 'controlId'],
    access: 'data:write',
    response: controls,
    summary: 'Unlink a control; answers the linked controls',
  }),
  suggested: defineRoute({
    ...read,
    path: '/requirements/:id/suggested',
    query: suggestedQuerySchema,
    response: z.array(suggestedControlSchema),
    summary: 'Up to 20 unlinked controls ranked by text similarity (?filter= narrows by name)',
  }),
  parameters: defineRoute({
    ...read,
    path: '/requirements/:id/parameters',
    response: requirementParametersSchema,
    summary:
      'The parameters of its statement (OSCAL params): label, choices, guidelines, what the catalog or profile sets, the company’s value, and the value in effect with its source',
  }),
  putParameter: defineRoute({
    ...parameter,
    method: 'PUT',
    body: putParameterValueSchema,
    summary:
      'Set the company’s value of a parameter: { text } where it has no selection, { choices } from its selection (exactly one where it takes one); kept across re-imports',
  }),
  deleteParameter: defineRoute({
    ...parameter,
    method: 'DELETE',
    summary: 'Clear the company’s value of a parameter, so the catalog’s or profile’s applies again',
  }),
  relations: defineRoute({
    ...read,
    path: '/requirements/:id/relations',
    response: requirementRelationsSchema,
    summary: 'Related assets, products, threats and treatments, one group per register',
  }),
  relate: defineRoute({
    ...relation,
    method: 'POST',
    summary: 'Relate an asset, product, threat or treatment; answers the relations',
  }),
  unrelate: defineRoute({
    ...relation,
    method: 'DELETE',
    summary: 'Unrelate an asset, product, threat or treatment; answers the relations',
  }),
};
