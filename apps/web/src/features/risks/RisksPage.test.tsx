import {
  type RiskHeatmap,
  type RiskMatrix,
  type RiskRegisterRow,
  riskHeatmapSchema,
  riskMatrixSchema,
  riskRegisterSchema,
} from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { downloadAs, fakeDownloads, fileResponse } from '../../test/downloads';
import { type FakeHandler, jsonResponse } from '../../test/fakeApi';
import { renderRoute } from '../../test/renderRoute';
import { testMe } from '../../test/testAuth';
import { testItem } from '../items/testItems';

const row = (number: number, extra: Partial<RiskRegisterRow>): RiskRegisterRow => {
  const { id, legacyId, identifier, name } = testItem('Threats', number);
  return {
    id,
    legacyId,
    identifier,
    name,
    inherentLikelihood: null,
    inherentConsequence: null,
    inherentScore: null,
    inherentLevel: null,
    residualLikelihood: null,
    residualConsequence: null,
    residualScore: null,
    residualLevel: null,
    assets: 0,
    reducedBy: 0,
    treatment: null,
    ...extra,
  };
};

const owner = {
  userId: '11111111-1111-4111-8111-111111111111',
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.com',
};

// Checked against the contract, as the server's answers will be.
const rows = riskRegisterSchema.parse([
  row(1, {
    name: 'Ransomware',
    inherentLikelihood: 4,
    inherentConsequence: 5,
    inherentScore: 20,
    inherentLevel: 'critical',
    residualLikelihood: 2,
    residualConsequence: 5,
    residualScore: 10,
    residualLevel: 'high',
    treatment: {
      decision: 'mitigate',
      owner,
      dueDate: '2026-12-01',
      status: 'inProgress',
      expiresDate: null,
      approvedAt: null,
      expired: false,
      overdue: false,
    },
  }),
  row(2, {
    name: 'Flood',
    inherentLikelihood: 1,
    inherentConsequence: 4,
    inherentScore: 4,
    inherentLevel: 'low',
  }),
  row(3, {
    name: 'Insider',
    inherentLikelihood: 4,
    inherentConsequence: 5,
    inherentScore: 20,
    inherentLevel: 'critical',
    residualLikelihood: 4,
    residualConsequence: 5,
    residualScore: 20,
    residualLevel: 'critical',
    treatment: {
      decision: 'accept',
      owner: null,
      dueDate: null,
      status: 'planned',
      expiresDate: '2027-01-01',
      approvedAt: null,
      expired: false,
      overdue: false,
    },
  }),
]);

/** A 5×5 grid of counts, [likelihood − 1][consequence − 1], with the given cells filled. */
const grid = (cells: [likelihood: number, consequence: number, count: number][]) =>
  Array.from({ length: 5 }, (_, l) =>
    Array.from({ length: 5 }, (_, c) => cells.find(([x, y]) => x === l + 1 && y === c + 1)?.[2] ?? 0),
  );
const heatmap: RiskHeatmap = riskHeatmapSchema.parse({
  inherent: grid([
    [4, 5, 2],
    [1, 4, 1],
  ]),
  residual: grid([
    [2, 5, 1],
    [4, 5, 1],
  ]),
});

function openRisks(api: Record<string, FakeHandler> = {}, language?: 'nb-NO') {
  const view = renderRoute('/praxis/risks', {
    me: testMe('User', language),
    api: {
      'GET /v2/risks/register': () => jsonResponse(rows),
      'GET /v2/risks/heatmap': () => jsonResponse(heatmap),
      'GET /v2/risks/matrix': () => jsonResponse(riskMatrixSchema.parse(matrix)),
      ...api,
    },
  });
  return { ...view, user: userEvent.setup() };
}

const matrix: RiskMatrix = {
  thresholds: { medium: 5, high: 10, critical: 20 },
  colours: { low: '#2f9e44', medium: '#f2c200', high: '#f76707', critical: '#c92a2a' },
};

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell')[1]?.textContent);

describe('risk view (/praxis/risks)', () => {
  it('shows both heat maps with their counts; a cell narrows the register to its scenarios, from the keyboard too', async () => {
    const { user } = openRisks();
    const table = await screen.findByRole('table', { name: 'Risk register' });
    expect(names(table)).toEqual(['Insider', 'Ransomware', 'Flood']);

    const inherent = screen.getByRole('table', { name: 'Heat map: inherent risk' });
    const residual = screen.getByRole('table', { name: 'Heat map: residual risk' });
    expect(within(inherent).getAllByRole('button')).toHaveLength(25);
    const corner = within(inherent).getByRole('button', { name: 'Likelihood 4, consequence 5: 2 scenarios' });
    expect(corner).toHaveTextContent('2');
    // The cell of likelihood 4 and consequence 5 is critical (20) under the matrix, and coloured so.
    expect(corner.closest('td')).toHaveStyle({ background: '#c92a2a' });
    expect(
      within(inherent).getByRole('button', { name: 'Likelihood 1, consequence 4: 1 scenario' }),
    ).toBeInTheDocument();
    expect(
      within(inherent)
        .getByRole('button', { name: 'Likelihood 1, consequence 1: 0 scenarios' })
        .closest('td'),
    ).toHaveStyle({
      background: '#2f9e44',
    });

    await user.click(
      within(residual).getByRole('button', { name: 'Likelihood 2, consequence 5: 1 scenario' }),
    );
    expect(names(table)).toEqual(['Ransomware']);
    expect(
      screen.getByText(/Showing the scenarios in heat map: residual risk, likelihood 2, consequence 5/),
    ).toBeInTheDocument();

    corner.focus();
    await user.keyboard('{Enter}');
    expect(corner).toHaveAttribute('aria-pressed', 'true');
    expect(names(table)).toEqual(['Insider', 'Ransomware']);
    await user.keyboard('{Enter}');
    expect(names(table)).toEqual(['Insider', 'Ransomware', 'Flood']);

    await user.click(
      within(residual).getByRole('button', { name: 'Likelihood 5, consequence 5: 0 scenarios' }),
    );
    expect(screen.getByText('No risk scenario matches the filter.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all scenarios' }));
    expect(names(screen.getByRole('table', { name: 'Risk register' }))).toHaveLength(3);
  });

  it('sorts by any column and filters by level, treatment and text; rows show the movement and the treatment', async () => {
    const { user } = openRisks();
    const table = await screen.findByRole('table', { name: 'Risk register' });
    const ransomware = within(table).getByRole('row', { name: /Ransomware/ });
    expect(within(ransomware).getByText('Critical (20)')).toBeInTheDocument();
    expect(within(ransomware).getByText('High (10)')).toBeInTheDocument();
    expect(within(ransomware).getByText('down from 20 to 10')).toBeInTheDocument();
    expect(ransomware).toHaveTextContent('Kari Nordmann');
    expect(ransomware).toHaveTextContent('Mitigate');
    expect(ransomware).toHaveTextContent('In progress');
    expect(ransomware).toHaveTextContent('Dec 1, 2026');
    expect(within(table).getByRole('row', { name: /Insider/ })).toHaveTextContent('unchanged at 20');
    expect(within(table).getByRole('row', { name: /Flood/ })).toHaveTextContent('Not decided');

    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Residual risk' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(names(table)).toEqual(['Flood', 'Insider', 'Ransomware']);
    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(names(table)).toEqual(['Ransomware', 'Insider', 'Flood']);
    await user.click(screen.getByRole('button', { name: 'Due date' }));
    // Rows without a date go last.
    expect(names(table)[0]).toBe('Ransomware');

    // The level filter takes the residual level where there is one, else the inherent one.
    await user.click(screen.getByRole('combobox', { name: 'Current risk level' }));
    await user.click(await screen.findByRole('option', { name: 'Low' }));
    expect(names(table)).toEqual(['Flood']);
    await user.click(screen.getByRole('combobox', { name: 'Current risk level' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));

    await user.click(screen.getByRole('combobox', { name: 'Treatment' }));
    await user.click(await screen.findByRole('option', { name: 'Accept' }));
    expect(names(table)).toEqual(['Insider']);
    await user.click(screen.getByRole('combobox', { name: 'Treatment' }));
    await user.click(await screen.findByRole('option', { name: 'Not decided' }));
    expect(names(table)).toEqual(['Flood']);
    await user.click(screen.getByRole('combobox', { name: 'Treatment' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'RIS-00');
    expect(names(table)).toHaveLength(3);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'somw');
    expect(names(table)).toEqual(['Ransomware']);
  });

  it('opens a scenario in its details dialog, prints the report in a new tab and downloads the register', async () => {
    const saved = fakeDownloads();
    const documents: string[] = [];
    const ransomware = testItem('Threats', 1, {
      name: 'Ransomware',
      inherentLikelihood: 4,
      inherentConsequence: 5,
    });
    const { user } = openRisks({
      [`GET /v2/Threats/${ransomware.id}`]: () => jsonResponse(ransomware),
      // A connection section, as every scenario has: it needs the page's loading overlay.
      [`GET /v2/Threats/${ransomware.id}/relations`]: () =>
        jsonResponse([
          { name: 'Reducing controls', create: 'Controls', relationType: 'ThreatControl', items: [] },
        ]),
      'GET /v2/risks/export.xlsx': () => fileResponse('risk-register.xlsx'),
      'GET /v2/risks/register': ({ url }) => {
        if (!url.searchParams.has('format')) return jsonResponse(rows);
        documents.push(url.search);
        return fileResponse('risk-treatment-plan.xlsx');
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open RIS-001 Ransomware' }));
    const dialog = await screen.findByRole('dialog', { name: 'Threat details' });
    expect(within(dialog).getByRole('textbox', { name: 'Inherent risk level' })).toHaveValue('Critical (20)');
    expect(
      await within(dialog).findByRole('button', { name: 'Add to Reducing controls' }),
    ).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Print risk report' })).toHaveAttribute(
      'href',
      '/praxis/risks/report',
    );
    expect(screen.getByRole('link', { name: 'Print risk report' })).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(saved).toEqual(['risk-register.xlsx']));
    // The register with its treatment plan, as a document.
    await downloadAs(user, 'Excel (.xlsx)');
    await waitFor(() => expect(saved).toEqual(['risk-register.xlsx', 'risk-treatment-plan.xlsx']));
    expect(documents).toEqual(['?format=xlsx&paper=A4']);
  });

  it('speaks Norwegian', async () => {
    openRisks({}, 'nb-NO');
    expect(await screen.findByRole('table', { name: 'Risikoregister' })).toBeInTheDocument();
    const inherent = screen.getByRole('table', { name: 'Varmekart: iboende risiko' });
    expect(
      within(inherent).getByRole('button', { name: 'Sannsynlighet 4, konsekvens 5: 2 scenarioer' }),
    ).toBeInTheDocument();
    expect(within(inherent).getByRole('rowheader', { name: '1 – Sjelden' })).toBeInTheDocument();
    expect(within(inherent).getByRole('columnheader', { name: '1 – Ubetydelig' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skriv ut risikorapport' })).toBeInTheDocument();
  });
});

describe('risk report (/praxis/risks/report)', () => {
  it("prints the company's heat maps and register in the report layout, highest residual risk first", async () => {
    renderRoute('/praxis/risks/report', {
      api: {
        'GET /v2/risks/register': () => jsonResponse(rows),
        'GET /v2/risks/heatmap': () => jsonResponse(heatmap),
        'GET /v2/risks/matrix': () => jsonResponse(matrix),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: testMe().company.name })).toBeInTheDocument();
    expect(screen.getByText('Risk report')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Toolbox' })).not.toBeInTheDocument();
    const inherent = await screen.findByRole('table', { name: 'Heat map: inherent risk' });
    // On paper the counts are text, not buttons.
    expect(within(inherent).queryByRole('button')).not.toBeInTheDocument();
    const table = (await screen.findAllByRole('table')).at(-1) as HTMLElement;
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => tr.textContent),
    ).toEqual([
      expect.stringContaining('Insider'),
      expect.stringContaining('Ransomware'),
      expect.stringContaining('Flood'),
    ]);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('High (10)');
  });
});
