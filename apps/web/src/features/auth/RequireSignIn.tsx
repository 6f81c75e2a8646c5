import { useEffect, useRef } from 'react';
import { useAuth } from 'react-oidc-context';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { authPaths, describeError, signIn } from '../../lib/auth';
import { useUserManager } from '../../lib/useUserManager';

/**
 * The navigation check every route but the sign-in flow runs through. Signed out, the
 * browser goes to the provider and comes back to the page asked for.
 */
export function RequireSignIn() {
  const auth = useAuth();
  const userManager = useUserManager();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const signedOut = !auth.isLoading && !auth.isAuthenticated;
  const signingIn = useRef(false);

  useEffect(() => {
    if (!signedOut || signingIn.current) {
      return;
    }
    signingIn.current = true;
    signIn(userManager, `${pathname}${search}${hash}`).catch((error: unknown) =>
      navigate(authPaths.signInError, { replace: true, state: { error: describeError(error) } }),
    );
  }, [signedOut, userManager, navigate, pathname, search, hash]);

  return auth.isAuthenticated ? <Outlet /> : <PageLoader />;
}
