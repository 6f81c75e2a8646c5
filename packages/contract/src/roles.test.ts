import { describe, expect, it } from 'vitest';
import { assignableRoles, can, permissions, permissionsOf, roles } from './roles.js';

describe('permission matrix', () => {
  it('gives a Registered user only their own profile', () => {
    expect(permissionsOf('Registered')).toEqual(['profile:own']);
  });
  it('lets a Reader read but not write', () => {
    expect(can('Reader', 'data:read')).toBe(true);
    expect(can('Reader', 'data:write')).toBe(false);
  });
  it('lets a User write but not administer', () => {
    expect(can('User', 'data:write')).toBe(true);
    expect(can('User', 'company:admin')).toBe(false);
  });
  it('gives an Administrator everything', () => {
    expect(permissionsOf('Administrator')).toEqual(permissions);
  });
  it("gives an external auditor their profile, audits' reading and findings only, and only by a grant", () => {
    expect(permissionsOf('Auditor')).toEqual(['profile:own', 'audit:read', 'finding:record']);
    expect(roles.filter((role) => !(assignableRoles as readonly string[]).includes(role))).toEqual([
      'Auditor',
    ]);
  });
});
