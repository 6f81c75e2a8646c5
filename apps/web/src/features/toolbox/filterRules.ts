import type { SavedFilter } from '@praxis/contract';

/** One row of the filter popup; a fresh row has no parameter yet. */
export interface FilterRow {
  parameter: string | null;
  value: string;
}

/** A parameter the register offers; `active` while a row uses it. */
export interface FilterOption {
  parameter: string;
  active: boolean;
}

export interface FilterState {
  rows: FilterRow[];
  options: FilterOption[];
  changed: boolean;
}

export type FilterAction =
  | { type: 'add'; parameter: string }
  | { type: 'choose'; index: number; parameter: string }
  | { type: 'value'; index: number; value: string }
  | { type: 'delete'; index: number }
  | { type: 'clear' };

const emptyRow: FilterRow = { parameter: null, value: '' };

function withActive(options: FilterOption[], rows: FilterRow[]): FilterOption[] {
  const used = new Set(rows.map((row) => row.parameter));
  return options.map((option) => ({ ...option, active: used.has(option.parameter) }));
}

/** The popup as it opens: the saved filters, or one empty row when there are none. */
export function initialFilterState(parameters: readonly string[], saved: SavedFilter[]): FilterState {
  const rows = saved.length > 0 ? saved.map(({ parameter, value }) => ({ parameter, value })) : [emptyRow];
  return {
    rows,
    options: withActive(
      parameters.map((parameter) => ({ parameter, active: false })),
      rows,
    ),
    changed: false,
  };
}

/**
 * An added parameter becomes active and leaves the options, deleting a row frees its parameter,
 * clearing removes every row.
 */
export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  let rows: FilterRow[];
  switch (action.type) {
    case 'add': {
      if (state.options.find((o) => o.parameter === action.parameter)?.active !== false) return state;
      const row = { parameter: action.parameter, value: '' };
      // The fresh popup's empty row is a placeholder: the first parameter chosen fills it.
      const onlyEmpty = state.rows.length === 1 && state.rows[0]?.parameter === null;
      rows = onlyEmpty ? [row] : [...state.rows, row];
      break;
    }
    case 'choose':
      if (state.options.find((o) => o.parameter === action.parameter)?.active !== false) return state;
      rows = state.rows.map((row, i) => (i === action.index ? { ...row, parameter: action.parameter } : row));
      break;
    case 'value':
      rows = state.rows.map((row, i) => (i === action.index ? { ...row, value: action.value } : row));
      break;
    case 'delete':
      rows = state.rows.filter((_, i) => i !== action.index);
      break;
    case 'clear':
      rows = [];
      break;
  }
  return { rows, options: withActive(state.options, rows), changed: true };
}

/** The parameters still free for the 'Add new filter parameter' selector. */
export const availableParameters = (state: FilterState) =>
  state.options.filter((option) => !option.active).map((option) => option.parameter);

/** Apply is disabled while the only row has no parameter and nothing changed. */
export const applyDisabled = (state: FilterState) =>
  !state.changed && state.rows.length === 1 && state.rows[0]?.parameter === null;

/** What Apply saves: the rows that name a parameter. */
export const filtersToSave = (state: FilterState): SavedFilter[] =>
  state.rows.flatMap((row) =>
    row.parameter === null ? [] : [{ parameter: row.parameter, value: row.value.trim() }],
  );

/** The list loads with the first filter only, as `filter=<parameter>:<value>`. */
export const listFilterOf = (filters: SavedFilter[]): string | null => {
  const [first] = filters;
  return first === undefined ? null : `${first.parameter}:${first.value}`;
};
