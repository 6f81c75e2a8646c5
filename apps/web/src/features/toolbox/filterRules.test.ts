import { describe, expect, it } from 'vitest';
import {
  applyDisabled,
  availableParameters,
  filterReducer,
  filtersToSave,
  initialFilterState,
  listFilterOf,
} from './filterRules';

const parameters = ['Name', 'Class', 'Category'];

describe('filter rules', () => {
  it('a fresh popup has one empty row and Apply is disabled until something changes', () => {
    const state = initialFilterState(parameters, []);
    expect(state.rows).toEqual([{ parameter: null, value: '' }]);
    expect(applyDisabled(state)).toBe(true);
    expect(applyDisabled(filterReducer(state, { type: 'value', index: 0, value: 'x' }))).toBe(false);
  });

  it('adding a parameter marks it active and takes it out of the options', () => {
    const state = filterReducer(initialFilterState(parameters, []), { type: 'add', parameter: 'Class' });
    expect(state.rows).toEqual([{ parameter: 'Class', value: '' }]);
    expect(state.options.find((o) => o.parameter === 'Class')?.active).toBe(true);
    expect(availableParameters(state)).toEqual(['Name', 'Category']);
    // An active parameter cannot be added twice.
    expect(filterReducer(state, { type: 'add', parameter: 'Class' })).toBe(state);
  });

  it('deleting a row frees its parameter', () => {
    let state = filterReducer(initialFilterState(parameters, []), { type: 'add', parameter: 'Name' });
    state = filterReducer(state, { type: 'add', parameter: 'Class' });
    state = filterReducer(state, { type: 'delete', index: 0 });
    expect(state.rows.map((r) => r.parameter)).toEqual(['Class']);
    expect(availableParameters(state)).toEqual(['Name', 'Category']);
  });

  it('choosing another parameter for a row frees the old one', () => {
    let state = filterReducer(initialFilterState(parameters, []), { type: 'add', parameter: 'Name' });
    state = filterReducer(state, { type: 'choose', index: 0, parameter: 'Category' });
    expect(availableParameters(state)).toEqual(['Name', 'Class']);
  });

  it('Clear removes every row, and Apply then saves no filter', () => {
    const saved = [{ parameter: 'Name', value: 'db' }];
    const state = filterReducer(initialFilterState(parameters, saved), { type: 'clear' });
    expect(state.rows).toEqual([]);
    expect(applyDisabled(state)).toBe(false);
    expect(filtersToSave(state)).toEqual([]);
    expect(listFilterOf(filtersToSave(state))).toBeNull();
  });

  it('Apply saves every row with a parameter, the list loads with the first only', () => {
    let state = filterReducer(initialFilterState(parameters, []), { type: 'add', parameter: 'Name' });
    state = filterReducer(state, { type: 'value', index: 0, value: ' web ' });
    state = filterReducer(state, { type: 'add', parameter: 'Class' });
    state = filterReducer(state, { type: 'value', index: 1, value: 'Technical' });
    const saved = filtersToSave(state);
    expect(saved).toEqual([
      { parameter: 'Name', value: 'web' },
      { parameter: 'Class', value: 'Technical' },
    ]);
    expect(listFilterOf(saved)).toBe('Name:web');
  });

  it('opens with the saved filters, their parameters active', () => {
    const state = initialFilterState(parameters, [{ parameter: 'Category', value: 'IT' }]);
    expect(state.rows).toEqual([{ parameter: 'Category', value: 'IT' }]);
    expect(availableParameters(state)).toEqual(['Name', 'Class']);
    expect(applyDisabled(state)).toBe(false);
  });
});
