import type { WorkEntry, WorkList } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';
import { testAudit, testFinding } from '../findings/testFindings';
import { testItem } from '../items/testItems';

const requirement: WorkEntry = {
  kind: 'requirement',
  id: '11111111-1111-4111-8111-111111111111',
  legacyId: 7,
  category: null,
  specificationId: '22222222-2222-4222-8222-222222222222',
  code: 'GV.1.1',
  name: 'Access policy',
  date: '2026-01-31',
  dateKind: 'deadline',
  overdue: true,
  role: 'responsible',
  colour: 'red',
};
const execution: WorkEntry = {
  ...requirement,
  kind: 'execution',
  id: '44444444-4444-4444-8444-444444444444',
  category: 'Executions',
  specificationId: null,
  code: 'KON-001',
  name: 'Backups · Server',
  date: null,
  dateKind: null,
  overdue: false,
  role: 'accountable',
  colour: 'gray',
};
const answer: WorkList = {
  data: [requirement, execution],
  counts: { total: 2, overdue: 1, colours: { green: 0, yellow: 0, red: 1, gray: 1 } },
};

describe('My work (/my-work)', () => {
  it('lists my work with counts, role, date and semaphore; filters ask the API; a requirement opens', async () => {
    const asked: string[] = [];
    const { router } = renderRoute('/my-work', {
      me: testMe('Reader'),
      api: {
        'GET /v1/Me/work': ({ url }) => {
          asked.push(url.search);
          return jsonResponse(
            url.searchParams.get('kind') === 'execution' ? { ...answer, data: [execution] } : answer,
          );
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My work' })).toBeInTheDocument();
    expect(await screen.findByText('2 assigned · 1 overdue')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'My work' })).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: 'Semaphore: Red' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Responsible');
    expect(rows[1]).toHaveTextContent('Overdue');
    expect(rows[2]).toHaveTextContent('Accountable');
    expect(rows[2]).toHaveTextContent('No date');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Execution' }));
    await waitFor(() => expect(asked).toContain('?kind=execution'));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Open GV.1.1 Access policy' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    await user.click(await screen.findByRole('link', { name: 'Open GV.1.1 Access policy' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/praxis/specification/${requirement.specificationId}`),
    );
    expect(router.state.location.search).toBe(`?requirement=${requirement.id}`);
  });

  it('opens a risk scenario waiting for approval in its details dialog, connection sections and all', async () => {
    const scenario = testItem('Threats', 1, { name: 'Ransomware' });
    const approval: WorkEntry = {
      ...execution,
      kind: 'approval',
      id: scenario.id,
      legacyId: scenario.legacyId,
      category: 'Threats',
      code: scenario.identifier,
      name: 'Ransomware',
    };
    renderRoute('/my-work', {
      me: testMe('Administrator'),
      api: {
        'GET /v1/Me/work': () =>
          jsonResponse({ data: [approval], counts: { ...answer.counts, total: 1, overdue: 0 } }),
        [`GET /v2/Threats/${scenario.id}`]: () => jsonResponse(scenario),
        // Its connection sections show the page's loading overlay while they link.
        [`GET /v2/Threats/${scenario.id}/relations`]: () =>
          jsonResponse([
            { name: 'Reducing controls', create: 'Controls', relationType: 'ThreatControl', items: [] },
          ]),
        [`GET /v2/Threats/${scenario.id}/treatment`]: () => jsonResponse(null),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Ransomware/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Threat details' });
    expect(
      await within(dialog).findByRole('button', { name: 'Add to Reducing controls' }),
    ).toBeInTheDocument();
  });

  it('lists a finding I own with its due date, and opens it on its own page', async () => {
    const finding = testFinding(1, { title: 'Backups untested', dueDate: '2026-01-15' });
    const entry: WorkEntry = {
      ...requirement,
      kind: 'finding',
      id: finding.id,
      code: finding.identifier,
      name: finding.title,
      date: '2026-01-15',
      role: 'owner',
    };
    const { router } = renderRoute('/my-work', {
      me: testMe('User'),
      api: {
        'GET /v1/Me/work': () => jsonResponse({ ...answer, data: [entry] }),
        [`GET /v2/findings/${finding.id}`]: () => jsonResponse(finding),
        [`GET /v2/audits/${testAudit.id}`]: () => jsonResponse(testAudit),
        [`GET /v2/findings/${finding.id}/evidence`]: () => jsonResponse([]),
      },
    });
    const row = await screen.findByRole('row', { name: /FND-001 Backups untested/ });
    expect(row).toHaveTextContent('Finding');
    expect(row).toHaveTextContent('Owner');
    expect(row).toHaveTextContent('Deadline: Jan 15, 2026');
    expect(row).toHaveTextContent('Overdue');

    const user = userEvent.setup();
    await user.click(within(row).getByRole('link', { name: 'Open FND-001 Backups untested' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Backups untested' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/praxis/findings/${finding.id}`);
    expect(await screen.findByRole('group', { name: 'Move the finding on' })).toHaveTextContent('Start work');
  });

  it('lists occurrences of recurring work with their rule in words and the end of their grace period', async () => {
    const occurrence = (id: string, date: string, overdue: boolean): WorkEntry => ({
      ...requirement,
      kind: 'occurrence',
      date,
      dateKind: 'due',
      overdue,
      colour: overdue ? 'red' : 'gray',
      activity: {
        occurrenceId: id,
        scheduleId: '55555555-5555-4555-8555-555555555555',
        scheduleKind: 'checkpoint',
        rule: 'FREQ=MONTHLY;INTERVAL=3',
        graceEndsOn: overdue ? '2026-01-20' : '2026-04-20',
      },
    });
    const { router } = renderRoute('/my-work', {
      me: testMe('User'),
      api: {
        'GET /v1/Me/work': () =>
          jsonResponse({
            ...answer,
            data: [
              occurrence('66666666-6666-4666-8666-666666666666', '2026-01-10', true),
              occurrence('77777777-7777-4777-8777-777777777777', '2026-04-10', false),
            ],
          }),
      },
    });
    const rows = within(await screen.findByRole('table', { name: 'My work' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Recurring work');
    expect(rows[1]).toHaveTextContent('Requirement checkpoint · Every quarter');
    expect(rows[1]).toHaveTextContent('Due: Jan 10, 2026');
    expect(rows[1]).toHaveTextContent('Grace period ends Jan 20, 2026');
    expect(rows[1]).toHaveTextContent('Overdue');
    expect(rows[2]).toHaveTextContent('Due: Apr 10, 2026');
    expect(rows[2]).not.toHaveTextContent('Overdue');
    const user = userEvent.setup();
    await user.click(within(rows[1] as HTMLElement).getByRole('link', { name: 'Open GV.1.1 Access policy' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/praxis/specification/${requirement.specificationId}`),
    );
  });
});
