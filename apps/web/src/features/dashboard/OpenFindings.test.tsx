import type { Dashboard as DashboardData } from '@praxis/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../test/renderSignedIn';
import { Dashboard } from './Dashboard';

const data = (findings: DashboardData['findings']): DashboardData => ({
  specifications: [],
  overdue: { count: 0, data: [] },
  expiring: { count: 0, data: [] },
  occurrences: { due: 0, overdue: 0 },
  evidenceAwaitingReview: 0,
  findings,
  people: null,
});

describe("the dashboard's open findings", () => {
  it('counts the open findings, names the kinds there are, says how many are overdue and leads to the plan', async () => {
    renderSignedIn(
      <Dashboard
        data={data({
          open: { 'major-nonconformity': 1, 'minor-nonconformity': 2, observation: 0, opportunity: 0 },
          overdue: 1,
        })}
      />,
      {},
    );
    const figure = await screen.findByRole('group', { name: 'Open audit findings' });
    expect(figure).toHaveTextContent('3');
    expect(within(figure).getByText('Major nonconformity: 1')).toBeInTheDocument();
    expect(within(figure).getByText('Minor nonconformity: 2')).toBeInTheDocument();
    expect(within(figure).queryByText(/Observation/)).not.toBeInTheDocument();
    expect(within(figure).getByText('1 overdue')).toBeInTheDocument();
    expect(within(figure).getByRole('link', { name: 'Plan of action' })).toHaveAttribute('href', '/findings');
  });
});

describe("the dashboard's recurring work", () => {
  it('counts the occurrences due and says how many were missed', async () => {
    renderSignedIn(
      <Dashboard
        data={{
          ...data({
            open: { 'major-nonconformity': 0, 'minor-nonconformity': 0, observation: 0, opportunity: 0 },
            overdue: 0,
          }),
          occurrences: { due: 4, overdue: 2 },
        }}
      />,
      {},
    );
    const figure = await screen.findByRole('group', { name: 'Recurring work due' });
    expect(figure).toHaveTextContent('4');
    expect(within(figure).getByText('2 missed')).toBeInTheDocument();
  });
});
