import type { RuntimeConfig } from '@praxis/contract';
import { UserManager, type UserManagerEvents, WebStorageStateStore } from 'oidc-client-ts';
import { createContext } from 'react';
import { currentLocale } from './i18n';
import { log } from './log';

/** The app's own paths of the sign-in flow; the provider knows them as redirect URIs. */
export const authPaths = {
  login: '/login',
  logout: '/logout',
  callback: '/callback',
  silentRenew: '/silent-renew',
  signInError: '/signin-oidc-error',
  /** On the first run, while the installation has no company, every page leads here. */
  setup: '/setup',
} as const;

// None of these is the user's business. Silent renewal and, failing that, the next sign-in
// redirect deal with them; the console keeps a trace for whoever debugs a session.
function logSignInEvents(events: UserManagerEvents) {
  events.addAccessTokenExpiring(() => log.info('access token expiring'));
  events.addAccessTokenExpired(() => log.warn('access token expired'));
  events.addSilentRenewError((error) => log.warn('silent renewal failed', error.message));
  events.addUserSignedOut(() => log.info('user signed out at the provider'));
}

/** The OpenID Connect code flow with automatic silent renewal, set up from /config.json. */
export function createUserManager(
  config: RuntimeConfig,
  origin: string = window.location.origin,
): UserManager {
  const userManager = new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    response_type: 'code',
    redirect_uri: `${origin}${authPaths.callback}`,
    silent_redirect_uri: `${origin}${authPaths.silentRenew}`,
    post_logout_redirect_uri: `${origin}/`,
    automaticSilentRenew: true,
    ui_locales: currentLocale(),
    // localStorage rather than the default sessionStorage: the report opens in a new tab, which
    // must not send the user through the provider again, and the end-to-end suite can then reuse one
    // sign-in per user through Playwright's storage state. Any script able to read one storage can read
    // the other, so this widens nothing an attacker with script access would not already have.
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
  logSignInEvents(userManager.events);
  // Sign-ins abandoned at the provider and the state of past sign-outs would otherwise pile up in storage.
  void userManager.clearStaleState();
  return userManager;
}

/**
 * Sends the browser to the provider's sign-in. `returnTo` (a path of this app) travels in the sign-in
 * state, which stays in this browser's storage, so /callback can go back to the page the user asked for.
 * The provider's page speaks the interface's current language, and shows `loginHint` (an email) filled in.
 */
export function signIn(userManager: UserManager, returnTo: string, loginHint?: string): Promise<void> {
  return userManager.signinRedirect({ state: returnTo, ui_locales: currentLocale(), login_hint: loginHint });
}

/** The path to open after sign-in: only a path of this app, never another origin. */
export function returnPathOf(state: unknown): string {
  return typeof state === 'string' && state.startsWith('/') && !state.startsWith('//') ? state : '/';
}

/** What a failed sign-in step says about itself; the provider's own error text when it sent one. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const UserManagerContext = createContext<UserManager | null>(null);
