import { type Role, say } from '@praxis/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

/** Who is calling: resolved from a verified access token on every request to a protected route. */
export interface Principal {
  userId: string;
  companyId: string;
  role: Role;
  /** For the audit log, which keeps it when the person is deleted later. */
  email: string;
  /** Set when the caller came with a personal access token rather than a signed-in session. */
  tokenId?: string;
}

/** The caller of a protected route; the auth hook guarantees it is there. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new HttpError(401, 'unauthorized', say('signIn'));
  return request.principal;
}
