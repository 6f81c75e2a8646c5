import {
  type AssessmentReport,
  type CoverageRow,
  type MaturityOverviewRow,
  type ReportRequirement,
  type ScheduleHistory,
  type Specification,
  type SpecificationElement,
  specificationRoutes,
} from '@praxis/contract';
import type { ApiClient } from '../../lib/api';

/** Everything the report shows of one requirement, as GET …/report answers it per requirement. */
export type RequirementDetails = ReportRequirement;

export interface ReportData {
  specification: Specification;
  /** The tree, flat in tree order, as GET …/elements answers it. */
  elements: SpecificationElement[];
  overview: MaturityOverviewRow[];
  /** By requirement id. */
  details: Map<string, RequirementDetails>;
  /** Per specification mapped into or out of this one: how much of the target is covered. */
  coverage: CoverageRow[];
  /** How the recurring work went in the report's period; null in a snapshot sealed before it was sealed. */
  recurringWork: ScheduleHistory | null;
}

/** The whole specification with every requirement's assessment, in one call. */
export async function loadReport(
  api: ApiClient,
  specificationId: string,
  signal?: AbortSignal,
): Promise<ReportData> {
  return reportDataOf(
    await api.call(specificationRoutes.report, { params: { id: specificationId } }, signal),
  );
}

/** The report's answer as the report's pages read it; a snapshot's part has the same shape. */
export function reportDataOf(report: AssessmentReport & { recurringWork?: ScheduleHistory }): ReportData {
  return {
    specification: report.specification,
    elements: report.elements,
    overview: report.maturityOverview,
    details: new Map(report.requirements.map((requirement) => [requirement.id, requirement])),
    coverage: report.coverage,
    recurringWork: report.recurringWork ?? null,
  };
}

/**
 * The date a requirement counts as implemented in the statement of applicability: its own implementation
 * date, else the latest implementation among the executions of its linked controls (either counts as
 * implemented).
 */
export function implementedDateOf(details: RequirementDetails): string | null {
  if (details.checkpoints.implementedDate) return details.checkpoints.implementedDate;
  const dates = details.controls
    .flatMap((control) => control.executions.map((execution) => execution.checkpoints.implementedDate))
    .filter((date): date is string => Boolean(date))
    .map((date) => date.slice(0, 10));
  return dates.toSorted().at(-1) ?? null;
}
