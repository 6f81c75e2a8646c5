import type { User } from '@praxis/contract';

/** Search in lists is a case-insensitive substring match, here on the names and the email. */
export function matchesPerson(person: User, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  const fullName = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return [person.displayName, fullName, person.email].some((text) =>
    text?.toLocaleLowerCase().includes(needle),
  );
}
