import {
  type DeleteUserQuery,
  type InviteUser,
  type Language,
  type Me,
  permissionsOf,
  type Role,
  type Said,
  say,
  type UpdateUser,
} from '@praxis/contract';
import type { Db, Executor } from '../../db/database.js';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/http-error.js';
import type { Principal } from '../../lib/principal.js';
import { recordChange } from '../audit/audit.service.js';
import type { AccessClaims } from './users.claims.js';
import { canChangeRoles, canEditUser, canHoldWork, canViewUser, seesOnlyThemselves } from './users.policy.js';
import { presentCompany, presentUser } from './users.presenter.js';
import { type Account, type UserChanges, type UserRow, usersRepository } from './users.repository.js';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === UNIQUE_VIOLATION ||
  (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION;

function namesFrom(claims: AccessClaims): UserChanges {
  const [first, ...rest] = (claims.name ?? '').trim().split(/\s+/);
  return {
    firstName: claims.given_name ?? (first || null),
    lastName: claims.family_name ?? (rest.join(' ') || null),
    displayName: claims.name ?? null,
  };
}

function emailFrom(claims: AccessClaims): string | undefined {
  const candidate = claims.email ?? claims.preferred_username;
  return candidate?.includes('@') ? candidate.trim() : undefined;
}

/**
 * The address the provider vouches for: `email` with `email_verified` true (some providers send it as the
 * string). Only this claims an invitation: where people choose their own address at the provider, an
 * unverified `email` or a `preferred_username` would let anyone take an invited seat.
 */
function verifiedEmailFrom(claims: AccessClaims): string | undefined {
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return verified ? claims.email?.trim() : undefined;
}

/** The language of a BCP 47 tag (`nb`, `no`, `nn-NO`, `en-GB` …) or of an Accept-Language list's first entry. */
export function languageOf(tag: string | undefined): Language | undefined {
  const primary = tag?.split(',')[0]?.trim().split(/[-_;]/)[0]?.toLowerCase();
  if (primary === 'nb' || primary === 'no' || primary === 'nn') return 'nb-NO';
  if (primary === 'en') return 'en-US';
  return undefined;
}

/** What the request says besides the token: the interface's locale, which the web app sends as Accept-Language. */
export interface SignInHints {
  interfaceLocale?: string;
}

/**
 * Hands a leaving person's work (assignments, treatments) to another, in the transaction of the offboarding,
 * so that whatever follows it (the new holder's notifications) happens with the delete or not at all. The
 * modules that hold the work do it; people only check who takes it over.
 */
export type WorkTransfer = (
  tx: Executor,
  actor: Principal,
  change: { fromUserId: string; toUserId: string },
) => Promise<void>;

const TRANSFER_FIELD = 'querystring.transferTo';
const userNotFound = say('thingNotFound', { thing: 'User' });
const refuseTransfer = (said: Said) => badRequest(said, fieldError(TRANSFER_FIELD, said));

export function usersService(
  db: Db,
  options: {
    defaultCompany: string | undefined;
    transferWork?: WorkTransfer;
    /** After a change of a person commits: this instance's remembered callers are out of date. */
    onAccountsChanged?: () => void;
  },
) {
  const users = usersRepository(db);

  /**
   * The user behind a verified token, created on first sign-in: into the company that invited
   * their email, else into DEFAULT_COMPANY as Registered; the first user of an empty installation becomes
   * its Administrator. Their language is the provider's `locale` claim, else the interface's.
   * Undefined: nobody let this person in.
   */
  async function provision(
    claims: AccessClaims,
    hints: SignInHints = {},
    attempt = 1,
  ): Promise<UserRow | undefined> {
    const known = await users.findBySubject(claims.sub);
    if (known) return known;
    const email = emailFrom(claims);
    if (!email) return undefined;
    const language = languageOf(claims.locale) ?? languageOf(hints.interfaceLocale);
    try {
      return await db.transaction(async (tx) => {
        const repo = usersRepository(tx);
        const sameAddress = await repo.findAllByEmail(email);
        if (sameAddress.length > 0) {
          // A first request racing this one made the user after our look by subject.
          const mine = sameAddress.find((user) => user.subject === claims.sub);
          if (mine) return mine;
          // Several companies may have invited the address: the oldest invitation still open wins, so the
          // same token always lands in the same company; the others stay open for other accounts.
          const invited = sameAddress.find((user) => user.subject === null);
          // Someone else already signed in with this email: not the same person as far as we can tell.
          if (!invited) return undefined;
          // Nor is someone whose provider does not vouch for the invited address.
          if (verifiedEmailFrom(claims)?.toLowerCase() !== invited.email.toLowerCase()) return undefined;
          const names = namesFrom(claims);
          return repo.claimInvitation(invited.id, claims.sub, {
            firstName: invited.firstName ?? names.firstName,
            lastName: invited.lastName ?? names.lastName,
            displayName: invited.displayName ?? names.displayName,
            ...(language ? { language } : {}),
          });
        }
        const first = (await repo.countAll()) === 0;
        if (!first && !options.defaultCompany) return undefined;
        const company = await repo.companyNamed(options.defaultCompany ?? 'My company');
        return repo.insert({
          companyId: company.id,
          subject: claims.sub,
          email,
          ...namesFrom(claims),
          language: language ?? 'en-US',
          role: first ? 'Administrator' : 'Registered',
        });
      });
    } catch (error) {
      // First requests raced (the same person, or two people creating the default company): look again.
      if (isUniqueViolation(error) && attempt < 3) return provision(claims, hints, attempt + 1);
      throw error;
    }
  }

  /**
   * Keeps `lastSignInAt` with one write per sign-in, none per request: a token whose `auth_time` (the
   * built-in provider sends it, many external ones do) is newer than the stored time, or the very first
   * request of someone whose provider sends none.
   */
  async function noteSignIn(user: UserRow, claims: AccessClaims) {
    const signedInAt = typeof claims.auth_time === 'number' ? new Date(claims.auth_time * 1000) : undefined;
    const at = signedInAt ?? (user.lastSignInAt ? undefined : new Date());
    if (at && (!user.lastSignInAt || at > user.lastSignInAt)) await users.recordSignIn(user.id, at);
  }

  /** `account` is the caller as the auth hook read them for this request, when it did: no second look. */
  async function me(actor: Principal, account?: Account): Promise<Me> {
    const [user, company] = account
      ? [account.user, account.company]
      : await Promise.all([
          users.findInCompany(actor.companyId, actor.userId),
          users.company(actor.companyId),
        ]);
    if (!user || !company) throw notFound(userNotFound);
    return {
      user: presentUser(user),
      company: presentCompany(company),
      role: user.role,
      permissions: permissionsOf(user.role),
    };
  }

  async function list(actor: Principal) {
    return (await users.listByCompany(actor.companyId)).map(presentUser);
  }

  async function get(actor: Principal, id: string) {
    const user = await users.findInCompany(actor.companyId, id);
    if (!user || seesOnlyThemselves(actor, id)) throw notFound(userNotFound);
    if (!canViewUser(actor, id)) throw forbidden(say('seeOwnProfile'));
    return presentUser(user);
  }

  async function update(actor: Principal, id: string, input: UpdateUser) {
    const updated = await db.transaction(async (tx) => {
      const repo = usersRepository(tx);
      const user = await repo.findInCompany(actor.companyId, id);
      if (!user || seesOnlyThemselves(actor, id)) throw notFound(userNotFound);
      if (!canEditUser(actor, id)) throw forbidden(say('changeOwnProfile'));
      const { userType, ...profile } = input;
      const changes: UserChanges = { ...profile };
      if (userType !== undefined && userType !== user.role) {
        if (!canChangeRoles(actor)) throw forbidden(say('onlyAdministratorsChangeRoles'));
        if (user.role === 'Administrator' && (await repo.countAdministrators(actor.companyId)) <= 1) {
          throw conflict(say('lastAdministrator'));
        }
        changes.role = userType;
      }
      if (input.email && input.email.toLowerCase() !== user.email.toLowerCase()) {
        const taken = await repo.findByEmailInCompany(actor.companyId, input.email);
        if (taken) throw conflict(say('emailTaken'));
      }
      const updated = await repo.update(actor.companyId, id, changes);
      if (!updated) throw notFound(userNotFound);
      const after = presentUser(updated);
      await recordChange(tx, actor, {
        action: 'update',
        entity: 'users',
        entityId: id,
        before: presentUser(user),
        after,
      });
      return after;
    });
    options.onAccountsChanged?.();
    return updated;
  }

  /**
   * Hands a leaving person's assignments and treatments to `toUserId` (`transferWork`). The new holder must be
   * someone of the company who can work in it (not only Registered), and not the leaver.
   */
  async function transferAssignments(tx: Executor, actor: Principal, fromUserId: string, toUserId: string) {
    if (toUserId === fromUserId) throw refuseTransfer(say('transferToSelf'));
    const target = await usersRepository(tx).findInCompany(actor.companyId, toUserId);
    if (!target) throw refuseTransfer(say('noSuchPerson'));
    if (!canHoldWork(target.role)) throw refuseTransfer(say('noAccessYet'));
    await options.transferWork?.(tx, actor, { fromUserId, toUserId });
  }

  /** Deletes a person; their assignments go to `transferTo`, or with them when it is not given. */
  async function remove(actor: Principal, id: string, query: DeleteUserQuery = {}) {
    await db.transaction(async (tx) => {
      const repo = usersRepository(tx);
      const user = await repo.findInCompany(actor.companyId, id);
      if (!user) throw notFound(userNotFound);
      if (id === actor.userId) throw badRequest(say('deleteYourself'));
      if (user.role === 'Administrator' && (await repo.countAdministrators(actor.companyId)) <= 1) {
        throw conflict(say('lastAdministrator'));
      }
      if (query.transferTo !== undefined) await transferAssignments(tx, actor, id, query.transferTo);
      await repo.remove(actor.companyId, id);
      await recordChange(tx, actor, {
        action: 'delete',
        entity: 'users',
        entityId: id,
        before: presentUser(user),
      });
    });
    options.onAccountsChanged?.();
  }

  /** POST /v1/Users answers through the passwords module, which adds the invitation link to this. */
  const invite = (actor: Principal, input: InviteUser) =>
    db.transaction(async (tx) => presentUser(await insertInvitedUser(tx, actor, input)));

  return { provision, noteSignIn, me, list, get, update, remove, invite };
}

export type UsersService = ReturnType<typeof usersService>;

/** An invitation as the API takes it, or with the role only a grant gives (an external auditor's). */
export type Invitation = Omit<InviteUser, 'userType'> & { userType: Role };

/**
 * Adds an invited person to the actor's company, in the caller's transaction, audited. Their language is
 * the one asked for, else the inviter's: the invitation mail and their first screens speak it.
 */
export async function insertInvitedUser(tx: Executor, actor: Principal, input: Invitation): Promise<UserRow> {
  const repo = usersRepository(tx);
  if (await repo.findByEmailInCompany(actor.companyId, input.email)) {
    throw conflict(say('personExists'));
  }
  const inviter = await repo.findInCompany(actor.companyId, actor.userId);
  const row = await repo.insert({
    companyId: actor.companyId,
    email: input.email,
    role: input.userType,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    language: input.language ?? inviter?.language ?? 'en-US',
  });
  await recordChange(tx, actor, {
    action: 'create',
    entity: 'users',
    entityId: row.id,
    after: presentUser(row),
  });
  return row;
}
