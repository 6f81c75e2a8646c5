import { notifications } from '@mantine/notifications';
import type { User } from '@praxis/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorResponse, type FakeHandler, jsonResponse } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { testMe } from '../../../test/testAuth';
import { testSpecification } from '../../specification/testSpecifications';
import { testAudit, ulf } from '../testAudits';

// Toasts live in a store of their own, which outlives each test's render.
afterEach(() => notifications.clean());

const colleague: User = {
  ...testMe().user,
  ...ulf,
  userId: ulf.id,
  displayName: 'Ulf User',
  userType: 'User',
};
const planned = testAudit({
  id: '00000000-0000-4000-8000-0000000000a9',
  title: 'Internal audit',
  status: 'planned',
  kind: 'internal',
  snapshots: [],
  openFindings: 0,
});

function open(api: Record<string, FakeHandler> = {}, role: User['userType'] = 'Administrator') {
  const asked: string[] = [];
  const view = renderRoute('/audits', {
    me: testMe(role),
    api: {
      'GET /v2/audits': ({ url }) => {
        asked.push(url.search);
        return jsonResponse(
          url.searchParams.get('status') === 'planned' ? [planned] : [testAudit(), planned],
        );
      },
      'GET /v1/Users/company': () => jsonResponse([testMe().user, colleague]),
      'GET /v2/specifications': () => jsonResponse([testSpecification]),
      ...api,
    },
  });
  return { ...view, asked, user: userEvent.setup() };
}

describe('the audits (/audits)', () => {
  it('lists audits with kind, status, date, specifications, open findings and last snapshot, filtered by status', async () => {
    const { user, asked, router } = open();
    const table = await screen.findByRole('table', { name: 'Audits' });
    const [, first, second] = within(table).getAllByRole('row');
    expect([...(first as HTMLTableRowElement).cells].map((cell) => cell.textContent).slice(0, 7)).toEqual([
      'ISO 27001 surveillance 2026',
      'Surveillance',
      'In progress',
      'Mar 2, 2026',
      'NIST CSF 2.0',
      '1',
      'Mar 2, 2026',
    ]);
    expect(second).toHaveTextContent('None');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Planned' }));
    await waitFor(() => expect(asked).toContain('?status=planned'));
    expect(router.state.location.search).toBe('?status=planned');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Audits' })).getAllByRole('row')).toHaveLength(2),
    );
  });

  it('plans an audit with the contract schema: problems at their fields, then the body and the new audit', async () => {
    const posted: unknown[] = [];
    const { user, router } = open({
      'POST /v2/audits': ({ body }) => {
        posted.push(body);
        return jsonResponse(planned, 201);
      },
      'GET /v2/audits/:id': () => jsonResponse(planned),
    });
    await user.click(await screen.findByRole('button', { name: 'Plan an audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan an audit' });
    await user.click(within(dialog).getByRole('button', { name: 'Plan' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Use the form YYYY-MM-DD')).toBeInTheDocument();
    expect(within(dialog).getByText('name at least one specification')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Internal audit');
    fireEvent.change(within(dialog).getByLabelText('Audit date', { exact: false }), {
      target: { value: '2026-05-01' },
    });
    await user.click(within(dialog).getByRole('combobox', { name: 'Specifications' }));
    await user.click(await screen.findByRole('option', { name: 'NIST CSF 2.0' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Lead auditor' }));
    await user.click(await screen.findByRole('option', { name: 'Ulf User' }));
    await user.click(within(dialog).getByRole('button', { name: 'Plan' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      title: 'Internal audit',
      kind: 'internal',
      scope: null,
      periodStart: null,
      periodEnd: null,
      auditDate: '2026-05-01',
      leadAuditorId: ulf.id,
      teamIds: [],
      specificationIds: [testSpecification.id],
    });
    expect(await screen.findByText('Audit Internal audit planned')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/audits/${planned.id}`));
  });

  it('explains why an audit with snapshots is not deleted', async () => {
    const { user } = open({
      'DELETE /v2/audits/00000000-0000-4000-8000-0000000000a1': () =>
        errorResponse(409, 'conflict', 'An audit with snapshots or findings cannot be deleted'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete audit ISO 27001 surveillance 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete audit' });
    expect(dialog).toHaveTextContent('close it instead');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/The audit was not deleted: An audit with snapshots/)).toBeInTheDocument();
  });

  it('lets a Reader read the audits but not plan or change them', async () => {
    open({}, 'Reader');
    expect(await screen.findByRole('table', { name: 'Audits' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plan an audit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete audit/ })).not.toBeInTheDocument();
  });
});

describe('the audits in Norwegian', () => {
  it('names the page, its columns and the plan dialog in Norwegian', async () => {
    renderRoute('/audits', {
      me: testMe('Administrator', 'nb-NO'),
      api: { 'GET /v2/audits': () => jsonResponse([testAudit()]) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisjoner' })).toBeInTheDocument();
    const row = within(await screen.findByRole('table', { name: 'Revisjoner' })).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Oppfølging');
    expect(row).toHaveTextContent('Pågår');
    expect(row).toHaveTextContent('02.03.2026');
    expect(screen.getByRole('button', { name: 'Planlegg en revisjon' })).toBeInTheDocument();
  });
});
