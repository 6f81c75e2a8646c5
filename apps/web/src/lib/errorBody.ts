import { errorBodySchema } from '@praxis/contract';

/** Reads the API's one error body; `lib/api.ts` imports this only when an answer fails. */
export function parseErrorBody(body: unknown) {
  return errorBodySchema.safeParse(body);
}
