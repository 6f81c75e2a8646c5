import { notifications } from '@mantine/notifications';
import type { Access } from '@praxis/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, jsonResponse } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { testMe } from '../../../test/testAuth';

afterEach(() => notifications.clean());

const ulf: Access = {
  userId: '00000000-0000-4000-8000-000000000002',
  email: 'ulf@example.com',
  firstName: 'Ulf',
  lastName: 'User',
  displayName: null,
  role: 'User',
  lastSignInAt: '2026-03-01T08:30:00.000Z',
  tokens: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      name: 'Backup script',
      scope: 'write',
      createdAt: '2026-02-01T08:00:00.000Z',
      expiresAt: '2099-01-01T00:00:00.000Z',
      lastUsedAt: '2026-03-02T09:00:00.000Z',
    },
  ],
  sessions: 2,
};
const ingrid: Access = {
  ...ulf,
  userId: '00000000-0000-4000-8000-000000000004',
  email: 'ingrid@example.com',
  firstName: 'Ingrid',
  lastName: 'Invited',
  lastSignInAt: null,
  tokens: [],
  sessions: 0,
};

function openAccesses(role: Access['role'] = 'Administrator', api: Record<string, FakeHandler> = {}) {
  const view = renderRoute('/system-configuration/accesses', {
    me: testMe(role),
    api: { 'GET /v1/Accesses': () => jsonResponse([ulf, ingrid]), ...api },
  });
  return { ...view, user: userEvent.setup() };
}

describe('accesses (/system-configuration/accesses)', () => {
  it('shows each person with role, last sign-in, tokens and sessions; the tokens expand', async () => {
    const { user } = openAccesses();
    const row = await screen.findByRole('row', { name: /Ulf User/ });
    expect(within(row).getByText('2 sessions')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Ingrid Invited/ })).getByText('Never'),
    ).toBeInTheDocument();
    const toggle = within(row).getByRole('button', { name: '1 access token of Ulf User' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const tokens = screen.getByRole('table', { name: '1 access token of Ulf User' });
    expect(within(tokens).getByRole('row', { name: /Backup script/ })).toBeInTheDocument();
  });

  it('revokes a token of someone else through the administrators’ route', async () => {
    let revoked = false;
    const { user } = openAccesses('Administrator', {
      [`DELETE /v1/AccessTokens/${ulf.tokens[0]?.id}`]: () => {
        revoked = true;
        return new Response(null, { status: 204 });
      },
      'GET /v1/Accesses': () => jsonResponse([revoked ? { ...ulf, tokens: [] } : ulf, ingrid]),
    });
    await user.click(await screen.findByRole('button', { name: '1 access token of Ulf User' }));
    await user.click(screen.getByRole('button', { name: 'Revoke token Backup script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke token' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    const row = await screen.findByRole('row', { name: /Ulf User.*0 tokens/ });
    expect(row).toBeInTheDocument();
    expect(revoked).toBe(true);
  });

  it('signs a person out everywhere after asking', async () => {
    let signedOut = false;
    const { user } = openAccesses('Administrator', {
      [`DELETE /v1/Accesses/${ulf.userId}/sessions`]: () => {
        signedOut = true;
        return new Response(null, { status: 204 });
      },
      'GET /v1/Accesses': () => jsonResponse([signedOut ? { ...ulf, sessions: 0 } : ulf, ingrid]),
    });
    await user.click(await screen.findByRole('button', { name: 'Sign Ulf User out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await within(screen.getByRole('row', { name: /Ulf User/ })).findByText('0 sessions'),
    ).toBeInTheDocument();
    expect(signedOut).toBe(true);
  });

  it('says sessions are not known with an external provider, and offers no sign-out', async () => {
    openAccesses('Administrator', {
      'GET /v1/Accesses': () => jsonResponse([{ ...ulf, sessions: null }]),
    });
    expect(await screen.findByText(/external provider/)).toBeInTheDocument();
    expect(screen.getByText('Not known')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /out everywhere/ })).toBeNull();
  });

  it('is not opened for others, who are sent to /unauthorized without asking the server', async () => {
    const { fetchMock, router } = openAccesses('User');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/v1/Accesses'))).toBe(false);
  });
});
