import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_PREFIX,
  type CreateAccessToken,
  type CreatedAccessToken,
  type Said,
  say,
  type TokenScope,
} from '@praxis/contract';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { presentAccessToken, presentCompanyAccessToken } from './access-tokens.presenter.js';
import {
  type AccessTokenRow,
  accessTokensRepository,
  LAST_USED_GRANULARITY_MS,
} from './access-tokens.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A plain SHA-256, not a slow password hash: the token is 32 random bytes, so there is nothing to guess
 * and no dictionary to slow down, and a fast hash keeps every API call to one indexed lookup.
 */
export const hashAccessToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const isAccessToken = (bearer: string) => bearer.startsWith(ACCESS_TOKEN_PREFIX);

/** Who a valid token speaks for, with their role as it is now, and what the token narrows it to. */
export interface TokenCaller {
  principal: Principal;
  scope: TokenScope;
}

const invalid = (said: Said) => new HttpError(401, 'unauthorized', said);

export function accessTokensService(db: Db) {
  const tokens = accessTokensRepository(db);

  async function revoke(actor: Principal, row: AccessTokenRow | undefined, onlyOwn: boolean) {
    if (!row || (onlyOwn && row.userId !== actor.userId))
      throw notFound(say('thingNotFound', { thing: 'Access token' }));
    await db.transaction(async (tx) => {
      if (!(await accessTokensRepository(tx).remove(actor.companyId, row.id))) {
        throw notFound(say('thingNotFound', { thing: 'Access token' }));
      }
      await recordChange(tx, actor, {
        action: 'delete',
        entity: 'access-tokens',
        entityId: row.id,
        before: { ...presentAccessToken(row), userId: row.userId },
      });
    });
  }

  return {
    async create(actor: Principal, input: CreateAccessToken): Promise<CreatedAccessToken> {
      const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      return db.transaction(async (tx) => {
        const row = await accessTokensRepository(tx).insert({
          companyId: actor.companyId,
          userId: actor.userId,
          name: input.name,
          scope: input.scope,
          tokenHash: hashAccessToken(token),
          expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
        });
        const after = presentAccessToken(row);
        await recordChange(tx, actor, {
          action: 'create',
          entity: 'access-tokens',
          entityId: row.id,
          after: { ...after, userId: row.userId },
        });
        return { ...after, token };
      });
    },

    async listMine(actor: Principal) {
      return (await tokens.listByUser(actor.userId)).map(presentAccessToken);
    },

    async revokeMine(actor: Principal, id: string) {
      await revoke(actor, await tokens.findInCompany(actor.companyId, id), true);
    },

    async listCompany(actor: Principal) {
      return (await tokens.listActiveByCompany(actor.companyId)).map(presentCompanyAccessToken);
    },

    async revokeInCompany(actor: Principal, id: string) {
      await revoke(actor, await tokens.findInCompany(actor.companyId, id), false);
    },

    /** The caller behind a `prx_` bearer token, or 401: unknown (never issued or revoked) or expired. */
    async authenticate(bearer: string): Promise<TokenCaller> {
      const found = await tokens.findByHash(hashAccessToken(bearer));
      if (!found) throw invalid(say('tokenRevoked'));
      const { token, user } = found;
      const now = new Date();
      if (token.expiresAt <= now) throw invalid(say('tokenExpired'));
      if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_GRANULARITY_MS) {
        await tokens.touch(token.id, now);
      }
      return {
        principal: {
          userId: user.id,
          companyId: user.companyId,
          role: user.role,
          email: user.email,
          tokenId: token.id,
        },
        scope: token.scope,
      };
    },
  };
}

export type AccessTokensService = ReturnType<typeof accessTokensService>;
