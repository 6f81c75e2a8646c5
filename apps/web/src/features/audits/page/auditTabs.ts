import type { Audit, Permission } from '@praxis/contract';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { SnapshotsPanel } from '../snapshots/SnapshotsPanel';
import { AuditOverview } from './AuditOverview';

/** What every panel of the audit page is given. */
export interface AuditTabProps {
  audit: Audit;
}

export interface AuditTab {
  /** In the address (`?tab=`), so a tab can be linked to. */
  value: string;
  label: (t: TFunction) => string;
  /** Who sees the tab at all; everyone who reads the audit unless given. */
  permission?: Permission;
  Panel: ComponentType<AuditTabProps>;
}

/**
 * The audit page's tabs, in order; the first opens by default. Findings and the auditors' access are tabs
 * of their own features, each one more entry here.
 */
export const auditTabs: AuditTab[] = [
  { value: 'overview', label: (t) => t('audits.tabs.overview'), Panel: AuditOverview },
  { value: 'snapshots', label: (t) => t('audits.tabs.snapshots'), Panel: SnapshotsPanel },
];
