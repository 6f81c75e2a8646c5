import { notifications } from '@mantine/notifications';
import type { AccessToken } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, type FakeHandler, jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';

afterEach(() => notifications.clean());
const exporter: AccessToken = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Nightly export',
  scope: 'read',
  createdAt: '2026-01-05T10:00:00.000Z',
  expiresAt: '2099-02-04T10:00:00.000Z',
  lastUsedAt: null,
};
const SECRET = `prx_${'a'.repeat(43)}`;

async function openTokens(api: Record<string, FakeHandler> = {}, tokens = [exporter]) {
  const view = renderRoute('/settings/access-tokens', {
    me: testMe('Reader'),
    api: { 'GET /v1/Me/tokens': () => jsonResponse(tokens), ...api },
  });
  await screen.findByRole('heading', { name: 'Access tokens' });
  return { ...view, user: userEvent.setup() };
}

describe('access tokens (/settings/access-tokens)', () => {
  it('is an entry of the settings menu, listing name, scope, dates and last use', async () => {
    await openTokens();
    const menu = screen.getByRole('navigation', { name: 'Settings menu' });
    expect(within(menu).getByRole('link', { name: 'Access tokens' })).toHaveAttribute('aria-current', 'page');
    const row = await screen.findByRole('row', { name: /Nightly export/ });
    expect(within(row).getByText('Read')).toBeInTheDocument();
    expect(within(row).getByText('Never used')).toBeInTheDocument();
    expect(within(row).getByText(/2099/)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Scope',
      'Created',
      'Expires',
      'Last used',
      'Actions',
    ]);
  });

  it('creates a token and shows it once, with a warning and a copy button', async () => {
    let sent: unknown;
    const { user } = await openTokens({
      'POST /v1/Me/tokens': ({ body }) => {
        sent = body;
        return jsonResponse(
          {
            ...exporter,
            id: '00000000-0000-4000-8000-0000000000a2',
            name: 'CI',
            scope: 'write',
            token: SECRET,
          },
          201,
        );
      },
    });
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create token' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'CI');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Scope' }), 'write');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Expires in' }), '90');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('dialog', { name: 'Your new token CI' });
    expect(sent).toEqual({ name: 'CI', scope: 'write', expiresInDays: 90 });
    expect(within(shown).getByRole('textbox', { name: 'Token' })).toHaveValue(SECRET);
    expect(within(shown).getByText('Copy the token now')).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Copy token' }));
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('asks for a name before sending anything, at the field', async () => {
    let posted = false;
    const { user } = await openTokens({
      'POST /v1/Me/tokens': () => {
        posted = true;
        return errorResponse(400, 'validation', 'name: Field is required');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create token' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
    expect(screen.queryByRole('dialog', { name: /Your new token/ })).toBeNull();
  });

  it('revokes a token after asking, and reloads the list', async () => {
    let deleted = false;
    const { user } = await openTokens({
      [`DELETE /v1/Me/tokens/${exporter.id}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
      'GET /v1/Me/tokens': () => jsonResponse(deleted ? [] : [exporter]),
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke token Nightly export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke token' });
    expect(within(dialog).getByText('Revoke the token Nightly export?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no access tokens.')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });
});
