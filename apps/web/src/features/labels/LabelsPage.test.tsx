import { notifications } from '@mantine/notifications';
import type { Label, Role } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeHandler, jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';

afterEach(() => notifications.clean());

const urgent: Label = { id: '00000000-0000-4000-8000-000000000001', name: 'Urgent', colour: 'red' };
const privacy: Label = { id: '00000000-0000-4000-8000-000000000002', name: 'Privacy', colour: 'teal' };

async function openLabels(role: Role = 'Administrator', api: Record<string, FakeHandler> = {}) {
  const view = renderRoute('/system-configuration/labels', {
    me: testMe(role),
    api: { 'GET /v1/Labels': () => jsonResponse([privacy, urgent]), ...api },
  });
  await screen.findByRole('table');
  return { ...view, user: userEvent.setup() };
}

describe('labels (/system-configuration/labels)', () => {
  it('lists the labels with their colours and sits in the system configuration menu', async () => {
    await openLabels();
    expect(screen.getByRole('heading', { level: 1, name: 'Labels' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Urgent/ });
    expect(within(row).getByText('Red')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: /System configuration/i });
    expect(within(menu).getByRole('link', { name: 'Labels' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a label; a taken name is shown at the name field', async () => {
    const sent: unknown[] = [];
    const { user } = await openLabels('Administrator', {
      'POST /v1/Labels': ({ body }) => {
        sent.push(body);
        return sent.length === 1
          ? jsonResponse(
              {
                status: 409,
                code: 'conflict',
                message: 'A label named "urgent" already exists',
                details: [{ field: 'body.name', message: 'A label with this name already exists' }],
              },
              409,
            )
          : jsonResponse({ id: '00000000-0000-4000-8000-000000000003', name: 'Board', colour: 'blue' }, 201);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Add label' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add label' });
    // An empty name is refused before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'urgent');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('A label with this name already exists')).toBeInTheDocument();

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Board');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Colour' }), 'Blue');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Label Board added')).toBeInTheDocument();
    expect(sent[1]).toEqual({ name: 'Board', colour: 'blue' });
  });

  it('deletes a label after asking', async () => {
    let deleted = false;
    const { user } = await openLabels('Administrator', {
      [`DELETE /v1/Labels/${urgent.id}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete label Urgent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete label' });
    expect(within(dialog).getByText(/removed from every item and requirement/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText('Label Urgent deleted')).toBeInTheDocument();
  });

  it('shows users the labels without the controls to change them', async () => {
    await openLabels('User');
    expect(screen.getByRole('row', { name: /Privacy/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add label' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete label/ })).toBeNull();
  });
});
