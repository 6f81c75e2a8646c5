import { Box, Flex } from '@mantine/core';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { SettingsMenu } from '../features/settings/SettingsMenu';
import { settingsEntryOf, settingsMenus, settingsSectionOf } from '../features/settings/settingsMenus';
import { TopMenu } from './TopMenu';

/** Top menu plus the sub-menu of the section named by the first path segment (spec §2). */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const section = settingsSectionOf(pathname);
  if (section === null) {
    throw new Error(`SettingsLayout is not meant for ${pathname}`);
  }
  const entry = settingsEntryOf(section, id);
  if (entry === null) {
    return <Navigate to={`/${section}/${settingsMenus[section][0]}`} replace />;
  }

  return (
    <>
      <TopMenu />
      <Flex direction={{ base: 'column', sm: 'row' }}>
        <SettingsMenu section={section} activeEntry={entry} />
        <Box component="main" p="md" flex={1}>
          <Outlet context={entry} />
        </Box>
      </Flex>
    </>
  );
}
