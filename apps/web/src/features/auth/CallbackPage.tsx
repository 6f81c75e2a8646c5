import { useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { Navigate, useNavigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { authPaths, describeError, returnPathOf } from '../../lib/auth';
import { useOnce } from '../../lib/useOnce';
import { useUserManager } from '../../lib/useUserManager';

/** `/callback`: completes the sign-in and opens the page the user asked for before it. */
export function CallbackPage() {
  const userManager = useUserManager();
  const auth = useAuth();
  const navigate = useNavigate();
  const [returnTo, setReturnTo] = useState<string | null>(null);

  useOnce(() => {
    userManager.signinCallback().then(
      (user) => setReturnTo(returnPathOf(user?.state)),
      (error: unknown) =>
        navigate(authPaths.signInError, { replace: true, state: { error: describeError(error) } }),
    );
  });

  // Waits until the auth context holds the new user too; the sign-in check of the page to come would
  // otherwise take the moment in between for a signed-out visit and start over.
  if (returnTo !== null && auth.isAuthenticated) {
    return <Navigate to={returnTo} replace />;
  }
  return <PageLoader />;
}
