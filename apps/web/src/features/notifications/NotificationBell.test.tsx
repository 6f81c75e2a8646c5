import type { Notification } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';

const base: Omit<Notification, 'id' | 'event' | 'name' | 'ownerName'> = {
  objectKind: 'requirement',
  objectId: '00000000-0000-4000-8000-0000000000a1',
  ownerCategory: 'Requirements',
  ownerId: '00000000-0000-4000-8000-0000000000b1',
  specificationId: '00000000-0000-4000-8000-0000000000c1',
  role: 'accountable',
  date: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  readAt: null,
};
const assigned: Notification = {
  ...base,
  id: '00000000-0000-4000-8000-000000000001',
  event: 'assigned',
  name: 'GV.1 Policy',
  ownerName: 'GV.1 Policy',
};
const late: Notification = {
  ...base,
  id: '00000000-0000-4000-8000-000000000002',
  event: 'deadline-passed',
  name: 'GV.2 Backups',
  ownerName: 'GV.2 Backups',
  role: null,
  date: '2026-11-23',
};
const evidence: Notification = {
  ...base,
  id: '00000000-0000-4000-8000-000000000003',
  event: 'expired',
  objectKind: 'evidence',
  name: 'Scan',
  ownerName: 'GV.2 Backups',
  role: null,
  date: '2026-11-20',
  readAt: '2026-11-21T08:00:00.000Z',
};

function openProfile() {
  const marked: string[] = [];
  const view = renderRoute('/profile', {
    me: testMe('Reader'),
    api: {
      'GET /v1/Me/notifications': ({ url }) => {
        if (url.searchParams.get('unread') === 'true')
          return jsonResponse({ data: [assigned], hasMore: true, unread: 2 });
        return url.searchParams.get('page') === '2'
          ? jsonResponse({ data: [evidence], hasMore: false, unread: 2 })
          : jsonResponse({ data: [assigned, late], hasMore: true, unread: 2 });
      },
      [`PUT /v1/Me/notifications/${assigned.id}`]: ({ body }) => {
        marked.push(JSON.stringify(body));
        return jsonResponse({ ...assigned, readAt: '2026-11-24T09:00:00.000Z' });
      },
    },
  });
  return { ...view, marked, user: userEvent.setup() };
}

describe('the notification bell', () => {
  it('shows the unread count, lists the notifications in words a page at a time, and opens one', async () => {
    const { user, router, marked } = openProfile();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(panel).findByRole('list', { name: 'Notifications' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Unread: You are now accountable for GV\.1 Policy\./),
      expect.stringMatching(
        /^Unread: The deadline of GV\.2 Backups passed on Nov 23, 2026 without an implementation\./,
      ),
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Show more' }));
    expect(
      await within(list).findByText('The evidence “Scan” on GV.2 Backups expired on Nov 20, 2026.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Show more' })).toBeNull();

    await user.click(within(list).getByRole('button', { name: /You are now accountable for GV\.1 Policy/ }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/praxis/specification/${base.specificationId}?requirement=${base.ownerId}`,
      ),
    );
    expect(marked).toEqual(['{"read":true}']);
  });

  /** Opens the bell over one unread notification, follows the one named `name`, and answers where it led. */
  async function follow(notification: Notification, name: RegExp) {
    const { router } = renderRoute('/profile', {
      me: testMe('User'),
      api: {
        'GET /v1/Me/notifications': () => jsonResponse({ data: [notification], hasMore: false, unread: 1 }),
        [`PUT /v1/Me/notifications/${notification.id}`]: () =>
          jsonResponse({ ...notification, readAt: notification.createdAt }),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(panel).findByRole('button', { name }));
    const at = () => `${router.state.location.pathname}${router.state.location.search}`;
    await waitFor(() => expect(at()).not.toBe('/profile'));
    return at();
  }

  it('tells of missed recurring work in words and opens the item the schedule is on', async () => {
    const occurrence: Notification = {
      ...base,
      id: '00000000-0000-4000-8000-000000000005',
      event: 'occurrence-overdue',
      objectKind: 'occurrence',
      ownerCategory: 'Executions',
      specificationId: null,
      role: null,
      name: 'Access review',
      ownerName: 'Access review',
      date: '2026-11-23',
    };
    expect(
      await follow(
        occurrence,
        /The scheduled work on Access review was due on Nov 23, 2026 and has not been done\./,
      ),
    ).toBe(`/praxis?register=Executions&item=${occurrence.ownerId}`);
  });

  it("tells of an audit's finding in words and opens it on its own page", async () => {
    const finding: Notification = {
      ...base,
      id: '00000000-0000-4000-8000-000000000004',
      event: 'finding-overdue',
      objectKind: 'finding',
      ownerCategory: 'Findings',
      specificationId: null,
      role: null,
      name: 'FND-001 Backups untested',
      ownerName: 'FND-001 Backups untested',
      date: '2026-11-23',
    };
    expect(
      await follow(
        finding,
        /The finding FND-001 Backups untested was due on Nov 23, 2026 and is not closed\./,
      ),
    ).toBe(`/praxis/findings/${finding.ownerId}`);
  });
});
