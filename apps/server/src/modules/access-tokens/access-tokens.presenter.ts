import type { AccessToken, CompanyAccessToken } from '@praxis/contract';
import type { AccessTokenRow, CompanyTokenRow } from './access-tokens.repository.js';

export const presentAccessToken = (row: AccessTokenRow): AccessToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export const presentCompanyAccessToken = (row: CompanyTokenRow): CompanyAccessToken => ({
  ...presentAccessToken(row),
  userId: row.userId,
  userEmail: row.userEmail,
});
