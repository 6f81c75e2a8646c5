import { Box, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { settingsSectionOf } from '../components/settings/settingsMenus';
import { menuHeight } from '../components/theme/theme';

// The menus and the bell open dropdowns (Mantine's Popover and Menu, floating-ui to place them) and read
// the notifications: they load after the first paint rather than with the entry chunk, which stays small.
const MainMenu = lazy(async () => ({ default: (await import('./MainMenu')).MainMenu }));
const NotificationBell = lazy(async () => ({
  default: (await import('../features/notifications/NotificationBell')).NotificationBell,
}));
const UserMenu = lazy(async () => ({ default: (await import('./UserMenu')).UserMenu }));

/**
 * The header has three states: settings, system configuration, or the product name. The subscription
 * area has a menu of its own but no header of its own, so it shows the product name.
 */
const namedSections = ['settings', 'system-configuration'] as const;
type NamedSection = (typeof namedSections)[number];
const isNamed = (section: string | null): section is NamedSection =>
  namedSections.some((named) => named === section);

/** The top bar of the default and settings layouts; it names the current section. */
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
          <Suspense>
            <MainMenu />
          </Suspense>
          <Text component="span" fw={700} size="lg">
            {isNamed(section) ? t(`sections.${section}`) : t('app.name')}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Suspense>
            <NotificationBell />
            <UserMenu />
          </Suspense>
        </Group>
      </Group>
    </Box>
  );
}
