import type { AuditEvent } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testColleague, testMe } from '../../test/testAuth';

const me = testMe();
const rita = testColleague('Reader', 3);

function event(n: number, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    at: '2026-03-14T09:30:00.000Z',
    userId: me.user.id,
    userEmail: me.user.email,
    action: 'update',
    entity: 'users',
    entityId: rita.id,
    before: { title: null, city: 'Oslo' },
    after: { title: 'Auditor', city: 'Oslo' },
    ...overrides,
  };
}

const asked: URLSearchParams[] = [];
afterEach(() => {
  asked.length = 0;
  vi.restoreAllMocks();
});

function openLog(answer: (query: URLSearchParams) => Response) {
  const view = renderRoute('/system-configuration/log', {
    api: {
      'GET /v1/Users/company': () => jsonResponse([me.user, rita]),
      'GET /v1/audit': ({ url }: FakeRequest) => {
        asked.push(url.searchParams);
        return answer(url.searchParams);
      },
    },
  });
  return { ...view, user: userEvent.setup() };
}

const lastQuery = () => Object.fromEntries(asked.at(-1) ?? []);

describe('/system-configuration/log', () => {
  it('lists the events newest first and shows an update as before and after per field', async () => {
    const { user } = openLog(() =>
      jsonResponse({
        data: [event(1), event(2, { action: 'create', entity: 'environments' })],
        hasMore: false,
      }),
    );
    const table = await screen.findByRole('table', { name: 'Changes, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Changed')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Persons')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Environments')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', pageSize: '50' });

    const [show] = screen.getAllByRole('button', { name: 'Show changes' });
    await user.click(show as HTMLElement);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const title = screen.getByRole('row', { name: /^title/ });
    expect(
      within(title)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['null', '"Auditor"']);
    // The changed field comes before the one that stayed.
    const fields = screen.getAllByRole('rowheader').map((header) => header.textContent);
    expect(fields.indexOf('title')).toBeLessThan(fields.indexOf('city'));
  });

  it('filters by entity, part of the email and dates, and pages', async () => {
    const { user } = openLog((query) =>
      jsonResponse({ data: [event(Number(query.get('page')))], hasMore: query.get('page') === '1' }),
    );
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity' }), 'Environments');
    await waitFor(() => expect(lastQuery()).toMatchObject({ entity: 'environments' }));
    await user.type(screen.getByRole('combobox', { name: 'Person (email)' }), 'RITA');
    expect(await screen.findByRole('option', { name: 'rita@example.com' })).toBeInTheDocument();
    await waitFor(() => expect(lastQuery()).toMatchObject({ userEmail: 'RITA' }));
    await user.type(screen.getByLabelText('From date'), '2026-03-01');
    await user.type(screen.getByLabelText('To date'), '2026-03-31');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        entity: 'environments',
        userEmail: 'RITA',
        from: '2026-03-01',
        to: '2026-03-31',
        page: '1',
        pageSize: '50',
      }),
    );

    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2: 1 event')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ entity: 'environments', page: '2' });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('exports CSV with the current filters and the token, and saves it as a file', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // jsdom has no blob URLs; the browser's download is what the e2e spec checks.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
    const { user } = openLog((query) => {
      if (query.get('format') !== 'csv') return jsonResponse({ data: [event(1)], hasMore: false });
      return new Response('at,userEmail\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="praxis-audit-log.csv"',
        },
      });
    });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity' }), 'Persons');
    // The export takes the filters of the page shown.
    await waitFor(() => expect(lastQuery()).toMatchObject({ entity: 'users' }));
    const fetchCalls = vi.mocked(fetch).mock.calls;
    await user.click(screen.getByRole('button', { name: 'Export page as CSV' }));
    await waitFor(() => expect(saved).toEqual(['praxis-audit-log.csv']));
    expect(lastQuery()).toEqual({ entity: 'users', page: '1', pageSize: '50', format: 'csv' });
    const csvCall = fetchCalls.find(([url]) => String(url).includes('format=csv'));
    expect(new Headers(csvCall?.[1]?.headers).get('Authorization')).toBe('Bearer test-access-token');
  });

  it('says so when nothing matches, and speaks Norwegian to a Norwegian administrator', async () => {
    renderRoute('/system-configuration/log', {
      me: testMe('Administrator', 'nb-NO'),
      api: {
        'GET /v1/Users/company': () => jsonResponse([]),
        'GET /v1/audit': () => jsonResponse({ data: [], hasMore: false }),
      },
    });
    expect(await screen.findByText('Ingen hendelser passer til filtrene.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Logg' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Entitet' })).toHaveDisplayValue('Alle entiteter');
    expect(screen.getByRole('button', { name: 'Eksporter siden som CSV' })).toBeDisabled();
  });
});
