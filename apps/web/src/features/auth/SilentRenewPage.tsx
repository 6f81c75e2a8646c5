import { describeError } from '../../lib/auth';
import { log } from '../../lib/log';
import { useOnce } from '../../lib/useOnce';
import { useUserManager } from '../../lib/useUserManager';

/**
 * `/silent-renew`, loaded in the hidden frame of a renewal without refresh token: hands the answer to the
 * app in the parent window and shows nothing. It sits outside the sign-in check, so it never starts a
 * sign-in or loads the user itself.
 */
export function SilentRenewPage() {
  const userManager = useUserManager();
  useOnce(() => {
    userManager
      .signinSilentCallback()
      .catch((error: unknown) => log.warn('silent renewal callback failed', describeError(error)));
  });
  return null;
}
