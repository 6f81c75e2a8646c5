import { errorBodySchema } from '@praxis/contract';

/** The error answers of a protected route (DESIGN §8); every route file spreads these into its responses. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/** The error answers of a route that can also refuse with a conflict. */
export const errorResponsesWithConflict = { ...errorResponses, 409: errorBodySchema } as const;

/** Access presets for `config`: reading and writing a company's data. */
export const readAccess = { access: 'data:read' } as const;
export const writeAccess = { access: 'data:write' } as const;
