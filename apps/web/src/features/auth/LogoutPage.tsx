import { useState } from 'react';
import { ErrorPage } from '../../components/ErrorPage';
import { PageLoader } from '../../components/PageLoader';
import { describeError } from '../../lib/auth';
import { useOnce } from '../../lib/useOnce';
import { useUserManager } from '../../lib/useUserManager';

/**
 * `/logout`: ends the session at the provider, not only in this tab. The stored ID token goes
 * along as id_token_hint, and the provider sends the browser back to the app, which asks to sign in.
 */
export function LogoutPage() {
  const userManager = useUserManager();
  const [error, setError] = useState<string | null>(null);
  useOnce(() => {
    userManager.signoutRedirect().catch((reason: unknown) => setError(describeError(reason)));
  });
  return error === null ? <PageLoader /> : <ErrorPage message={error} />;
}
