import type { Label, ReportEvidence, ReportRequirement, SemaphoreColour } from '@praxis/contract';
import { presentAssignment } from '../modules/assignments/assignments.presenter.js';
import type { AssignmentView } from '../modules/assignments/assignments.repository.js';
import { presentCheckpoints } from '../modules/checkpoints/checkpoints.presenter.js';
import { presentV2 } from '../modules/documentation/documentation.presenter.js';
import type { DocumentationView } from '../modules/documentation/documentation.repository.js';
import { presentMaturity } from '../modules/maturities/maturities.presenter.js';
import type { MaturityRow } from '../modules/maturities/maturities.repository.js';
import {
  presentApplicability,
  presentLinkedControls,
} from '../modules/requirements/requirements.presenter.js';
import type { requirementsRepository } from '../modules/requirements/requirements.repository.js';
import { type AssessmentRow, noAssessment } from '../modules/specifications/specifications.assessments.js';
import type { CurrentEvidenceRow } from '../modules/specifications/specifications.evidence.repository.js';

type LinkedRow = Awaited<
  ReturnType<ReturnType<typeof requirementsRepository>['linkedControlsOfSpecification']>
>[number];

/** What the report's requirements are made of: each part read for the whole specification at once. */
export interface ReportParts {
  requirements: { id: string; legacyId: number; text?: string | null }[];
  colours: ReadonlyMap<string, SemaphoreColour>;
  documentation: DocumentationView[];
  assessments: (AssessmentRow & { requirementId: string })[];
  controls: LinkedRow[];
  maturities: MaturityRow[];
  assignments: AssignmentView[];
  labels: ReadonlyMap<string, Label[]>;
  evidence: CurrentEvidenceRow[];
}

/** An evidence as the report lists it: its latest revision. */
export const presentReportEvidence = (row: CurrentEvidenceRow): ReportEvidence => ({
  id: row.id,
  ownerCategory: row.ownerCategory,
  ownerId: row.ownerId,
  title: row.title,
  kind: row.kind,
  fileName: row.fileName,
  url: row.url,
  sha256: row.sha256,
  effectiveDate: row.effectiveDate,
  expiresDate: row.expiresDate,
  status: row.status,
  revision: row.revision,
});

/** Rows by the requirement they belong to, in the order they came (the order each single call has). */
function byRequirement<T>(rows: T[], keyOf: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * Each requirement as the single-requirement calls present it (GET requirements/{id} for text, colour and
 * documentation; …/applicability, …/checkpoints, …/controls, …/maturities, Requirements/{id}/assignments)
 * and with the current evidence of the requirement and of its linked controls' executions, from rows read
 * for the whole specification.
 */
export function presentReportRequirements(parts: ReportParts): ReportRequirement[] {
  const documentation = byRequirement(parts.documentation, (d) => d.ownerId);
  const assessments = new Map(parts.assessments.map((a) => [a.requirementId, a]));
  const controls = byRequirement(parts.controls, (c) => c.requirementId);
  const maturities = byRequirement(parts.maturities, (m) => m.requirementId);
  const assignments = byRequirement(parts.assignments, (a) => a.requirementId);
  const evidence = byRequirement(parts.evidence, (e) => e.requirementId);
  return parts.requirements.map((requirement) => {
    const assessment = assessments.get(requirement.id) ?? noAssessment();
    return {
      id: requirement.id,
      legacyId: requirement.legacyId,
      text: requirement.text ?? null,
      semaphore: parts.colours.get(requirement.id) ?? 'gray',
      documentation: (documentation.get(requirement.id) ?? []).map(presentV2),
      applicability: presentApplicability(assessment),
      checkpoints: presentCheckpoints(assessment),
      controls: presentLinkedControls(controls.get(requirement.id) ?? []),
      maturities: (maturities.get(requirement.id) ?? []).map(presentMaturity),
      assignments: (assignments.get(requirement.id) ?? []).map(presentAssignment),
      labels: parts.labels.get(requirement.id) ?? [],
      evidence: (evidence.get(requirement.id) ?? []).map(presentReportEvidence),
    };
  });
}
