/**
 * Every cached audit answer starts with this key; the findings feature reads an audit under it too and
 * refreshes it (its count of open findings) whenever a finding changes.
 */
export const auditsQueryKey = ['audits'] as const;
