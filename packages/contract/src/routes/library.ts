import { z } from 'zod';
import { libraryEntryParamsSchema, libraryEntrySchema } from '../library.js';
import { specificationSchema } from '../specifications.js';
import { defineRoute } from './route.js';

const tags = ['specifications'];

/** The library of public catalogs and baselines a company adds specifications from. */
export const libraryRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/specifications/library',
    versions: [2],
    access: 'data:read',
    response: z.array(libraryEntrySchema),
    tags,
    summary:
      "The catalogs and baselines Praxis ships, with publisher, version, licence and size, and the company's specification made from each (null while it has none)",
  }),
  add: defineRoute({
    method: 'POST',
    path: '/specifications/library/:entry',
    versions: [2],
    params: libraryEntryParamsSchema,
    access: 'company:admin',
    response: specificationSchema,
    status: 201,
    orReplaced: true,
    tags,
    summary:
      'Add a library entry as a specification (Administrator): a catalog imports as if uploaded; a baseline imports its catalog unless the company has it already, then resolves its profile against it into a tailored specification, which is the answer. Adding an entry again imports it again in place (201 new, 200 updated)',
  }),
};
