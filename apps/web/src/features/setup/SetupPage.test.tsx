import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setInterfaceLanguage } from '../../lib/i18n';
import { type FakeRequest, jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';

afterEach(async () => {
  notifications.clean();
  await setInterfaceLanguage('en');
});

const answer = () => {
  const { company, user } = testMe('Administrator');
  return { company: { ...company, name: 'Acme AS' }, user: { ...user, email: 'ada@acme.example' } };
};

async function fill(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme AS');
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Admin');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@acme.example');
  await user.type(screen.getByLabelText(/^Password/), password);
}

/** Opens /setup on an installation that needs it; `reply` answers POST /v1/setup, whose requests land in `sent`. */
async function openSetup(reply: () => Response = () => jsonResponse(answer(), 201)) {
  const sent: FakeRequest[] = [];
  const view = renderRoute('/setup', {
    config: { setupRequired: true },
    me: null,
    api: {
      'POST /v1/setup': (request) => {
        sent.push(request);
        return reply();
      },
    },
  });
  await screen.findByRole('form', { name: 'Set up Praxis' });
  return { ...view, sent, user: userEvent.setup() };
}

describe('first run (/setup)', () => {
  it('takes every page there while setup is required, signed in or not', async () => {
    const { router, userManager } = renderRoute('/praxis', { config: { setupRequired: true }, me: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up Praxis' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/setup');
    expect(userManager.signinRedirect).not.toHaveBeenCalled();
  });

  it('creates the company and its Administrator, then signs in with the email filled in', async () => {
    const { userManager, sent, user } = await openSetup();
    await fill(user, 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    await waitFor(() =>
      expect(userManager.signinRedirect).toHaveBeenCalledWith(
        expect.objectContaining({ state: '/', login_hint: 'ada@acme.example' }),
      ),
    );
    expect(sent[0]?.body).toEqual({
      companyName: 'Acme AS',
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'ada@acme.example',
      password: 'correct horse battery staple',
      language: 'en-US',
    });
    expect(await screen.findByText('Acme AS is set up. Sign in with your new account.')).toBeInTheDocument();
  });

  it('says a password is too short before sending, and shows the server refusing a common one', async () => {
    const { sent, user } = await openSetup(() => {
      const message = 'This password is too common; choose another';
      return jsonResponse(
        { status: 400, code: 'validation', message, details: [{ field: 'body.password', message }] },
        400,
      );
    });
    await fill(user, 'short pass');
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAccessibleDescription(expect.stringContaining('At least 12 characters'));
    expect(sent).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'password1234');
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('This password is too common; choose another'),
      ),
    );
    expect(sent).toHaveLength(1);
  });

  it('speaks Norwegian when chosen, and sends that language for the Administrator', async () => {
    const { sent, user } = await openSetup();
    await user.click(screen.getByRole('radio', { name: 'Norsk bokmål' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sett opp Praxis' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Virksomhetens navn' }), 'Acme AS');
    await user.type(screen.getByRole('textbox', { name: 'Fornavn' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Etternavn' }), 'Admin');
    await user.type(screen.getByRole('textbox', { name: 'E-post' }), 'ada@acme.example');
    await user.type(screen.getByLabelText(/^Passord/), 'short');
    await user.click(screen.getByRole('button', { name: 'Sett opp' }));
    expect(screen.getByLabelText(/^Passord/)).toHaveAccessibleDescription(
      expect.stringContaining('Minst 12 tegn'),
    );
    await user.clear(screen.getByLabelText(/^Passord/));
    await user.type(screen.getByLabelText(/^Passord/), 'correct horse battery staple');
    await user.click(screen.getByRole('button', { name: 'Sett opp' }));
    await waitFor(() => expect(sent[0]?.body).toMatchObject({ language: 'nb-NO' }));
  });

  it('leads to the sign-in once the installation is set up', async () => {
    const { router, userManager } = renderRoute('/setup', { me: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(userManager.signinRedirect).toHaveBeenCalled());
  });
});
