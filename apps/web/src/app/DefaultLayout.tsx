import { Box, Flex } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet, useMatch } from 'react-router';
import { OfflineStatus } from '../components/OfflineStatus';
import { breadcrumbsHeight, menuHeight } from '../components/theme/theme';
import { TopMenu } from './TopMenu';

// The toolbox, its dialogs and panels are a chunk of their own, loaded only where the toolbox shows.
const Toolbox = lazy(async () => ({ default: (await import('../features/toolbox/Toolbox')).Toolbox }));
// The breadcrumb bar shares the specification page's client state, so it loads with the specification code.
const SpecificationBreadcrumbs = lazy(async () => ({
  default: (await import('../features/specification/navigation/SpecificationBreadcrumbs'))
    .SpecificationBreadcrumbs,
}));

export function DefaultLayout() {
  // Breadcrumbs only on one specification, not on the list or the bare specification area.
  const specification = useMatch('/praxis/specification/:id');
  // The praxis pages host the toolbox.
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
        // The toolbox is a bar above the page on a phone and a column beside it from 577 px; its
        // drawer, where it covers the page, is placed within this box.
        <Flex direction={{ base: 'column', xs: 'row' }} pos="relative" h={`calc(100dvh - ${chrome}px)`}>
          <Suspense fallback={null}>
            <Toolbox />
          </Suspense>
          <Box component="main" p="md" style={{ flex: 1, minWidth: 0, minHeight: 0, overflow: 'auto' }}>
            <Outlet />
          </Box>
        </Flex>
      )}
    </>
  );
}
