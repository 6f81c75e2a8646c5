import { and, count, desc, eq, gt, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  credentials,
  idpSecrets,
  oidcPayloads,
  signInFailures,
  signingKeys,
  users,
} from '../../db/schema/index.js';

export type Payload = Record<string, unknown>;
export interface StoredPayload {
  payload: Payload;
  consumedAt: Date | null;
}
export interface StoredKey {
  kid: string;
  jwk: Record<string, unknown>;
  createdAt: Date;
  retiredAt: Date | null;
}
export interface Account {
  subject: string;
  email: string;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  language: string;
}

// Every instance creating or rotating keys takes this lock, so two that start together make one key.
const KEY_LOCK = 7_233_816_452;

const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));
const payloadIs = (kind: string, id: string) => and(eq(oidcPayloads.kind, kind), eq(oidcPayloads.id, id));

export function idpRepository(db: Db) {
  return {
    async upsertPayload(
      kind: string,
      id: string,
      payload: Payload,
      index: { grantId?: string; userCode?: string; uid?: string },
      expiresAt: Date | null,
    ) {
      const row = {
        payload,
        grantId: index.grantId ?? null,
        userCode: index.userCode ?? null,
        uid: index.uid ?? null,
        expiresAt,
        consumedAt: null,
      };
      await db
        .insert(oidcPayloads)
        .values({ kind, id, ...row })
        .onConflictDoUpdate({ target: [oidcPayloads.kind, oidcPayloads.id], set: row });
    },

    async findPayload(kind: string, id: string): Promise<StoredPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(payloadIs(kind, id), live()));
      return row;
    },

    async findPayloadBy(
      kind: string,
      by: 'uid' | 'userCode',
      value: string,
    ): Promise<StoredPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.kind, kind), eq(oidcPayloads[by], value), live()));
      return row;
    },

    async consumePayload(kind: string, id: string) {
      await db.update(oidcPayloads).set({ consumedAt: new Date() }).where(payloadIs(kind, id));
    },

    async destroyPayload(kind: string, id: string) {
      await db.delete(oidcPayloads).where(payloadIs(kind, id));
    },

    async destroyPayloadsOfGrant(kind: string, grantId: string) {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.kind, kind), eq(oidcPayloads.grantId, grantId)));
    },

    async purgeExpiredPayloads() {
      await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
    },

    /** Newest first: the first unretired key is the signing key. */
    listSigningKeys(): Promise<StoredKey[]> {
      return db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid));
    },

    /** Adds `create()`'s key unless an unretired one exists; true when it did. */
    async addFirstSigningKey(create: () => Promise<{ kid: string; jwk: Record<string, unknown> }>) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK})`);
        const [current] = await tx
          .select({ kid: signingKeys.kid })
          .from(signingKeys)
          .where(isNull(signingKeys.retiredAt))
          .limit(1);
        if (current) return false;
        await tx.insert(signingKeys).values(await create());
        return true;
      });
    },

    /** Retires the signing key in favour of `key`, and deletes keys retired before `forgetBefore`. */
    /**
     * Retires the signing key in favour of `key`; with `onlyIfCreatedBefore`, only when the signing key is
     * older than that (checked under the lock, so instances doing their housekeeping together rotate once).
     * True when it rotated.
     */
    async rotateSigningKey(
      key: { kid: string; jwk: Record<string, unknown> },
      forgetBefore: Date,
      onlyIfCreatedBefore?: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${KEY_LOCK})`);
        if (onlyIfCreatedBefore) {
          const [active] = await tx
            .select({ createdAt: signingKeys.createdAt })
            .from(signingKeys)
            .where(isNull(signingKeys.retiredAt));
          if (active && active.createdAt >= onlyIfCreatedBefore) return false;
        }
        await tx.update(signingKeys).set({ retiredAt: new Date() }).where(isNull(signingKeys.retiredAt));
        await tx.insert(signingKeys).values(key);
        await tx.delete(signingKeys).where(lt(signingKeys.retiredAt, forgetBefore));
        return true;
      });
    },

    /** Keys stored before signing keys were sealed at rest: their JWK is the key itself, not `{ sealed }`. */
    clearSigningKeys(): Promise<{ kid: string; jwk: Record<string, unknown> }[]> {
      return db
        .select({ kid: signingKeys.kid, jwk: signingKeys.jwk })
        .from(signingKeys)
        .where(sql`${signingKeys.jwk} ->> 'sealed' is null`);
    },

    /** Replaces a clear key by its sealed form, unless another instance sealed it first. */
    async sealSigningKey(kid: string, sealed: string) {
      await db
        .update(signingKeys)
        .set({ jwk: { sealed } })
        .where(and(eq(signingKeys.kid, kid), sql`${signingKeys.jwk} ->> 'sealed' is null`));
    },

    listSecrets(): Promise<{ name: string; value: string }[]> {
      return db.select({ name: idpSecrets.name, value: idpSecrets.value }).from(idpSecrets);
    },

    /** Replaces a secret's clear value by its sealed form, unless another instance sealed it first. */
    async sealSecret(name: string, clear: string, sealed: string) {
      await db
        .update(idpSecrets)
        .set({ value: sealed })
        .where(and(eq(idpSecrets.name, name), eq(idpSecrets.value, clear)));
    },

    /** The secret called `name`, created from `value` by whichever instance asks first. */
    async secret(name: string, value: string): Promise<string> {
      await db.insert(idpSecrets).values({ name, value }).onConflictDoNothing();
      const [row] = await db
        .select({ value: idpSecrets.value })
        .from(idpSecrets)
        .where(eq(idpSecrets.name, name));
      if (!row) throw new Error(`secret ${name} vanished right after it was stored`);
      return row.value;
    },

    async findAccount(subject: string): Promise<Account | undefined> {
      const [row] = await db
        .select({
          email: users.email,
          displayName: users.displayName,
          firstName: users.firstName,
          lastName: users.lastName,
          language: users.language,
        })
        .from(users)
        .where(eq(users.subject, subject));
      return row ? { ...row, subject } : undefined;
    },

    /** The password hashes of this address's accounts, one per company at most, the oldest first. */
    findCredentials(email: string) {
      return db
        .select({
          userId: users.id,
          companyId: users.companyId,
          subject: users.subject,
          passwordHash: credentials.passwordHash,
        })
        .from(credentials)
        .innerJoin(users, eq(users.id, credentials.userId))
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .orderBy(users.createdAt, users.id);
    },

    /** Built-in accounts use their user id as the OpenID subject; this sets it where it is still missing. */
    async claimSubject(userId: string) {
      await db
        .update(users)
        .set({ subject: userId })
        .where(and(eq(users.id, userId), isNull(users.subject)));
    },

    async recordSignInFailure(keys: string[], failedAt = new Date()) {
      await db.insert(signInFailures).values(keys.map((key) => ({ key, failedAt })));
    },

    /** How many failures `key` has had since `since`, and when the latest was. */
    async signInFailureCount(key: string, since: Date): Promise<{ failures: number; latest: Date | null }> {
      const [row] = await db
        .select({ failures: count(), latest: max(signInFailures.failedAt) })
        .from(signInFailures)
        .where(and(eq(signInFailures.key, key), gt(signInFailures.failedAt, since)));
      return { failures: row?.failures ?? 0, latest: row?.latest ?? null };
    },

    /** The times of the latest `limit` failures for `key` since `since`, newest first. */
    async recentSignInFailures(key: string, since: Date, limit: number): Promise<Date[]> {
      const rows = await db
        .select({ failedAt: signInFailures.failedAt })
        .from(signInFailures)
        .where(and(eq(signInFailures.key, key), gt(signInFailures.failedAt, since)))
        .orderBy(desc(signInFailures.failedAt))
        .limit(limit);
      return rows.map((r) => r.failedAt);
    },

    async clearSignInFailures(key: string) {
      await db.delete(signInFailures).where(eq(signInFailures.key, key));
    },

    async purgeSignInFailures(before: Date) {
      await db.delete(signInFailures).where(lt(signInFailures.failedAt, before));
    },
  };
}

export type IdpRepository = ReturnType<typeof idpRepository>;
