import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { authPaths, describeError, signIn } from '../../lib/auth';
import { useOnce } from '../../lib/useOnce';
import { useUserManager } from '../../lib/useUserManager';

/** `/login` (public route 'login'): straight to the provider's sign-in, then to the home page. */
export function LoginPage() {
  const userManager = useUserManager();
  const navigate = useNavigate();
  useOnce(() => {
    signIn(userManager, '/').catch((error: unknown) =>
      navigate(authPaths.signInError, { replace: true, state: { error: describeError(error) } }),
    );
  });
  return <PageLoader />;
}
