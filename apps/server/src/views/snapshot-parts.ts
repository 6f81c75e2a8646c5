import {
  codedRequirementName,
  type SnapshotPart,
  type SpecificationElement,
  type SpecificationReport,
} from '@praxis/contract';

/** Where an element sits: the topic it is under (its top-level ancestor) and its depth below that topic. */
export interface Place {
  topic: SpecificationElement | null;
  /** 0 for an element directly in its topic (and for a topic itself). */
  depth: number;
}

/** Every element's place, from the tree-ordered elements of a report (parents come first), in one pass. */
export function placesOf(elements: SpecificationElement[]): Map<string, Place> {
  const levels = new Map<string, { topic: SpecificationElement | null; level: number }>();
  for (const element of elements) {
    const parent = element.parentId === null ? undefined : levels.get(element.parentId);
    levels.set(
      element.id,
      parent === undefined
        ? { topic: element.kind === 'requirement' ? null : element, level: 0 }
        : { topic: parent.topic, level: parent.level + 1 },
    );
  }
  return new Map([...levels].map(([id, { topic, level }]) => [id, { topic, depth: Math.max(0, level - 1) }]));
}

/** A requirement's name as lists show it: its code, then its title (or its statement's first sentence). */
export const nameOf = (element: SpecificationElement, text: string | null): string =>
  codedRequirementName({ code: element.code, name: element.name, statement: text });

/** A stored part read back: the canonical text is JSON of the part's own shape. */
export const readPart = (content: string) => JSON.parse(content) as SnapshotPart;

/** A report's elements by id. */
export const elementsById = (report: SpecificationReport) =>
  new Map(report.elements.map((element) => [element.id, element]));
