import type { User } from '@praxis/contract';

/** How a person is named in the interface: their display name, else their full name, else their email. */
export function displayNameOf(user: Pick<User, 'displayName' | 'firstName' | 'lastName' | 'email'>): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return user.displayName || fullName || user.email;
}
