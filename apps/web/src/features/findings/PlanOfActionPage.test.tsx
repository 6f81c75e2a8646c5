import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { renderSignedIn } from '../../test/renderSignedIn';
import { testMe } from '../../test/testAuth';
import { RequirementFindings } from './RequirementFindings';
import { lead, requirement, testFinding } from './testFindings';

const overdue = testFinding(1, { dueDate: '2020-03-01', title: 'Backups untested' });
const later = testFinding(2, {
  owner: lead,
  title: 'Policy unsigned',
  auditId: 'd0000000-0000-4000-8000-000000000002',
  auditTitle: 'Internal audit',
});

describe('the plan of action (/findings)', () => {
  it('lists the open findings, says which are overdue in words, and filters by audit and owner', async () => {
    const asked: string[] = [];
    renderRoute('/findings', {
      me: testMe('Reader'),
      api: {
        'GET /v2/findings': ({ url }) => {
          asked.push(url.search);
          return jsonResponse([overdue, later]);
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan of action' })).toBeInTheDocument();
    expect(await screen.findByText('2 open · 1 overdue')).toBeInTheDocument();
    expect(asked).toEqual(['?state=open']);
    const rows = () =>
      within(screen.getByRole('table', { name: 'Plan of action' }))
        .getAllByRole('row')
        .slice(1);
    expect(rows()[0]).toHaveTextContent('Backups untested');
    expect(rows()[0]).toHaveTextContent('Overdue');
    expect(rows()[1]).toHaveTextContent('Internal audit');
    expect(rows()[1]).not.toHaveTextContent('Overdue');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByRole('option', { name: 'Lea Lead' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Policy unsigned');
    await user.click(screen.getByRole('combobox', { name: 'Audit' }));
    await user.click(await screen.findByRole('option', { name: 'Certification 2026' }));
    expect(await screen.findByText('No open finding matches the filters.')).toBeInTheDocument();
  });
});

describe("a requirement's findings", () => {
  it('lists the open ones first, with their status and due date', async () => {
    const closed = testFinding(3, { status: 'closed', title: 'Old finding', dueDate: '2019-01-01' });
    const asked: string[] = [];
    renderSignedIn(<RequirementFindings requirementId={requirement.id} />, {
      'GET /v2/findings': ({ url }) => {
        asked.push(url.search);
        return jsonResponse([closed, overdue]);
      },
    });
    const table = await screen.findByRole('table', { name: 'Findings on this requirement' });
    expect(asked).toEqual([`?requirementId=${requirement.id}&state=all`]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Backups untested');
    expect(rows[0]).toHaveTextContent('Overdue');
    expect(rows[1]).toHaveTextContent('Old finding');
    expect(rows[1]).toHaveTextContent('Closed');
    // A closed finding is past its date without being overdue.
    expect(rows[1]).not.toHaveTextContent('Overdue');
  });
});
