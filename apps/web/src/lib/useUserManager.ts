import type { UserManager } from 'oidc-client-ts';
import { useContext } from 'react';
import { UserManagerContext } from './auth';

/** The UserManager itself, for what react-oidc-context does not wrap (callbacks, the current token). */
export function useUserManager(): UserManager {
  const userManager = useContext(UserManagerContext);
  if (userManager === null) {
    throw new Error('useUserManager must be used inside AppProviders');
  }
  return userManager;
}
