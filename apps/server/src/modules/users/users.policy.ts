import { AUDITOR_ROLE, can, messageText, type Role } from '@praxis/contract';
import type { Principal } from '../../lib/principal.js';

/** Anyone may see themselves; seeing colleagues needs read access. */
export const canViewUser = (actor: Principal, userId: string) =>
  actor.userId === userId || can(actor.role, 'data:read');
/** Anyone may edit their own profile; Administrators may edit anyone in their company. */
export const canEditUser = (actor: Principal, userId: string) =>
  actor.userId === userId || can(actor.role, 'company:admin');
/** An external auditor learns nothing of the company's people: anyone but themselves is as absent as nobody. */
export const seesOnlyThemselves = (actor: Principal, userId: string) =>
  actor.role === AUDITOR_ROLE && actor.userId !== userId;
export const canChangeRoles = (actor: Principal) => can(actor.role, 'company:admin');
/**
 * Work goes only to a person who can see the company's data: a Registered person has no access yet, so an
 * assignment or a leaver's hand-over to them would be work nobody can do.
 */
export const canHoldWork = (role: Role) => can(role, 'data:read');
export const NO_ACCESS_YET = messageText('noAccessYet');
