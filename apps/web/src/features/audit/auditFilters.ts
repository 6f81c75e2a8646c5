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

/** The query string of `GET /v1/audit` for these filters; page and format are added by the caller. */
export function auditQueryOf(filters: AuditFilters, extra: Record<string, string>): string {
  const given = Object.entries({ ...filters, ...extra })
    .map(([key, value]) => [key, value.trim()])
    .filter(([, value]) => value !== '');
  return new URLSearchParams(given).toString();
}
