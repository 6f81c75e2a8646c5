import { type Language as Locale, type Me, permissionsOf, type Role } from '@praxis/contract';
import { User } from 'oidc-client-ts';
import { vi } from 'vitest';
import { createUserManager } from '../lib/auth';
import { testConfig } from './testConfig';

export const testAccessToken = 'test-access-token';

export function testUser(): User {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    id_token: 'test-id-token',
    access_token: testAccessToken,
    token_type: 'Bearer',
    profile: {
      sub: 'ada',
      iss: testConfig.oidc.authority,
      aud: testConfig.oidc.clientId,
      exp: now + 3600,
      iat: now,
    },
    expires_at: now + 3600,
  });
}

/**
 * The app's own UserManager, signed in as `user` (or signed out), with the steps that would leave the
 * page (redirects to the provider) or need its answers (callbacks) replaced by spies.
 */
export function testUserManager(user: User | null) {
  const userManager = createUserManager(testConfig, 'http://localhost:3000');
  vi.spyOn(userManager, 'getUser').mockResolvedValue(user);
  vi.spyOn(userManager, 'signinRedirect').mockResolvedValue();
  vi.spyOn(userManager, 'signoutRedirect').mockResolvedValue();
  vi.spyOn(userManager, 'signinSilentCallback').mockResolvedValue();
  return userManager;
}

const names: Record<Role, [string, string]> = {
  Administrator: ['Ada', 'Admin'],
  User: ['Ulf', 'User'],
  Reader: ['Rita', 'Reader'],
  Registered: ['Nils', 'Newcomer'],
  Auditor: ['Anna', 'Auditor'],
};

/** A GET /v1/Me answer for a person of the demo company with `role`. */
export function testMe(role: Role = 'Administrator', language: Locale = 'en-US'): Me {
  const [firstName, lastName] = names[role];
  return {
    user: {
      id: '7d4c3f0e-58a1-4d2b-9a5e-0c1f2b3a4d5e',
      legacyId: 1,
      userId: '0b9f6a2c-3e4d-4f5a-8b7c-1d2e3f4a5b6c',
      email: `${firstName.toLowerCase()}@example.com`,
      displayName: `${firstName} ${lastName}`,
      firstName,
      lastName,
      phoneNumber: null,
      profileImage: null,
      title: null,
      department: null,
      city: null,
      country: null,
      showInDirectory: true,
      allowEmailNotifications: true,
      language,
      userType: role,
      signedIn: true,
    },
    company: { id: 'c6a5b4d3-2e1f-4a0b-9c8d-7e6f5a4b3c2d', legacyId: 1, name: 'Demo AS' },
    role,
    permissions: permissionsOf(role),
  };
}

/**
 * Another person of the demo company with `role`, named as the demo accounts are and known by full name
 * only (no display name); `n` (1-9) keeps the ids of several apart.
 */
export function testColleague(role: Role, n: number): Me['user'] {
  const id = `00000000-0000-4000-8000-00000000000${n}`;
  return { ...testMe(role).user, id, userId: id, legacyId: n, displayName: null };
}

/**
 * What a change of `person` must send: every field of the profile, as the API names them, with the change on
 * top. Listed here on its own rather than taken from the app's builder, so a field the app forgets fails.
 */
export function profileBody(person: Me['user'], changes: Record<string, unknown>) {
  const fields = [
    'email',
    'displayName',
    'firstName',
    'lastName',
    'phoneNumber',
    'profileImage',
    'title',
    'department',
    'city',
    'country',
    'showInDirectory',
    'allowEmailNotifications',
    'language',
  ] as const;
  return { ...Object.fromEntries(fields.map((field) => [field, person[field]])), ...changes };
}
