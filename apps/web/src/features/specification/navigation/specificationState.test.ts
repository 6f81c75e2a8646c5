import { describe, expect, it, vi } from 'vitest';
import {
  type IndexElement,
  initialSpecificationState,
  type SpecificationState,
  specificationReducer,
} from './specificationState';
import { createSpecificationStore } from './specificationStore';

const topic: IndexElement = { id: 't1', kind: 'topic', parentId: null };
const subTopic: IndexElement = { id: 's1', kind: 'subtopic', parentId: 't1' };
const requirement: IndexElement = { id: 'r1', kind: 'requirement', parentId: 's1' };

const run = (...actions: Parameters<typeof specificationReducer>[1][]) =>
  actions.reduce<SpecificationState>(specificationReducer, initialSpecificationState);

describe('specification client state', () => {
  it('holds topics, sub-topics and requirements, each in its own list', () => {
    const state = run({ type: 'add', elements: [topic, subTopic, requirement] });
    expect(state.topics).toEqual([topic]);
    expect(state.subTopics).toEqual([subTopic]);
    expect(state.requirements).toEqual([requirement]);
  });

  it.each([
    ['topics', topic],
    ['subTopics', subTopic],
    ['requirements', requirement],
  ] as const)(
    '%s: adding the same element twice keeps one entry; removing it takes it away',
    (list, element) => {
      const other = { ...element, id: `${element.id}-other` };
      const twice = run({ type: 'add', elements: [element, other] }, { type: 'add', elements: [element] });
      expect(twice[list]).toEqual([element, other]);
      const removed = specificationReducer(twice, { type: 'remove', kind: element.kind, id: element.id });
      expect(removed[list]).toEqual([other]);
    },
  );

  it('an element added again replaces the one held, in its place (a new semaphore)', () => {
    const green = { ...requirement, semaphore: 'green' };
    const red = { ...requirement, semaphore: 'red' };
    const next = { ...requirement, id: 'r2' };
    const state = specificationReducer(
      specificationReducer(initialSpecificationState, { type: 'add', elements: [green, next] }),
      { type: 'add', elements: [red] },
    );
    expect(state.requirements).toEqual([red, next]);
  });

  it('holds the selected element and specification; clearing empties lists and specification', () => {
    const state = run(
      { type: 'setSpecification', specification: { id: 'spec', legacyId: 1, name: 'NIST CSF 2.0' } },
      { type: 'add', elements: [topic, subTopic, requirement] },
      { type: 'select', id: 'r1' },
      { type: 'toggleIndex' },
    );
    expect(state.specification).toEqual({ id: 'spec', legacyId: 1, name: 'NIST CSF 2.0' });
    expect(state.selectedId).toBe('r1');
    const cleared = specificationReducer(state, { type: 'clear' });
    expect(cleared).toMatchObject({
      specification: null,
      topics: [],
      subTopics: [],
      requirements: [],
      selectedId: null,
    });
    // The user's choice of layout survives leaving a specification.
    expect(cleared.indexExpanded).toBe(false);
  });

  it('removing the selected element unselects it', () => {
    const state = run({ type: 'add', elements: [requirement] }, { type: 'select', id: 'r1' });
    expect(
      specificationReducer(state, { type: 'remove', kind: 'requirement', id: 'r1' }).selectedId,
    ).toBeNull();
  });

  it('the index-expanded flag and the drawer flag toggle', () => {
    expect(initialSpecificationState.indexExpanded).toBe(true);
    expect(initialSpecificationState.drawerShown).toBe(false);
    const toggled = run({ type: 'toggleIndex' }, { type: 'toggleDrawer' });
    expect(toggled).toMatchObject({ indexExpanded: false, drawerShown: true });
    const back = run(
      { type: 'toggleIndex' },
      { type: 'toggleIndex' },
      { type: 'toggleDrawer' },
      { type: 'toggleDrawer' },
    );
    expect(back).toMatchObject({ indexExpanded: true, drawerShown: false });
    expect(run({ type: 'setIndexExpanded', expanded: false }).indexExpanded).toBe(false);
    expect(run({ type: 'setDrawerShown', shown: true }).drawerShown).toBe(true);
  });

  it('the store tells its listeners about changes, and only about changes', () => {
    const store = createSpecificationStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'toggleIndex' });
    expect(store.getState().indexExpanded).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch({ type: 'toggleIndex' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
