import { notifications } from '@mantine/notifications';
import type { User } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, type FakeHandler, jsonResponse } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { profileBody, testMe } from '../../../test/testAuth';

// Toasts live in a store of their own, which outlives each test's render.
afterEach(() => notifications.clean());

const me = testMe();

function person(
  id: number,
  firstName: string,
  lastName: string,
  userType: User['userType'],
  signedIn = true,
): User {
  const uuid = `00000000-0000-4000-8000-00000000000${id}`;
  return {
    ...me.user,
    id: uuid,
    userId: uuid,
    legacyId: id,
    email: `${firstName.toLowerCase()}@example.com`,
    displayName: null,
    firstName,
    lastName,
    userType,
    signedIn,
  };
}

const ulf = person(2, 'Ulf', 'User', 'User');
const rita = person(3, 'Rita', 'Reader', 'Reader');
const ingrid = person(4, 'Ingrid', 'Invited', 'User', false);
const company = [me.user, ulf, rita, ingrid];

async function openPersons(role: User['userType'] = 'Administrator', api: Record<string, FakeHandler> = {}) {
  const view = renderRoute('/system-configuration/persons', {
    me: testMe(role),
    api: { 'GET /v1/Users/company': () => jsonResponse(company), ...api },
  });
  await screen.findByRole('table');
  return { ...view, user: userEvent.setup() };
}

function openPersonsFailing(companyAnswer: () => Response) {
  const view = renderRoute('/system-configuration/persons', {
    api: { 'GET /v1/Users/company': companyAnswer },
  });
  return { ...view, user: userEvent.setup() };
}

const putsOf = (fetchMock: ReturnType<typeof renderRoute>['fetchMock']) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('persons (/system-configuration/persons)', () => {
  it("shows an external auditor's role, which only a grant of an audit gives and nobody chooses here", async () => {
    const eva = person(5, 'Eva', 'Auditor', 'Auditor');
    await openPersons('Administrator', { 'GET /v1/Users/company': () => jsonResponse([...company, eva]) });
    const select = screen.getByRole('combobox', { name: 'Role of Eva Auditor' });
    expect(select).toHaveValue('Auditor');
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.textContent, option.disabled])).toEqual([
      ['External auditor', true],
      ['Registered', false],
      ['Reader', false],
      ['User', false],
      ['Administrator', false],
    ]);
  });

  it('lists the company with role and whether each person has signed in yet', async () => {
    await openPersons();
    const row = screen.getByRole('row', { name: /Ingrid Invited/ });
    expect(within(row).getByText('ingrid@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Not signed in yet')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Ulf User/ })).getByText('Signed in')).toBeInTheDocument();
    // The four server-provided roles.
    const select = screen.getByRole('combobox', { name: 'Role of Ulf User' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Registered', 'Reader', 'User', 'Administrator']);
  });

  it('search matches names and emails case-insensitively, mid-word too', async () => {
    const { user } = await openPersons();
    const search = screen.getByRole('searchbox', { name: 'Search by name or email' });
    await user.type(search, 'EAD');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('Rita Reader')]);
    await user.clear(search);
    await user.type(search, 'ULF@EXAMPLE');
    expect(screen.getByRole('row', { name: /Ulf User/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Rita Reader/ })).toBeNull();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByText('No person matches the search.')).toBeInTheDocument();
  });

  it('a role change asks first; cancelling keeps the role and sends nothing', async () => {
    const { user, fetchMock } = await openPersons();
    const select = screen.getByRole('combobox', { name: 'Role of Ulf User' });
    await user.selectOptions(select, 'Reader');

    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    expect(within(dialog).getByText('Are you sure you want to change the user role?')).toBeInTheDocument();
    expect(within(dialog).getByText('Ulf User: User → Reader')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select).toHaveValue('User');
    expect(putsOf(fetchMock)).toEqual([]);
  });

  it('confirming sends PUT with the whole profile and the new userType, and says so', async () => {
    let sent: unknown;
    const { user, fetchMock } = await openPersons('Administrator', {
      [`PUT /v1/Users/${ulf.userId}`]: ({ body }) => {
        sent = body;
        return jsonResponse({ ...ulf, userType: 'Reader' });
      },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Ulf User' }), 'Reader');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }));

    expect(await screen.findByText('Ulf User is now Reader')).toBeInTheDocument();
    expect(sent).toEqual(profileBody(ulf, { userType: 'Reader' }));
    expect(putsOf(fetchMock)).toHaveLength(1);
  });

  it("shows the server's refusal (409, last administrator) in the error toast", async () => {
    const { user } = await openPersons('Administrator', {
      [`PUT /v1/Users/${me.user.userId}`]: () =>
        errorResponse(409, 'conflict', 'The company must keep at least one administrator'),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Ada Admin' }), 'User');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }));

    expect(
      await screen.findByText('Role was not changed: The company must keep at least one administrator'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^409 · /)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Ada Admin' })).toHaveValue('Administrator');
  });

  it('inviting without a role says Select a user type; with one it posts the invitation', async () => {
    let sent: unknown;
    const { user } = await openPersons('Administrator', {
      'POST /v1/Users': ({ body }) => {
        sent = body;
        return jsonResponse(
          {
            ...person(5, 'Nora', 'New', 'Reader', false),
            invitationUrl: 'http://praxis.test/oidc/password/t0k3n',
            invitationMailed: false,
          },
          201,
        );
      },
    });
    await user.click(screen.getByRole('button', { name: 'Invite person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite person' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nora@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(within(dialog).getByText('Select a user type')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Reader');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(
      await screen.findByText('nora@example.com is invited and joins when they first sign in'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ email: 'nora@example.com', userType: 'Reader', language: 'en-US' });
    // The link to hand over, and that it was not mailed (this server has no SMTP).
    const linkDialog = await screen.findByRole('dialog', { name: 'Invitation link' });
    expect(within(linkDialog).getByRole('textbox', { name: 'One-time link' })).toHaveValue(
      'http://praxis.test/oidc/password/t0k3n',
    );
    expect(within(linkDialog).getByRole('status')).toHaveTextContent(
      'Email is not set up, so the link was not mailed. Copy it and send it to nora@example.com yourself.',
    );
    expect(within(linkDialog).getByRole('button', { name: 'Copy the link' })).toBeInTheDocument();
    await user.click(within(linkDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('makes a reset link for a person and shows it to copy', async () => {
    let asked = false;
    const { user } = await openPersons('Administrator', {
      [`POST /v1/Users/${rita.userId}/password-reset`]: () => {
        asked = true;
        return jsonResponse({ resetUrl: 'http://praxis.test/oidc/password/r3set', mailed: true }, 201);
      },
    });
    expect(screen.getByText(/Email is not set up on this server/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a password reset link for Rita Reader' }));
    const confirm = await screen.findByRole('dialog', { name: 'Password reset link' });
    expect(asked).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Make link' }));
    const shown = await screen.findByRole('textbox', { name: 'One-time link' });
    expect(shown).toHaveValue('http://praxis.test/oidc/password/r3set');
    expect(screen.getByRole('status')).toHaveTextContent('The link was emailed to');
    expect(asked).toBe(true);
  });

  it('deletes a person after the confirmation, and never offers to delete oneself', async () => {
    let deleted = false;
    const { user } = await openPersons('Administrator', {
      [`DELETE /v1/Users/${rita.userId}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    expect(screen.queryByRole('button', { name: 'Delete Ada Admin' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete Rita Reader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete person' });
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Rita Reader was deleted')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it('hands the assignments to the person chosen, never to the leaver', async () => {
    let transferTo: string | null = null;
    const { user } = await openPersons('Administrator', {
      [`DELETE /v1/Users/${rita.userId}`]: ({ url }) => {
        transferTo = url.searchParams.get('transferTo');
        return new Response(null, { status: 204 });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Rita Reader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete person' });
    const picker = within(dialog).getByRole('combobox', {
      name: 'Who takes over their assignments and risk treatments',
    });
    expect(picker).toHaveAttribute('placeholder', 'Nobody: remove the assignments');
    await user.click(picker);
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toContain('Ulf User');
    expect(offered).not.toContain('Rita Reader');
    await user.click(screen.getByRole('option', { name: 'Ulf User' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Rita Reader was deleted')).toBeInTheDocument();
    expect(transferTo).toBe(ulf.userId);
  });

  it('shows a Reader the same list without any way to change it', async () => {
    await openPersons('Reader');
    expect(screen.getByRole('row', { name: /Ulf User/ })).toHaveTextContent('User');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete|Invite/ })).toBeNull();
    expect(screen.getByText(/Only administrators can change this/)).toBeInTheDocument();
  });

  it('a failed load says Something went wrong while loading., and Try again loads again', async () => {
    // A 4xx, which the query client does not retry: a 5xx would be asked three more times first.
    let answer = errorResponse(404, 'not_found', 'Company not found');
    const { user } = await openPersonsFailing(() => answer);
    expect(await screen.findByText('Something went wrong while loading.')).toBeInTheDocument();
    answer = jsonResponse(company);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Ulf User/ })).toBeInTheDocument();
  });
});
