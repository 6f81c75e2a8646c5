import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, type FakeRequest, jsonResponse } from '../test/fakeApi';
import { renderRoute } from '../test/renderRoute';
import { profileBody, testMe } from '../test/testAuth';

const me = testMe('Administrator');
const userPath = `PUT /v1/Users/${me.user.userId}`;
// The page behind the menu lists specifications; an empty list keeps its own messages out of the way.
// A company with nothing yet: /praxis lists no specifications and an empty dashboard, so the only alert on
// the page is the toast a test looks for.
const noSpecifications = {
  'GET /v2/specifications': () => jsonResponse([]),
  'GET /v2/dashboard': () =>
    jsonResponse({
      specifications: [],
      overdue: { count: 0, data: [] },
      expiring: { count: 0, data: [] },
      occurrences: { due: 0, overdue: 0 },
      evidenceAwaitingReview: 0,
      findings: {
        open: { 'major-nonconformity': 0, 'minor-nonconformity': 0, observation: 0, opportunity: 0 },
        overdue: 0,
      },
      people: [],
    }),
};

async function openUserMenu(name = 'Ada Admin') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, menu: screen.getByRole('menu') };
}

describe('user menu', () => {
  it('shows the name and, for an administrator, language, settings, system configuration and log out', async () => {
    renderRoute('/praxis', { me });
    const banner = await screen.findByRole('banner');
    const { menu } = await openUserMenu();
    expect(within(banner).getByRole('button', { name: 'Ada Admin' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.getAttribute('aria-label') ?? item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Language: English', null],
      ['Settings', '/settings/account'],
      ['System configuration', '/system-configuration/persons'],
      ['Log out', '/logout'],
    ]);
  });

  it.each(['User', 'Reader'] as const)('hides System configuration from a %s', async (role) => {
    const person = testMe(role);
    renderRoute('/praxis', { me: person });
    const { menu } = await openUserMenu(person.user.displayName ?? '');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'System configuration' })).not.toBeInTheDocument();
  });

  it('the language entry opens the language list with a check mark on the active language only', async () => {
    renderRoute('/praxis', { me });
    const { user, menu } = await openUserMenu();
    const entry = within(menu).getByRole('menuitem', { name: 'Language: English' });
    expect(entry).toHaveAttribute('aria-expanded', 'false');

    await user.click(entry);
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    const list = within(menu).getByRole('group', { name: 'Languages' });
    const english = within(list).getByRole('menuitemradio', { name: 'English' });
    const norwegian = within(list).getByRole('menuitemradio', { name: 'Norsk bokmål' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(norwegian).toHaveAttribute('aria-checked', 'false');
    expect(english.querySelector('svg')).not.toBeNull();
    expect(norwegian.querySelector('svg')).toBeNull();
    expect(norwegian).toHaveAttribute('lang', 'nb');

    await user.click(entry);
    expect(within(menu).queryByRole('group', { name: 'Languages' })).not.toBeInTheDocument();
  });

  it('Settings leads to /settings/account and closes the menu', async () => {
    const { router } = renderRoute('/praxis', { me });
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/account'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Log out signs out through the provider', async () => {
    const { userManager } = renderRoute('/praxis', { me });
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(userManager.signoutRedirect).toHaveBeenCalledOnce());
  });

  it('the trigger toggles the menu; a click outside and Escape close it', async () => {
    renderRoute('/praxis', { me });
    const { user } = await openUserMenu();
    const trigger = screen.getByRole('button', { name: 'Ada Admin' });

    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Specifications' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('is usable from the keyboard alone', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/praxis', { me });
    const trigger = await screen.findByRole('button', { name: 'Ada Admin' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    // Opened from the keyboard, the menu puts the focus on its first item.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Language: English' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/account'));
  });
});

describe('language change', () => {
  it('saves the language on the server first, then switches the interface', async () => {
    let answer: (response: Response) => void = () => {};
    const requests: FakeRequest[] = [];
    const { router } = renderRoute('/praxis', {
      me,
      api: {
        ...noSpecifications,
        [userPath]: (request) => {
          requests.push(request);
          return new Promise((resolve) => {
            answer = resolve;
          });
        },
      },
    });
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Language: English' }));
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Norsk bokmål' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    // The whole profile goes with the one change.
    expect(requests[0]?.body).toEqual(profileBody(me.user, { language: 'nb-NO' }));
    // Until the server has answered, nothing has changed.
    expect(screen.getByRole('heading', { level: 1, name: 'Specifications' })).toBeInTheDocument();
    expect(document.cookie).toBe('praxis_locale=en');

    answer(new Response(null, { status: 204 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spesifikasjoner' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Norsk bokmål er valgt');
    expect(document.documentElement.lang).toBe('nb');
    expect(document.cookie).toContain('praxis_locale=nb');
    expect(router.state.location.pathname).toBe('/praxis');

    await user.click(screen.getByRole('button', { name: 'Ada Admin' }));
    expect(screen.getByRole('menuitem', { name: 'Språk: Norsk bokmål' })).toBeInTheDocument();
  });

  it('when the server refuses, the interface stays as it was and an error toast says not updated', async () => {
    renderRoute('/praxis', {
      me,
      api: { ...noSpecifications, [userPath]: () => errorResponse(500, 'internal', 'Database unavailable') },
    });
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Language: English' }));
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Norsk bokmål' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('not updated');
    expect(toast).toHaveTextContent('500');
    expect(screen.getByRole('heading', { level: 1, name: 'Specifications' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toBe('praxis_locale=en');

    await user.click(screen.getByRole('button', { name: 'Ada Admin' }));
    await user.click(screen.getByRole('menuitem', { name: 'Language: English' }));
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  });
});
