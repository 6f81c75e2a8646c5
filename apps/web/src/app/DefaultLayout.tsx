import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, useMatch } from 'react-router';
import { OfflineStatus } from '../components/OfflineStatus';
import { TopMenu } from './TopMenu';
import { breadcrumbsHeight, menuHeight } from './theme';

// The toolbox, its dialogs and panels are a chunk of their own, loaded only where the toolbox shows.
const Toolbox = lazy(async () => ({ default: (await import('../features/toolbox/Toolbox')).Toolbox }));
// The breadcrumb bar shares the specification page's client state, so it loads with the specification code.
const SpecificationBreadcrumbs = lazy(async () => ({
  default: (await import('../features/specification/SpecificationBreadcrumbs')).SpecificationBreadcrumbs,
}));

export function DefaultLayout() {
  // Spec §2: breadcrumbs only on one specification, not on the list or the bare specification area.
  const specification = useMatch('/praxis/specification/:id');
  // The praxis pages host the toolbox; its drawer pushes the page content aside rather than covering it.
  const praxis = useMatch({ path: '/praxis', end: false });
  const chrome = menuHeight + (specification === null ? 0 : breadcrumbsHeight);

  return (
    <>
      <TopMenu />
      <OfflineStatus />
      {specification?.params.id !== undefined && (
        <Suspense fallback={<Box h={breadcrumbsHeight} />}>
          <SpecificationBreadcrumbs specificationId={specification.params.id} />
        </Suspense>
      )}
      {praxis === null ? (
        <Box component="main" p="md">
          <Outlet />
        </Box>
      ) : (
        <Box display="flex" h={`calc(100dvh - ${chrome}px)`}>
          <Suspense fallback={null}>
            <Toolbox />
          </Suspense>
          <Box component="main" p="md" style={{ flex: 1, minWidth: 0, overflow: 'auto' }}>
            <Outlet />
          </Box>
        </Box>
      )}
    </>
  );
}
