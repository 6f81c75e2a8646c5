import { AuditFindingsPanel } from '../../findings/AuditFindingsPanel';
import { AuditorsPanel } from '../../findings/AuditorsPanel';
import { SnapshotsPanel } from '../snapshots/SnapshotsPanel';
import { AuditOverview } from './AuditOverview';
import type { AuditTab } from './auditTab';

/** The audit page's tabs, in order; the first opens by default. */
export const auditTabs: AuditTab[] = [
  { value: 'overview', label: (t) => t('audits.tabs.overview'), Panel: AuditOverview },
  { value: 'snapshots', label: (t) => t('audits.tabs.snapshots'), Panel: SnapshotsPanel },
  { value: 'findings', label: (t) => t('findings.title'), Panel: AuditFindingsPanel },
  {
    value: 'auditors',
    label: (t) => t('auditorAccess.title'),
    permission: 'company:admin',
    Panel: AuditorsPanel,
  },
];
