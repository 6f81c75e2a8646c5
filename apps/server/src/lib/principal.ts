import type { Role } from '@praxis/contract';

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
