import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';

// Toasts live in a store of their own, which outlives each test's render.
afterEach(() => notifications.clean());

async function openAccount(options: Parameters<typeof renderRoute>[1] = {}) {
  const view = renderRoute('/settings/account', options);
  await screen.findByRole('form', { name: options.me?.user.language === 'nb-NO' ? 'Konto' : 'Account' });
  return { ...view, user: userEvent.setup() };
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await user.clear(input);
  if (text !== '') await user.type(input, text);
  await user.tab();
  return input;
}

describe('account settings (/settings/account)', () => {
  it('shows every field of the profile filled from the signed-in user', async () => {
    await openAccount();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Admin');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveValue('Ada Admin');
    for (const label of ['Phone number', 'Title', 'Department', 'City', 'Country']) {
      expect(screen.getByRole('textbox', { name: label })).toHaveValue('');
    }
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    expect(screen.getByRole('switch', { name: 'Show me in the directory' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Allow email notifications' })).toBeChecked();
    // The user's userType is shown as their Role.
    expect(screen.getByRole('textbox', { name: 'Role' })).toHaveValue('Administrator');
  });

  it.each([
    ['First name', '', 'Field is required'],
    ['Email', 'abc', 'Invalid email'],
    ['Phone number', '1234567', '8-12 digits required'],
    ['Phone number', '1234567890123', '8-12 digits required'],
    ['Phone number', '1234abcd', 'Only numeric characters'],
    ['Title', 'ab', 'Short text, min 3 chars'],
  ])('%s set to %j says %s', async (label, text, message) => {
    await openAccount();
    const input = await typeInto(userEvent.setup(), label, text);
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('in Norwegian: the field messages are translated', async () => {
    const { user } = await openAccount({ me: testMe('Administrator', 'nb-NO') });
    await typeInto(user, 'Telefonnummer', '12');
    expect(screen.getByText('8–12 sifre kreves')).toBeInTheDocument();
    await typeInto(user, 'Fornavn', '');
    expect(screen.getByText('Feltet må fylles ut')).toBeInTheDocument();
  });

  it('8 and 12 digits and 3 characters pass, and the problem goes as soon as it is fixed', async () => {
    const { user } = await openAccount();
    const phone = await typeInto(user, 'Phone number', '1234567');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await user.type(phone, '8');
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await typeInto(user, 'Phone number', '123456789012');
    expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    expect(await typeInto(user, 'Title', 'CEO')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends nothing while a field is invalid', async () => {
    const { user, fetchMock } = await openAccount();
    await typeInto(user, 'Email', 'abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('saves the whole profile with PUT /v1/Users/{userId}, empty optional texts as null, and says Item was updated', async () => {
    const me = testMe();
    let sent: unknown;
    const { user } = await openAccount({
      me,
      api: {
        [`PUT /v1/Users/${me.user.userId}`]: ({ body }) => {
          sent = body;
          return jsonResponse({ ...me.user, phoneNumber: '12345678' });
        },
      },
    });
    await typeInto(user, 'Phone number', '12345678');
    await typeInto(user, 'Department', 'Risk');
    await user.click(screen.getByRole('switch', { name: 'Allow email notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Item was updated')).toBeInTheDocument();
    expect(sent).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Admin',
      displayName: 'Ada Admin',
      phoneNumber: '12345678',
      profileImage: null,
      title: null,
      department: 'Risk',
      city: null,
      country: null,
      showInDirectory: true,
      allowEmailNotifications: false,
      language: 'en-US',
    });
  });

  it("puts the server's 400 details on the field they name and shows the error toast", async () => {
    const me = testMe();
    const { user } = await openAccount({
      me,
      api: {
        [`PUT /v1/Users/${me.user.userId}`]: () =>
          jsonResponse(
            {
              status: 400,
              code: 'validation',
              message: 'body.department: Short text, min 3 chars',
              details: [{ field: 'body.department', message: 'Short text, min 3 chars' }],
            },
            400,
          ),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const department = screen.getByRole('textbox', { name: 'Department' });
    await waitFor(() => expect(department).toHaveAccessibleDescription('Short text, min 3 chars'));
    expect(await screen.findByText('item was not updated')).toBeInTheDocument();
    expect(screen.getByText(/^400 · /)).toBeInTheDocument();
  });

  it('turns the calendar feed on, shows its address once, renews it and turns it off', async () => {
    let enabled = false;
    let made = 0;
    const { user } = await openAccount({
      api: {
        'GET /v1/Me/calendar': () =>
          jsonResponse({ enabled, createdAt: enabled ? '2026-03-14T10:00:00.000Z' : null }),
        'POST /v1/Me/calendar': () => {
          enabled = true;
          made += 1;
          return jsonResponse(
            { url: `http://praxis.test/v1/calendar/t${made}.ics`, createdAt: '2026-03-14T10:00:00.000Z' },
            201,
          );
        },
        'DELETE /v1/Me/calendar': () => {
          enabled = false;
          return new Response(null, { status: 204 });
        },
      },
    });
    expect(await screen.findByText('Your calendar feed is off.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on calendar feed' }));
    expect(await screen.findByRole('textbox', { name: 'Calendar address' })).toHaveValue(
      'http://praxis.test/v1/calendar/t1.ics',
    );
    expect(await screen.findByText('Your calendar feed is on since Mar 14, 2026.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renew address' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Calendar address' })).toHaveValue(
        'http://praxis.test/v1/calendar/t2.ics',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Your calendar feed is off.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Calendar address' })).not.toBeInTheDocument();
  });
});
