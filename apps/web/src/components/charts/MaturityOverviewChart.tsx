import { Text } from '@mantine/core';
import {
  MAX_MATURITY_LEVEL,
  type MaturityOverviewRow,
  type SemaphoreCounts,
  semaphoreColours,
} from '@praxis/contract';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartFigure } from './ChartFigure';
import { ChartTable } from './ChartTable';
import { Hatching } from './Hatching';
import classes from './MaturityOverviewChart.module.css';
import { maturityLevelKey } from './maturityLevelKey';

/**
 * A topic as GET /v2/specifications/{id}/maturity-overview answers it, so its rows can be handed in as they
 * come: `current` and `target` are average levels (0-6, decimals allowed), null when nothing is assessed.
 */
export type MaturityOverviewTopic = Pick<
  MaturityOverviewRow,
  'topicId' | 'code' | 'name' | 'current' | 'target'
> & {
  /** Requirements per semaphore colour; listed in the screen-reader table when given. */
  semaphore?: SemaphoreCounts;
};

interface MaturityOverviewChartProps {
  topics: MaturityOverviewTopic[];
}

/** Maturity levels 1-6; 0 is the axis origin (nothing reached). */
const maturityLevels = [0, 1, 2, 3, 4, 5, 6] as const;
const maxLevel = MAX_MATURITY_LEVEL;

// Geometry in viewBox units; the SVG scales to its container, so these only fix the proportions.
const width = 760;
const labelWidth = 220;
const valueRoom = 44;
const plotWidth = width - labelWidth - valueRoom;
const barHeight = 12;
const barGap = 2;
const rowHeight = 2 * barHeight + barGap + 16;
const top = 8;
const axisHeight = 40;
const legendHeight = 28;
const nameChars = 34;

const x = (level: number) => labelWidth + (Math.min(Math.max(level, 0), maxLevel) / maxLevel) * plotWidth;
const truncate = (text: string) => (text.length > nameChars ? `${text.slice(0, nameChars - 1)}…` : text);

/**
 * Current against target maturity per topic, as a grouped horizontal bar chart in plain SVG.
 * Current bars are solid, target bars hatched and outlined, so the two stay apart when printed in
 * black and white; every bar also carries its value as text. The picture is one image to assistive
 * technology, summarised in its label; the figures themselves are in a visually hidden table.
 */
export function MaturityOverviewChart({ topics }: MaturityOverviewChartProps) {
  const { t, i18n } = useTranslation();
  // Pattern ids must be unique per chart (a page may show two) and valid inside url(#…).
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const currentFill = `maturity-current-${uid}`;
  const targetFill = `maturity-target-${uid}`;
  const number = useMemo(
    () => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }),
    [i18n.language],
  );
  const levelName = (level: number) => t(maturityLevelKey(level));
  const describe = (value: number | null) => {
    if (value === null) return t('maturityChart.notAssessed');
    return Number.isInteger(value)
      ? t('maturityChart.levelWithName', { level: number.format(value), name: levelName(value) })
      : number.format(value);
  };

  if (topics.length === 0) {
    return (
      <Text c="dimmed" className={classes.empty}>
        {t('maturityChart.empty')}
      </Text>
    );
  }

  const average = (pick: (topic: MaturityOverviewTopic) => number | null) => {
    const values = topics.map(pick).filter((v): v is number => v !== null);
    return values.length === 0
      ? t('maturityChart.notAssessed')
      : number.format(values.reduce((a, b) => a + b, 0) / values.length);
  };
  const summary = t('maturityChart.summary', {
    count: topics.length,
    current: average((topic) => topic.current),
    target: average((topic) => topic.target),
  });
  const withCounts = topics.some((topic) => topic.semaphore !== undefined);
  const plotBottom = top + topics.length * rowHeight;
  const height = plotBottom + axisHeight + legendHeight;

  const bar = (value: number | null, y: number, fill: string, stroke: string | undefined) =>
    value === null ? (
      <text x={x(0) + 4} y={y + barHeight - 2} className={classes.value}>
        {t('maturityChart.notAssessed')}
      </text>
    ) : (
      <>
        <rect
          x={x(0)}
          y={y}
          width={Math.max(x(value) - x(0), 1)}
          height={barHeight}
          fill={`url(#${fill})`}
          stroke={stroke}
          strokeWidth={stroke === undefined ? undefined : 1}
        />
        <text x={x(value) + 4} y={y + barHeight - 2} className={classes.value}>
          {number.format(value)}
        </text>
      </>
    );

  const table = (
    <ChartTable
      caption={t('maturityChart.tableCaption')}
      headers={[
        t('maturityChart.topic'),
        t('maturityChart.current'),
        t('maturityChart.target'),
        ...(withCounts ? semaphoreColours.map((colour) => t(`maturityChart.semaphore.${colour}`)) : []),
      ]}
      rows={topics.map((topic) => ({
        key: topic.topicId,
        label: `${topic.code} ${topic.name}`,
        cells: [
          describe(topic.current),
          describe(topic.target),
          ...(withCounts ? semaphoreColours.map((colour) => topic.semaphore?.[colour] ?? 0) : []),
        ],
      }))}
    />
  );

  return (
    <ChartFigure
      svgClassName={classes.svg}
      viewBox={`0 0 ${width} ${height}`}
      summary={summary}
      after={table}
    >
      <defs>
        <pattern id={currentFill} width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill="#1c3d6e" />
        </pattern>
        {/* Hatched: reads as 'target' even on a grey-scale printout. */}
        <Hatching id={targetFill} colour="#d9480f" />
      </defs>

      {maturityLevels.map((level) => (
        <g key={level}>
          <line className={classes.grid} x1={x(level)} x2={x(level)} y1={top} y2={plotBottom} />
          <text className={classes.axisLabel} x={x(level)} y={plotBottom + 14} textAnchor="middle">
            {level}
          </text>
          {level > 0 && (
            <text className={classes.levelName} x={x(level)} y={plotBottom + 28} textAnchor="middle">
              {levelName(level)}
            </text>
          )}
        </g>
      ))}
      <line className={classes.axis} x1={x(0)} x2={x(0)} y1={top} y2={plotBottom} />
      <line className={classes.axis} x1={x(0)} x2={x(maxLevel)} y1={plotBottom} y2={plotBottom} />

      {topics.map((topic, index) => {
        const y = top + index * rowHeight + 6;
        return (
          <g key={topic.topicId}>
            <title>{`${topic.code} ${topic.name}`}</title>
            <text className={classes.topicCode} x={0} y={y + 10}>
              {topic.code}
            </text>
            <text className={classes.topicName} x={0} y={y + 24}>
              {truncate(topic.name)}
            </text>
            {bar(topic.current, y, currentFill, undefined)}
            {bar(topic.target, y + barHeight + barGap, targetFill, '#d9480f')}
          </g>
        );
      })}

      <g transform={`translate(${labelWidth}, ${plotBottom + axisHeight + 4})`}>
        <rect width="14" height="12" fill={`url(#${currentFill})`} />
        <text className={classes.legend} x={20} y={10}>
          {t('maturityChart.current')}
        </text>
        <rect x={120} width="14" height="12" fill={`url(#${targetFill})`} stroke="#d9480f" />
        <text className={classes.legend} x={140} y={10}>
          {t('maturityChart.target')}
        </text>
      </g>
    </ChartFigure>
  );
}
