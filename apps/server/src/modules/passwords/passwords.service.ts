import {
  type ChangePassword,
  type InvitedUser,
  type InviteUser,
  type PasswordResetLink,
  type SignInSession,
  say,
} from '@praxis/contract';
import type { SendOptions } from 'pg-boss';
import type { Db, Executor } from '../../db/database.js';
import { badRequest, fieldProblem, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import { LINK_LIFETIMES_MS, PASSWORD_PATH, passwordLinksRepository } from '../idp/idp.links.js';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../idp/idp.password.js';
import { RESET_LIMITS } from '../idp/idp.service.js';
import type { SignInSessions } from '../idp/idp.sessions.js';
import type { Jobs } from '../jobs/jobs.service.js';
import type { MailService } from '../mail/mail.service.js';
import { presentUser } from '../users/users.presenter.js';
import { type UserRow, usersRepository } from '../users/users.repository.js';
import { type Invitation, insertInvitedUser } from '../users/users.service.js';
import { passwordsRepository } from './passwords.repository.js';

const HOUR_MS = 60 * 60 * 1000;
/** A link an administrator makes is handed over by hand, which can take longer than a mailed one. */
export const ADMIN_RESET_LIFETIME_MS = 24 * HOUR_MS;

/** The links that let their holder choose a password. */
export const PASSWORD_LINKS = ['invitation', 'reset'] as const;

/** 'Forgot password?' requests, one job each: the job finds the accounts and queues their mail. */
export const RESET_QUEUE = 'password-resets';

/**
 * A failed attempt is a database that was away: tried again within minutes, while the person may still be
 * waiting for the mail. The job names an address someone typed, so it leaves the database soon after.
 */
const RESET_JOB_OPTIONS: SendOptions = {
  expireInSeconds: 60,
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  deleteAfterSeconds: 60,
};

/** An address is mailed its reset links at most once in this window, however many clients ask. */
const RESET_MAIL_WINDOW_MS = RESET_LIMITS.window * 1000;

export interface PasswordsOptions {
  db: Db;
  /** The job queue, with RESET_QUEUE declared whenever mail is on. */
  jobs: Pick<Jobs, 'send'>;
  mail: MailService;
  publicUrl: string;
  /** Undefined with an external provider: it owns passwords and sessions, Praxis makes no links. */
  sessions: SignInSessions | undefined;
}

/** A person acting on their own account without a token (a link, the forgot-password form). */
export const selfOf = (user: UserRow): Principal => ({
  userId: user.id,
  companyId: user.companyId,
  role: user.role,
  email: user.email,
});

const nameOf = (user: UserRow) =>
  user.displayName ?? ([user.firstName, user.lastName].filter(Boolean).join(' ') || user.email);

/** Invitations, reset links, password changes and sessions of the built-in provider's accounts. */
export function passwordsService({ db, jobs, mail, publicUrl, sessions }: PasswordsOptions) {
  const urlOf = (token: string) => `${publicUrl}${PASSWORD_PATH}/${token}`;

  /** A new link for `userId`, audited (without its token) in the caller's transaction; answers its URL. */
  async function makeLink(
    tx: Executor,
    actor: Principal,
    userId: string,
    purpose: (typeof PASSWORD_LINKS)[number],
    lifetimeMs = LINK_LIFETIMES_MS[purpose],
  ): Promise<string> {
    const link = await passwordLinksRepository(tx).create(userId, purpose, lifetimeMs);
    await recordChange(tx, actor, {
      action: 'create',
      entity: 'password-links',
      entityId: link.id,
      after: { userId, purpose, expiresAt: link.expiresAt.toISOString() },
    });
    return urlOf(link.token);
  }

  /** A reset link for `user`, audited and mailed (when mail is on) in the caller's transaction. */
  async function makeResetLink(tx: Executor, actor: Principal, user: UserRow, lifetimeMs: number) {
    const url = await makeLink(tx, actor, user.id, 'reset', lifetimeMs);
    const mailed = await mail.enqueue(tx, {
      companyId: user.companyId,
      to: user.email,
      language: user.language,
      template: 'password-reset',
      params: { url, validHours: Math.round(lifetimeMs / HOUR_MS) },
    });
    return { url, mailed };
  }

  /**
   * Adds the invited person in the caller's transaction and, with the built-in provider, makes their link and
   * mails it; with an external provider they claim the invitation on their first sign-in there.
   */
  async function inviteIn(tx: Executor, actor: Principal, input: Invitation): Promise<InvitedUser> {
    const row = await insertInvitedUser(tx, actor, input);
    const user = presentUser(row);
    if (!sessions) return { ...user, invitationUrl: null, invitationMailed: false };
    const invitationUrl = await makeLink(tx, actor, row.id, 'invitation');
    const users = usersRepository(tx);
    const [inviter, company] = await Promise.all([
      users.findInCompany(actor.companyId, actor.userId),
      users.company(actor.companyId),
    ]);
    const invitationMailed = await mail.enqueue(tx, {
      companyId: actor.companyId,
      to: row.email,
      language: row.language,
      template: 'invitation',
      params: {
        inviterName: inviter ? nameOf(inviter) : actor.email,
        companyName: company?.name ?? '',
        url: invitationUrl,
        validDays: Math.round(LINK_LIFETIMES_MS.invitation / (24 * HOUR_MS)),
      },
    });
    return { ...user, invitationUrl, invitationMailed };
  }

  const invite = (actor: Principal, input: InviteUser) => db.transaction((tx) => inviteIn(tx, actor, input));

  async function resetLinkFor(actor: Principal, userId: string): Promise<PasswordResetLink> {
    return db.transaction(async (tx) => {
      const user = await usersRepository(tx).findInCompany(actor.companyId, userId);
      if (!user) throw notFound(say('thingNotFound', { thing: 'User' }));
      if (!sessions) throw badRequest(say('externalPasswords'));
      const { url, mailed } = await makeResetLink(tx, actor, user, ADMIN_RESET_LIFETIME_MS);
      return { resetUrl: url, mailed };
    });
  }

  /**
   * 'Forgot password?': queues the request and nothing else, the same work whether or not the address has
   * an account, so that neither the answer nor the time it takes tells; `mailResetLinks` does the rest.
   */
  async function requestReset(email: string): Promise<void> {
    if (!sessions || !mail.enabled) return;
    await jobs.send(db, RESET_QUEUE, { email }, RESET_JOB_OPTIONS);
  }

  /**
   * A request's job: mails a link to each account of the address, one per company that has it (each
   * company's account has its own password), unless the address was mailed within the window.
   */
  async function mailResetLinks(email: string): Promise<void> {
    await db.transaction(async (tx) => {
      const accounts = await usersRepository(tx).findAllByEmail(email);
      if (accounts.length === 0) return;
      if (!(await passwordLinksRepository(tx).claimResetMail(email, RESET_MAIL_WINDOW_MS))) return;
      for (const user of accounts) {
        await makeResetLink(tx, selfOf(user), user, LINK_LIFETIMES_MS.reset);
      }
    });
  }

  /**
   * Sets the password of the link's holder and uses the link up; answers the person and a sign-in ticket
   * (a one-time token the provider's sign-in takes instead of the password), or undefined when the link no
   * longer works. A reset also ends every session: whoever knew the old password is out.
   */
  async function setWithLink(token: string, password: string) {
    const passwordHash = await hashPassword(password);
    const result = await db.transaction(async (tx) => {
      const links = passwordLinksRepository(tx);
      const link = await links.consume(token, PASSWORD_LINKS);
      if (!link) return undefined;
      const user = await usersRepository(tx).findById(link.userId);
      if (!user) return undefined;
      await passwordsRepository(tx).set(user.id, passwordHash);
      await links.retire(user.id, PASSWORD_LINKS);
      await recordChange(tx, selfOf(user), {
        action: 'update',
        entity: 'passwords',
        entityId: user.id,
        after: { via: link.purpose },
      });
      const ticket = await links.create(user.id, 'sign-in');
      return { user, purpose: link.purpose, ticket: ticket.token };
    });
    if (result?.purpose === 'reset' && result.user.subject)
      await sessions?.endOthers(result.user.subject, undefined);
    return result;
  }

  /** What the page of a link shows: whom it is for, or why it no longer works. */
  async function describeLink(token: string) {
    const link = await passwordLinksRepository(db).find(token, PASSWORD_LINKS);
    if (link.state === 'unknown') return link;
    const user = await usersRepository(db).findById(link.userId);
    if (!user) return { state: 'unknown' as const };
    return { state: link.state, purpose: link.purpose as (typeof PASSWORD_LINKS)[number], user };
  }

  async function change(actor: Principal, input: ChangePassword): Promise<void> {
    const stored = await passwordsRepository(db).hashOf(actor.userId);
    if (!stored || !(await verifyPassword(input.currentPassword, stored))) {
      throw fieldProblem('body.currentPassword', say('wrongCurrentPassword'));
    }
    await refuseCommonPassword('body.newPassword', input.newPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await passwordsRepository(tx).set(actor.userId, passwordHash);
      await recordChange(tx, actor, {
        action: 'update',
        entity: 'passwords',
        entityId: actor.userId,
        after: { via: 'change' },
      });
    });
  }

  async function subjectOf(actor: Principal): Promise<string> {
    const user = await usersRepository(db).findInCompany(actor.companyId, actor.userId);
    if (!user?.subject) throw notFound(say('thingNotFound', { thing: 'User' }));
    return user.subject;
  }

  async function listSessions(actor: Principal, currentSid: string | undefined): Promise<SignInSession[]> {
    if (!sessions) return [];
    const rows = await sessions.list(await subjectOf(actor));
    return rows.map((row) => ({
      id: row.uid,
      agent: row.agent,
      signedInAt: row.signedInAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      current: row.uid === currentSid,
    }));
  }

  async function signOutOthers(actor: Principal, currentSid: string | undefined) {
    if (!sessions) return { signedOut: 0 };
    const ended = await sessions.endOthers(await subjectOf(actor), currentSid);
    if (ended.length > 0) {
      await recordChange(db, actor, {
        action: 'delete',
        entity: 'sessions',
        entityId: actor.userId,
        before: { sessions: ended.map((session) => session.uid) },
      });
    }
    return { signedOut: ended.length };
  }

  return {
    invite,
    inviteIn,
    resetLinkFor,
    requestReset,
    mailResetLinks,
    describeLink,
    setWithLink,
    change,
    listSessions,
    signOutOthers,
  };
}

export type PasswordsService = ReturnType<typeof passwordsService>;
