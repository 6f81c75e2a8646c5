import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';

afterEach(() => notifications.clean());

const sessions = [
  {
    id: 'one',
    agent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    signedInAt: '2026-11-24T10:00:00.000Z',
    expiresAt: null,
    current: true,
  },
  { id: 'two', agent: null, signedInAt: '2026-11-20T08:00:00.000Z', expiresAt: null, current: false },
];

describe('login settings (/settings/login)', () => {
  it('changes the password only with the current one, and says which field is wrong', async () => {
    const sent: unknown[] = [];
    let wrong = true;
    renderRoute('/settings/login', {
      api: {
        'GET /v1/Me/sessions': () => jsonResponse(sessions),
        'PUT /v1/Me/password': ({ body }) => {
          sent.push(body);
          if (!wrong) return new Response(null, { status: 204 });
          return jsonResponse(
            {
              status: 400,
              code: 'validation',
              message: 'body.currentPassword: The current password is wrong',
              details: [{ field: 'body.currentPassword', message: 'The current password is wrong' }],
            },
            400,
          );
        },
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Change password' });
    const current = within(form).getByLabelText(/Current password/);
    const next = within(form).getByLabelText(/New password/);
    await user.type(current, 'not it');
    await user.type(next, 'short');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Use at least 12 characters')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(next);
    await user.type(next, 'correct horse battery');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The current password is wrong')).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: 'not it', newPassword: 'correct horse battery' }]);
    wrong = false;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item was updated')).toBeInTheDocument();
    // Saved, the passwords leave the screen.
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
  });

  it('lists the sessions, marks this one, and signs out all others after a confirmation', async () => {
    let signedOut = false;
    renderRoute('/settings/login', {
      api: {
        'GET /v1/Me/sessions': () => jsonResponse(signedOut ? sessions.slice(0, 1) : sessions),
        'POST /v1/Me/sessions/sign-out-others': () => {
          signedOut = true;
          return jsonResponse({ signedOut: 1 });
        },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('2 active sessions')).toBeInTheDocument();
    expect(screen.getByText('Chrome · Linux')).toBeInTheDocument();
    expect(screen.getByText('This session')).toBeInTheDocument();
    expect(screen.getByText('Unknown device')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('All other sessions were signed out')).toBeInTheDocument();
    expect(await screen.findByText('1 active session')).toBeInTheDocument();
    expect(signedOut).toBe(true);
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });
});
