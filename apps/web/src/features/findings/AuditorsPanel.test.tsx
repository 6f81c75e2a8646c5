import { notifications } from '@mantine/notifications';
import type { AuditorGrant } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeApi';
import { renderSignedIn } from '../../test/renderSignedIn';
import { testMe } from '../../test/testAuth';
import { AuditorsPanel } from './AuditorsPanel';
import { testAudit } from './testFindings';

afterEach(() => notifications.clean());

const grant: AuditorGrant = {
  userId: 'a0000000-0000-4000-8000-000000000009',
  email: 'eva@audit.example',
  firstName: 'Eva',
  lastName: 'Extern',
  until: '2026-12-31',
  grantedAt: '2026-11-01T10:00:00.000Z',
  active: false,
};
const path = `/v2/audits/${testAudit.id}/auditors`;

describe("the audit page's auditors", () => {
  it('lists, grants, changes and revokes external auditors for an Administrator', async () => {
    let grants = [grant];
    const sent: unknown[] = [];
    renderSignedIn(
      <AuditorsPanel audit={testAudit} />,
      {
        [`GET ${path}`]: () => jsonResponse(grants),
        [`POST ${path}`]: ({ body }) => {
          sent.push(body);
          const added = {
            ...grant,
            userId: 'a0000000-0000-4000-8000-000000000008',
            email: 'per@audit.example',
            firstName: null,
            lastName: null,
          };
          grants = [...grants, added];
          return jsonResponse(added, 201);
        },
        [`PUT ${path}/${grant.userId}`]: ({ body }) => {
          sent.push(body);
          return jsonResponse({ ...grant, ...(body as object) });
        },
        [`DELETE ${path}/${grant.userId}`]: () => {
          grants = grants.filter((g) => g.userId !== grant.userId);
          return new Response(null, { status: 204 });
        },
      },
      testMe('Administrator'),
    );
    const row = await screen.findByRole('row', { name: /Eva Extern/ });
    expect(row).toHaveTextContent('Dec 31, 2026');
    expect(row).toHaveTextContent('Invited, not signed in yet');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Grant access' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Give an auditor access to Certification 2026',
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'per@audit.example');
    await user.click(within(dialog).getByRole('button', { name: 'Grant access' }));
    expect(await screen.findByText('per@audit.example has access and an invitation')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'per@audit.example', until: '2026-12-31' }]);
    expect(await screen.findByRole('row', { name: /per@audit\.example/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change until when Eva Extern has access' }));
    const until = await screen.findByRole('dialog', { name: 'Access for eva@audit.example' });
    const date = within(until).getByLabelText(/Access until/);
    await user.clear(date);
    await user.type(date, '2027-01-15');
    await user.click(within(until).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ until: '2027-01-15' });

    await user.click(screen.getByRole('button', { name: 'Revoke the access of Eva Extern' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke access' });
    expect(confirm).toHaveTextContent('Eva Extern can no longer read Certification 2026.');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The access of Eva Extern is revoked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Eva Extern/ })).not.toBeInTheDocument());
  });

  it('is not there for anyone but an Administrator', () => {
    // The panel draws its heading at once when it is there; for a User it draws nothing.
    renderSignedIn(<AuditorsPanel audit={testAudit} />, {}, testMe('User'));
    expect(screen.queryByRole('heading', { name: 'Auditors' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grant access' })).not.toBeInTheDocument();
  });
});
