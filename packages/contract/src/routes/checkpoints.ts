import { checkpointsSchema, putCheckpointsSchema } from '../items.js';
import type { DocumentationOwnerCategory } from '../registers.js';
import { defineOwnerRoute } from './route.js';

/** An owner's deadline, implementation and expiry dates, listed in the API document under the owner's tag. */
const ofOwner = <const O extends DocumentationOwnerCategory>(owner: O, tag: string, summary: string) => {
  const common = {
    owners: [owner],
    path: '/{owner}/:id/checkpoints',
    refs: ['id'],
    versions: [1, 2],
    response: checkpointsSchema,
    tags: [tag],
  } as const;
  return {
    get: defineOwnerRoute({ ...common, method: 'GET', access: 'data:read', summary }),
    put: defineOwnerRoute({
      ...common,
      method: 'PUT',
      access: 'data:write',
      body: putCheckpointsSchema,
      summary: 'Set checkpoint dates (YYYY-MM-DD); a date left out is kept, null clears it',
    }),
  };
};

export const checkpointRoutes = {
  Executions: ofOwner('Executions', 'checkpoints', 'The checkpoint dates of an execution'),
  Requirements: ofOwner('Requirements', 'requirements', "The requirement's own checkpoint dates"),
};
