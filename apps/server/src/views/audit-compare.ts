import {
  type AssessmentReport,
  type ComparedState,
  type Comparison,
  type ComparisonAspect,
  comparisonAspects,
  placesOf,
  type ReportRequirement,
  type RequirementChange,
} from '@praxis/contract';
import { elementsById, nameOf } from './snapshot-parts.js';

/** What a comparison looks at in one requirement: the same order of lists whatever order they were read in. */
export function comparedState(requirement: ReportRequirement): ComparedState {
  return {
    semaphore: requirement.semaphore,
    applicable: requirement.applicability.applicable,
    justification: requirement.applicability.justification,
    maturities: requirement.maturities
      .map(({ classId, level }) => ({ classId, level }))
      .sort((a, b) => a.classId.localeCompare(b.classId)),
    controls: requirement.controls.map((control) => control.identifier).sort(),
    evidence: requirement.evidence
      .map(({ id, title, revision, sha256 }) => ({ id, title, revision, sha256 }))
      .sort((a, b) => a.id.localeCompare(b.id) || a.revision - b.revision),
  };
}

const evidenceKey = (state: ComparedState) =>
  state.evidence.map((e) => `${e.id}:${e.revision}:${e.sha256 ?? ''}`).join(',');

/** Whether each aspect differs between two states of one requirement. */
const differs: Record<ComparisonAspect, (a: ComparedState, b: ComparedState) => boolean> = {
  colour: (a, b) => a.semaphore !== b.semaphore,
  applicability: (a, b) => a.applicable !== b.applicable || a.justification !== b.justification,
  maturity: (a, b) => JSON.stringify(a.maturities) !== JSON.stringify(b.maturities),
  controls: (a, b) => a.controls.join('\n') !== b.controls.join('\n'),
  evidence: (a, b) => evidenceKey(a) !== evidenceKey(b),
};

/** A requirement on one side: its state and where it stands. */
interface Seen {
  state: ComparedState;
  name: string;
  specificationId: string;
  topicId: string | null;
}

/** A specification's topic, in tree order. */
interface Topic {
  specificationId: string;
  topicId: string;
  name: string;
}

/**
 * One side of a comparison, all a comparison needs of its reports: every requirement's state by id (in tree
 * order, report after report), the topics and the specifications. Far smaller than the reports, so a sealed
 * side is worth keeping once read.
 */
export interface Side {
  specificationIds: string[];
  requirements: Map<string, Seen>;
  topics: Topic[];
}

export function sideOf(reports: AssessmentReport[]): Side {
  const requirements = new Map<string, Seen>();
  const topics: Topic[] = [];
  for (const report of reports) {
    const specificationId = report.specification.id;
    const elements = elementsById(report);
    const places = placesOf(report.elements);
    for (const element of report.elements) {
      if (element.parentId === null && element.kind !== 'requirement') {
        topics.push({ specificationId, topicId: element.id, name: element.name });
      }
    }
    for (const requirement of report.requirements) {
      const element = elements.get(requirement.id);
      requirements.set(requirement.id, {
        state: comparedState(requirement),
        name: element ? nameOf(element, requirement.text) : requirement.id,
        specificationId,
        topicId: places.get(requirement.id)?.topic?.id ?? null,
      });
    }
  }
  return { specificationIds: reports.map((r) => r.specification.id), requirements, topics };
}

/** How many of the rows each topic holds. */
function countBy(rows: Iterable<{ topicId: string | null }>): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (const { topicId } of rows) counts.set(topicId, (counts.get(topicId) ?? 0) + 1);
  return counts;
}

export interface CompareFilter {
  aspect?: ComparisonAspect;
  topicId?: string;
}

/**
 * Every requirement whose colour, applicability, maturity, controls or evidence differ between two sides
 * (matched by id, the later side's tree order first, then what only the earlier side had), with a summary per
 * topic in tree order. A requirement on one side only has every aspect changed and null for the other side.
 * The aspect filter counts in the summary; the topic filter narrows the list only, so the summary still
 * shows where else things changed.
 */
export function compareSides(
  before: Side,
  after: Side,
  filter: CompareFilter = {},
): Pick<Comparison, 'topics' | 'changes'> {
  const [earlier, later] = [before.requirements, after.requirements];
  const changes: RequirementChange[] = [];
  const ids = [...later.keys(), ...[...earlier.keys()].filter((id) => !later.has(id))];
  for (const requirementId of ids) {
    const [from, to] = [earlier.get(requirementId), later.get(requirementId)];
    const shown = (to ?? from) as Seen;
    const aspects =
      from && to
        ? comparisonAspects.filter((aspect) => differs[aspect](from.state, to.state))
        : [...comparisonAspects];
    if (aspects.length === 0 || (filter.aspect && !aspects.includes(filter.aspect))) continue;
    changes.push({
      requirementId,
      name: shown.name,
      specificationId: shown.specificationId,
      topicId: shown.topicId,
      aspects,
      before: from?.state ?? null,
      after: to?.state ?? null,
    });
  }
  const laterIds = new Set(after.specificationIds);
  const onlyBefore = <T extends { specificationId: string }>(rows: Iterable<T>) =>
    [...rows].filter((row) => !laterIds.has(row.specificationId));
  const held = countBy([...later.values(), ...onlyBefore(earlier.values())]);
  const changed = countBy(changes);
  return {
    topics: [...after.topics, ...onlyBefore(before.topics)].map((topic) => ({
      ...topic,
      requirements: held.get(topic.topicId) ?? 0,
      changed: changed.get(topic.topicId) ?? 0,
    })),
    changes: filter.topicId ? changes.filter((c) => c.topicId === filter.topicId) : changes,
  };
}
