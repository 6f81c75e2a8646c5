import type {
  Applicability,
  Assignment,
  Checkpoints,
  DocumentationV2,
  LinkedControl,
  Maturity,
  MaturityOverviewRow,
  ReportEvidence,
  ReportRequirement,
  ScheduleHistory,
  Specification,
  SpecificationElement,
  SpecificationReport,
} from '@praxis/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloadAs, fakeDownloads, fileResponse } from '../../test/downloads';
import { errorResponse, type FakeHandler, jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const specificationId = uuid(1);
const path = `/praxis/specification/${specificationId}/report`;

const counts = (green: number, yellow: number, red: number, gray: number) => ({ green, yellow, red, gray });

const specification: Specification = {
  id: specificationId,
  legacyId: 1,
  name: 'NIST CSF 2.0',
  description: null,
  version: '2.0',
  source: 'NIST Cybersecurity Framework',
  sourceId: null,
  tailored: false,
  sourceCatalogId: null,
  libraryEntry: null,
  importedAt: '2026-01-10T08:00:00.000Z',
  semaphore: counts(1, 1, 0, 1),
  elementCounts: { topic: 2, subtopic: 1, requirement: 3 },
};

let order = 0;
function element(
  n: number,
  kind: SpecificationElement['kind'],
  code: string,
  name: string,
  parent: number | null,
  semaphore: SpecificationElement['semaphore'] = null,
): SpecificationElement {
  return {
    id: uuid(n),
    legacyId: n,
    kind,
    parentId: parent === null ? null : uuid(parent),
    parentLegacyId: parent,
    code,
    name,
    order: order++,
    semaphore,
    counts: kind === 'requirement' ? null : counts(1, 1, 0, 0),
    labels: [],
  };
}

const elements = [
  element(10, 'topic', 'GV', 'Govern', null),
  element(20, 'topic', 'ID', 'Identify', null),
  element(11, 'subtopic', 'GV.OC', 'Organizational Context', 10),
  element(12, 'requirement', 'GV.OC-01', 'Mission is understood', 11, 'green'),
  element(13, 'requirement', 'GV.OC-02', 'Stakeholders are understood', 11, 'yellow'),
  element(21, 'requirement', 'ID-01', 'Assets are inventoried', 20, 'gray'),
];

const overview: MaturityOverviewRow[] = [
  {
    topicId: uuid(10),
    code: 'GV',
    name: 'Govern',
    requirements: 2,
    applicable: 2,
    withCurrent: 1,
    withTarget: 1,
    current: 2,
    target: 4,
    semaphore: counts(1, 1, 0, 0),
  },
  {
    topicId: uuid(20),
    code: 'ID',
    name: 'Identify',
    requirements: 1,
    applicable: 0,
    withCurrent: 0,
    withTarget: 0,
    current: null,
    target: null,
    semaphore: counts(0, 0, 0, 1),
  },
];

const noDates: Checkpoints = { deadlineDate: null, implementedDate: null, expiresDate: null };

function documentation(n: number, purpose: 'authoritative' | 'internal', content: string): DocumentationV2 {
  return {
    id: uuid(900 + n),
    legacyId: 900 + n,
    itemId: uuid(12),
    itemLegacyId: 12,
    itemType: 'Assets',
    class: { id: 1, name: 'Guidance', displayName: 'Guidance' },
    purpose,
    updatedAt: '2026-01-01T00:00:00.000Z',
    properties: { content },
  };
}

interface Details {
  applicability: Applicability;
  checkpoints: Checkpoints;
  controls: LinkedControl[];
  maturities: Maturity[];
  assignments: Assignment[];
  documentation: DocumentationV2[];
  evidence: ReportEvidence[];
}

const empty: Details = {
  applicability: { applicable: null, justification: null },
  checkpoints: noDates,
  controls: [],
  maturities: [],
  assignments: [],
  documentation: [],
  evidence: [],
};

const policy: ReportEvidence = {
  id: uuid(700),
  ownerCategory: 'Requirements',
  ownerId: uuid(12),
  title: 'Mission policy',
  kind: 'file',
  fileName: 'policy.pdf',
  url: null,
  sha256: '0123456789abcdef'.repeat(4),
  effectiveDate: '2026-01-15',
  expiresDate: '2027-01-15',
  status: 'approved',
  revision: 2,
};
const ticket: ReportEvidence = {
  id: uuid(701),
  ownerCategory: 'Executions',
  ownerId: uuid(301),
  title: 'Publication ticket',
  kind: 'link',
  fileName: null,
  url: 'https://tickets.example.com/42',
  sha256: null,
  effectiveDate: null,
  expiresDate: null,
  status: 'submitted',
  revision: 1,
};

const maturity = (classId: 'Current' | 'Target', level: number): Maturity => ({
  id: uuid(classId === 'Current' ? 501 : 502),
  legacyId: 1,
  requirementId: uuid(12),
  classId,
  level,
  levelName: 'x',
  comment: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const details: Record<number, Details> = {
  12: {
    applicability: { applicable: true, justification: null },
    checkpoints: { deadlineDate: '2026-03-01', implementedDate: null, expiresDate: null },
    controls: [
      {
        id: uuid(300),
        legacyId: 300,
        identifier: 'KON-007',
        name: 'Mission statement',
        title: 'Publish the mission statement',
        executions: [
          {
            id: uuid(301),
            legacyId: 301,
            identifier: 'KON-008',
            assetId: uuid(400),
            assetLegacyId: 400,
            assetName: 'Intranet',
            checkpoints: {
              deadlineDate: '2026-02-01',
              implementedDate: '2026-02-14',
              expiresDate: '2027-02-14',
            },
          },
        ],
      },
    ],
    maturities: [maturity('Target', 4), maturity('Current', 2)],
    assignments: [
      {
        type: 1,
        userId: uuid(601),
        user: { userId: uuid(601), firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com' },
      },
      {
        type: 0,
        userId: uuid(602),
        user: { userId: uuid(602), firstName: 'Ulf', lastName: 'User', email: 'ulf@example.com' },
      },
    ],
    documentation: [
      documentation(1, 'authoritative', '<p>Understand the mission.</p><img src="x" onerror="alert(1)">'),
      documentation(2, 'internal', '<p>Our mission is on the intranet.</p><script>alert(2)</script>'),
    ],
    evidence: [policy, ticket],
  },
  13: empty,
  21: { ...empty, applicability: { applicable: false, justification: 'We own no hardware.' } },
};

const reportPath = `/v2/specifications/${specificationId}/report`;

/** A period's history with one quarterly access review of Ulf's, and the counts it adds up to. */
function history(from: string, to: string, c: ScheduleHistory['totals']): ScheduleHistory {
  const ulf = { id: uuid(602), name: 'Ulf User' };
  return {
    from,
    to,
    asOf: '2026-06-01',
    totals: c,
    activities: [
      {
        scheduleId: uuid(700),
        kind: 'execution',
        owner: {
          category: 'Executions',
          id: uuid(701),
          legacyId: 701,
          code: 'KON-004',
          name: 'Access review',
          specificationId: null,
        },
        evidence: null,
        rule: 'FREQ=MONTHLY;INTERVAL=3',
        graceDays: 5,
        responsible: ulf,
        counts: c,
        occurrences: [],
      },
    ],
    byRequirement: [],
    byPerson: [{ person: ulf, counts: c }],
  };
}
const lastYear = history('2025-06-02', '2026-06-01', {
  due: 4,
  onTime: 1,
  late: 1,
  skipped: 1,
  missed: 1,
  open: 0,
});

const report: SpecificationReport = {
  specification,
  elements,
  maturityOverview: overview,
  coverage: [],
  recurringWork: lastYear,
  requirements: elements
    .filter((e) => e.kind === 'requirement')
    .map((e): ReportRequirement => {
      const d = details[e.legacyId]!;
      return {
        id: e.id,
        legacyId: e.legacyId,
        text: `<p>Text of ${e.code}</p>`,
        semaphore: e.semaphore!,
        documentation: d.documentation,
        applicability: d.applicability,
        checkpoints: d.checkpoints,
        controls: d.controls,
        maturities: d.maturities,
        assignments: d.assignments,
        labels: e.legacyId === 12 ? [{ id: uuid(90), name: 'Board priority', colour: 'purple' }] : [],
        evidence: d.evidence,
      };
    }),
};

function api(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return { [`GET ${reportPath}`]: () => jsonResponse(report), ...overrides };
}

const findReport = () => screen.findByRole('article', { name: 'NIST CSF 2.0' });

describe('the report page', () => {
  it('shows the whole specification on bare pages, with overview, statement of applicability and every topic', async () => {
    renderRoute(path, { api: api() });
    const report = await findReport();
    // Bare layout: no top menu, breadcrumbs or toolbox.
    expect(screen.queryByRole('banner', { name: /menu/i })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();

    expect(within(report).getByRole('heading', { level: 1, name: 'NIST CSF 2.0' })).toBeInTheDocument();
    expect(within(report).getByText(/^Date: /)).toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'Print' })).toBeInTheDocument();

    const headings = within(report)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Overview',
      'Statement of applicability',
      'Recurring work',
      'GV Govern',
      'ID Identify',
      'Evidence index',
    ]);
    expect(
      within(report).getByRole('heading', { level: 3, name: 'GV.OC Organizational Context' }),
    ).toBeVisible();
    expect(
      within(report).getByRole('heading', { level: 4, name: 'GV.OC-01 Mission is understood' }),
    ).toBeVisible();
    expect(
      within(report).getByRole('heading', { level: 3, name: 'ID-01 Assets are inventoried' }),
    ).toBeVisible();

    // The overview charts.
    expect(within(report).getByRole('img', { name: /Maturity of 2 topics/ })).toBeInTheDocument();
    expect(
      within(report).getByRole('img', {
        name: 'Semaphores of 3 requirements: 1 green, 1 yellow, 0 red, 1 gray',
      }),
    ).toBeInTheDocument();
  });

  it('shows a requirement nested in another inside it, a heading level further down', async () => {
    const parent = report.requirements.find((r) => r.legacyId === 21)!;
    const child = { ...element(22, 'requirement', 'ID-01.a', 'Inventory is reviewed', 21, 'red') };
    const nested: SpecificationReport = {
      ...report,
      elements: [...elements.slice(0, 5), { ...elements[5]!, counts: counts(0, 0, 1, 0) }, child],
      requirements: [...report.requirements, { ...parent, id: child.id, legacyId: 22, semaphore: 'red' }],
    };
    renderRoute(path, { api: api({ [`GET ${reportPath}`]: () => jsonResponse(nested) }) });
    await findReport();
    const outer = screen.getByRole('article', { name: 'ID-01 Assets are inventoried' });
    const inner = within(outer).getByRole('article', { name: 'ID-01.a Inventory is reviewed' });
    expect(
      within(inner).getByRole('heading', { level: 4, name: 'ID-01.a Inventory is reviewed' }),
    ).toBeVisible();
    expect(within(inner).getByText('Red')).toBeInTheDocument();
    const soa = screen.getByRole('region', { name: 'Statement of applicability' });
    expect(within(soa).getByRole('row', { name: /ID-01\.a/ })).toBeInTheDocument();
  });

  it('lists every requirement in the statement of applicability', async () => {
    renderRoute(path, { api: api() });
    await findReport();
    const soa = screen.getByRole('region', { name: 'Statement of applicability' });
    const table = within(soa).getByRole('table');
    const rows = within(table).getAllByRole<HTMLTableRowElement>('row').slice(1);
    expect(rows.map((row) => [...row.cells].map((cell) => cell.textContent))).toEqual([
      [
        'GV.OC-01 Mission is understood',
        'Govern',
        'Yes',
        '',
        'Implemented',
        'KON-007 Mission statement',
        'Feb 14, 2026',
      ],
      ['GV.OC-02 Stakeholders are understood', 'Govern', 'Yes', '', 'Partially implemented', '', 'Not set'],
      ['ID-01 Assets are inventoried', 'Identify', 'No', 'We own no hardware.', 'Excluded', '', 'Not set'],
    ]);
  });

  it('shows each requirement with semaphore, applicability, maturity, assignments, controls, executions and sanitised documentation', async () => {
    renderRoute(path, { api: api() });
    await findReport();
    const requirement = screen.getByRole('article', { name: 'GV.OC-01 Mission is understood' });
    const facts = within(requirement);
    expect(facts.getByText('Green')).toBeInTheDocument();
    expect(facts.getByText('Applicable')).toBeInTheDocument();
    expect(facts.getByText('Current: 2 (Incomplete)')).toBeInTheDocument();
    expect(facts.getByText('Target: 4 (Managed)')).toBeInTheDocument();
    expect(facts.getByText('Deadline: Mar 1, 2026')).toBeInTheDocument();
    expect(facts.getByText('Responsible: Ulf User')).toBeInTheDocument();
    expect(facts.getByText('Accountable: Ada Admin')).toBeInTheDocument();
    expect(
      within(facts.getByRole('list', { name: 'Labels' })).getByText('Board priority'),
    ).toBeInTheDocument();

    const controls = facts.getByRole('table', { name: 'Controls and executions' });
    expect(within(controls).getByRole('rowheader')).toHaveTextContent(
      'KON-007 Publish the mission statement',
    );
    const execution = within(controls).getAllByRole<HTMLTableRowElement>('row')[1]!;
    expect([...execution.cells].map((cell) => cell.textContent)).toEqual([
      'KON-007 Publish the mission statement',
      'KON-008',
      'Intranet',
      'Feb 1, 2026',
      'Feb 14, 2026',
      'Feb 14, 2027',
    ]);

    expect(facts.getByText('Text of GV.OC-01')).toBeInTheDocument();
    expect(facts.getByText('Guidance (authoritative)')).toBeInTheDocument();
    expect(facts.getByText('Guidance (internal)')).toBeInTheDocument();
    expect(facts.getByText('Our mission is on the intranet.')).toBeInTheDocument();
    expect(requirement.querySelector('script')).toBeNull();
    expect(requirement.querySelector('[onerror]')).toBeNull();

    const unassessed = screen.getByRole('article', { name: 'ID-01 Assets are inventoried' });
    expect(within(unassessed).getByText('Not applicable')).toBeInTheDocument();
    expect(within(unassessed).getByText('Justification: We own no hardware.')).toBeInTheDocument();
    expect(within(unassessed).getByText('No linked controls.')).toBeInTheDocument();
    expect(within(unassessed).getByText('No documentation.')).toBeInTheDocument();
    expect(within(unassessed).getByText('No evidence.')).toBeInTheDocument();
  });

  it("lists each requirement's evidence and ends with an evidence index by requirement code", async () => {
    renderRoute(path, { api: api() });
    await findReport();
    const cellsOf = (table: HTMLElement) =>
      within(table)
        .getAllByRole<HTMLTableRowElement>('row')
        .map((row) => [...row.cells].map((cell) => cell.textContent));
    const requirement = screen.getByRole('article', { name: 'GV.OC-01 Mission is understood' });
    const own = within(requirement).getByRole('table', { name: 'Evidence' });
    expect(cellsOf(own)).toEqual([
      ['Evidence', 'Held by', 'Status', 'Effective', 'Expires', 'Revision', 'SHA-256'],
      // The first 12 characters of the SHA-256, all of it on hover.
      ['Mission policy', 'This requirement', 'Approved', 'Jan 15, 2026', 'Jan 15, 2027', '2', '0123456789ab'],
      [
        'Publication tickethttps://tickets.example.com/42',
        'KON-008 (KON-007 on Intranet)',
        'Awaiting review',
        'Not set',
        'Not set',
        '1',
        'Link',
      ],
    ]);
    expect(within(own).getByText('0123456789ab')).toHaveAttribute('title', policy.sha256);

    const index = screen.getByRole('region', { name: 'Evidence index' });
    const rows = cellsOf(within(index).getByRole('table', { name: 'Evidence index' }));
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['Requirement', 'Evidence', 'Held by'],
      ['GV.OC-01', 'Mission policy', 'This requirement'],
      // The code cell spans the requirement's lines.
      [
        'Publication tickethttps://tickets.example.com/42',
        'KON-008 (KON-007 on Intranet)',
        'Awaiting review',
      ],
    ]);
    expect(within(index).getByRole('rowheader', { name: 'GV.OC-01' })).toHaveAttribute('rowspan', '2');
    expect(screen.getByRole('button', { name: 'Download evidence (zip)' })).toBeInTheDocument();
  });

  it('shows the recurring work of the last twelve months, and of the period chosen', async () => {
    const historyPath = `/v2/specifications/${specificationId}/schedules/history`;
    const asked: string[] = [];
    renderRoute(path, {
      api: api({
        [`GET ${historyPath}`]: ({ url }) => {
          asked.push(url.search);
          return jsonResponse(
            history('2026-01-01', '2026-03-31', {
              ...lastYear.totals,
              due: 1,
              late: 0,
              skipped: 0,
              missed: 0,
            }),
          );
        },
      }),
    });
    await findReport();
    const section = screen.getByRole('region', { name: 'Recurring work' });
    expect(
      within(section).getByText('From Jun 2, 2025 to Jun 1, 2026, counted on Jun 1, 2026.'),
    ).toBeInTheDocument();
    const activities = within(section).getByRole('table', { name: 'Per activity' });
    const row = within(activities).getByRole('row', { name: /KON-004 Access review/ });
    expect(row).toHaveTextContent(
      "Control activity: KON-004 Access reviewEvery quarter (5 days' grace)Ulf User411110",
    );
    expect(within(section).getByRole('table', { name: 'Totals' })).toHaveTextContent(
      'DueOn timeLateSkippedMissedOpen411110',
    );
    expect(within(section).getByRole('table', { name: 'Per person' })).toHaveTextContent('Ulf User411110');

    fireEvent.change(within(section).getByLabelText('From'), { target: { value: '2026-07-01' } });
    expect(within(section).getByRole('button', { name: 'Show period' })).toBeDisabled();
    expect(within(section).getByText('The end comes before the start')).toBeInTheDocument();
    fireEvent.change(within(section).getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(section).getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Show period' }));
    expect(await within(section).findByText(/^From Jan 1, 2026 to Mar 31, 2026/)).toBeInTheDocument();
    expect(within(section).getByRole('table', { name: 'Totals' })).toHaveTextContent(
      'DueOn timeLateSkippedMissedOpen110000',
    );
    expect(asked).toEqual(['?from=2026-01-01&to=2026-03-31']);
  });

  it('prints from the Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderRoute(path, { api: api() });
    await findReport();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('saves the report as a document from the Download menu', async () => {
    const saved = fakeDownloads();
    const documents: string[] = [];
    renderRoute(path, {
      api: api({
        [`GET ${reportPath}`]: ({ url }) => {
          if (!url.searchParams.has('format')) return jsonResponse(report);
          documents.push(url.search);
          return fileResponse('nist-csf-2.0-report.pdf', 'application/pdf');
        },
      }),
    });
    await findReport();
    await downloadAs(userEvent.setup(), 'PDF');
    await waitFor(() => expect(saved).toEqual(['nist-csf-2.0-report.pdf']));
    expect(documents).toEqual(['?format=pdf&paper=A4']);
  });

  it('loads the whole report in one call', async () => {
    const { fetchMock } = renderRoute(path, { api: api() });
    await findReport();
    const calls = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)).pathname)
      .filter((p) => p.startsWith('/v2/'));
    expect(calls).toEqual([reportPath]);
  });

  it('in API version 1 asks by the legacy id, also when the address holds the id', async () => {
    const v1 = `/v1/specifications/${specification.legacyId}/report`;
    const { fetchMock } = renderRoute(path, {
      config: { apiVersion: 1 },
      api: {
        'GET /v1/specifications': () => jsonResponse([specification]),
        [`GET ${v1}`]: () => jsonResponse(report),
      },
    });
    await findReport();
    const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname);
    expect(calls.filter((p) => p !== '/v1/Me')).toEqual(['/v1/specifications', v1]);
  });

  it("marks a statement's parameters: the company's value, and what the organisation has still to define", async () => {
    const text =
      '<p>Designate an <span data-param="p-1" data-source="company">Chief Information Security Officer</span>, ' +
      'reviewing <span data-param="p-2" data-source="unset">[Assignment: frequency]</span>.</p>';
    const [first, ...rest] = report.requirements;
    renderRoute(path, {
      api: api({
        [`GET ${reportPath}`]: () =>
          jsonResponse({ ...report, requirements: [{ ...first!, text }, ...rest] }),
      }),
    });
    await findReport();
    const requirement = screen.getByRole('article', { name: 'GV.OC-01 Mission is understood' });
    expect(requirement).toHaveTextContent(
      'Designate an Chief Information Security Officer (value set by your organisation), reviewing ' +
        '[Assignment: frequency] (organisation-defined parameter, not set yet).',
    );
  });

  it('speaks Norwegian, dates included', async () => {
    // The user record's language decides the interface language once they are signed in.
    renderRoute(path, { api: api(), me: testMe('Reader', 'nb-NO') });
    await findReport();
    expect(screen.getByRole('heading', { level: 2, name: 'Erklæring om anvendelighet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skriv ut' })).toBeInTheDocument();
    const requirement = screen.getByRole('article', { name: 'GV.OC-01 Mission is understood' });
    expect(within(requirement).getByText('Frist: 01.03.2026')).toBeInTheDocument();
    // The report's own date is written the same way as every other date.
    expect(screen.getByText(/^Dato: \d{2}\.\d{2}\.\d{4}$/)).toBeInTheDocument();
    expect(within(requirement).getByText('Nåværende: 2 (Ufullstendig)')).toBeInTheDocument();
    expect(within(requirement).getByRole('table', { name: 'Bevis' })).toHaveTextContent(
      'Venter på godkjenning',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Bevisoversikt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last ned bevis (zip)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last ned' })).toBeInTheDocument();
  });

  it('shows the loading state, then an error with a retry when the report cannot be loaded', async () => {
    let fail = true;
    renderRoute(path, {
      api: api({
        [`GET ${reportPath}`]: () =>
          fail ? errorResponse(404, 'not_found', 'Specification not found') : jsonResponse(report),
      }),
    });
    expect(await screen.findByText('Loading the report…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be loaded.');
    expect(alert).toHaveTextContent('Specification not found');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await findReport();
  });
});
