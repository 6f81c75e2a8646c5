import type { Audit, Permission } from '@praxis/contract';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';

/** What every panel of the audit page is given. */
export interface AuditTabProps {
  audit: Audit;
}

/** One tab of the audit page. */
export interface AuditTab {
  /** In the address (`?tab=`), so a tab can be linked to. */
  value: string;
  label: (t: TFunction) => string;
  /** Who sees the tab at all; everyone who reads the audit unless given. */
  permission?: Permission;
  Panel: ComponentType<AuditTabProps>;
}
