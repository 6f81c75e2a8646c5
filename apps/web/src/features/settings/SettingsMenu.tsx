import { Box, NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type SettingsEntry, type SettingsSection, settingsMenus } from './settingsMenus';

interface SettingsMenuProps {
  section: SettingsSection;
  activeEntry: SettingsEntry;
}

export function SettingsMenu({ section, activeEntry }: SettingsMenuProps) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t(`settings.menus.${section}`)} w={{ base: '100%', sm: 250 }} p="xs">
      {settingsMenus[section].map((entry) => (
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
