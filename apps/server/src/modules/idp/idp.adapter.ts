import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { IdpRepository, StoredPayload } from './idp.repository.js';

// Expired rows stay until the periodic purge; reads skip them. Purging on every write would cost a
// delete per token.
function present(row: StoredPayload | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

/** oidc-provider's storage, one instance per model (Session, Grant, RefreshToken …), all in oidc_payloads. */
export function databaseAdapter(repository: IdpRepository): AdapterFactory {
  return (kind: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
      await repository.upsertPayload(
        kind,
        id,
        payload as Record<string, unknown>,
        { grantId: payload.grantId, userCode: payload.userCode, uid: payload.uid },
        expiresAt,
      );
    },
    async find(id) {
      return present(await repository.findPayload(kind, id));
    },
    async findByUid(uid) {
      return present(await repository.findPayloadBy(kind, 'uid', uid));
    },
    async findByUserCode(userCode) {
      return present(await repository.findPayloadBy(kind, 'userCode', userCode));
    },
    async consume(id) {
      await repository.consumePayload(kind, id);
    },
    async destroy(id) {
      await repository.destroyPayload(kind, id);
    },
    async revokeByGrantId(grantId) {
      await repository.destroyPayloadsOfGrant(kind, grantId);
    },
  });
}
