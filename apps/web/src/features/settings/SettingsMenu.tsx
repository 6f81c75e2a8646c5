import { Box, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SettingsEntry, SettingsSection } from '../../components/settings/settingsMenus';

interface SettingsMenuProps {
  section: SettingsSection;
  /** The entries the signed-in role may open. */
  entries: readonly SettingsEntry[];
  activeEntry: SettingsEntry;
}

export function SettingsMenu({ section, entries, activeEntry }: SettingsMenuProps) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t(`settings.menus.${section}`)} w={{ base: '100%', sm: 250 }} p="xs">
      {entries.map((entry) => (
        <NavLink
          key={entry}
          component={Link}
          to={`/${section}/${entry}`}
          label={t(`settings.entries.${entry}`)}
          active={entry === activeEntry}
          aria-current={entry === activeEntry ? 'page' : undefined}
        />
      ))}
    </Box>
  );
}
