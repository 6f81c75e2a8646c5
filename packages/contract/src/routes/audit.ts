import { auditPageSchema, auditQuerySchema } from '../audit.js';
import { defineRoute } from './route.js';

/** What happened in the company, for its Administrators. */
export const auditRoutes = {
  log: defineRoute({
    method: 'GET',
    path: '/audit',
    versions: [1],
    access: 'company:admin',
    query: auditQuerySchema,
    // format=csv answers the same page as a CSV file instead, which is sent as it is, never through this schema.
    response: auditPageSchema,
    tags: ['audit'],
    summary:
      'The audit log of the company, newest first; filter by entity, user (id or part of the email) and dates; format=csv exports the page',
  }),
};
