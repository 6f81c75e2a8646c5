import { can, userRoutes } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { settingsSectionOf } from '../../components/settings/settingsMenus';
import { isApiError } from '../../lib/api';
import { i18n, setInterfaceLanguage } from '../../lib/i18n';
import { languageOfLocale } from '../../lib/locale';
import { useApi } from '../../lib/useApi';
import { MeContext, meQueryKey } from './me';

/** Everyone signed in, Registered included, has their own profile and settings (account, language). */
export function isOwnProfilePath(pathname: string): boolean {
  return pathname === '/profile' || settingsSectionOf(pathname) === 'settings';
}

/** Where the audits are: all an external auditor may open besides their own profile and settings. */
export const AUDITS_PATH = '/audits';

export function isAuditsPath(pathname: string): boolean {
  return pathname === AUDITS_PATH || pathname.startsWith(`${AUDITS_PATH}/`);
}

/**
 * Loads the signed-in user once the sign-in has, and lets only those who may read the company's data further,
 * apart from their own profile and settings. An external auditor, who reads only the audits granted to them,
 * lands on the audits wherever else they go; everyone else sees /unauthorized.
 */
export function RequireAppAccess() {
  const api = useApi();
  const { pathname } = useLocation();
  const { data: me, error } = useQuery({
    queryKey: meQueryKey,
    queryFn: async ({ signal }) => {
      const found = await api.call(userRoutes.me, {}, signal);
      // Only the active language's texts are fetched at start; the user's are in before the first paint.
      await i18n.loadLanguages(languageOfLocale(found.user.language));
      return found;
    },
  });
  const language = me === undefined ? undefined : languageOfLocale(me.user.language);

  // The user record decides the language. A layout effect, so the first paint is already in it.
  useLayoutEffect(() => {
    if (language !== undefined) {
      void setInterfaceLanguage(language);
    }
  }, [language]);

  if (me === undefined) {
    // After a 401 or 403 the API client is already on its way to the provider or to /unauthorized.
    if (error === null || isApiError(error, 401) || isApiError(error, 403)) {
      return <PageLoader />;
    }
    throw error;
  }
  // The settings layout then lets each role open only the entries it may.
  if (!can(me.role, 'data:read') && !isOwnProfilePath(pathname)) {
    if (!can(me.role, 'audit:read')) return <Navigate to="/unauthorized" replace />;
    if (!isAuditsPath(pathname)) return <Navigate to={AUDITS_PATH} replace />;
  }
  return (
    <MeContext value={me}>
      <Outlet />
    </MeContext>
  );
}
