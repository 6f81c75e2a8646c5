import { notifications } from '@mantine/notifications';
import type { ContactInfo, Environment, User } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeHandler, jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';

// Toasts live in a store of their own, which outlives each test's render.
afterEach(() => notifications.clean());

const admin = testMe();
const colleague: User = {
  ...admin.user,
  id: '00000000-0000-4000-8000-000000000002',
  userId: '00000000-0000-4000-8000-000000000002',
  email: 'ulf@example.com',
  displayName: 'Ulf User',
  userType: 'User',
};
const contactInfo: ContactInfo = {
  companyName: 'Demo AS',
  address: 'Storgata 1',
  postalCode: '0155',
  city: 'Oslo',
  country: null,
  email: null,
  phone: null,
};
const production: Environment = {
  id: '00000000-0000-4000-8000-0000000000e1',
  legacyId: 1,
  name: 'Production',
  description: 'Live',
};

const reads: Record<string, FakeHandler> = {
  'GET /v1/Subscription/services': () =>
    jsonResponse({ specifications: true, toolbox: true, reports: false, auditLog: true }),
  'GET /v1/Subscription/contact-info': () => jsonResponse(contactInfo),
  'GET /v1/Subscription/environments': () => jsonResponse([production]),
  'GET /v1/Subscription/google-cloud': () =>
    jsonResponse({ organizationId: '1234', projectId: null, serviceAccountEmail: null }),
  'GET /v1/Subscription/azure': () => jsonResponse({ tenantId: null, subscriptionId: null, clientId: null }),
  'GET /v1/Subscription/administrators': () => jsonResponse([admin.user]),
  'GET /v1/Users/company': () => jsonResponse([admin.user, colleague]),
};

function open(path: string, role: User['userType'] = 'Administrator', api: Record<string, FakeHandler> = {}) {
  const view = renderRoute(path, { me: testMe(role), api: { ...reads, ...api } });
  return { ...view, user: userEvent.setup() };
}

describe('subscription settings read by a Reader', () => {
  it.each([
    ['services', 'switch', 'Reports'],
    ['contact-info', 'textbox', 'Address'],
    ['google-cloud', 'textbox', 'Organization ID'],
    ['azure', 'textbox', 'Tenant ID'],
  ] as const)(
    '/subscription/%s shows the values in disabled controls and no Save',
    async (entry, role, label) => {
      open(`/subscription/${entry}`, 'Reader');
      const control = await screen.findByRole(role, { name: label });
      expect(control).toBeDisabled();
      for (const other of screen.getAllByRole(role)) expect(other).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      expect(screen.getByText(/Only administrators can change this/)).toBeInTheDocument();
    },
  );

  it('/subscription/environments lists them without add, rename or delete', async () => {
    open('/subscription/environments', 'Reader');
    expect(await screen.findByRole('cell', { name: 'Production' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button')).toBeNull();
  });

  it('/subscription/administrators lists them without promote or remove', async () => {
    open('/subscription/administrators', 'Reader');
    expect(await screen.findByRole('cell', { name: 'ada@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Make administrator/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Person' })).toBeNull();
  });
});

describe('subscription settings changed by an Administrator', () => {
  it('saves the services as switched', async () => {
    let sent: unknown;
    const { user } = open('/subscription/services', 'Administrator', {
      'PUT /v1/Subscription/services': ({ body }) => {
        sent = body;
        return jsonResponse(body);
      },
    });
    await user.click(await screen.findByRole('switch', { name: 'Reports' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item was updated')).toBeInTheDocument();
    expect(sent).toEqual({ specifications: true, toolbox: true, reports: true, auditLog: true });
  });

  it('offers the log instead of an Audit log switch, since every change is always recorded', async () => {
    const { user, router } = open('/subscription/services', 'Administrator');
    expect(await screen.findByRole('switch', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Audit log/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Open the log' }));
    expect(router.state.location.pathname).toBe('/system-configuration/log');
  });

  it('checks contact information with the contract before saving it', async () => {
    let sent: unknown;
    const { user } = open('/subscription/contact-info', 'Administrator', {
      'PUT /v1/Subscription/contact-info': ({ body }) => {
        sent = body;
        return jsonResponse(contactInfo);
      },
    });
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.type(phone, '12ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(phone).toHaveAccessibleDescription('Only numeric characters');
    expect(sent).toBeUndefined();

    await user.clear(phone);
    await user.type(phone, '22334455');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item was updated')).toBeInTheDocument();
    expect(sent).toEqual({ ...contactInfo, phone: '22334455' });
  });

  it('asks for GUIDs on the Azure page and sends empty identifiers as null', async () => {
    let sent: unknown;
    const { user } = open('/subscription/azure', 'Administrator', {
      'PUT /v1/Subscription/azure': ({ body }) => {
        sent = body;
        return jsonResponse(body);
      },
    });
    expect(await screen.findByText(/never stores keys, passwords, client secrets/)).toBeInTheDocument();
    const tenant = await screen.findByRole('textbox', { name: 'Tenant ID' });
    await user.type(tenant, 'not-a-guid');
    await user.tab();
    expect(tenant).toHaveAccessibleDescription(
      expect.stringContaining('Must be a GUID such as 00000000-0000-0000-0000-000000000000'),
    );
    await user.clear(tenant);
    await user.type(tenant, '3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual({
        tenantId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
        subscriptionId: null,
        clientId: null,
      }),
    );
  });

  it('adds, renames and deletes environments', async () => {
    const calls: string[] = [];
    const record: FakeHandler = ({ method, url, body }) => {
      calls.push(`${method} ${url.pathname} ${JSON.stringify(body ?? null)}`);
      return method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse(production);
    };
    const { user } = open('/subscription/environments', 'Administrator', {
      'POST /v1/Subscription/environments': record,
      [`PUT /v1/Subscription/environments/${production.id}`]: record,
      [`DELETE /v1/Subscription/environments/${production.id}`]: record,
    });

    await user.click(await screen.findByRole('button', { name: 'Add environment' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add environment' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Test');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Environment Test added')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Production' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename Production' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Prod');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Item was updated')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Production' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete environment' });
    expect(
      within(dialog).getByText('Are you sure you want to delete the environment Production?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Environment Production deleted')).toBeInTheDocument();

    expect(calls).toEqual([
      'POST /v1/Subscription/environments {"name":"Test","description":null}',
      `PUT /v1/Subscription/environments/${production.id} {"name":"Prod","description":"Live"}`,
      `DELETE /v1/Subscription/environments/${production.id} null`,
    ]);
  });

  it('promotes a colleague to administrator after the role confirmation', async () => {
    let sent: unknown;
    const { user } = open('/subscription/administrators', 'Administrator', {
      [`PUT /v1/Users/${colleague.userId}`]: ({ body }) => {
        sent = body;
        return jsonResponse({ ...colleague, userType: 'Administrator' });
      },
    });
    const person = await screen.findByRole('combobox', { name: 'Person' });
    await waitFor(() => expect(within(person).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(person, colleague.id);
    await user.click(screen.getByRole('button', { name: 'Make administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    expect(within(dialog).getByText('Are you sure you want to change the user role?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Ulf User is now Administrator')).toBeInTheDocument();
    expect(sent).toMatchObject({
      email: 'ulf@example.com',
      displayName: 'Ulf User',
      language: 'en-US',
      userType: 'Administrator',
    });
  });
});
