import { SnapshotsPanel } from '../snapshots/SnapshotsPanel';
import { AuditOverview } from './AuditOverview';
import type { AuditTab } from './auditTab';

/**
 * The audit page's tabs, in order; the first opens by default. Findings and the auditors' access are tabs
 * of their own features, each one more entry here.
 */
export const auditTabs: AuditTab[] = [
  { value: 'overview', label: (t) => t('audits.tabs.overview'), Panel: AuditOverview },
  { value: 'snapshots', label: (t) => t('audits.tabs.snapshots'), Panel: SnapshotsPanel },
];
