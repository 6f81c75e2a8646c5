import { notifications } from '@mantine/notifications';
import type { Evidence, Role } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, type FakeHandler, jsonResponse } from '../../test/fakeApi';
import { testMe } from '../../test/testAuth';
import { pageOf, testItem } from '../items/testItems';
import { openToolbox, requestsTo } from '../items/testToolbox';

afterEach(() => notifications.clean());

const asset = testItem('Assets', 1, { name: 'Web server', class: 2 });
const me = testMe('User').user;
const colleague = { id: '11111111-1111-4111-8111-111111111111', name: 'Kari Kollega' };
const day = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

function evidenceOf(n: number, changes: Partial<Evidence>): Evidence {
  const id = `e0000000-0000-4000-8000-00000000000${n}`;
  const uploadedBy = changes.uploadedBy ?? colleague;
  return {
    id,
    ownerCategory: 'Assets',
    ownerId: asset.id,
    title: `Proof ${n}`,
    description: null,
    kind: 'file',
    url: `/v2/evidence/${id}/download`,
    fileName: `proof-${n}.pdf`,
    mediaType: 'application/pdf',
    size: 2048,
    sha256: 'ab'.repeat(32),
    effectiveDate: null,
    expiresDate: null,
    status: 'draft',
    uploadedBy,
    uploadedAt: '2026-01-01T10:00:00.000Z',
    reviewer: null,
    reviewComment: null,
    reviewedAt: null,
    revision: 1,
    revisions: [
      {
        number: 1,
        url: `/v2/evidence/${id}/revisions/1/download`,
        fileName: `proof-${n}.pdf`,
        mediaType: 'application/pdf',
        size: 2048,
        sha256: 'ab'.repeat(32),
        effectiveDate: null,
        expiresDate: changes.expiresDate ?? null,
        status: changes.status ?? 'draft',
        uploadedBy,
        uploadedAt: '2026-01-01T10:00:00.000Z',
      },
    ],
    ...changes,
  };
}

// Submitted by a colleague and past its expiry; submitted by the signed-in person and expiring soon.
const theirs = evidenceOf(1, { status: 'submitted', expiresDate: day(-1) });
const mine = evidenceOf(2, {
  status: 'submitted',
  expiresDate: day(10),
  uploadedBy: { id: me.id, name: 'Ulf User' },
});

const open = (role: Role, api: Record<string, FakeHandler> = {}) =>
  openToolbox(
    {
      'GET /v1/Assets': pageOf([asset]),
      [`GET /v2/Assets/${asset.id}`]: () => jsonResponse(asset),
      [`GET /v2/Assets/${asset.id}/relations`]: () => jsonResponse([]),
      [`GET /v2/Assets/${asset.id}/assignments`]: () => jsonResponse([]),
      [`GET /v2/Assets/${asset.id}/documentations`]: () => jsonResponse([]),
      [`GET /v2/Assets/${asset.id}/evidence`]: () => jsonResponse([theirs, mine]),
      [`POST /v2/Assets/${asset.id}/evidence`]: ({ body }) =>
        jsonResponse(evidenceOf(3, { kind: 'link', ...(body as object) }), 201),
      [`POST /v2/evidence/${theirs.id}/review`]: () => jsonResponse({ ...theirs, status: 'approved' }),
      'GET /v1/Category/Assets': () => jsonResponse([]),
      'GET /v1/Category/Assets/SubClasses': () => jsonResponse([]),
      'GET /v1/Labels': () => jsonResponse([]),
      ...api,
    },
    role,
  );

async function openEvidence(role: Role, api: Record<string, FakeHandler> = {}) {
  const view = await open(role, api);
  await view.user.click(within(view.panel).getByRole('button', { name: 'Assets' }));
  await view.user.click(await screen.findByRole('button', { name: /Web server/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Asset details' });
  const section = within(dialog).getByRole('region', { name: 'Evidence' });
  await within(section).findByRole('listitem', { name: 'Proof 1' });
  return { view, section };
}

describe('the evidence section', () => {
  it('shows status and expiry in words, and offers the review only of what someone else uploaded', async () => {
    const { view, section } = await openEvidence('User');
    const row1 = within(section).getByRole('listitem', { name: 'Proof 1' });
    const row2 = within(section).getByRole('listitem', { name: 'Proof 2' });
    expect(within(row1).getByText('Submitted')).toBeInTheDocument();
    expect(within(row1).getByText('Expired')).toBeInTheDocument();
    expect(within(row2).getByText('Expires soon')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: /Evidence/ })).toHaveTextContent('2');

    await view.user.click(within(row2).getByRole('button', { name: 'Actions for Proof 2' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Review' })).toBeNull();
    await view.user.keyboard('{Escape}');

    await view.user.click(within(row1).getByRole('button', { name: 'Actions for Proof 1' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review Proof 1, revision 1' });
    await view.user.click(within(review).getByRole('button', { name: 'Save review' }));
    expect(await within(review).findByText('Choose approve or reject')).toBeInTheDocument();
    await view.user.click(within(review).getByRole('radio', { name: 'Approve' }));
    await view.user.type(within(review).getByRole('textbox', { name: 'Comment' }), 'Looks right');
    await view.user.click(within(review).getByRole('button', { name: 'Save review' }));
    await waitFor(() =>
      expect(requestsTo(view, `/v2/evidence/${theirs.id}/review`, 'POST').map((r) => r.body)).toEqual([
        { decision: 'approved', comment: 'Looks right' },
      ]),
    );
    expect(await screen.findByText('Evidence Proof 1 approved')).toBeInTheDocument();
  });

  it('says why a review is refused by the four-eyes rule (409) and stays on the page', async () => {
    // The list was read before the signed-in person uploaded a new revision elsewhere: the server knows better.
    const ownRevision = 'You uploaded this revision: another User or Administrator must review it';
    const { view, section } = await openEvidence('User', {
      [`POST /v2/evidence/${theirs.id}/review`]: () => errorResponse(409, 'conflict', ownRevision),
    });
    const row1 = within(section).getByRole('listitem', { name: 'Proof 1' });
    await view.user.click(within(row1).getByRole('button', { name: 'Actions for Proof 1' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review Proof 1, revision 1' });
    await view.user.click(within(review).getByRole('radio', { name: 'Reject' }));
    await view.user.click(within(review).getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText(`The review was not saved: ${ownRevision}`)).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/praxis');
    expect(review).toBeInTheDocument();
  });

  it('adds a link only with an http or https address', async () => {
    const { view, section } = await openEvidence('User');
    await view.user.click(within(section).getByRole('button', { name: 'Add link' }));
    const form = await screen.findByRole('dialog', { name: 'Add a link as evidence' });
    await view.user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Ticket');
    await view.user.type(within(form).getByRole('textbox', { name: /Address/ }), 'ftp://example.com/1');
    await view.user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(await within(form).findByText('Must be an http or https address')).toBeInTheDocument();
    expect(requestsTo(view, `/v2/Assets/${asset.id}/evidence`, 'POST')).toEqual([]);

    await view.user.clear(within(form).getByRole('textbox', { name: /Address/ }));
    await view.user.type(within(form).getByRole('textbox', { name: /Address/ }), 'https://example.com/1');
    await view.user.click(within(form).getByRole('button', { name: 'Add link' }));
    await waitFor(() =>
      expect(requestsTo(view, `/v2/Assets/${asset.id}/evidence`, 'POST').map((r) => r.body)).toEqual([
        {
          title: 'Ticket',
          url: 'https://example.com/1',
          description: null,
          effectiveDate: null,
          expiresDate: null,
        },
      ]),
    );
    expect(await screen.findByText('Link Ticket added')).toBeInTheDocument();
  });

  it('shows readers everything with no way to change it', async () => {
    const { section } = await openEvidence('Reader');
    const row1 = within(section).getByRole('listitem', { name: 'Proof 1' });
    expect(within(row1).getByRole('button', { name: 'Preview Proof 1' })).toBeInTheDocument();
    expect(within(row1).getByRole('button', { name: 'Download Proof 1' })).toBeInTheDocument();
    expect(within(row1).getByRole('button', { name: 'Revision history of Proof 1' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Upload a file' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Add link' })).toBeNull();
  });
});
