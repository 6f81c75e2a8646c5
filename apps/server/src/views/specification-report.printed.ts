import type { ReportRequirement, ScheduleHistory, SpecificationElement } from '@praxis/contract';
import { type Block, type Cell, numberCell, semaphoreCell, textCell } from '../lib/documents/model.js';
import { plainLinesOf } from '../lib/plain-text.js';
import { day, executionsOf, levelOf, type ReportParts, text } from './specification-report.parts.js';

/**
 * The report as a printed document lays it out, in the order the report page shows it: the summary (the
 * colours of all requirements, maturity by topic), the recurring work, then every topic from a page of its own
 * with its sub-topics and requirements as headings a level further down each; each requirement with its
 * colour and word, applicability, maturity, checkpoints, assignments, text, parameters, linked controls with
 * their executions, evidence and documentation.
 */
export function printedReport(parts: ReportParts): Generator<Block> {
  const {
    report,
    words,
    details,
    parameters,
    elements,
    columns,
    places,
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
  } = parts;

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

  function* layout(): Generator<Block> {
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

  return layout();
}
