import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { MaturityOverviewChart } from './MaturityOverviewChart';
import { SemaphoreSummary } from './SemaphoreSummary';

const wrap = (node: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{node}</MantineProvider>
    </I18nextProvider>,
  );

const topics = [
  {
    topicId: 't1',
    code: 'GV',
    name: 'Govern',
    current: 2,
    target: 4,
    semaphore: { green: 3, yellow: 1, red: 0, gray: 2 },
  },
  { topicId: 't2', code: 'ID', name: 'Identify', current: 1.5, target: 6 },
  { topicId: 't3', code: 'PR', name: 'Protect', current: null, target: null },
];

describe('MaturityOverviewChart', () => {
  it('draws a current and a target bar per topic on an axis of the named levels 0-6', () => {
    const { container } = wrap(<MaturityOverviewChart topics={topics} />);
    const chart = screen.getByRole('img', { name: /Maturity of 3 topics/ });
    expect(chart.getAttribute('aria-label')).toContain('average current 1.8, average target 5');

    const bars = container.querySelectorAll('svg rect[fill^="url(#maturity-"]');
    // Two bars for each assessed topic, nothing for the unassessed one, two legend swatches.
    expect(bars).toHaveLength(2 * 2 + 2);
    const fills = new Set([...bars].map((bar) => bar.getAttribute('fill')));
    expect(fills.size).toBe(2);
    // Current is solid, target hatched and outlined: the two differ without colour.
    const [current, target] = [...container.querySelectorAll('pattern')];
    expect(current?.querySelector('line')).toBeNull();
    expect(target?.querySelector('line')).not.toBeNull();

    const labels = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    for (const level of ['Initial', 'Incomplete', 'Defined', 'Managed', 'Quantitative', 'Optimized']) {
      expect(labels).toContain(level);
    }
    for (const tick of ['0', '1', '2', '3', '4', '5', '6']) expect(labels).toContain(tick);
    expect(labels).toEqual(expect.arrayContaining(['GV', 'Govern', 'ID', 'Identify', '1.5', 'Not assessed']));
    expect(labels).toEqual(expect.arrayContaining(['Current', 'Target']));
  });

  it('lists the figures in a table for screen readers', () => {
    wrap(<MaturityOverviewChart topics={topics} />);
    const table = screen.getByRole('table', { name: 'Current and target maturity per topic' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Topic', 'Current', 'Target', 'Green', 'Yellow', 'Red', 'Gray']);
    const govern = within(table).getByRole('row', { name: /GV Govern/ });
    expect(
      within(govern)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2 (Incomplete)', '4 (Managed)', '3', '1', '0', '2']);
    const protect = within(table).getByRole('row', { name: /PR Protect/ });
    expect(within(protect).getAllByRole('cell')[0]).toHaveTextContent('Not assessed');
  });

  it('names the levels in Norwegian', async () => {
    await i18n.changeLanguage('nb');
    wrap(<MaturityOverviewChart topics={topics} />);
    const chart = screen.getByRole('img', { name: /Modenhet for 3 temaer/ });
    const labels = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Innledende', 'Optimalisert', '1,5']));
  });

  it('says so when there are no topics', () => {
    wrap(<MaturityOverviewChart topics={[]} />);
    expect(screen.getByText('No topics to show.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('SemaphoreSummary', () => {
  it('stacks the four colours and names each with its count', () => {
    const { container } = wrap(<SemaphoreSummary counts={{ green: 6, yellow: 2, red: 1, gray: 1 }} />);
    expect(
      screen.getByRole('img', { name: 'Semaphores of 10 requirements: 6 green, 2 yellow, 1 red, 1 gray' }),
    ).toBeInTheDocument();
    expect(container.querySelectorAll('svg rect')).toHaveLength(4);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Green: 6 (60%)', 'Yellow: 2 (20%)', 'Red: 1 (10%)', 'Gray: 1 (10%)']);
  });
});
