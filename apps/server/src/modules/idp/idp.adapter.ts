import { isStorable } from '@praxis/contract';
import Provider, { type Adapter, type AdapterFactory, type AdapterPayload } from 'oidc-provider';
import type { IdpRepository, StoredPayload } from './idp.repository.js';

/**
 * The browser a session was signed in from, kept beside the provider's own fields so that people can tell
 * their sessions apart (/settings/login). The provider drops unknown fields when it saves a session again,
 * so every save from a browser writes it afresh; a save outside a request keeps the stored one.
 */
export const SESSION_AGENT = 'praxisAgent';
const AGENT_MAX_LENGTH = 300;

function currentAgent(): string | undefined {
  const agent = Provider.ctx?.get('user-agent');
  return agent ? agent.slice(0, AGENT_MAX_LENGTH) : undefined;
}

// Expired rows stay until the periodic purge; reads skip them. Purging on every write would cost a
// delete per token.
function present(row: StoredPayload | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const { [SESSION_AGENT]: _agent, ...payload } = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

/**
 * oidc-provider's storage, one instance per model (Session, Grant, RefreshToken …), all in oidc_payloads. The
 * provider reads the forms it is sent itself, past the routes' schemas: an id no row can hold (a NUL, half a
 * surrogate pair) finds nothing, as it would in the database, which would refuse to look.
 */
export function databaseAdapter(repository: IdpRepository): AdapterFactory {
  const stored = (id: string, find: () => Promise<StoredPayload | undefined>) =>
    isStorable(id) ? find().then(present) : Promise.resolve(undefined);
  return (kind: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
      const agent = kind === 'Session' ? currentAgent() : undefined;
      await repository.upsertPayload(
        kind,
        id,
        (agent ? { ...payload, [SESSION_AGENT]: agent } : payload) as Record<string, unknown>,
        { grantId: payload.grantId, userCode: payload.userCode, uid: payload.uid },
        expiresAt,
      );
    },
    find: (id) => stored(id, () => repository.findPayload(kind, id)),
    findByUid: (uid) => stored(uid, () => repository.findPayloadBy(kind, 'uid', uid)),
    findByUserCode: (userCode) =>
      stored(userCode, () => repository.findPayloadBy(kind, 'userCode', userCode)),
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
