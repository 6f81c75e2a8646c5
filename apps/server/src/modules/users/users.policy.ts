import { can } from '@praxis/contract';
import type { Principal } from '../../lib/principal.js';

/** Anyone may see themselves; seeing colleagues needs read access. */
export const canViewUser = (actor: Principal, userId: string) =>
  actor.userId === userId || can(actor.role, 'data:read');
/** Anyone may edit their own profile; Administrators may edit anyone in their company. */
export const canEditUser = (actor: Principal, userId: string) =>
  actor.userId === userId || can(actor.role, 'company:admin');
export const canChangeRoles = (actor: Principal) => can(actor.role, 'company:admin');
