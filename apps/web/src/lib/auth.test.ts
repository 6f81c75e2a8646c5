import { notifications } from '@mantine/notifications';
import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../test/testConfig';
import { createUserManager, returnPathOf, signIn } from './auth';
import { i18n } from './i18n';

function testUserExpiringIn(seconds: number) {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    access_token: 'a',
    token_type: 'Bearer',
    profile: { sub: 's', iss: 'i', aud: 'c', exp: now + seconds, iat: now },
    expires_at: now + seconds,
  });
}

describe('sign-in set-up', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('code flow with automatic silent renewal, client and scope from the runtime configuration', () => {
    const config = {
      ...testConfig,
      oidc: { authority: 'https://id.example.test', clientId: 'other', scope: 'openid x' },
    };
    const { settings } = createUserManager(config, 'https://praxis.example.test');
    expect(settings).toMatchObject({
      authority: 'https://id.example.test',
      client_id: 'other',
      scope: 'openid x',
      response_type: 'code',
      redirect_uri: 'https://praxis.example.test/callback',
      silent_redirect_uri: 'https://praxis.example.test/silent-renew',
      post_logout_redirect_uri: 'https://praxis.example.test/',
      automaticSilentRenew: true,
      ui_locales: 'en-US',
    });
  });

  it('keeps the signed-in user in localStorage, so a new tab (the report) is signed in too', async () => {
    const userManager = createUserManager(testConfig, 'http://localhost:3000');
    await userManager.storeUser(testUserExpiringIn(60));
    expect(
      localStorage.getItem(`oidc.user:${testConfig.oidc.authority}:${testConfig.oidc.clientId}`),
    ).toContain('"access_token":"a"');
    await userManager.removeUser();
  });

  it('sends the page to come back to in the state and the interface locale as ui_locales', async () => {
    const userManager = createUserManager(testConfig, 'http://localhost:3000');
    const redirect = vi.spyOn(userManager, 'signinRedirect').mockResolvedValue();
    await i18n.changeLanguage('nb');
    await signIn(userManager, '/settings/account?tab=1');
    expect(redirect).toHaveBeenCalledWith({ state: '/settings/account?tab=1', ui_locales: 'nb-NO' });
  });

  it.each([
    ['/settings/account', '/settings/account'],
    ['//evil.example/path', '/'],
    ['https://evil.example/', '/'],
    [undefined, '/'],
    [{ path: '/praxis' }, '/'],
  ])('returns to %j as %s after sign-in', (state, expected) => {
    expect(returnPathOf(state)).toBe(expected);
  });

  it('token expiring, expired, renewal error and signed out are logged, never shown', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const show = vi.spyOn(notifications, 'show');
    vi.useFakeTimers();
    const userManager = createUserManager(testConfig, 'http://localhost:3000');
    // Automatic renewal answers the expiring token; here it fails, as it does when the provider is gone.
    vi.spyOn(userManager, 'signinSilent').mockRejectedValue(new Error('login_required'));
    await userManager.events.load(testUserExpiringIn(30));
    // oidc-client-ts checks its timers every 5 s.
    await vi.advanceTimersByTimeAsync(40_000);
    // The provider's session monitor raises this one; only the library itself can.
    await (userManager.events as unknown as { _raiseUserSignedOut(): Promise<void> })._raiseUserSignedOut();
    vi.useRealTimers();

    expect(info).toHaveBeenCalledWith('[praxis] access token expiring');
    expect(warn).toHaveBeenCalledWith('[praxis] access token expired');
    expect(warn).toHaveBeenCalledWith('[praxis] silent renewal failed', 'login_required');
    expect(info).toHaveBeenCalledWith('[praxis] user signed out at the provider');
    expect(show).not.toHaveBeenCalled();
  });
});
