import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** Bare content for printing: no top menu, breadcrumbs or toolbox. */
export function ReportLayout() {
  return (
    <Box component="main" p="md">
      <Outlet />
    </Box>
  );
}
