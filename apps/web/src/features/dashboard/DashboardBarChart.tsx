import { useId } from 'react';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { ChartTable } from '../../components/charts/ChartTable';
import { Hatching } from '../../components/charts/Hatching';
import classes from '../../components/charts/MaturityOverviewChart.module.css';

export interface BarRow {
  key: string;
  label: string;
  /** The bar's length as a share of the full width, 0 to 1. */
  share: number;
  /** The value in words, written beside the bar and in the table. */
  text: string;
}

interface DashboardBarChartProps {
  rows: BarRow[];
  /** What the picture shows, as its accessible name. */
  summary: string;
  caption: string;
  labelHeader: string;
  valueHeader: string;
}

const width = 760;
const labelWidth = 240;
const valueRoom = 200;
const plotWidth = width - labelWidth - valueRoom;
const barHeight = 14;
const rowHeight = 24;
const nameChars = 36;
const truncate = (text: string) => (text.length > nameChars ? `${text.slice(0, nameChars - 1)}…` : text);

/**
 * Horizontal bars in the plain SVG of the maturity overview: each bar hatched and outlined and its
 * value written beside it, so a grey-scale printout reads as well as the screen. The picture is one image to
 * assistive technology, named by `summary`; the figures are in a visually hidden table.
 */
export function DashboardBarChart({
  rows,
  summary,
  caption,
  labelHeader,
  valueHeader,
}: DashboardBarChartProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const fill = `dashboard-bar-${uid}`;
  const height = rows.length * rowHeight + 8;
  return (
    <ChartFigure
      svgClassName={classes.svg}
      viewBox={`0 0 ${width} ${height}`}
      summary={summary}
      after={
        <ChartTable
          caption={caption}
          headers={[labelHeader, valueHeader]}
          rows={rows.map((row) => ({ key: row.key, label: row.label, cells: [row.text] }))}
        />
      }
    >
      <defs>
        <Hatching id={fill} colour="#1c3d6e" />
      </defs>
      {rows.map((row, index) => {
        const y = 4 + index * rowHeight;
        const length = Math.max(Math.min(row.share, 1), 0) * plotWidth;
        return (
          <g key={row.key}>
            <title>{`${row.label}: ${row.text}`}</title>
            <text className={classes.topicName} x={0} y={y + barHeight - 2}>
              {truncate(row.label)}
            </text>
            <rect
              x={labelWidth}
              y={y}
              width={plotWidth}
              height={barHeight}
              fill="none"
              className={classes.grid}
            />
            <rect
              x={labelWidth}
              y={y}
              width={Math.max(length, 1)}
              height={barHeight}
              fill={`url(#${fill})`}
              stroke="#1c3d6e"
              strokeWidth={1}
            />
            <text className={classes.value} x={labelWidth + plotWidth + 6} y={y + barHeight - 2}>
              {row.text}
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}
