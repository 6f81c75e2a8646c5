import { can, type RouteAccess, type TokenScope } from '@praxis/contract';

const READING_METHODS = new Set(['GET', 'HEAD']);

/**
 * What a personal access token's scope lets through, on top of its owner's current role (checked apart).
 * `write` keeps the role as it is. `read` is the role narrowed to a Reader's: only GET/HEAD, and only on
 * routes whose access a Reader has (`data:read`, `profile:own`), so a read token of an Administrator still
 * cannot read the administrators' pages (audit log, the company's tokens), and no write passes whatever
 * its access (a Reader may edit their own profile with PUT, a read token may not).
 */
export function scopeAllows(scope: TokenScope, method: string, access: Exclude<RouteAccess, 'public'>) {
  if (scope === 'write') return true;
  return READING_METHODS.has(method) && can('Reader', access);
}
