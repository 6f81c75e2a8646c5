import { itemsQueryKey } from '../items/itemPaths';
import { myWorkQueryKey } from '../items/useMyWork';
import { riskViewQueryKey } from '../risk-matrix/riskQueries';

/** A risk scenario's treatment (issue 16 §3): the API has it on v2 only, by the scenario's UUID. */
export const treatmentPath = (threatId: string) => `/v2/Threats/${threatId}/treatment`;

/** Under the items' key, so whatever refreshes a scenario refreshes its treatment too. */
export const treatmentQueryKey = (threatId: string) => [...itemsQueryKey, 'Threats', 'treatment', threatId];

/**
 * What a change of a treatment reloads: the treatment, My work, which lists treatments and approvals, and the
 * risk view, whose register shows each scenario's treatment.
 */
export const treatmentChangeKeys = (threatId: string) => [
  treatmentQueryKey(threatId),
  myWorkQueryKey,
  riskViewQueryKey,
];
