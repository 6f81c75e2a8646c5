import { describe, type RouteResult } from './load.js';

/** A plain-text table; each route's throughput is also given as a share of the baseline's from the same run. */
export function formatTable(results: RouteResult[], baseline: RouteResult): string {
  const header = ['route', 'request', 'requests/s', 'p50 ms', 'p99 ms', 'vs baseline'];
  const rows = results.map((result) => [
    result.route.name,
    describe(result.route),
    result.requestsPerSecond.toFixed(0),
    result.p50Ms.toFixed(0),
    result.p99Ms.toFixed(0),
    `${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}×`,
  ]);
  const textColumns = 2;
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
