/**
 * Server-provided role names, from least to most privileged. An Auditor is an outsider who reads only the
 * audits granted to them and records findings there.
 */
export const roles = ['Registered', 'Auditor', 'Reader', 'User', 'Administrator'] as const;
export type Role = (typeof roles)[number];
/** The role an external auditor holds; it comes only with a grant of access to an audit, never by choice. */
export const AUDITOR_ROLE = 'Auditor' satisfies Role;
/** The roles an Administrator gives people of the company by inviting them or changing their role. */
export const assignableRoles = [
  'Registered',
  'Reader',
  'User',
  'Administrator',
] as const satisfies readonly Role[];
export type AssignableRole = (typeof assignableRoles)[number];

/**
 * The permission matrix, the one table both the server's route declarations and the
 * client's hidden actions read from.
 */
export const permissionMatrix = {
  'profile:own': ['Registered', 'Auditor', 'Reader', 'User', 'Administrator'],
  'data:read': ['Reader', 'User', 'Administrator'],
  'data:write': ['User', 'Administrator'],
  'company:admin': ['Administrator'],
  /** Audits, their snapshots and findings; an external auditor reads only what is granted to them. */
  'audit:read': ['Auditor', 'Reader', 'User', 'Administrator'],
  'audit:write': ['User', 'Administrator'],
  /** Recording findings and moving them on, which an external auditor may do in their audit too. */
  'finding:record': ['Auditor', 'User', 'Administrator'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof permissionMatrix;
export const permissions = Object.keys(permissionMatrix) as Permission[];

/** Routes that answer without a token declare `public`; it is a deliberate choice, never a default. */
export type RouteAccess = Permission | 'public';

export function can(role: Role, permission: Permission): boolean {
  return (permissionMatrix[permission] as readonly Role[]).includes(role);
}

export function permissionsOf(role: Role): Permission[] {
  return permissions.filter((p) => can(role, p));
}
