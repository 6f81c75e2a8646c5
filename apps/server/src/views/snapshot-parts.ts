import {
  type AssessmentReport,
  codedRequirementName,
  type SnapshotPart,
  type SpecificationElement,
} from '@praxis/contract';

/** A requirement's name as lists show it: its code, then its title (or its statement's first sentence). */
export const nameOf = (element: SpecificationElement, text: string | null): string =>
  codedRequirementName({ code: element.code, name: element.name, statement: text });

/** A stored part read back: the canonical text is JSON of the part's own shape. */
export const readPart = (content: string) => JSON.parse(content) as SnapshotPart;

/** A report's elements by id. */
export const elementsById = (report: AssessmentReport) =>
  new Map(report.elements.map((element) => [element.id, element]));
