import { can, type Permission } from '@praxis/contract';
import { useMe } from './useMe';

/** Whether the server would allow the signed-in user `permission`; screens hide what it would refuse. */
export function useCan(permission: Permission): boolean {
  return can(useMe().role, permission);
}
