import { z } from 'zod';
import { roles } from './roles.js';

/** What a personal access token may do: `read` narrows its owner's role to reading, `write` keeps it. */
export const tokenScopes = ['read', 'write'] as const;
export type TokenScope = (typeof tokenScopes)[number];

/** Every personal access token starts with this, so scanners and the API tell it from a JWT at a glance. */
export const ACCESS_TOKEN_PREFIX = 'prx_';

/** POST /v1/Me/tokens */
export const createAccessTokenSchema = z
  .object({
    name: z.string().trim().min(1, 'Field is required').max(100),
    scope: z.enum(tokenScopes),
    expiresInDays: z.coerce.number().int().min(1).max(365),
  })
  .strict();
export type CreateAccessToken = z.infer<typeof createAccessTokenSchema>;

export const accessTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: z.enum(tokenScopes),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** The answer of POST /v1/Me/tokens: the only time the token itself is shown. */
export const createdAccessTokenSchema = accessTokenSchema.extend({ token: z.string() });
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;

/** GET /v1/AccessTokens: the company's tokens, with whose they are. */
export const companyAccessTokenSchema = accessTokenSchema.extend({
  userId: z.uuid(),
  userEmail: z.string(),
});
export type CompanyAccessToken = z.infer<typeof companyAccessTokenSchema>;

/** GET /v1/Accesses: one person who can reach the company's data, and how. */
export const accessSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  role: z.enum(roles),
  lastSignInAt: z.string().nullable(),
  tokens: z.array(accessTokenSchema),
  /** Sessions of the built-in sign-in provider; null with an external provider, which keeps its own. */
  sessions: z.number().int().nullable(),
});
export type Access = z.infer<typeof accessSchema>;
