import { Box, Flex } from '@mantine/core';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { entriesFor, settingsEntryOf, settingsSectionOf } from '../components/settings/settingsMenus';
import { useMe } from '../features/auth/useMe';
import { SettingsMenu } from '../features/settings/SettingsMenu';
import { TopMenu } from './TopMenu';

/** Top menu plus the sub-menu of the section named by the first path segment. */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const { role } = useMe();
  const section = settingsSectionOf(pathname);
  if (section === null) {
    throw new Error(`SettingsLayout is not meant for ${pathname}`);
  }
  const entries = entriesFor(section, role);
  const entry = settingsEntryOf(section, id);
  // An entry the role may not open is refused as the server would refuse its calls (a 403 leads
  // to /unauthorized); an unknown one falls back to the first entry the role may open.
  if (entry !== null && !entries.includes(entry)) {
    return <Navigate to="/unauthorized" replace />;
  }
  if (entry === null) {
    const first = entries[0];
    return <Navigate to={first === undefined ? '/unauthorized' : `/${section}/${first}`} replace />;
  }

  return (
    <>
      <TopMenu />
      <Flex direction={{ base: 'column', sm: 'row' }}>
        <SettingsMenu section={section} entries={entries} activeEntry={entry} />
        <Box component="main" p="md" flex={1}>
          <Outlet context={entry} />
        </Box>
      </Flex>
    </>
  );
}
