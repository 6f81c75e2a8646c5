import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type PasswordLinkPurpose, passwordLinks, passwordResetMails, users } from '../../db/schema/index.js';

const HOUR_MS = 60 * 60 * 1000;

/** How long each kind of one-time link works. */
export const LINK_LIFETIMES_MS: Record<PasswordLinkPurpose, number> = {
  invitation: 7 * 24 * HOUR_MS,
  reset: 2 * HOUR_MS,
  // Only between choosing a password and the provider's sign-in page a few redirects later.
  'sign-in': 10 * 60 * 1000,
};

/** How long an expired link is remembered, to tell "expired" from "unknown". */
export const EXPIRED_LINKS_KEPT_MS = 30 * 24 * HOUR_MS;

/** Where a link's token leads: the page that lets its holder choose a password. */
export const PASSWORD_PATH = '/oidc/password';

/** Only this digest is stored: a copy of the table opens no account. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export type LinkState = 'valid' | 'used' | 'expired' | 'unknown';

export interface ConsumedLink {
  id: string;
  userId: string;
  purpose: PasswordLinkPurpose;
}

/** One-time links (invitation, reset, sign-in ticket) in `password_links`. */
export function passwordLinksRepository(db: Executor) {
  return {
    /** A new random token for `userId`; the caller hands it out, the table keeps its hash. */
    async create(userId: string, purpose: PasswordLinkPurpose, lifetimeMs = LINK_LIFETIMES_MS[purpose]) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + lifetimeMs);
      const [row] = await db
        .insert(passwordLinks)
        .values({ userId, purpose, tokenHash: hashToken(token), expiresAt })
        .returning({ id: passwordLinks.id });
      return { id: (row as { id: string }).id, token, expiresAt };
    },

    /** The link behind a token, and why it does or does not work, for the page that explains it. */
    async find(token: string, purposes: readonly PasswordLinkPurpose[]) {
      const [row] = await db
        .select({
          userId: passwordLinks.userId,
          purpose: passwordLinks.purpose,
          usedAt: passwordLinks.usedAt,
          expiresAt: passwordLinks.expiresAt,
        })
        .from(passwordLinks)
        .where(and(eq(passwordLinks.tokenHash, hashToken(token)), inArray(passwordLinks.purpose, purposes)));
      if (!row) return { state: 'unknown' as const };
      const state: LinkState = row.usedAt
        ? 'used'
        : row.expiresAt.getTime() <= Date.now()
          ? 'expired'
          : 'valid';
      return { state, userId: row.userId, purpose: row.purpose };
    },

    /** Marks the link used if it still works, in one statement: two tabs racing get one success. */
    async consume(
      token: string,
      purposes: readonly PasswordLinkPurpose[],
    ): Promise<ConsumedLink | undefined> {
      const [row] = await db
        .update(passwordLinks)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordLinks.tokenHash, hashToken(token)),
            inArray(passwordLinks.purpose, purposes),
            isNull(passwordLinks.usedAt),
            gt(passwordLinks.expiresAt, new Date()),
          ),
        )
        .returning({ id: passwordLinks.id, userId: passwordLinks.userId, purpose: passwordLinks.purpose });
      return row;
    },

    /** Forgets links expired before `before` (kept a while, so their page can still say they expired). */
    async purgeExpired(before: Date) {
      await db.delete(passwordLinks).where(lt(passwordLinks.expiresAt, before));
    },

    /**
     * Notes that `email`'s reset links go out now, unless they did less than `windowMs` ago: true when the
     * caller may mail them. One statement on one row, so that instances handling the same address at once
     * mail it once (the later one waits for the earlier to commit and then finds its row too recent).
     */
    async claimResetMail(email: string, windowMs: number): Promise<boolean> {
      const now = new Date();
      const claimed = await db
        .insert(passwordResetMails)
        .values({ email: email.toLowerCase(), mailedAt: now })
        .onConflictDoUpdate({
          target: passwordResetMails.email,
          set: { mailedAt: now },
          setWhere: lte(passwordResetMails.mailedAt, new Date(now.getTime() - windowMs)),
        })
        .returning({ email: passwordResetMails.email });
      return claimed.length > 0;
    },

    /** Forgets addresses mailed before `before`: past the window their row no longer stops a mail. */
    async forgetResetMails(before: Date) {
      await db.delete(passwordResetMails).where(lt(passwordResetMails.mailedAt, before));
    },

    /** A new link replaces the person's earlier unused ones of the same kind. */
    async retire(userId: string, purposes: readonly PasswordLinkPurpose[]) {
      await db
        .update(passwordLinks)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordLinks.userId, userId),
            inArray(passwordLinks.purpose, purposes),
            isNull(passwordLinks.usedAt),
          ),
        );
    },
  };
}

/** The cookie that carries a sign-in ticket from the password page to the provider's sign-in. */
export const TICKET_COOKIE = 'praxis_sign_in';

/**
 * Uses up a sign-in ticket and answers the account it signs in (its OpenID subject, claimed now for a
 * person who never signed in), or undefined when the ticket does not work.
 */
export async function redeemSignInTicket(db: Executor, ticket: string): Promise<string | undefined> {
  const link = await passwordLinksRepository(db).consume(ticket, ['sign-in']);
  if (!link) return undefined;
  await db
    .update(users)
    .set({ subject: link.userId })
    .where(and(eq(users.id, link.userId), isNull(users.subject)));
  const [user] = await db.select({ subject: users.subject }).from(users).where(eq(users.id, link.userId));
  return user?.subject ?? undefined;
}
