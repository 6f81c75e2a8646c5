import { useEffect, useMemo, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { createApiClient } from '../lib/api';
import { authPaths, describeError, signIn } from '../lib/auth';
import { currentLocale } from '../lib/i18n';
import { log } from '../lib/log';
import { ApiContext } from '../lib/useApi';
import { useRuntimeConfig } from '../lib/useRuntimeConfig';
import { useUserManager } from '../lib/useUserManager';

/**
 * The root route: gives every page the API client, which needs the router to answer 401 and 403, and sends
 * every page to /setup while the installation still needs one.
 */
export function ApiProvider() {
  const config = useRuntimeConfig();
  const userManager = useUserManager();
  const navigate = useNavigate();
  const location = useLocation();
  // The client outlives navigations; it reads the page to come back to at the moment a 401 arrives.
  const currentPath = useRef('/');
  useEffect(() => {
    currentPath.current = `${location.pathname}${location.search}${location.hash}`;
  }, [location]);

  const api = useMemo(() => {
    // Several calls of one page fail together when a session ends; one trip to the provider is enough.
    let signingIn = false;
    return createApiClient({
      baseUrl: config.apiBaseUrl,
      apiVersion: config.apiVersion,
      accessToken: async () => (await userManager.getUser())?.access_token ?? null,
      onUnauthorized: () => {
        if (signingIn) {
          return;
        }
        signingIn = true;
        signIn(userManager, currentPath.current).catch((error: unknown) => {
          signingIn = false;
          log.warn('could not start the sign-in', describeError(error));
        });
      },
      onForbidden: () => navigate('/unauthorized', { replace: true }),
      locale: currentLocale,
    });
  }, [config, userManager, navigate]);

  // On the first run nobody can sign in before the installation has a company and an Administrator.
  if (config.setupRequired && location.pathname !== authPaths.setup) {
    return <Navigate to={authPaths.setup} replace />;
  }
  return (
    <ApiContext value={api}>
      <Outlet />
    </ApiContext>
  );
}
