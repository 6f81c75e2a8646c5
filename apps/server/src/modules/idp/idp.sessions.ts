import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { oidcPayloads } from '../../db/schema/index.js';
import { SESSION_AGENT } from './idp.adapter.js';

export interface SignInSessionRow {
  /** The session's uid: access tokens carry it as `sid`. */
  uid: string;
  agent: string | null;
  signedInAt: Date;
  expiresAt: Date | null;
  grantIds: string[];
}

interface SessionPayload {
  uid?: string;
  accountId?: string;
  loginTs?: number;
  iat?: number;
  authorizations?: Record<string, { grantId?: string }>;
  [SESSION_AGENT]?: string;
}

const live = () => or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date()));

/** The provider's sessions as people see them: where they are signed in, and signing out of them. */
export function signInSessions(db: Db) {
  async function list(subject: string): Promise<SignInSessionRow[]> {
    const rows = await db
      .select({ payload: oidcPayloads.payload, expiresAt: oidcPayloads.expiresAt })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.kind, 'Session'),
          eq(sql`${oidcPayloads.payload}->>'accountId'`, subject),
          live(),
        ),
      );
    return rows
      .map(({ payload, expiresAt }) => {
        const session = payload as SessionPayload;
        return {
          uid: session.uid ?? '',
          agent: session[SESSION_AGENT] ?? null,
          signedInAt: new Date(((session.loginTs ?? session.iat) || 0) * 1000),
          expiresAt,
          grantIds: Object.values(session.authorizations ?? {}).flatMap((a) =>
            a.grantId ? [a.grantId] : [],
          ),
        };
      })
      .filter((session) => session.uid !== '')
      .sort((a, b) => b.signedInAt.getTime() - a.signedInAt.getTime());
  }

  return {
    list,

    /**
     * Ends every session of `subject` but `keepUid`: the sessions, their grants and every token issued
     * under those grants (refresh tokens stop working at once; a JWT access token lives out its minutes).
     * Answers the sessions ended.
     */
    async endOthers(subject: string, keepUid: string | undefined): Promise<SignInSessionRow[]> {
      const ended = (await list(subject)).filter((session) => session.uid !== keepUid);
      if (ended.length === 0) return [];
      const grantIds = ended.flatMap((session) => session.grantIds);
      await db.transaction(async (tx) => {
        if (grantIds.length > 0) {
          await tx.delete(oidcPayloads).where(inArray(oidcPayloads.grantId, grantIds));
          await tx
            .delete(oidcPayloads)
            .where(and(eq(oidcPayloads.kind, 'Grant'), inArray(oidcPayloads.id, grantIds)));
        }
        await tx.delete(oidcPayloads).where(
          and(
            eq(oidcPayloads.kind, 'Session'),
            inArray(
              oidcPayloads.uid,
              ended.map((session) => session.uid),
            ),
          ),
        );
      });
      return ended;
    },
  };
}

export type SignInSessions = ReturnType<typeof signInSessions>;
