import { notifications } from '@mantine/notifications';
import type { Label, Role } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeApi';
import { pageOf, testItem } from '../items/testItems';
import { openToolbox, requestsTo } from '../items/testToolbox';

afterEach(() => notifications.clean());

const urgent: Label = { id: '00000000-0000-4000-8000-000000000001', name: 'Urgent', colour: 'red' };
const privacy: Label = { id: '00000000-0000-4000-8000-000000000002', name: 'Privacy', colour: 'teal' };
const asset = testItem('Assets', 1, { name: 'Web server', class: 2, labels: [urgent] });

const open = (role: Role) =>
  openToolbox(
    {
      'GET /v1/Assets': pageOf([asset]),
      [`GET /v2/Assets/${asset.id}`]: () => jsonResponse(asset),
      [`GET /v2/Assets/${asset.id}/relations`]: () => jsonResponse([]),
      [`GET /v2/Assets/${asset.id}/assignments`]: () => jsonResponse([]),
      [`GET /v2/Assets/${asset.id}/documentations`]: () => jsonResponse([]),
      'GET /v1/Category/Assets': () => jsonResponse([]),
      'GET /v1/Category/Assets/SubClasses': () => jsonResponse([]),
      'GET /v1/Labels': () => jsonResponse([privacy, urgent]),
      [`PUT /v2/Assets/${asset.id}/labels`]: () => jsonResponse([privacy, urgent]),
    },
    role,
  );

async function openAsset(view: Awaited<ReturnType<typeof open>>) {
  await view.user.click(within(view.panel).getByRole('button', { name: 'Assets' }));
  // The drawer row shows the item's labels as badges.
  await screen.findByText('Urgent');
  await view.user.click(await screen.findByRole('button', { name: /Web server/ }));
  return screen.findByRole('dialog', { name: 'Asset details' });
}

describe('the label picker', () => {
  it('puts a label on an item and saves the whole choice at once', async () => {
    const view = await open('User');
    const dialog = await openAsset(view);
    const picker = within(dialog).getByRole('combobox', { name: 'Labels' });
    await view.user.click(picker);
    await view.user.click(await screen.findByRole('option', { name: 'Privacy' }));
    await waitFor(() =>
      expect(requestsTo(view, `/v2/Assets/${asset.id}/labels`, 'PUT').map((r) => r.body)).toEqual([
        { labelIds: [urgent.id, privacy.id] },
      ]),
    );
    expect(await screen.findByText('Labels saved')).toBeInTheDocument();
  });

  it('shows readers the labels as badges without a control', async () => {
    const view = await open('Reader');
    const dialog = await openAsset(view);
    expect(within(dialog).queryByRole('combobox', { name: 'Labels' })).toBeNull();
    expect(
      within(within(dialog).getByRole('list', { name: 'Labels' })).getByText('Urgent'),
    ).toBeInTheDocument();
  });
});
