import {
  type AssessmentReport,
  type AuditSnapshotSummary,
  type Language,
  type SemaphoreColour,
  type SoaRow,
  type SoaStatus,
  type StatementOfApplicability,
  soaRowsOf,
  soaStatuses,
} from '@praxis/contract';
import { documentWords, soaWords } from '../i18n/documents.js';
import {
  type Block,
  type Cell,
  type DocumentSource,
  semaphoreCell,
  textCell,
} from '../lib/documents/model.js';
import { type PrintedFor, specificationDocumentMeta } from './document-meta.js';

/**
 * The Statement of Applicability of one report, today's or a sealed one. Built from the report alone, so a
 * snapshot gives the same statement every time without storing it twice.
 */
export function statementOfApplicability(
  report: AssessmentReport,
  snapshot: AuditSnapshotSummary | null,
  generatedAt: string,
): StatementOfApplicability {
  const requirements = new Map(report.requirements.map((requirement) => [requirement.id, requirement]));
  const rows = soaRowsOf(report.elements, (id) => requirements.get(id));
  const { id, legacyId, name } = report.specification;
  return { specification: { id, legacyId, name }, snapshot, generatedAt, rows };
}

const colourOfStatus: Record<Exclude<SoaStatus, 'excluded'>, SemaphoreColour> = {
  implemented: 'green',
  partial: 'yellow',
  'not-implemented': 'red',
  'not-assessed': 'gray',
};

/** A status as the statement prints it: its word beside its colour; excluded has no colour, only its word. */
export function soaStatusCell(status: SoaStatus, language: Language): Cell {
  const { statuses } = soaWords[language];
  return status === 'excluded'
    ? textCell(statuses.excluded)
    : semaphoreCell(colourOfStatus[status], statuses[status]);
}

/**
 * The statement as a document: a summary of how many requirements have each status, then each topic's
 * requirements as a table whose status is printed as its word beside its colour. Today's statement is dated
 * now; a sealed one at its seal, with the snapshot's hash, so it prints the same every time.
 */
export function soaDocument(statement: StatementOfApplicability, options: PrintedFor): DocumentSource {
  const words = soaWords[options.language];
  const { yes, no } = documentWords[options.language];
  const columns = [
    { header: words.headers.requirement, weight: 3 },
    { header: words.headers.applicable, weight: 1 },
    { header: words.headers.status, weight: 1.7 },
    { header: words.headers.justification, weight: 2.4 },
    { header: words.headers.controls, weight: 1.6 },
  ];
  // Rows come in tree order, so a topic's rows are together.
  const topics = new Map<string, SoaRow[]>();
  for (const row of statement.rows) {
    const rows = topics.get(row.topic);
    if (rows) rows.push(row);
    else topics.set(row.topic, [row]);
  }

  function* blocks(): Generator<Block> {
    yield { kind: 'heading', level: 1, text: words.summary };
    yield {
      kind: 'keyValues',
      items: soaStatuses.map((status) => [
        words.statuses[status],
        String(statement.rows.filter((row) => row.status === status).length),
      ]),
    };
    yield { kind: 'heading', level: 1, text: words.requirements };
    if (statement.rows.length === 0) yield { kind: 'paragraph', text: words.noRequirements };
    for (const [topic, rows] of topics) {
      const name = topic || words.noTopic;
      yield { kind: 'heading', level: 2, text: name };
      yield {
        kind: 'table',
        name,
        columns,
        rows: rows.map((row) => [
          // Nesting shows as indentation, as the report page shows it.
          textCell(`${'  '.repeat(row.depth)}${row.name}`),
          textCell(row.applicable ? yes : no),
          soaStatusCell(row.status, options.language),
          textCell(row.justification ?? ''),
          textCell(row.controls.map((control) => control.identifier).join(', ')),
        ]),
      };
    }
  }

  return {
    meta: specificationDocumentMeta(words, statement.specification.name, statement, options),
    blocks,
  };
}
