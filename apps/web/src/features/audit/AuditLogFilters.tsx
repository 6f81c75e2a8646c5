import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { auditEntities } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { displayNameOf } from '../../lib/displayName';
import { usePeople } from '../system-configuration/usePeople';
import { type AuditFilters, isAuditEntity } from './auditFilters';

interface AuditLogFiltersProps {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}

/** Entity, person and a date range; each change applies at once. */
export function AuditLogFilters({ filters, onChange }: AuditLogFiltersProps) {
  const { t } = useTranslation();
  const people = usePeople();
  const entities = auditEntities
    .map((entity) => ({ value: entity, label: t(`auditLog.entities.${entity}`) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const persons = (people.data ?? [])
    .map((person) => ({ value: person.id, label: `${displayNameOf(person)} (${person.email})` }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      <NativeSelect
        label={t('auditLog.entity')}
        value={filters.entity}
        data={[{ value: '', label: t('auditLog.anyEntity') }, ...entities]}
        onChange={(event) => {
          const { value } = event.currentTarget;
          onChange({ ...filters, entity: isAuditEntity(value) ? value : '' });
        }}
      />
      <NativeSelect
        label={t('auditLog.person')}
        value={filters.userId}
        data={[{ value: '', label: t('auditLog.anyPerson') }, ...persons]}
        onChange={(event) => onChange({ ...filters, userId: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('auditLog.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(event) => onChange({ ...filters, from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('auditLog.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(event) => onChange({ ...filters, to: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
