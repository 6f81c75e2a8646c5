import { notifications } from '@mantine/notifications';
import type { Role, Treatment } from '@praxis/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeHandler, jsonResponse } from '../../test/fakeApi';
import { testColleague, testMe } from '../../test/testAuth';
import { pageOf, testItem } from '../items/testItems';
import { openToolbox, requestsTo } from '../items/testToolbox';

afterEach(() => notifications.clean());

const flood = testItem('Threats', 1, { name: 'Flood' });
const path = `/v2/Threats/${flood.id}/treatment`;
const colleague = testColleague('User', 2);
const person = (user: typeof colleague) => ({
  userId: user.userId,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
});
const acceptance: Treatment = {
  threatId: flood.id,
  decision: 'accept',
  owner: person(colleague),
  dueDate: null,
  status: 'done',
  justification: 'Cheaper than a new building',
  expiresDate: '2027-01-31',
  approvedBy: null,
  approvedAt: null,
  expired: false,
  overdue: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
};

async function openTreatment(role: Role, api: Record<string, FakeHandler>) {
  const view = await openToolbox(
    {
      'GET /v1/Threats': pageOf([flood]),
      'GET /v1/Threats/filters': () => jsonResponse([]),
      [`GET /v2/Threats/${flood.id}`]: () => jsonResponse(flood),
      [`GET /v2/Threats/${flood.id}/relations`]: () => jsonResponse([]),
      'GET /v1/Users/company': () => jsonResponse([colleague]),
      'GET /v1/Labels': () => jsonResponse([]),
      ...api,
    },
    role,
  );
  await view.user.click(within(view.panel).getByRole('button', { name: 'Threats' }));
  await view.user.click(await screen.findByRole('button', { name: /Flood/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Threat details' });
  const section = within(dialog).getByRole('region', { name: 'Treatment' });
  return { view, section };
}

describe('the treatment panel', () => {
  it('decides a treatment: an acceptance needs its expiry, and server problems show at their fields', async () => {
    let refusals = 1;
    const { view, section } = await openTreatment('User', {
      [`GET ${path}`]: () => jsonResponse(null),
      [`PUT ${path}`]: ({ body }) =>
        refusals-- > 0
          ? jsonResponse(
              {
                status: 400,
                code: 'validation',
                message: 'This person has no access to the company yet',
                details: [{ field: 'body.ownerId', message: 'This person has no access to the company yet' }],
              },
              400,
            )
          : jsonResponse({ ...acceptance, ...(body as object), owner: null }),
    });
    expect(await within(section).findByText('No treatment decided yet.')).toBeInTheDocument();
    await view.user.click(within(section).getByRole('button', { name: 'Decide treatment' }));
    const form = await screen.findByRole('dialog', { name: 'Treatment of Flood' });
    await view.user.selectOptions(within(form).getByRole('combobox', { name: 'Decision' }), 'accept');
    await view.user.type(within(form).getByRole('textbox', { name: 'Justification' }), 'Cheap');
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Accepting a risk needs an expiry date')).toBeInTheDocument();
    expect(requestsTo(view, path, 'PUT')).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/Acceptance expires/), { target: { value: '2027-01-31' } });
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This person has no access to the company yet')).toBeInTheDocument();
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requestsTo(view, path, 'PUT').map((r) => r.body)).toContainEqual({
        decision: 'accept',
        ownerId: null,
        dueDate: null,
        status: 'planned',
        justification: 'Cheap',
        expiresDate: '2027-01-31',
      }),
    );
    expect(await screen.findByText('Treatment saved')).toBeInTheDocument();
  });

  it('lets an Administrator who is not the owner approve a waiting acceptance', async () => {
    const admin = testMe('Administrator').user;
    const { view, section } = await openTreatment('Administrator', {
      [`GET ${path}`]: () => jsonResponse(acceptance),
      [`POST ${path}/approval`]: () =>
        jsonResponse({ ...acceptance, approvedBy: person(admin), approvedAt: '2026-11-02T10:00:00.000Z' }),
    });
    expect(
      await within(section).findByText('Waiting for approval by an Administrator other than the owner'),
    ).toBeInTheDocument();
    expect(within(section).getByText('Ulf User')).toBeInTheDocument();
    await view.user.click(within(section).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Acceptance approved')).toBeInTheDocument();
    expect(await within(section).findByText('Approved by Ada Admin on Nov 2, 2026')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('offers the owner no approval of their own acceptance, and says when it expired', async () => {
    const owner = testMe('Administrator').user;
    const { section } = await openTreatment('Administrator', {
      [`GET ${path}`]: () => jsonResponse({ ...acceptance, owner: person(owner), expired: true }),
    });
    expect(await within(section).findByText('Expired: reconsider the acceptance')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Edit treatment' })).toBeInTheDocument();
  });

  it('shows readers the decision with no way to change or approve it', async () => {
    const { section } = await openTreatment('Reader', { [`GET ${path}`]: () => jsonResponse(acceptance) });
    expect(await within(section).findByText('Cheaper than a new building')).toBeInTheDocument();
    expect(within(section).getByText('Accept')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /treatment|Approve/ })).toBeNull();
  });
});
