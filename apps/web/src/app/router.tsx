import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from '../components/ErrorPage';
import { PageLoader } from '../components/PageLoader';
import { RequireSignIn } from '../features/auth/RequireSignIn';
import { authPaths } from '../lib/auth';
import { ApiProvider } from './ApiProvider';
import { DefaultLayout } from './DefaultLayout';
import { EmptyLayout } from './EmptyLayout';
import { RouteErrorPage } from './RouteErrorPage';

// Each page is its own chunk, so the entry chunk holds only the shell (the default layout, menus, sign-in
// check, error page); the settings and report layouts load with their first page.
const settingsEntryPage = async () => ({
  Component: (await import('../features/settings/SettingsEntryPage')).SettingsEntryPage,
});

/** Every route of the app, with the layout each renders in. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: ApiProvider,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      // The sign-in flow is public; 'login' and 'oidc-callback-error' are the ids those two routes go by.
      {
        id: 'login',
        path: authPaths.login,
        lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
      },
      {
        path: authPaths.logout,
        lazy: async () => ({ Component: (await import('../features/auth/LogoutPage')).LogoutPage }),
      },
      {
        path: authPaths.callback,
        lazy: async () => ({ Component: (await import('../features/auth/CallbackPage')).CallbackPage }),
      },
      {
        path: authPaths.silentRenew,
        lazy: async () => ({
          Component: (await import('../features/auth/SilentRenewPage')).SilentRenewPage,
        }),
      },
      {
        id: 'oidc-callback-error',
        path: authPaths.signInError,
        lazy: async () => ({
          Component: (await import('../features/auth/SignInErrorPage')).SignInErrorPage,
        }),
      },
      {
        path: authPaths.setup,
        lazy: async () => ({ Component: (await import('../features/setup/SetupPage')).SetupPage }),
      },
      {
        Component: RequireSignIn,
        children: [
          {
            Component: EmptyLayout,
            children: [
              {
                path: 'unauthorized',
                lazy: async () => ({
                  Component: (await import('../features/auth/UnauthorizedPage')).UnauthorizedPage,
                }),
              },
              { path: '*', element: <ErrorPage status={404} /> },
            ],
          },
          {
            // With the user's record comes the contract's schema of it, and zod: the router fetches this
            // chunk as it starts, beside /config.json, rather than the entry carrying it, so the entry stays
            // small.
            lazy: async () => ({
              Component: (await import('../features/auth/RequireAppAccess')).RequireAppAccess,
            }),
            children: [
              { index: true, element: <Navigate to="/praxis" replace /> },
              {
                Component: DefaultLayout,
                children: [
                  {
                    path: 'praxis',
                    lazy: async () => ({
                      Component: (await import('../features/specification/list/SpecificationsPage'))
                        .SpecificationsPage,
                    }),
                  },
                  {
                    path: 'praxis/specification',
                    lazy: async () => ({
                      Component: (await import('../features/specification/SpecificationAreaPage'))
                        .SpecificationAreaPage,
                    }),
                  },
                  {
                    path: 'praxis/specification/:id',
                    lazy: async () => ({
                      Component: (await import('../features/specification/SpecificationPage'))
                        .SpecificationPage,
                    }),
                  },
                  {
                    path: 'praxis/risks',
                    lazy: async () => ({
                      Component: (await import('../features/risks/RisksPage')).RisksPage,
                    }),
                  },
                  {
                    path: 'audits',
                    lazy: async () => ({
                      Component: (await import('../features/audits/list/AuditsPage')).AuditsPage,
                    }),
                  },
                  {
                    path: 'audits/:id',
                    lazy: async () => ({
                      Component: (await import('../features/audits/page/AuditPage')).AuditPage,
                    }),
                  },
                  {
                    path: 'audits/:id/compare',
                    lazy: async () => ({
                      Component: (await import('../features/audits/compare/ComparePage')).ComparePage,
                    }),
                  },
                  {
                    path: 'my-work',
                    lazy: async () => ({
                      Component: (await import('../features/work/MyWorkPage')).MyWorkPage,
                    }),
                  },
                  {
                    path: 'praxis/findings/:id',
                    lazy: async () => ({
                      Component: (await import('../features/findings/FindingPage')).FindingPage,
                    }),
                  },
                  {
                    path: 'findings',
                    lazy: async () => ({
                      Component: (await import('../features/findings/PlanOfActionPage')).PlanOfActionPage,
                    }),
                  },
                  {
                    path: 'profile',
                    lazy: async () => ({
                      Component: (await import('../features/profile/ProfilePage')).ProfilePage,
                    }),
                  },
                ],
              },
              {
                lazy: async () => ({ Component: (await import('./ReportLayout')).ReportLayout }),
                children: [
                  {
                    path: 'praxis/specification/:id/report',
                    lazy: async () => ({
                      Component: (await import('../features/report/ReportPage')).ReportPage,
                    }),
                  },
                  {
                    path: 'praxis/specification/:id/soa',
                    lazy: async () => ({
                      Component: (await import('../features/audits/soa/LiveSoaPage')).LiveSoaPage,
                    }),
                  },
                  {
                    path: 'audits/:id/snapshots/:snapshotId/report',
                    lazy: async () => ({
                      Component: (await import('../features/audits/snapshots/SnapshotReportPage'))
                        .SnapshotReportPage,
                    }),
                  },
                  {
                    path: 'audits/:id/snapshots/:snapshotId/soa',
                    lazy: async () => ({
                      Component: (await import('../features/audits/soa/SnapshotSoaPage')).SnapshotSoaPage,
                    }),
                  },
                  {
                    path: 'praxis/risks/report',
                    lazy: async () => ({
                      Component: (await import('../features/risks/RiskReportPage')).RiskReportPage,
                    }),
                  },
                ],
              },
              {
                lazy: async () => ({ Component: (await import('./SettingsLayout')).SettingsLayout }),
                children: [
                  { path: 'settings/:id?', lazy: settingsEntryPage },
                  { path: 'subscription/:id?', lazy: settingsEntryPage },
                  { path: 'system-configuration/:id?', lazy: settingsEntryPage },
                  // The id is optional here as well; without it the path reads like the form
                  // above, which wins, so an unknown id still falls back to the first entry.
                  { path: 'system-configuration/:id?/:subId', lazy: settingsEntryPage },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
