import { type AssessmentReport, libraryEntryOf, type RequirementParameter } from '@praxis/contract';
import type { ExportElement, ExportSpecification } from './specifications.export.js';

/** What an export must say of the library entry a specification came from, if its licence asks for it. */
function attributionOf(entry: string | null) {
  const licence = libraryEntryOf(entry)?.licence;
  return licence?.attribution ? { licence: licence.name, url: licence.url, text: licence.attribution } : null;
}

/**
 * The export of a specification as a report answer states it: how a sealed snapshot is exported, so the file
 * says what was sealed, and says it the same each time (`exportedAt` is the snapshot's moment, not now).
 * Evidence descriptions and the texts of topics are not part of a report, so they are left empty here.
 */
export function exportOfReport(
  report: AssessmentReport,
  parameters: ReadonlyMap<string, RequirementParameter[]>,
  exportedAt: string,
): ExportSpecification {
  const requirements = new Map(report.requirements.map((r) => [r.id, r]));
  const nodes = new Map<string, ExportElement>();
  const topics: ExportElement[] = [];
  for (const element of report.elements) {
    const r = requirements.get(element.id);
    const level = (classId: string) => r?.maturities.find((m) => m.classId === classId)?.level ?? null;
    const node: ExportElement = {
      kind: element.kind,
      code: element.code,
      name: element.name,
      text: r?.text ?? null,
      parameters: parameters.get(element.id) ?? [],
      children: [],
      assessment: r
        ? {
            semaphore: r.semaphore,
            applicable: r.applicability.applicable,
            justification: r.applicability.justification,
            deadlineDate: r.checkpoints.deadlineDate,
            implementedDate: r.checkpoints.implementedDate,
            expiresDate: r.checkpoints.expiresDate,
            maturity: { current: level('Current'), target: level('Target') },
            controls: r.controls.map(({ identifier, name, title }) => ({ identifier, name, title })),
            evidence: r.evidence.map((e) => ({
              id: e.id,
              title: e.title,
              description: null,
              owner: e.ownerCategory,
              href: e.url ?? `/v2/evidence/${e.id}/revisions/${e.revision}/download`,
              mediaType: null,
              sha256: e.sha256,
              status: e.status,
              revision: e.revision,
              effectiveDate: e.effectiveDate,
              expiresDate: e.expiresDate,
            })),
          }
        : null,
    };
    nodes.set(element.id, node);
    const parent = element.parentId === null ? undefined : nodes.get(element.parentId);
    if (parent) parent.children.push(node);
    else topics.push(node);
  }
  return exportHeader(report.specification, exportedAt, topics);
}

/** The specification's own part of an export: what it is, where it came from, and when it is written. */
export function exportHeader(
  specification: Pick<
    ExportSpecification,
    'id' | 'name' | 'description' | 'version' | 'source' | 'sourceId' | 'importedAt'
  > & { libraryEntry: string | null },
  exportedAt: string,
  topics: ExportElement[],
): ExportSpecification {
  const { id, name, description, version, source, sourceId, importedAt, libraryEntry } = specification;
  return {
    id,
    name,
    description,
    version,
    source,
    sourceId,
    importedAt,
    exportedAt,
    attribution: attributionOf(libraryEntry),
    topics,
  };
}
