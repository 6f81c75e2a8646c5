import { type AuditEntity, auditEntities } from '@praxis/contract';

/** The log's filters as the inputs hold them: '' means "any". */
export interface AuditFilters {
  entity: AuditEntity | '';
  /** Part of the email the change was made under. */
  userEmail: string;
  from: string;
  to: string;
}

export const noAuditFilters: AuditFilters = { entity: '', userEmail: '', from: '', to: '' };

export function isAuditEntity(value: string): value is AuditEntity {
  return auditEntities.some((entity) => entity === value);
}

/** The filters given, trimmed, as the log's query names them; paging and format are the caller's. */
export const auditQueryOf = (filters: AuditFilters): Partial<AuditFilters> =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  );
