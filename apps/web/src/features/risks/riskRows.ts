import type { RiskLevel, RiskRegisterRow, TreatmentDecision } from '@praxis/contract';
import type { HeatMapCell } from './RiskHeatMap';

export const sortKeys = [
  'identifier',
  'name',
  'inherent',
  'residual',
  'owner',
  'decision',
  'status',
  'dueDate',
] as const;
export type SortKey = (typeof sortKeys)[number];
export interface Sort {
  key: SortKey;
  descending: boolean;
}

/** No decision yet: a filter value of its own, since most scenarios start without one. */
export const UNDECIDED = 'undecided';

export interface RiskFilter {
  text: string;
  /** The scenario's current level: residual where rated, inherent otherwise (as an asset's criticality). */
  level: RiskLevel | null;
  decision: TreatmentDecision | typeof UNDECIDED | null;
  cell: HeatMapCell | null;
}

export const noFilter: RiskFilter = { text: '', level: null, decision: null, cell: null };

export const currentLevelOf = (row: RiskRegisterRow) => row.residualLevel ?? row.inherentLevel;

/** The treatment owner's name, or their address where they have none. */
export const ownerOf = (row: RiskRegisterRow) => {
  const owner = row.treatment?.owner;
  return owner ? [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email : null;
};

function matches(row: RiskRegisterRow, filter: RiskFilter): boolean {
  const text = filter.text.trim().toLocaleLowerCase();
  if (text && !`${row.identifier} ${row.name}`.toLocaleLowerCase().includes(text)) return false;
  if (filter.level !== null && currentLevelOf(row) !== filter.level) return false;
  if (filter.decision !== null && (row.treatment?.decision ?? UNDECIDED) !== filter.decision) return false;
  const { cell } = filter;
  return (
    cell === null ||
    (row[`${cell.rating}Likelihood`] === cell.likelihood &&
      row[`${cell.rating}Consequence`] === cell.consequence)
  );
}

const sortValue: Record<SortKey, (row: RiskRegisterRow) => string | number | null> = {
  identifier: (row) => row.identifier,
  name: (row) => row.name,
  inherent: (row) => row.inherentScore,
  residual: (row) => row.residualScore,
  owner: ownerOf,
  decision: (row) => row.treatment?.decision ?? null,
  status: (row) => row.treatment?.status ?? null,
  dueDate: (row) => row.treatment?.dueDate ?? null,
};

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The rows the filter lets through, in the chosen order; rows without a value go last either way. */
export function visibleRows(rows: RiskRegisterRow[], filter: RiskFilter, sort: Sort): RiskRegisterRow[] {
  const value = sortValue[sort.key];
  return rows
    .filter((row) => matches(row, filter))
    .sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
      return sort.descending ? -order : order;
    });
}
