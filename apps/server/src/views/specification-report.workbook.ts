import { type Block, numberCell, semaphoreCell, textCell } from '../lib/documents/model.js';
import { day, executionsOf, levelOf, number, type ReportParts, text } from './specification-report.parts.js';

/**
 * The report as a workbook: one sheet per part (the summary, maturity, one row per requirement, its
 * parameters and its evidence, and the recurring work), every table's rows made as the renderer reads them.
 */
export function reportWorkbook(parts: ReportParts): Generator<Block> {
  const {
    report,
    words,
    yes,
    no,
    parameters,
    columns,
    topicOf,
    nameOf,
    colourOf,
    assigned,
    heldBy,
    parameterValue,
    parameterSource,
    semaphoreTable,
    maturityTable,
    activitiesTable,
    rowsOf,
  } = parts;

  function* layout(): Generator<Block> {
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

  return layout();
}
