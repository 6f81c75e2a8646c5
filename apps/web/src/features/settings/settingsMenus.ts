/** Spec §2: the settings sub-menu depends on the first path segment; its first entry is the default. */
export const settingsMenus = {
  settings: ['account', 'login'],
  'system-configuration': ['persons'],
  subscription: ['services', 'contact-info', 'environments', 'google-cloud', 'azure', 'administrators'],
} as const;

export type SettingsSection = keyof typeof settingsMenus;
export type SettingsEntry = (typeof settingsMenus)[SettingsSection][number];

export function settingsSectionOf(pathname: string): SettingsSection | null {
  const firstSegment = pathname.split('/')[1];
  return firstSegment !== undefined && Object.hasOwn(settingsMenus, firstSegment)
    ? (firstSegment as SettingsSection)
    : null;
}

export function settingsEntryOf(section: SettingsSection, id: string | undefined): SettingsEntry | null {
  return settingsMenus[section].find((entry) => entry === id) ?? null;
}
