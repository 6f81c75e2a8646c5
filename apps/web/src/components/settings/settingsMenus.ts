import { can, type Permission, type Role } from '@praxis/contract';

/** The settings sub-menu depends on the first path segment; its first entry is the default. */
export const settingsMenus = {
  settings: ['account', 'language', 'login', 'access-tokens'],
  'system-configuration': [
    'persons',
    'accesses',
    'roles-and-responsibilities',
    'labels',
    'risk-matrix',
    'time-zone',
    'log',
    'api-configuration',
  ],
  subscription: ['services', 'contact-info', 'environments', 'google-cloud', 'azure', 'administrators'],
} as const;

export type SettingsSection = keyof typeof settingsMenus;
export type SettingsEntry = (typeof settingsMenus)[SettingsSection][number];

/**
 * Who may open an entry, as the server would answer its calls; an entry not named here is for everyone
 * who may read the company's data. The menu lists only what the signed-in role may open.
 */
const entryPermissions: Partial<Record<SettingsEntry, Permission>> = {
  account: 'profile:own',
  language: 'profile:own',
  login: 'profile:own',
  accesses: 'company:admin',
  'roles-and-responsibilities': 'company:admin',
  log: 'company:admin',
  'api-configuration': 'company:admin',
};

export function permissionOf(entry: SettingsEntry): Permission {
  return entryPermissions[entry] ?? 'data:read';
}

/** The entries of `section` that `role` may open, in menu order. */
export function entriesFor(section: SettingsSection, role: Role): SettingsEntry[] {
  return settingsMenus[section].filter((entry) => can(role, permissionOf(entry)));
}

export function settingsSectionOf(pathname: string): SettingsSection | null {
  const firstSegment = pathname.split('/')[1];
  return firstSegment !== undefined && Object.hasOwn(settingsMenus, firstSegment)
    ? (firstSegment as SettingsSection)
    : null;
}

export function settingsEntryOf(section: SettingsSection, id: string | undefined): SettingsEntry | null {
  return settingsMenus[section].find((entry) => entry === id) ?? null;
}
