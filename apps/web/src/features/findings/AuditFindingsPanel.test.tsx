import { notifications } from '@mantine/notifications';
import type { Finding } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeHandler, jsonResponse } from '../../test/fakeApi';
import { renderSignedIn } from '../../test/renderSignedIn';
import { testMe } from '../../test/testAuth';
import { AuditFindingsPanel } from './AuditFindingsPanel';
import { owner, requirement, specificationElements, testAudit, testFinding } from './testFindings';

afterEach(() => notifications.clean());

const refusal = (status: number, field: string, messageCode: string, message: string) =>
  jsonResponse(
    {
      status,
      code: status === 409 ? 'conflict' : 'validation',
      message,
      details: [{ field, message, messageCode }],
    },
    status,
  );

function openPanel(api: Record<string, FakeHandler>, role: 'User' | 'Administrator' | 'Auditor' = 'User') {
  const view = renderSignedIn(
    <AuditFindingsPanel audit={testAudit} />,
    { ...specificationElements, ...api },
    testMe(role),
  );
  return { ...view, user: userEvent.setup() };
}

describe("the audit page's findings", () => {
  it('lists the findings and records one: the form checks, the server refuses at the field, the toast tells', async () => {
    const asked: string[] = [];
    const sent: unknown[] = [];
    const { user } = openPanel({
      'GET /v2/findings': ({ url }) => {
        asked.push(url.search);
        return jsonResponse([testFinding(1, { dueDate: '2020-01-31' })]);
      },
      'GET /v1/Users/company': () =>
        jsonResponse([
          {
            ...testMe('User').user,
            id: owner.id,
            userId: owner.id,
            firstName: 'Ola',
            lastName: 'Owner',
            displayName: null,
          },
        ]),
      [`POST /v2/audits/${testAudit.id}/findings`]: ({ body }) => {
        sent.push(body);
        return sent.length === 1
          ? refusal(400, 'body.requirementId', 'findingRequirementNotInAudit', 'not in the audit')
          : jsonResponse(testFinding(2, { title: 'No access review' }), 201);
      },
    });
    const table = await screen.findByRole('table', { name: 'Findings of Certification 2026' });
    expect(asked).toEqual([`?auditId=${testAudit.id}&state=all`]);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    for (const text of [
      'FND-001',
      'Minor nonconformity',
      'Finding 1',
      requirement.name,
      'Ola Owner',
      'Overdue',
      'Open',
    ]) {
      expect(row).toHaveTextContent(text);
    }

    await user.click(screen.getByRole('button', { name: 'Record finding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record finding' });
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'No access review');
    await user.click(within(dialog).getByRole('combobox', { name: 'Requirement' }));
    await user.click(await screen.findByRole('option', { name: `A.5.1 ${requirement.name}` }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByRole('option', { name: 'Ola Owner' }));
    await user.type(within(dialog).getByLabelText('Due date'), '2027-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText(
        "The requirement is not one of the audit's specifications' requirements",
      ),
    ).toBeInTheDocument();
    expect(sent[0]).toEqual({
      kind: 'minor-nonconformity',
      title: 'No access review',
      description: null,
      requirementId: requirement.id,
      ownerId: owner.id,
      dueDate: '2027-02-01',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Finding FND-002 recorded')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Record finding' })).not.toBeInTheDocument(),
    );
  });

  it('offers a verifier closing and sending back, and shows the refusal to close at the comment', async () => {
    let finding: Finding = testFinding(1, { status: 'ready-for-verification' });
    const moves: unknown[] = [];
    const api: Record<string, FakeHandler> = {
      'GET /v2/findings': () => jsonResponse([finding]),
      [`GET /v2/findings/${finding.id}`]: () => jsonResponse(finding),
      [`GET /v2/audits/${testAudit.id}`]: () => jsonResponse(testAudit),
      [`GET /v2/findings/${finding.id}/evidence`]: () => jsonResponse([]),
      [`POST /v2/findings/${finding.id}/transitions`]: ({ body }) => {
        moves.push(body);
        if (moves.length === 1) return refusal(400, 'body.comment', 'isRequired', 'is required');
        finding = { ...finding, status: 'closed' };
        return jsonResponse(finding);
      },
    };
    // A User outside the audit's team moves it on no further once it waits for verification.
    const asUser = openPanel(api);
    await asUser.user.click(await screen.findByRole('button', { name: 'Open FND-001 Finding 1' }));
    const details = await screen.findByRole('dialog', { name: 'FND-001 Finding 1' });
    expect(await within(details).findByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Close with comment' })).not.toBeInTheDocument();
    asUser.unmount();

    const { user } = openPanel(api, 'Administrator');
    await user.click(await screen.findByRole('button', { name: 'Open FND-001 Finding 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'FND-001 Finding 1' });
    expect(await within(dialog).findByRole('button', { name: 'Send back' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close with comment' }));
    const closing = await screen.findByRole('dialog', { name: 'Close with comment: FND-001' });
    // A nonconformity without evidence: the dialog says so before the server would.
    expect(within(closing).getByRole('status')).toHaveTextContent(
      'A nonconformity closes only with evidence on the finding: attach the evidence first',
    );
    await user.click(within(closing).getByRole('button', { name: 'Close with comment' }));
    expect(await within(closing).findByText('Field is required')).toBeInTheDocument();
    await user.type(within(closing).getByRole('textbox', { name: 'Closing comment' }), 'Policy reviewed');
    await user.click(within(closing).getByRole('button', { name: 'Close with comment' }));
    expect(await screen.findByText('FND-001 is now Closed')).toBeInTheDocument();
    expect(moves).toEqual([{ status: 'closed' }, { status: 'closed', comment: 'Policy reviewed' }]);
    // Closed, it moves no more.
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Send back' })).not.toBeInTheDocument(),
    );
  });

  it('lets an external auditor record findings and change their own, but verify none, with the people and requirements they may read', async () => {
    const me = testMe('Auditor').user;
    const auditorPerson = { id: me.id, firstName: me.firstName, lastName: me.lastName, email: me.email };
    const mine = testFinding(1, {
      status: 'ready-for-verification',
      evidenceCount: 2,
      recordedBy: auditorPerson,
    });
    const theirs = testFinding(2);
    const { user, fetchMock } = openPanel(
      {
        'GET /v2/findings': () => jsonResponse([mine, theirs]),
        [`GET /v2/findings/${mine.id}`]: () => jsonResponse(mine),
        [`GET /v2/findings/${theirs.id}`]: () => jsonResponse(theirs),
        [`GET /v2/audits/${testAudit.id}`]: () => jsonResponse(testAudit),
      },
      'Auditor',
    );
    // A finding the company recorded: the auditor reads it, and changes nothing of it.
    await user.click(await screen.findByRole('button', { name: 'Open FND-002 Finding 2' }));
    const company = await screen.findByRole('dialog', { name: 'FND-002 Finding 2' });
    await within(company).findAllByText('Lea Lead', { exact: false });
    expect(within(company).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(company).queryByRole('group', { name: 'Move the finding on' })).not.toBeInTheDocument();
    await user.click(within(company).getByRole('button', { name: 'Close' }));
    // Their own: they read how much evidence it has (not the evidence) and edit it; verifying is the team's.
    await user.click(await screen.findByRole('button', { name: 'Open FND-001 Finding 1' }));
    const details = await screen.findByRole('dialog', { name: 'FND-001 Finding 1' });
    expect(await within(details).findByText('2 pieces of evidence')).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Close with comment' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Send back' })).not.toBeInTheDocument();
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Record finding' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record finding' }));
    // The auditor reads no people of the company: the owner is one of the audit's own.
    const dialog = await screen.findByRole('dialog', { name: 'Record finding' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Owner' }));
    expect(await screen.findByRole('option', { name: 'Lea Lead' })).toBeInTheDocument();
    // Nor the live tree nor the evidence (a 403 would send them away): before a snapshot, the finding is on the whole audit.
    const paths = fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname);
    expect(
      paths.filter((path) => ['/v1/Users', '/elements', '/evidence'].some((part) => path.includes(part))),
    ).toEqual([]);
  });
});
