import type { Me } from '@praxis/contract';
import { useContext } from 'react';
import { MeContext } from './me';

/** The signed-in user, their company, role and permissions (GET /v1/Me), loaded before any page shows. */
export function useMe(): Me {
  const me = useContext(MeContext);
  if (me === null) {
    throw new Error('useMe must be used below RequireAppAccess');
  }
  return me;
}
