import type {
  AssessmentReport,
  ElementCounts,
  MaturityOverviewRow,
  Ref,
  SemaphoreCounts,
  SpecificationReport,
} from '@praxis/contract';
import type { Db } from '../db/database.js';
import type { DocumentFile } from '../lib/documents/render.js';
import { WrittenJson } from '../lib/plain-json.js';
import type { Principal } from '../lib/principal.js';
import { assignmentsRepository } from '../modules/assignments/assignments.repository.js';
import { documentationRepository } from '../modules/documentation/documentation.repository.js';
import { maturitiesRepository } from '../modules/maturities/maturities.repository.js';
import { coverageOf } from '../modules/projections/projections.service.js';
import { requirementsRepository } from '../modules/requirements/requirements.repository.js';
import { specificationEvidenceRepository } from '../modules/specifications/specifications.evidence.repository.js';
import {
  fillParameters,
  parametersById,
  presentParameter,
} from '../modules/specifications/specifications.parameters.js';
import { specificationParametersRepository } from '../modules/specifications/specifications.parameters.repository.js';
import { parametersByRequirement } from '../modules/specifications/specifications.parameters.service.js';
import { presentSpecification } from '../modules/specifications/specifications.presenter.js';
import { keptReports, type TreeStamp } from '../modules/specifications/specifications.report.kept.js';
import {
  type SpecificationRow,
  specificationsRepository,
} from '../modules/specifications/specifications.repository.js';
import { countColours } from '../modules/specifications/specifications.semaphore.js';
import {
  noKinds,
  requireSpecification,
  requireSpecificationAndVersion,
} from '../modules/specifications/specifications.service.js';
import {
  ancestorsOf,
  type SpecificationTrees,
  specificationTrees,
  type Tree,
} from '../modules/specifications/specifications.tree.js';
import { type DocumentRequest, documentFiles } from './document-files.js';
import { readHistory } from './schedule-history.js';
import { specificationReportDocument } from './specification-report.document.js';
import { presentReportRequirements } from './specification-report.presenter.js';

/** Averages show one decimal. */
const average = (levels: number[]) =>
  levels.length === 0 ? null : Math.round((levels.reduce((a, b) => a + b, 0) / levels.length) * 10) / 10;

/** Per topic: average Current and Target levels over its applicable requirements, and the counts. */
function overviewOf(
  { rows, colours, counts }: Tree,
  applicable: ReadonlyMap<string, boolean | null>,
  maturityRows: { requirementId: string; classId: 'Current' | 'Target'; level: number }[],
): MaturityOverviewRow[] {
  const levels = new Map<string, { Current?: number; Target?: number }>();
  for (const m of maturityRows) {
    levels.set(m.requirementId, { ...levels.get(m.requirementId), [m.classId]: m.level });
  }
  const ancestors = ancestorsOf(rows);
  return rows
    .filter((r) => r.parentId === null)
    .map((topic) => {
      const below = rows.filter((r) => r.kind === 'requirement' && ancestors(r.id).includes(topic.id));
      const assessed = below.filter((r) => applicable.get(r.id) !== false);
      const current = assessed.flatMap((r) => levels.get(r.id)?.Current ?? []);
      const target = assessed.flatMap((r) => levels.get(r.id)?.Target ?? []);
      return {
        topicId: topic.id,
        code: topic.code,
        name: topic.name,
        requirements: below.length,
        applicable: assessed.length,
        withCurrent: current.length,
        withTarget: target.length,
        current: average(current),
        target: average(target),
        semaphore: counts.get(topic.id) ?? countColours(below.map((r) => colours.get(r.id) ?? 'gray')),
      };
    });
}

/**
 * A report as kept: its answer's bytes, written with the specification's row as it was (`head`, presented
 * with the kept counts), which is read again on every request.
 */
interface WrittenReport {
  counts: SemaphoreCounts;
  kinds: ElementCounts;
  head: string;
  bytes: Buffer;
}

const opening = (head: string) => `{"specification":${head},`;

/**
 * The report's bytes for the specification's row as read now: the kept bytes while the row presents as it
 * did, else the kept rest of the answer after the new head (and kept so), the same bytes as one stringify.
 */
function answerFor(report: WrittenReport, specification: SpecificationRow): Buffer {
  const head = JSON.stringify(presentSpecification(specification, report.counts, report.kinds));
  if (head !== report.head) {
    const rest = report.bytes.subarray(Buffer.byteLength(opening(report.head)));
    report.bytes = Buffer.concat([Buffer.from(opening(head)), rest]);
    report.head = head;
  }
  return report.bytes;
}

/** What a specification's assessment adds up to: the maturity overview and the printable report. */
export function specificationsReportService(
  db: Db,
  trees: SpecificationTrees = specificationTrees(db),
  now: () => Date = () => new Date(),
) {
  const kept = keptReports<WrittenReport>();
  const files = documentFiles(db);

  /**
   * Everything the report shows, in a fixed number of queries whatever the size: the tree (which gives the
   * specification's counts as well), the texts, and each kind of link for the whole specification at once.
   */
  async function writeReport(
    actor: Principal,
    specification: SpecificationRow,
    stamp: TreeStamp,
  ): Promise<WrittenReport> {
    const { companyId } = actor;
    const { tree: found, elements } = await trees.read(actor, specification, stamp);
    const requirements = (
      await specificationsRepository(db).elements(companyId, specification.id, true)
    ).filter((r) => r.kind === 'requirement');
    const assessments = await specificationsRepository(db).assessments(companyId, specification.id);
    const maturities = await maturitiesRepository(db).listOfSpecification(companyId, specification.id);
    const kinds = noKinds();
    for (const row of found.rows) kinds[row.kind] += 1;
    const inTree = found.rows.filter((r) => r.kind === 'requirement');
    // Statements show the values in effect of their parameters, the company's where it set them.
    const parameters = parametersById(
      (await specificationParametersRepository(db).ofSpecifications(companyId, [specification.id])).map(
        presentParameter,
      ),
    );
    const textOf = new Map(requirements.map((r) => [r.id, fillParameters(r.text ?? null, parameters)]));
    const counts = countColours(found.colours.values());
    const report: SpecificationReport = {
      specification: presentSpecification(specification, counts, kinds),
      elements: elements(),
      maturityOverview: overviewOf(
        found,
        new Map(assessments.map((a) => [a.requirementId, a.applicable])),
        maturities,
      ),
      requirements: presentReportRequirements({
        requirements: inTree.map((r) => ({ id: r.id, legacyId: r.legacyId, text: textOf.get(r.id) })),
        colours: found.colours,
        documentation: await documentationRepository(db).listFor(
          companyId,
          inTree.map((r) => r.id),
        ),
        assessments,
        controls: await requirementsRepository(db).linkedControlsOfSpecification(companyId, specification.id),
        maturities,
        assignments: await assignmentsRepository(db).listOfSpecification(companyId, specification.id),
        labels: found.labels,
        evidence: await specificationEvidenceRepository(db).currentOfSpecification(
          companyId,
          specification.id,
        ),
      }),
      coverage: await coverageOf(db, companyId, specification.id),
      recurringWork: await readHistory(db, companyId, undefined, {
        specificationId: specification.id,
        now: now(),
      }),
    };
    return {
      counts,
      kinds,
      head: JSON.stringify(report.specification),
      bytes: Buffer.from(JSON.stringify(report)),
    };
  }

  /**
   * The printable report, written as JSON bytes once per version of what it shows and day (`keptReports`);
   * only the specification's own row is read on every request, in the statement that checks the version.
   */
  async function report(actor: Principal, ref: Ref): Promise<WrittenJson> {
    const { specification, stamp } = await requireSpecificationAndVersion(db, actor, ref, trees.now());
    const written = await kept(specification.id, stamp, () => writeReport(actor, specification, stamp));
    return new WrittenJson(answerFor(written, specification));
  }

  /** The report as its kept bytes answer it, read back. */
  const read = async (actor: Principal, ref: Ref) =>
    JSON.parse((await report(actor, ref)).bytes.toString('utf8')) as SpecificationReport;

  return {
    async maturityOverview(actor: Principal, ref: Ref): Promise<MaturityOverviewRow[]> {
      const specification = await requireSpecification(db, actor, ref);
      const repo = specificationsRepository(db);
      const { tree: found } = await trees.read(actor, specification);
      const applicable = new Map(
        (await repo.assessments(actor.companyId, specification.id)).map((a) => [
          a.requirementId,
          a.applicable,
        ]),
      );
      return overviewOf(found, applicable, await repo.maturities(actor.companyId, specification.id));
    },

    report,
    read,

    /** Today's report as a PDF, Word or spreadsheet file for the caller, its export in the audit log. */
    async document(actor: Principal, ref: Ref, request: DocumentRequest): Promise<DocumentFile> {
      const report = await withParameters(db, actor.companyId, await read(actor, ref));
      const subject = {
        document: 'report',
        specification: report.specification,
        snapshot: null,
        generatedAt: now().toISOString(),
      };
      return files.file(actor, subject, request, (printed) =>
        specificationReportDocument(report, { ...subject, format: request.format }, printed),
      );
    },
  };
}

/** A report with its requirements' parameters in tree order: what a snapshot seals and a document prints. */
export async function withParameters<T extends AssessmentReport>(db: Db, companyId: string, report: T) {
  const byRequirement = await parametersByRequirement(db, companyId, report.specification.id);
  return {
    ...report,
    parameters: report.requirements.flatMap(({ id }) => {
      const found = byRequirement.get(id);
      return found ? [{ requirementId: id, parameters: found }] : [];
    }),
  };
}
