import { itemsQueryKey } from '../../lib/itemsQueryKey';
import { myWorkQueryKey } from '../items/useMyWork';
import { riskViewQueryKey } from '../risk-matrix/riskQueries';

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
