import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { settingsSectionOf } from '../features/settings/settingsMenus';
import { MainMenu } from './MainMenu';
import { menuHeight } from './theme';
import { UserMenu } from './UserMenu';

/**
 * Spec §2 names three header states: settings, system configuration, or the product name. The subscription
 * area has a menu of its own but no header of its own, so it shows the product name.
 */
const namedSections = ['settings', 'system-configuration'] as const;
type NamedSection = (typeof namedSections)[number];
const isNamed = (section: string | null): section is NamedSection =>
  namedSections.some((named) => named === section);

/** The top bar of the default and settings layouts; it names the current section (spec §2). */
export function TopMenu() {
  const { t } = useTranslation();
  const section = settingsSectionOf(useLocation().pathname);

  return (
    <Box
      component="header"
      h={menuHeight}
      px="md"
      bg="var(--mantine-color-body)"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <MainMenu />
          <Text component="span" fw={700} size="lg">
            {isNamed(section) ? t(`sections.${section}`) : t('app.name')}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <NotificationBell />
          <UserMenu />
        </Group>
      </Group>
    </Box>
  );
}
