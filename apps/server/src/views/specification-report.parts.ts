import {
  codedRequirementName,
  describeRule,
  type Language,
  type LinkedControl,
  maturityLevels,
  type OccurrenceCounts,
  type ReportEvidence,
  type ReportRequirement,
  type RequirementParameter,
  type ScheduleHistory,
  type SemaphoreColour,
  type SnapshotPart,
  type SpecificationElement,
  semaphoreColours,
} from '@praxis/contract';
import { documentWords } from '../i18n/documents.js';
import { reportWords } from '../i18n/documents-report.js';
import {
  type Block,
  type Cell,
  type Column,
  dateCell,
  numberCell,
  semaphoreCell,
  textCell,
} from '../lib/documents/model.js';
import { personName } from '../modules/users/users.reader.js';

/**
 * What the report document shows: a report with its requirements' parameters. A sealed part is one as it is;
 * today's report gets its parameters added. A part sealed before recurring work was sealed has none.
 */
export type ReportContent = SnapshotPart;

const countKeys = [
  'due',
  'onTime',
  'late',
  'skipped',
  'missed',
  'open',
] as const satisfies readonly (keyof OccurrenceCounts)[];

export const text = (value: string | null | undefined): Cell => (value ? textCell(value) : null);
export const day = (value: string | null | undefined): Cell => (value ? dateCell(value.slice(0, 10)) : null);
export const number = (value: number | null | undefined): Cell =>
  value === null || value === undefined ? null : numberCell(value);
export const levelOf = (requirement: ReportRequirement, classId: 'Current' | 'Target') =>
  requirement.maturities.find((maturity) => maturity.classId === classId)?.level ?? null;

/** Each execution of the controls by its id: its identifier, its control's and its asset's name. */
export const executionsOf = (controls: LinkedControl[]) =>
  new Map(
    controls.flatMap((control) =>
      control.executions.map((execution) => [execution.id, { execution, control }] as const),
    ),
  );

/**
 * What both layouts of the report document share: the report's lookups (each element's depth and topic, each
 * requirement's details and parameters), the words in the reader's language, and the tables both show.
 */
export function reportParts(report: ReportContent, language: Language) {
  const words = reportWords[language];
  const { colours, yes, no } = documentWords[language];
  const details = new Map(report.requirements.map((requirement) => [requirement.id, requirement]));
  const parameters = new Map(report.parameters.map((entry) => [entry.requirementId, entry.parameters]));
  const elements = report.elements;
  const requirements = elements.filter((element) => element.kind === 'requirement');
  const columns = words.columns;

  /** Every element's depth and topic, from the tree order (parents first). */
  const places = new Map<string, { depth: number; topic: SpecificationElement }>();
  for (const element of elements) {
    const parent = element.parentId === null ? undefined : places.get(element.parentId);
    places.set(
      element.id,
      parent ? { depth: parent.depth + 1, topic: parent.topic } : { depth: 0, topic: element },
    );
  }
  const topicOf = (element: SpecificationElement) => {
    const topic = places.get(element.id)?.topic;
    return topic && topic !== element ? `${topic.code} ${topic.name}` : '';
  };
  const nameOf = (element: SpecificationElement) =>
    codedRequirementName({ ...element, statement: details.get(element.id)?.text ?? null });
  const colourOf = (element: SpecificationElement): SemaphoreColour =>
    details.get(element.id)?.semaphore ?? element.semaphore ?? 'gray';
  const levelText = (level: number | null) => {
    const name = maturityLevels.find((known) => known.level === level)?.name;
    return name ? `${level} ${words.levels[name]}` : words.notAssessed;
  };
  const applicability = (applicable: boolean | null) =>
    applicable === null ? words.undecided : applicable ? words.applicable : words.notApplicable;
  const assigned = (requirement: ReportRequirement, type: 0 | 1) =>
    requirement.assignments
      .filter((assignment) => assignment.type === type)
      .map((assignment) => personName(assignment.user))
      .join(', ');
  const heldBy = (evidence: ReportEvidence, executions: ReturnType<typeof executionsOf>) => {
    if (evidence.ownerCategory === 'Requirements') return words.thisRequirement;
    const found = executions.get(evidence.ownerId);
    return found
      ? words.heldByExecution(found.execution.identifier, found.control.identifier, found.execution.assetName)
      : words.anExecution;
  };
  const parameterValue = (parameter: RequirementParameter) => parameter.value ?? words.parameterUnset;
  const parameterSource = (parameter: RequirementParameter) =>
    parameter.source ? words.parameterSources[parameter.source] : '';

  // Parts both layouts show.

  const total = requirements.length;
  const semaphoreTable: Block = {
    kind: 'table',
    name: words.sheets.summary,
    columns: [
      { header: columns.colour, weight: 2 },
      { header: columns.requirements },
      { header: words.share },
    ],
    rows: semaphoreColours.map((colour) => {
      const count = report.specification.semaphore[colour];
      return [
        semaphoreCell(colour),
        numberCell(count),
        numberCell(total ? Math.round((count / total) * 1000) / 10 : 0),
      ];
    }),
  };
  const maturityTable: Block = {
    kind: 'table',
    name: words.sheets.maturity,
    columns: [
      { header: columns.code },
      { header: columns.topic, weight: 2.2 },
      { header: columns.requirements, weight: 0.8 },
      { header: columns.applicable, weight: 0.9 },
      // Wide enough for "Nåværende modenhet" to break between its words only.
      { header: columns.current, weight: 1.4 },
      { header: columns.target, weight: 1.4 },
      ...semaphoreColours.map((colour) => ({ header: colours[colour], weight: 0.7 })),
    ],
    rows: report.maturityOverview.map((topic) => [
      textCell(topic.code),
      textCell(topic.name),
      numberCell(topic.requirements),
      numberCell(topic.applicable),
      number(topic.current),
      number(topic.target),
      ...semaphoreColours.map((colour) => numberCell(topic.semaphore[colour])),
    ]),
  };
  const countColumns: Column[] = countKeys.map((key) => ({
    header: words.recurring.counts[key],
    weight: 0.8,
  }));
  const countCells = (counts: OccurrenceCounts) => countKeys.map((key) => numberCell(counts[key]));
  const activityName = (activity: ScheduleHistory['activities'][number]) =>
    `${words.recurring.kinds[activity.kind]}: ${activity.owner.code} ${activity.owner.name}${
      activity.evidence ? ` – ${activity.evidence.title}` : ''
    }`;
  const ruleOf = (activity: ScheduleHistory['activities'][number]) =>
    `${describeRule(activity.rule, language === 'nb-NO' ? 'nb' : 'en')}${
      activity.graceDays > 0 ? ` ${words.recurring.grace(activity.graceDays)}` : ''
    }`;
  const activitiesTable = (history: ScheduleHistory): Block => ({
    kind: 'table',
    name: words.sheets.recurringWork,
    columns: [
      { header: columns.activity, weight: 3 },
      { header: columns.rule, weight: 2 },
      { header: words.recurring.responsible, weight: 1.5 },
      ...countColumns,
    ],
    rows: history.activities.map((activity) => [
      textCell(activityName(activity)),
      textCell(ruleOf(activity)),
      textCell(activity.responsible?.name ?? words.recurring.nobody),
      ...countCells(activity.counts),
    ]),
  });

  const rowsOf = function* <T>(
    of: (element: SpecificationElement, requirement: ReportRequirement) => Iterable<T>,
  ) {
    for (const element of requirements) {
      const requirement = details.get(element.id);
      if (requirement) yield* of(element, requirement);
    }
  };

  return {
    report,
    words,
    yes,
    no,
    details,
    parameters,
    elements,
    columns,
    places,
    topicOf,
    nameOf,
    colourOf,
    levelText,
    applicability,
    assigned,
    heldBy,
    parameterValue,
    parameterSource,
    total,
    semaphoreTable,
    maturityTable,
    countColumns,
    countCells,
    activitiesTable,
    rowsOf,
  };
}

export type ReportParts = ReturnType<typeof reportParts>;
