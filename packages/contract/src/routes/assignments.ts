import { z } from 'zod';
import { assignmentSchema, putAssignmentSchema } from '../items.js';
import { assignmentOwnerCategories } from '../registers.js';
import { defineOwnerRoute } from './route.js';

const common = {
  owners: assignmentOwnerCategories,
  path: '/{owner}/:id/assignments',
  refs: ['id'],
  versions: [1, 2],
  response: z.array(assignmentSchema),
  tags: ['assignments'],
} as const;

/** Who is responsible (type 0) and accountable (type 1) for an item of any register or a requirement. */
export const assignmentRoutes = {
  list: defineOwnerRoute({
    ...common,
    method: 'GET',
    access: 'data:read',
    summary: 'The assignments of one of the {owner}',
  }),
  put: defineOwnerRoute({
    ...common,
    method: 'PUT',
    access: 'data:write',
    body: putAssignmentSchema,
    summary: 'Assign a person of the company to one of the {owner} (userId null removes the assignment)',
  }),
};
