import { describe, type RouteResult } from './load.js';

/** A plain-text table; each route's throughput is also given as a share of the baseline's from the same run. */
export function formatTable(results: RouteResult[], baseline: RouteResult): string {
  const header = ['route', 'request', 'requests/s', 'p50 ms', 'p99 ms', 'vs baseline'];
  const rows = results.map((result) => [
    result.route.name,
    describe(result.route),
    result.requestsPerSecond.toFixed(0),
    milliseconds(result.p50Ms),
    milliseconds(result.p99Ms),
    `${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}×`,
  ]);
  return formatColumns(header, rows, 2);
}

/** Whole milliseconds; 'none' when no request completed in the window (RouteResult's Infinity). */
export const milliseconds = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(0) : 'none');

/** Aligns cells in columns: the first `textColumns` to the left, the figures after them to the right. */
export function formatColumns(header: string[], rows: string[][], textColumns: number): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => {
        const width = widths[column] ?? 0;
        return column < textColumns ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The nearest-rank quantile (0.5 median, 0.95 p95) of a non-empty list. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
