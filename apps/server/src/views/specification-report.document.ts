import {
  codedRequirementName,
  type DocumentFormat,
  describeRule,
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
  type DocumentSource,
  dateCell,
  numberCell,
  semaphoreCell,
  textCell,
} from '../lib/documents/model.js';
import { plainLinesOf } from '../lib/plain-text.js';
import { personName } from '../modules/users/users.reader.js';
import { type Edition, type PrintedFor, specificationDocumentMeta } from './document-meta.js';

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

const text = (value: string | null | undefined): Cell => (value ? textCell(value) : null);
const day = (value: string | null | undefined): Cell => (value ? dateCell(value.slice(0, 10)) : null);
const number = (value: number | null | undefined): Cell =>
  value === null || value === undefined ? null : numberCell(value);
const levelOf = (requirement: ReportRequirement, classId: 'Current' | 'Target') =>
  requirement.maturities.find((maturity) => maturity.classId === classId)?.level ?? null;

/** Each execution of the controls by its id: its identifier, its control's and its asset's name. */
const executionsOf = (controls: LinkedControl[]) =>
  new Map(
    controls.flatMap((control) =>
      control.executions.map((execution) => [execution.id, { execution, control }] as const),
    ),
  );

/**
 * The specification report as a document, in the order the report page shows it: the summary (the colours of
 * all requirements, maturity by topic), the recurring work, then every topic from a page of its own with its
 * sub-topics and requirements as headings a level further down each; each requirement with its colour and
 * word, applicability, maturity, checkpoints, assignments, text, parameters, linked controls with their
 * executions, evidence and documentation. A workbook has one sheet per part instead: the summary, maturity,
 * one row per requirement, its parameters and its evidence, and the recurring work. Every table's rows are
 * made as the renderer reads them, so a report of thousands of requirements is held once, as its data.
 */
export function specificationReportDocument(
  report: ReportContent,
  edition: Edition & { format: DocumentFormat },
  printed: PrintedFor,
): DocumentSource {
  const words = reportWords[printed.language];
  const { colours, yes, no } = documentWords[printed.language];
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
    `${describeRule(activity.rule, printed.language === 'nb-NO' ? 'nb' : 'en')}${
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

  // The printed report: headings, facts and tables as the report page lays them out.

  function* recurringWork(history: ScheduleHistory | undefined): Generator<Block> {
    yield { kind: 'pageBreak' };
    yield { kind: 'heading', level: 1, text: words.recurring.title };
    if (history === undefined) {
      yield { kind: 'paragraph', text: words.recurring.notSealed };
      return;
    }
    yield { kind: 'paragraph', text: words.recurring.period(history.from, history.to, history.asOf) };
    yield { kind: 'heading', level: 2, text: words.recurring.totals };
    yield {
      kind: 'table',
      name: words.recurring.totals,
      columns: countColumns,
      rows: [countCells(history.totals)],
    };
    yield { kind: 'heading', level: 2, text: words.recurring.activities };
    if (history.activities.length === 0) yield { kind: 'paragraph', text: words.recurring.noActivities };
    else yield activitiesTable(history);
    if (history.byPerson.length > 0) {
      yield { kind: 'heading', level: 2, text: words.recurring.byPerson };
      yield {
        kind: 'table',
        name: words.recurring.byPerson,
        columns: [{ header: words.recurring.responsible, weight: 3 }, ...countColumns],
        rows: history.byPerson.map(({ person, counts }) => [
          textCell(person?.name ?? words.recurring.nobody),
          ...countCells(counts),
        ]),
      };
    }
  }

  function* requirementBlocks(
    element: SpecificationElement,
    requirement: ReportRequirement,
  ): Generator<Block> {
    const { applicability: decided, checkpoints, controls } = requirement;
    yield {
      kind: 'table',
      name: element.code,
      columns: [
        { header: columns.colour, weight: 1.1 },
        { header: columns.applicability, weight: 1.4 },
        { header: columns.current, weight: 1.3 },
        { header: columns.target, weight: 1.3 },
        { header: columns.deadline },
        { header: columns.implemented },
        { header: columns.expires },
      ],
      rows: [
        [
          semaphoreCell(colourOf(element)),
          textCell(applicability(decided.applicable)),
          textCell(levelText(levelOf(requirement, 'Current'))),
          textCell(levelText(levelOf(requirement, 'Target'))),
          day(checkpoints.deadlineDate),
          day(checkpoints.implementedDate),
          day(checkpoints.expiresDate),
        ],
      ],
    };
    const roles = ([0, 1] as const).flatMap((type) => {
      const names = assigned(requirement, type);
      return names ? [`${words.roles[type]}: ${names}`] : [];
    });
    yield {
      kind: 'keyValues',
      items: [
        ...(decided.justification ? [[words.justification, decided.justification] as const] : []),
        [words.assignments, roles.length > 0 ? roles.join('; ') : words.none],
        ...(requirement.labels.length > 0
          ? [[columns.labels, requirement.labels.map((label) => label.name).join(', ')] as const]
          : []),
      ],
    };
    const documentation = requirement.documentation.filter((entry) => entry.properties.content);
    // An import files the requirement's text as its authoritative documentation too: printed once.
    const statement = documentation.some((entry) => entry.properties.content === requirement.text)
      ? null
      : requirement.text;
    const lines = plainLinesOf(statement);
    if (lines.length > 0) {
      yield { kind: 'paragraph', text: `${words.text}:` };
      for (const line of lines) yield { kind: 'paragraph', text: line };
    }
    const own = parameters.get(element.id) ?? [];
    if (own.length > 0) {
      yield { kind: 'paragraph', text: `${words.parameters}:` };
      yield {
        kind: 'table',
        name: words.parameters,
        columns: [
          { header: columns.parameter, weight: 1.5 },
          { header: columns.value, weight: 3 },
          { header: columns.source, weight: 1.3 },
        ],
        rows: own.map((parameter) => [
          textCell(parameter.label ?? parameter.id),
          textCell(parameterValue(parameter)),
          text(parameterSource(parameter)),
        ]),
      };
    }
    if (controls.length === 0) yield { kind: 'paragraph', text: words.noControls };
    else {
      yield { kind: 'paragraph', text: `${words.controls}:` };
      yield {
        kind: 'table',
        name: words.controls,
        columns: [
          { header: columns.control, weight: 2 },
          { header: columns.execution },
          { header: columns.asset, weight: 1.5 },
          { header: columns.deadline },
          { header: columns.implemented },
          { header: columns.expires },
        ],
        rows: controls.flatMap((control): Cell[][] => {
          const name = textCell(`${control.identifier} ${control.title ?? control.name}`);
          if (control.executions.length === 0)
            return [[name, textCell(words.noExecutions), null, null, null, null]];
          return control.executions.map((execution) => [
            name,
            textCell(execution.identifier),
            textCell(execution.assetName),
            day(execution.checkpoints.deadlineDate),
            day(execution.checkpoints.implementedDate),
            day(execution.checkpoints.expiresDate),
          ]);
        }),
      };
    }
    const executions = executionsOf(controls);
    if (requirement.evidence.length === 0) yield { kind: 'paragraph', text: words.noEvidence };
    else {
      yield { kind: 'paragraph', text: `${words.evidence}:` };
      yield {
        kind: 'table',
        name: words.evidence,
        columns: [
          { header: columns.evidence, weight: 2.4 },
          { header: columns.heldBy, weight: 1.6 },
          { header: columns.status },
          { header: columns.effective },
          { header: columns.expires },
          { header: columns.revision, weight: 0.7 },
          { header: columns.sha256, weight: 1.2 },
        ],
        rows: requirement.evidence.map((evidence) => [
          textCell(evidence.url ? `${evidence.title} (${evidence.url})` : evidence.title),
          textCell(heldBy(evidence, executions)),
          textCell(words.evidenceStatuses[evidence.status]),
          day(evidence.effectiveDate),
          day(evidence.expiresDate),
          numberCell(evidence.revision),
          textCell(evidence.sha256 ? evidence.sha256.slice(0, 12) : columns.link),
        ]),
      };
    }
    for (const entry of documentation) {
      yield {
        kind: 'paragraph',
        text: `${words.documentation[entry.class.name]} (${words.purposes[entry.purpose]}):`,
      };
      for (const line of plainLinesOf(entry.properties.content)) yield { kind: 'paragraph', text: line };
    }
  }

  function* printedReport(): Generator<Block> {
    const { specification } = report;
    yield { kind: 'heading', level: 1, text: words.summary };
    yield {
      kind: 'keyValues',
      items: [
        ...(specification.version ? [[words.specificationVersion, specification.version] as const] : []),
        [words.source, specification.source],
        [words.requirementCount, String(total)],
      ],
    };
    yield { kind: 'heading', level: 2, text: words.semaphores };
    yield semaphoreTable;
    yield { kind: 'heading', level: 2, text: words.maturityOverview };
    yield maturityTable;
    yield* recurringWork(report.recurringWork);
    if (total === 0) yield { kind: 'paragraph', text: words.noRequirements };
    for (const element of elements) {
      const depth = places.get(element.id)?.depth ?? 0;
      // Every topic from a page of its own, as the report page prints it.
      if (depth === 0) yield { kind: 'pageBreak' };
      const level = Math.min(depth + 1, 3) as 1 | 2 | 3;
      const requirement = details.get(element.id);
      if (element.kind !== 'requirement' || !requirement) {
        yield { kind: 'heading', level, text: `${element.code} ${element.name}` };
        continue;
      }
      yield { kind: 'heading', level, text: nameOf(element) };
      yield* requirementBlocks(element, requirement);
    }
  }

  // The workbook: one sheet per part, one row per requirement, parameter or evidence.

  const rowsOf = function* <T>(
    of: (element: SpecificationElement, requirement: ReportRequirement) => Iterable<T>,
  ) {
    for (const element of requirements) {
      const requirement = details.get(element.id);
      if (requirement) yield* of(element, requirement);
    }
  };

  function* workbook(): Generator<Block> {
    const { specification } = report;
    yield {
      kind: 'keyValues',
      items: [
        ...(specification.version ? [[words.specificationVersion, specification.version] as const] : []),
        [words.source, specification.source],
      ],
    };
    yield semaphoreTable;
    yield maturityTable;
    yield {
      kind: 'table',
      name: words.sheets.requirements,
      columns: [
        { header: columns.code },
        { header: columns.requirement, weight: 3 },
        { header: columns.topic, weight: 2 },
        { header: columns.colour },
        { header: columns.applicable },
        { header: columns.justification, weight: 2.5 },
        { header: columns.current },
        { header: columns.target },
        { header: columns.deadline },
        { header: columns.implemented },
        { header: columns.expires },
        { header: columns.controls, weight: 1.5 },
        { header: words.roles[0], weight: 1.5 },
        { header: words.roles[1], weight: 1.5 },
        { header: columns.labels, weight: 1.5 },
      ],
      rows: rowsOf((element, requirement) => [
        [
          textCell(element.code),
          textCell(nameOf(element)),
          text(topicOf(element)),
          semaphoreCell(colourOf(element)),
          textCell(requirement.applicability.applicable === false ? no : yes),
          text(requirement.applicability.justification),
          number(levelOf(requirement, 'Current')),
          number(levelOf(requirement, 'Target')),
          day(requirement.checkpoints.deadlineDate),
          day(requirement.checkpoints.implementedDate),
          day(requirement.checkpoints.expiresDate),
          text(requirement.controls.map((control) => control.identifier).join(', ')),
          text(assigned(requirement, 0)),
          text(assigned(requirement, 1)),
          text(requirement.labels.map((label) => label.name).join(', ')),
        ],
      ]),
    };
    yield {
      kind: 'table',
      name: words.sheets.parameters,
      columns: [
        { header: columns.code },
        { header: columns.parameter, weight: 1.5 },
        { header: columns.label, weight: 2 },
        { header: columns.value, weight: 3 },
        { header: columns.source, weight: 1.5 },
      ],
      rows: rowsOf((element) =>
        (parameters.get(element.id) ?? []).map((parameter) => [
          textCell(element.code),
          textCell(parameter.id),
          text(parameter.label),
          textCell(parameterValue(parameter)),
          text(parameterSource(parameter)),
        ]),
      ),
    };
    yield {
      kind: 'table',
      name: words.sheets.evidence,
      columns: [
        { header: columns.code },
        { header: columns.evidence, weight: 2.5 },
        { header: columns.heldBy, weight: 2 },
        { header: columns.status },
        { header: columns.effective },
        { header: columns.expires },
        { header: columns.revision },
        { header: columns.sha256, weight: 4 },
        { header: columns.link, weight: 2 },
      ],
      rows: rowsOf((element, requirement) => {
        const executions = executionsOf(requirement.controls);
        return requirement.evidence.map((evidence) => [
          textCell(element.code),
          textCell(evidence.title),
          textCell(heldBy(evidence, executions)),
          textCell(words.evidenceStatuses[evidence.status]),
          day(evidence.effectiveDate),
          day(evidence.expiresDate),
          numberCell(evidence.revision),
          text(evidence.sha256),
          text(evidence.url),
        ]);
      }),
    };
    if (report.recurringWork) yield activitiesTable(report.recurringWork);
  }

  return {
    meta: specificationDocumentMeta(words, report.specification.name, edition, printed),
    blocks: edition.format === 'xlsx' ? workbook : printedReport,
  };
}
