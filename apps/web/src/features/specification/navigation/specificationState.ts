import type { ElementKind } from '@praxis/contract';

/** What the rules below read of a specification element; the contract's element has more, which is kept. */
export interface IndexElement {
  id: string;
  kind: ElementKind;
  parentId: string | null;
}

/** The index's element id, which the breadcrumb bar's toggle names as what it shows and hides. */
export const navigationIndexId = 'navigation-index';

export interface CurrentSpecification {
  id: string;
  legacyId: number;
  name: string;
}

/**
 * The client state of the specification pages: the topics, sub-topics and requirements of the
 * specification on screen, that specification, the selected element, whether the navigation index is
 * expanded and whether the toolbox drawer is shown.
 */
export interface SpecificationState<E extends IndexElement = IndexElement> {
  specification: CurrentSpecification | null;
  topics: E[];
  subTopics: E[];
  requirements: E[];
  selectedId: string | null;
  indexExpanded: boolean;
  drawerShown: boolean;
}

export type SpecificationAction<E extends IndexElement = IndexElement> =
  | { type: 'setSpecification'; specification: CurrentSpecification }
  | { type: 'add'; elements: E[] }
  | { type: 'remove'; kind: IndexElement['kind']; id: string }
  | { type: 'clear' }
  | { type: 'select'; id: string | null }
  | { type: 'toggleIndex' }
  | { type: 'setIndexExpanded'; expanded: boolean }
  | { type: 'toggleDrawer' }
  | { type: 'setDrawerShown'; shown: boolean };

export const initialSpecificationState: SpecificationState = {
  specification: null,
  topics: [],
  subTopics: [],
  requirements: [],
  selectedId: null,
  indexExpanded: true,
  drawerShown: false,
};

const listOf = { topic: 'topics', subtopic: 'subTopics', requirement: 'requirements' } as const;

/**
 * An element added again replaces the one held (its semaphore may have changed since) at the same
 * place, so a list never holds an element twice.
 */
function withElement<E extends IndexElement>(list: E[], element: E): E[] {
  const at = list.findIndex((e) => e.id === element.id);
  if (at === -1) return [...list, element];
  const next = list.slice();
  next[at] = element;
  return next;
}

export function specificationReducer<E extends IndexElement>(
  state: SpecificationState<E>,
  action: SpecificationAction<E>,
): SpecificationState<E> {
  switch (action.type) {
    case 'setSpecification':
      return { ...state, specification: action.specification };
    case 'add': {
      const next = { ...state };
      for (const element of action.elements) {
        const key = listOf[element.kind];
        next[key] = withElement(next[key], element);
      }
      return next;
    }
    case 'remove': {
      const key = listOf[action.kind];
      return {
        ...state,
        [key]: state[key].filter((e) => e.id !== action.id),
        selectedId: state.selectedId === action.id ? null : state.selectedId,
      };
    }
    case 'clear':
      // Leaving a specification forgets its elements; the index and drawer flags are the user's.
      return { ...state, specification: null, topics: [], subTopics: [], requirements: [], selectedId: null };
    case 'select':
      return { ...state, selectedId: action.id };
    case 'toggleIndex':
      return { ...state, indexExpanded: !state.indexExpanded };
    case 'setIndexExpanded':
      return { ...state, indexExpanded: action.expanded };
    case 'toggleDrawer':
      return { ...state, drawerShown: !state.drawerShown };
    case 'setDrawerShown':
      return { ...state, drawerShown: action.shown };
  }
}
