import {
  type Audit,
  type AuditSnapshotSummary,
  type ComparedState,
  type Comparison,
  type Finding,
  type Language,
  type PaperSize,
  type StatementOfApplicability,
  soaStatuses,
} from '@praxis/contract';
import { auditReportWords } from '../i18n/documents-audit.js';
import {
  type Block,
  type Cell,
  type DocumentSource,
  dateCell,
  numberCell,
  printedMoment,
  semaphoreCell,
  textCell,
} from '../lib/documents/model.js';
import { personName } from '../modules/users/users.reader.js';
import { soaStatusCell } from './statement-of-applicability.js';

/** What the audit report shows, read beforehand: the builder reads nothing itself. */
export interface AuditReportData {
  audit: Audit;
  /** The snapshot shown; null when the audit has none yet, and the statuses are today's. */
  snapshot: AuditSnapshotSummary | null;
  /** Each specification's Statement of Applicability: as the snapshot sealed it, or today's. */
  statements: StatementOfApplicability[];
  /** The snapshot against another state, the earlier as `from`; null when there is nothing to compare with. */
  comparison: Comparison | null;
  /** Every finding of the audit. */
  findings: Finding[];
  /** When the report is made: its findings are as of then. */
  generatedAt: string;
  /** The company's day, which tells what is overdue. */
  today: string;
}

/** Who the report is for and how it is printed. */
export interface AuditReportOptions {
  company: string;
  preparedBy: string;
  language: Language;
  paper: PaperSize;
}

const day = (moment: string) => moment.slice(0, 10);
const optionalDate = (date: string | null): Cell => (date === null ? null : dateCell(day(date)));
const isOverdue = (finding: Finding, today: string) =>
  finding.status !== 'closed' && finding.dueDate !== null && finding.dueDate < today;

/**
 * The audit report: the audit, the snapshot with each specification's statuses, what changed since the state
 * it is compared with, every finding and the plan of action. Findings move on after a seal, so the report is
 * dated when it is made; what it shows of the snapshot is as sealed.
 */
export function auditReportDocument(data: AuditReportData, options: AuditReportOptions): DocumentSource {
  const words = auditReportWords[options.language];
  const { audit, snapshot, comparison, findings, today } = data;
  const person = (someone: Parameters<typeof personName>[0] | null) =>
    someone ? personName(someone) : words.notGiven;
  const findingKind = (finding: Finding) => textCell(words.findingKinds[finding.kind]);
  const findingStatus = (finding: Finding) => textCell(words.findingStatuses[finding.status]);
  const colour = (state: ComparedState | null) =>
    state === null ? textCell(words.absent) : semaphoreCell(state.semaphore);
  const sideName = (side: Comparison['to']) =>
    side.snapshotId === null ? words.today(day(side.takenAt)) : words.sealedOn(day(side.takenAt));

  function* auditPart(): Generator<Block> {
    yield { kind: 'heading', level: 1, text: words.audit };
    const { fields } = words;
    yield {
      kind: 'keyValues',
      items: [
        [fields.kind, words.kinds[audit.kind]],
        [fields.status, words.statuses[audit.status]],
        [fields.scope, audit.scope ?? words.notGiven],
        [
          fields.period,
          audit.periodStart || audit.periodEnd
            ? words.period(audit.periodStart ?? '', audit.periodEnd ?? '')
            : words.notGiven,
        ],
        [fields.auditDate, audit.auditDate],
        [fields.leadAuditor, person(audit.leadAuditor)],
        [fields.team, audit.team.map(personName).join(', ') || words.notGiven],
        [fields.specifications, audit.specifications.map((s) => s.name).join(', ')],
      ],
    };
  }

  function* snapshotPart(): Generator<Block> {
    yield { kind: 'heading', level: 1, text: words.snapshot };
    if (snapshot) {
      const { snapshotFields: fields } = words;
      yield {
        kind: 'keyValues',
        items: [
          [fields.sealedAt, printedMoment(new Date(snapshot.takenAt))],
          [fields.sealedBy, person(snapshot.takenBy)],
          [fields.sha256, snapshot.sha256],
          [fields.requirements, String(snapshot.requirementCount)],
          [fields.evidence, String(snapshot.evidenceCount)],
        ],
      };
    } else {
      yield { kind: 'paragraph', text: words.noSnapshot(day(data.generatedAt)) };
    }
    for (const statement of data.statements) {
      yield { kind: 'heading', level: 2, text: statement.specification.name };
      yield {
        kind: 'table',
        name: statement.specification.name,
        columns: [
          { header: words.statusHeaders.status, weight: 2 },
          { header: words.statusHeaders.requirements, weight: 1 },
        ],
        rows: [
          ...soaStatuses.map((status) => [
            soaStatusCell(status, options.language),
            numberCell(statement.rows.filter((row) => row.status === status).length),
          ]),
          [textCell(words.total), numberCell(statement.rows.length)],
        ],
      };
    }
  }

  function* changesPart(): Generator<Block> {
    yield { kind: 'heading', level: 1, text: words.changes };
    if (!comparison) {
      yield { kind: 'paragraph', text: snapshot ? words.noEarlierSnapshot : words.nothingSealed };
      return;
    }
    yield {
      kind: 'paragraph',
      text: words.comparedWith(sideName(comparison.from), sideName(comparison.to)),
    };
    if (comparison.changes.length === 0) {
      yield { kind: 'paragraph', text: words.noChanges };
      return;
    }
    const headers = words.changeHeaders;
    yield {
      kind: 'table',
      name: words.changes,
      columns: [
        { header: headers.requirement, weight: 3 },
        { header: headers.changed, weight: 2.4 },
        { header: headers.before, weight: 1.2 },
        { header: headers.after, weight: 1.2 },
      ],
      rows: comparison.changes.map((change) => [
        textCell(change.name),
        textCell(change.aspects.map((aspect) => words.aspects[aspect]).join(', ')),
        colour(change.before),
        colour(change.after),
      ]),
    };
  }

  function* findingsPart(): Generator<Block> {
    yield { kind: 'heading', level: 1, text: words.findings };
    yield { kind: 'paragraph', text: words.findingsAsOf(day(data.generatedAt)) };
    if (findings.length === 0) {
      yield { kind: 'paragraph', text: words.noFindings };
      return;
    }
    const headers = words.findingHeaders;
    yield {
      kind: 'table',
      name: words.findings,
      columns: [
        // Wide enough on A4 for a date, and for the longest single word of a kind (Forbedringsmulighet).
        { header: headers.identifier, weight: 0.8 },
        { header: headers.kind, weight: 1.7 },
        { header: headers.title, weight: 1.2 },
        { header: headers.requirement, weight: 1.2 },
        { header: headers.status, weight: 1.1 },
        { header: headers.owner, weight: 1 },
        { header: headers.dueDate, weight: 1 },
        { header: headers.closedAt, weight: 1 },
      ],
      rows: [...findings]
        .sort((a, b) => a.identifier.localeCompare(b.identifier, 'en', { numeric: true }))
        .map((finding) => [
          textCell(finding.identifier),
          findingKind(finding),
          textCell(finding.title),
          textCell(finding.requirement?.name ?? words.wholeAudit),
          findingStatus(finding),
          textCell(person(finding.owner)),
          optionalDate(finding.dueDate),
          optionalDate(finding.closedAt),
        ]),
    };
  }

  function* planPart(): Generator<Block> {
    yield { kind: 'heading', level: 1, text: words.plan };
    // The findings come the earliest due first, as the plan of action lists them.
    const open = findings.filter((finding) => finding.status !== 'closed');
    if (open.length === 0) {
      yield { kind: 'paragraph', text: words.noOpenFindings };
      return;
    }
    const overdue = open.filter((finding) => isOverdue(finding, today)).length;
    yield { kind: 'paragraph', text: words.planCounts(open.length, overdue) };
    const headers = words.planHeaders;
    yield {
      kind: 'table',
      name: words.plan,
      columns: [
        { header: headers.identifier, weight: 0.8 },
        { header: headers.title, weight: 1.5 },
        { header: headers.correctiveAction, weight: 2 },
        { header: headers.owner, weight: 1 },
        { header: headers.dueDate, weight: 1 },
        { header: headers.status, weight: 1.1 },
        { header: headers.overdue, weight: 0.95 },
      ],
      rows: open.map((finding) => [
        textCell(finding.identifier),
        textCell(finding.title),
        textCell(finding.correctiveAction ?? words.notGiven),
        textCell(person(finding.owner)),
        optionalDate(finding.dueDate),
        findingStatus(finding),
        isOverdue(finding, today) ? semaphoreCell('red', words.overdue) : null,
      ]),
    };
  }

  function* blocks(): Generator<Block> {
    yield* auditPart();
    yield* snapshotPart();
    yield* changesPart();
    yield* findingsPart();
    yield* planPart();
  }

  const generatedAt = new Date(data.generatedAt);
  return {
    meta: {
      company: options.company,
      title: audit.title,
      subtitle: audit.specifications.map((specification) => specification.name).join(', '),
      version: snapshot
        ? words.versionSealed(day(snapshot.takenAt))
        : words.versionToday(day(data.generatedAt)),
      classification: words.classification,
      preparedBy: options.preparedBy,
      generatedAt,
      snapshotHash: snapshot?.sha256 ?? null,
      language: options.language,
      paper: options.paper,
    },
    blocks,
  };
}
