import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { User } from 'oidc-client-ts';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testAccessToken, testMe, testUser, testUserManager } from '../../test/testAuth';

const unauthorizedText =
  'Your account is not authorized to access this app. Please contact the administrator for assistance.';

/** What a person would read: Mantine puts its CSS variables in style elements inside the tree. */
function textWithoutStyles(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const style of copy.querySelectorAll('style')) {
    style.remove();
  }
  return copy.textContent ?? '';
}

function meCalls(fetchMock: ReturnType<typeof renderRoute>['fetchMock']) {
  return fetchMock.mock.calls.filter(([url]) => new URL(String(url)).pathname === '/v1/Me');
}

describe('sign-in check', () => {
  it('signed out, a deep link goes to the provider with the page to come back to', async () => {
    const { userManager, fetchMock } = renderRoute('/settings/account?tab=2#top', { me: null });
    await waitFor(() =>
      expect(userManager.signinRedirect).toHaveBeenCalledWith({
        state: '/settings/account?tab=2#top',
        ui_locales: 'en-US',
      }),
    );
    expect(userManager.signinRedirect).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(meCalls(fetchMock)).toEqual([]);
  });

  it('signed in, the page opens after GET /v1/Me with the Bearer token', async () => {
    const { userManager, fetchMock } = renderRoute('/praxis');
    expect(await screen.findByRole('heading', { level: 1, name: 'Specifications' })).toBeInTheDocument();
    const [call] = meCalls(fetchMock);
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(`Bearer ${testAccessToken}`);
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });

  it('a Registered user lands on /unauthorized', async () => {
    const { router } = renderRoute('/praxis', { me: testMe('Registered') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(screen.getByText(unauthorizedText)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('any 403 answer sends the user to /unauthorized', async () => {
    const { router } = renderRoute('/praxis', {
      api: { 'GET /v1/Me': () => errorResponse(403, 'forbidden', 'Not for you') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('a 401 answer (a token the API no longer takes) signs in again, back to the same page', async () => {
    const { userManager } = renderRoute('/praxis/specification/7', {
      api: { 'GET /v1/Me': () => errorResponse(401, 'unauthorized', 'Token expired') },
    });
    await waitFor(() =>
      expect(userManager.signinRedirect).toHaveBeenCalledWith({
        state: '/praxis/specification/7',
        ui_locales: 'en-US',
      }),
    );
  });

  it('the interface takes the language of the user record', async () => {
    renderRoute('/praxis', { me: testMe('Reader', 'nb-NO') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spesifikasjoner' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nb');
    expect(document.cookie).toContain('praxis_locale=nb');
  });
});

describe('sign-in routes', () => {
  it('/login goes to the provider while signed out and comes back to the home page', async () => {
    const { userManager } = renderRoute('/login', { me: null });
    await waitFor(() =>
      expect(userManager.signinRedirect).toHaveBeenCalledWith({ state: '/', ui_locales: 'en-US' }),
    );
    expect(userManager.signinRedirect).toHaveBeenCalledOnce();
  });

  it('/logout signs out at the provider', async () => {
    const { userManager } = renderRoute('/logout');
    await waitFor(() => expect(userManager.signoutRedirect).toHaveBeenCalledOnce());
  });

  it('/callback lands on the sign-in error page when the answer cannot be used', async () => {
    const userManager = testUserManager(null);
    vi.spyOn(userManager, 'signinCallback').mockRejectedValue(
      new Error('No matching state found in storage'),
    );
    renderRoute('/callback?code=c&state=forged', { userManager });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No matching state found in storage');
  });

  it('/callback completes the sign-in and opens the page asked for', async () => {
    const userManager = testUserManager(null);
    // Answers as after a real code exchange: the user is stored (userLoaded raised), then handed back.
    const callback = vi.spyOn(userManager, 'signinCallback').mockImplementation(async () => {
      const user = new User({ ...testUser(), userState: '/settings/account' });
      vi.mocked(userManager.getUser).mockResolvedValue(user);
      await userManager.events.load(user);
      return user;
    });
    const { router } = renderRoute('/callback?code=c&state=s', { userManager });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/account'));
    expect(callback).toHaveBeenCalledOnce();
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });

  it('a failed callback shows the sign-in error page with the reason, and Try again signs in', async () => {
    const user = userEvent.setup();
    const { router, userManager } = renderRoute('/signin-oidc-error', {
      me: null,
      state: { error: 'access_denied: the user cancelled' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('access_denied: the user cancelled');
    expect(router.state.location.pathname).toBe('/signin-oidc-error');
    expect(userManager.signinRedirect).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(userManager.signinRedirect).toHaveBeenCalledWith({ state: '/', ui_locales: 'en-US' });
  });

  it('/silent-renew hands the answer to the parent window and shows, loads and starts nothing', async () => {
    const { userManager, fetchMock, container } = renderRoute('/silent-renew', { me: null });
    await waitFor(() => expect(userManager.signinSilentCallback).toHaveBeenCalledOnce());
    expect(textWithoutStyles(container)).toBe('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a successful answer of GET /v1/Me', () => {
  it('is what useMe gives the pages', async () => {
    const me = testMe('User');
    renderRoute('/praxis', { api: { 'GET /v1/Me': () => jsonResponse(me) } });
    expect(await screen.findByRole('button', { name: 'Ulf User' })).toBeInTheDocument();
  });
});
