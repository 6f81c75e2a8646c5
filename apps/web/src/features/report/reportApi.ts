import {
  type Applicability,
  type Assignment,
  applicabilitySchema,
  assignmentSchema,
  type Checkpoints,
  type LinkedControl,
  linkedControlSchema,
  type Maturity,
  type MaturityOverviewRow,
  maturityOverviewRowSchema,
  maturitySchema,
  type Requirement,
  requirementCheckpointsSchema,
  requirementSchema,
  type Specification,
  type SpecificationElement,
  specificationElementSchema,
  specificationSchema,
} from '@praxis/contract';
import { type ApiClient, versionedPath } from '../../lib/api';

/** Everything the report shows of one requirement (the shape a bulk report endpoint would answer per row). */
export interface RequirementDetails {
  requirement: Requirement;
  applicability: Applicability;
  checkpoints: Checkpoints;
  controls: LinkedControl[];
  maturities: Maturity[];
  assignments: Assignment[];
}

export interface ReportData {
  specification: Specification;
  /** The tree, flat in tree order, as GET …/elements answers it. */
  elements: SpecificationElement[];
  overview: MaturityOverviewRow[];
  /** By requirement id. */
  details: Map<string, RequirementDetails>;
}

export interface ReportProgress {
  done: number;
  total: number;
}

/**
 * Requirements whose details load at once. Each needs six calls, which the browser runs at most six at a
 * time per host over HTTP/1.1 anyway; a few requirements in flight keep that queue full without piling up
 * thousands of pending requests (and their abort handlers) for a large catalogue.
 */
export const requirementConcurrency = 8;

/** Runs `work` over `items`, at most `limit` at a time; stops starting new ones when one fails. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const elementList = specificationElementSchema.array();
const overviewList = maturityOverviewRowSchema.array();
const controlList = linkedControlSchema.array();
const maturityList = maturitySchema.array();
const assignmentList = assignmentSchema.array();

/** The calls of one requirement (spec §7), by the API version of the runtime configuration. */
function loadRequirement(
  api: ApiClient,
  element: SpecificationElement,
  signal?: AbortSignal,
): Promise<RequirementDetails> {
  const path = (v2: string, v1: string, suffix = '') =>
    versionedPath(api.apiVersion, element, {
      v2: (id) => `/v2/${v2}/${id}${suffix}`,
      v1: (legacyId) => `/v1/${v1}/${legacyId}${suffix}`,
    });
  return Promise.all([
    api.get(path('requirements', 'requirements'), requirementSchema, signal),
    api.get(path('requirements', 'requirements', '/applicability'), applicabilitySchema, signal),
    api.get(path('requirements', 'requirements', '/checkpoints'), requirementCheckpointsSchema, signal),
    api.get(path('requirements', 'requirements', '/controls'), controlList, signal),
    api.get(path('requirements', 'requirements', '/maturities'), maturityList, signal),
    api.get(path('Requirements', 'Requirements', '/assignments'), assignmentList, signal),
  ]).then(([requirement, applicability, checkpoints, controls, maturities, assignments]) => ({
    requirement,
    applicability,
    checkpoints,
    controls,
    maturities,
    assignments,
  }));
}

/**
 * The whole specification with every requirement's assessment. No single call answers all of it yet, so
 * the tree and overview come first and then each requirement's details, a few requirements at a time.
 */
export async function loadReport(
  api: ApiClient,
  specificationId: string,
  onProgress: (progress: ReportProgress) => void,
  signal?: AbortSignal,
): Promise<ReportData> {
  const specification = await api.get(`/v2/specifications/${specificationId}`, specificationSchema, signal);
  const [elements, overview] = await Promise.all([
    api.get(
      versionedPath(api.apiVersion, specification, {
        v2: (id) => `/v2/specifications/${id}/elements`,
        v1: (legacyId) => `/v1/specifications/${legacyId}/requirements`,
      }),
      elementList,
      signal,
    ),
    api.get(`/v2/specifications/${specification.id}/maturity-overview`, overviewList, signal),
  ]);
  const requirements = elements.filter((element) => element.kind === 'requirement');
  let done = 0;
  onProgress({ done, total: requirements.length });
  const loaded = await mapWithConcurrency(requirements, requirementConcurrency, async (element) => {
    const details = await loadRequirement(api, element, signal);
    done += 1;
    onProgress({ done, total: requirements.length });
    return [element.id, details] as const;
  });
  return { specification, elements, overview, details: new Map(loaded) };
}

/**
 * The date a requirement counts as implemented in the statement of applicability: its own implementation
 * date, else the latest implementation among the executions of its linked controls (DESIGN §6 reads either
 * as implemented).
 */
export function implementedDateOf(details: RequirementDetails): string | null {
  if (details.checkpoints.implementedDate) return details.checkpoints.implementedDate;
  const dates = details.controls
    .flatMap((control) => control.executions.map((execution) => execution.checkpoints.implementedDate))
    .filter((date): date is string => Boolean(date))
    .map((date) => date.slice(0, 10));
  return dates.toSorted().at(-1) ?? null;
}
