import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';

describe('/unauthorized', () => {
  it('explains the missing authorisation without any app chrome', async () => {
    renderRoute('/unauthorized');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your account is not authorized to access this app. Please contact the administrator for assistance.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('/unauthorized: the ways out', () => {
  it('offers the home page, the own profile and signing out', async () => {
    const { router, userManager } = renderRoute('/unauthorized', { me: testMe('Registered') });
    await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' });
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    await router.navigate('/unauthorized');
    await user.click(await screen.findByRole('link', { name: 'Log out' }));
    await waitFor(() => expect(userManager.signoutRedirect).toHaveBeenCalled());
  });
});

describe('what a Registered user may open', () => {
  it.each([
    ['/profile', 'heading', 'Profile'],
    ['/settings/account', 'form', 'Account'],
  ] as const)('%s: their own profile and settings', async (path, role, name) => {
    const { router } = renderRoute(path, { me: testMe('Registered') });
    expect(await screen.findByRole(role, { name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('/praxis: the company data leads to /unauthorized', async () => {
    const { router } = renderRoute('/praxis', { me: testMe('Registered') });
    await screen.findByRole('heading', { level: 1, name: 'Unauthorized Access' });
    expect(router.state.location.pathname).toBe('/unauthorized');
  });
});

describe('what an external auditor may open', () => {
  // The audits' pages answer from this list; whatever they show, the auditor stays on them.
  const api = { 'GET /v2/audits': () => jsonResponse([]) };

  it.each(['/', '/praxis', '/my-work', '/system-configuration/persons', '/audits'])(
    '%s leads to the audits',
    async (path) => {
      const { router } = renderRoute(path, { me: testMe('Auditor'), api });
      await waitFor(() => expect(router.state.location.pathname).toBe('/audits'));
    },
  );

  /** Opens the main menu on the profile page as `role`; answers the menu and its links' names. */
  async function mainMenuAs(role: 'Auditor' | 'Reader') {
    const user = userEvent.setup();
    const { router } = renderRoute('/profile', { me: testMe(role), api });
    await user.click(await screen.findByRole('button', { name: 'Open main menu' }));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    return { user, router, menu, links };
  }

  it('keeps their own profile, and a main menu of the audits alone', async () => {
    const { user, router, menu, links } = await mainMenuAs('Auditor');
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(links).toEqual(['Audits']);
    await user.click(within(menu).getByRole('link', { name: 'Audits' }));
    expect(router.state.location.pathname).toBe('/audits');
  });

  it("is not offered to the company's own people, whose menu has the audits and the plan of action among the rest", async () => {
    expect((await mainMenuAs('Reader')).links).toEqual([
      'Praxis',
      'Risks',
      'My work',
      'Audits',
      'Plan of action',
    ]);
  });
});
