import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { RequireAppAccess } from '../features/auth/RequireAppAccess';
import { RequireSignIn } from '../features/auth/RequireSignIn';
import { authPaths } from '../lib/auth';
import { ApiProvider } from './ApiProvider';
import { DefaultLayout } from './DefaultLayout';
import { EmptyLayout } from './EmptyLayout';
import { ErrorPage } from './ErrorPage';
import { ReportLayout } from './ReportLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { SettingsLayout } from './SettingsLayout';

// Each page is its own chunk, so the entry chunk holds only the shell (layouts, menus, sign-in check,
// error page).
const settingsEntryPage = async () => ({
  Component: (await import('../features/settings/SettingsEntryPage')).SettingsEntryPage,
});

/** The routes of spec §2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: ApiProvider,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      // The sign-in flow is public; 'login' and 'oidc-callback-error' are the route names of spec §2.
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
            Component: RequireAppAccess,
            children: [
              { index: true, element: <Navigate to="/praxis" replace /> },
              {
                Component: DefaultLayout,
                children: [
                  {
                    path: 'praxis',
                    lazy: async () => ({
                      Component: (await import('../features/specification/SpecificationsPage'))
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
                    path: 'my-work',
                    lazy: async () => ({
                      Component: (await import('../features/work/MyWorkPage')).MyWorkPage,
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
                Component: ReportLayout,
                children: [
                  {
                    path: 'praxis/specification/:id/report',
                    lazy: async () => ({
                      Component: (await import('../features/report/ReportPage')).ReportPage,
                    }),
                  },
                ],
              },
              {
                Component: SettingsLayout,
                children: [
                  { path: 'settings/:id?', lazy: settingsEntryPage },
                  { path: 'subscription/:id?', lazy: settingsEntryPage },
                  { path: 'system-configuration/:id?', lazy: settingsEntryPage },
                  // Spec §2 makes the id optional here as well; without it the path reads like the form
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
